import fc from 'fast-check';
import { createFixedWindowCounter } from './fixedWindowCounter';

describe('a fixed-window counter', () => {
  it('passes `limit` hits per window and then answers the ms left until the window closes', () => {
    const counter = createFixedWindowCounter({ limit: 2, windowMs: 1000, maxKeys: 10 });
    expect(counter.hit('a', 5000)).toBe(0);
    expect(counter.hit('a', 5100)).toBe(0);
    expect(counter.hit('a', 5250)).toBe(750);
    expect(counter.hit('b', 5250)).toBe(0);
    expect(counter.hit('a', 5999)).toBe(1);
    expect(counter.hit('a', 6000)).toBe(0);
  });

  it('keeps at most maxKeys windows: closed ones go first, then the oldest open one', () => {
    const counter = createFixedWindowCounter({ limit: 1, windowMs: 1000, maxKeys: 3 });
    counter.hit('a', 0);
    counter.hit('b', 10);
    counter.hit('c', 1005); // 'a' has closed: dropped, not 'b'
    expect(counter.size()).toBe(2);
    counter.hit('d', 1006);
    counter.hit('e', 1007); // all open: the oldest ('b') goes
    expect(counter.size()).toBe(3);
    expect(counter.hit('b', 1008)).toBe(0);
    expect(counter.hit('e', 1008)).toBeGreaterThan(0);
  });

  it('passes at most two limits of a key within one window length, and keeps at most maxKeys (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom('a', 'b', 'c', 'd', 'e'), fc.nat(50)), {
          maxLength: 80,
        }),
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 1, max: 5 }),
        (hits, limit, maxKeys) => {
          const counter = createFixedWindowCounter({ limit, windowMs: 100, maxKeys });
          let now = 0;
          const passed: Record<string, number[]> = {};
          for (const [key, step] of hits) {
            now += step;
            if (counter.hit(key, now) === 0) (passed[key] ??= []).push(now);
            expect(counter.size()).toBeLessThanOrEqual(maxKeys);
          }
          if (maxKeys < 5) return; // an evicted key starts again: the bound needs every key kept
          for (const times of Object.values(passed)) {
            // Fixed windows: any stretch of one window's length holds at most two windows'
            // passes (the end of one and the start of the next).
            for (const start of times) {
              const inStretch = times.filter((t) => t >= start && t < start + 100).length;
              expect(inStretch).toBeLessThanOrEqual(2 * limit);
            }
          }
        },
      ),
      { numRuns: 10_000 },
    );
  });
});
