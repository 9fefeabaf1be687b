import { lazy, lazyDisposable, loadOrFail } from './lazyChunk';

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

describe('a disposable lazy chunk', () => {
  const made = () => {
    const destroyed: number[] = [];
    let loads = 0;
    const chunk = lazyDisposable(async () => {
      const id = ++loads;
      return { id, destroy: () => destroyed.push(id) };
    });
    return { chunk, destroyed };
  };

  it('destroy() releases what was loaded; with no load started it does nothing', async () => {
    const idle = made();
    idle.chunk.destroy();
    expect(idle.chunk.started()).toBeUndefined();
    expect(idle.destroyed).toEqual([]);

    const used = made();
    await used.chunk();
    used.chunk.destroy();
    expect(used.destroyed).toEqual([1]);
  });

  it('a load in flight is released as soon as it finishes', async () => {
    const { chunk, destroyed } = made();
    const loading = chunk();
    chunk.destroy();
    await loading;
    await Promise.resolve();
    expect(destroyed).toEqual([1]);
  });

  it('loadOrFail: a chunk that did not download fails as the request says', async () => {
    const chunk = lazy(async () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    const failure = await loadOrFail(chunk, (error) => new RangeError(String(error))).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(RangeError);
    await expect(
      loadOrFail(
        lazy(async () => 7),
        () => 'never',
      ),
    ).resolves.toBe(7);
  });
});
