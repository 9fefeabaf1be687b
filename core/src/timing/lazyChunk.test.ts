import { lazy } from './lazyChunk';

describe('a lazy chunk (an import() loaded once per instance)', () => {
  it('is loaded once: uses during the load and after it share the one load', async () => {
    let loads = 0;
    const chunk = lazy(async () => ({ load: ++loads }));
    expect(chunk.started()).toBeUndefined();
    const [a, b] = await Promise.all([chunk(), chunk()]);
    expect(await chunk()).toBe(a);
    expect(b).toBe(a);
    expect(loads).toBe(1);
    expect(await chunk.started()).toBe(a);
  });

  it('a failed download is tried again on the next use, and then kept', async () => {
    let loads = 0;
    const chunk = lazy(async () => {
      loads += 1;
      if (loads === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return { load: loads };
    });
    await expect(chunk()).rejects.toThrow('Failed to fetch dynamically imported module');
    expect(chunk.started()).toBeUndefined();
    const loaded = await chunk();
    expect(loaded).toEqual({ load: 2 });
    expect(await chunk()).toBe(loaded);
    expect(loads).toBe(2);
  });
});
