import { QUERY_CACHE_GC_MS } from '../constants';
import { manualClock } from './__fixtures__/standInService';
import { createQueryCache } from './queryCache';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const setup = () => {
  const clock = manualClock();
  const cache = createQueryCache(clock);
  let loads = 0;
  const load = (value: string) => async () => {
    loads += 1;
    return value;
  };
  return { clock, cache, load, loads: () => loads };
};

describe('queryCache: TTL per entry', () => {
  it('serves a value from the cache until its own TTL runs out, then loads it again', async () => {
    const { clock, cache, load, loads } = setup();
    await expect(cache.query('balance', load('a'), { ttlMs: 30_000 })).resolves.toBe('a');
    clock.advance(29_999);
    await expect(cache.query('balance', load('b'), { ttlMs: 30_000 })).resolves.toBe('a');
    expect(loads()).toBe(1);
    clock.advance(1);
    await expect(cache.query('balance', load('b'), { ttlMs: 30_000 })).resolves.toBe('b');
    expect(loads()).toBe(2);
  });

  it('each entry keeps the TTL it was stored with (30 s balance, 5 min identity)', async () => {
    const { clock, cache, load } = setup();
    await cache.query('balance', load('b1'), { ttlMs: 30_000 });
    await cache.query('identity', load('i1'), { ttlMs: 300_000 });
    clock.advance(60_000);
    await expect(cache.query('balance', load('b2'), { ttlMs: 30_000 })).resolves.toBe('b2');
    await expect(cache.query('identity', load('i2'), { ttlMs: 300_000 })).resolves.toBe('i1');
  });

  it('a TTL of 0 stores nothing: every call after the first has settled loads again', async () => {
    const { cache, load, loads } = setup();
    await cache.query('k', load('a'), { ttlMs: 0 });
    await cache.query('k', load('a'), { ttlMs: 0 });
    expect(loads()).toBe(2);
  });

  it('force loads again although the value is fresh, and stores the new value', async () => {
    const { cache, load } = setup();
    await cache.query('k', load('old'), { ttlMs: 30_000 });
    await expect(cache.query('k', load('new'), { ttlMs: 30_000, force: true })).resolves.toBe(
      'new',
    );
    await expect(cache.query('k', load('other'), { ttlMs: 30_000 })).resolves.toBe('new');
  });

  it('failures are not cached: the next call loads again', async () => {
    const { cache } = setup();
    const failing = async () => {
      throw new Error('down');
    };
    await expect(cache.query('k', failing, { ttlMs: 30_000 })).rejects.toThrow('down');
    await expect(cache.query('k', async () => 'up', { ttlMs: 30_000 })).resolves.toBe('up');
  });
});

describe('queryCache: in-flight de-duplication', () => {
  it('callers asking for a key while it loads share one request', async () => {
    const { cache } = setup();
    const gate = deferred<string>();
    let loads = 0;
    const load = () => {
      loads += 1;
      return gate.promise;
    };
    const first = cache.query('k', load, { ttlMs: 0 });
    const second = cache.query('k', load, { ttlMs: 0 });
    gate.resolve('shared');
    await expect(Promise.all([first, second])).resolves.toEqual(['shared', 'shared']);
    expect(loads).toBe(1);
  });

  it('a failure reaches every caller sharing the request', async () => {
    const { cache } = setup();
    const gate = deferred<string>();
    const calls = [1, 2].map(() => cache.query('k', () => gate.promise, { ttlMs: 0 }));
    gate.reject(new Error('boom'));
    await expect(calls[0]).rejects.toThrow('boom');
    await expect(calls[1]).rejects.toThrow('boom');
  });

  it('aborting one caller rejects that caller only; the shared request goes on for the others', async () => {
    const { cache } = setup();
    const gate = deferred<string>();
    let loadSignal: AbortSignal | undefined;
    const load = (signal: AbortSignal) => {
      loadSignal = signal;
      return gate.promise;
    };
    const leaving = new AbortController();
    const first = cache.query('k', load, { ttlMs: 0, signal: leaving.signal });
    const second = cache.query('k', load, { ttlMs: 0, signal: new AbortController().signal });
    leaving.abort();
    await expect(first).rejects.toMatchObject({ name: 'AbortError' });
    expect(loadSignal?.aborted).toBe(false);
    gate.resolve('done');
    await expect(second).resolves.toBe('done');
  });

  it('when every caller has aborted, the shared request is aborted too', async () => {
    const { cache } = setup();
    let loadSignal: AbortSignal | undefined;
    const load = (signal: AbortSignal) => {
      loadSignal = signal;
      return new Promise<string>((_, reject) =>
        signal.addEventListener('abort', () => reject(signal.reason)),
      );
    };
    const a = new AbortController();
    const b = new AbortController();
    const calls = [
      cache.query('k', load, { ttlMs: 0, signal: a.signal }),
      cache.query('k', load, { ttlMs: 0, signal: b.signal }),
    ];
    await Promise.resolve();
    a.abort();
    expect(loadSignal?.aborted).toBe(false);
    b.abort();
    expect(loadSignal?.aborted).toBe(true);
    await expect(calls[0]).rejects.toMatchObject({ name: 'AbortError' });
    await expect(calls[1]).rejects.toMatchObject({ name: 'AbortError' });
    // The next caller starts a new request.
    await expect(cache.query('k', async () => 'again', { ttlMs: 0 })).resolves.toBe('again');
  });

  it('an already aborted signal rejects without loading', async () => {
    const { cache, load, loads } = setup();
    const controller = new AbortController();
    controller.abort();
    await expect(
      cache.query('k', load('x'), { ttlMs: 0, signal: controller.signal }),
    ).rejects.toMatchObject({ name: 'AbortError' });
    expect(loads()).toBe(0);
  });
});

