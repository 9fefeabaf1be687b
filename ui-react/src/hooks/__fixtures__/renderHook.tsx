/**
 * Test fixture: renders a hook inside a PorticoProvider of a real instance and keeps its
 * latest result and how many times the component using it rendered.
 */
import type { Portico } from '@portico/core';
import { renderWithPortico, type Rendered } from '../../__fixtures__/render';

export interface HookResult<T> {
  /** The value the hook returned in the latest render. */
  readonly current: T;
  /** Every value it returned, in render order. */
  readonly all: readonly T[];
  /** How many times the component calling the hook rendered. */
  readonly renders: number;
}

export async function renderHook<T>(
  useHook: () => T,
  portico: Portico,
): Promise<{ result: HookResult<T> } & Rendered> {
  const all: T[] = [];
  const result = {
    get current() {
      return all[all.length - 1] as T;
    },
    all,
    get renders() {
      return all.length;
    },
  };
  function HookProbe() {
    all.push(useHook());
    return null;
  }
  const rendered = await renderWithPortico(<HookProbe />, portico);
  return { result, ...rendered };
}