describe('queryCache: garbage collection of entries unused for 5 minutes', () => {
  it('drops an entry unused for QUERY_CACHE_GC_MS, even one whose TTL has not run out', async () => {
    const { clock, cache, load, loads } = setup();
    await cache.query('supported-chains', load('a'), { ttlMs: Number.POSITIVE_INFINITY });
    clock.advance(QUERY_CACHE_GC_MS - 1);
    expect(cache.size()).toBe(1);
    clock.advance(1);
    expect(cache.size()).toBe(0);
    await expect(
      cache.query('supported-chains', load('b'), { ttlMs: Number.POSITIVE_INFINITY }),
    ).resolves.toBe('b');
    expect(loads()).toBe(2);
  });

  it('every use restarts the 5 minutes', async () => {
    const { clock, cache, load, loads } = setup();
    const ttlMs = Number.POSITIVE_INFINITY;
    await cache.query('k', load('a'), { ttlMs });
    clock.advance(QUERY_CACHE_GC_MS - 1);
    await cache.query('k', load('b'), { ttlMs });
    clock.advance(QUERY_CACHE_GC_MS - 1);
    await expect(cache.query('k', load('c'), { ttlMs })).resolves.toBe('a');
    expect(loads()).toBe(1);
  });

  it('an entry that is loading is never collected', async () => {
    const { clock, cache } = setup();
    const gate = deferred<string>();
    const pending = cache.query('k', () => gate.promise, { ttlMs: 60_000 });
    clock.advance(QUERY_CACHE_GC_MS * 2);
    expect(cache.size()).toBe(1);
    gate.resolve('late');
    await expect(pending).resolves.toBe('late');
  });
});

describe('queryCache: invalidation and isolation', () => {
  it('invalidate drops entries by key prefix; a request in flight then stores nothing', async () => {
    const { cache, load } = setup();
    await cache.query('names:reverse:0xa', load('a'), { ttlMs: 60_000 });
    await cache.query('balance:0xa', load('b'), { ttlMs: 60_000 });
    const gate = deferred<string>();
    const pending = cache.query('names:reverse:0xb', () => gate.promise, { ttlMs: 60_000 });
    cache.invalidate('names:');
    gate.resolve('stale');
    await pending;
    await expect(cache.query('names:reverse:0xa', load('a2'), { ttlMs: 60_000 })).resolves.toBe(
      'a2',
    );
    await expect(cache.query('names:reverse:0xb', load('b2'), { ttlMs: 60_000 })).resolves.toBe(
      'b2',
    );
    await expect(cache.query('balance:0xa', load('x'), { ttlMs: 60_000 })).resolves.toBe('b');
  });

  it('clear empties the cache', async () => {
    const { cache, load } = setup();
    await cache.query('k', load('a'), { ttlMs: 60_000 });
    cache.clear();
    expect(cache.size()).toBe(0);
  });

  it('two caches (two Portico instances) share nothing', async () => {
    const clock = manualClock();
    const one = createQueryCache(clock);
    const two = createQueryCache(clock);
    await one.query('k', async () => 'one', { ttlMs: 60_000 });
    await expect(two.query('k', async () => 'two', { ttlMs: 60_000 })).resolves.toBe('two');
  });
});
