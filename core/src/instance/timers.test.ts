import { createTimers } from './timers';

beforeEach(() => {
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
});

describe('createTimers', () => {
  it('after(ms, fn) runs fn once, ms later', () => {
    const timers = createTimers();
    const fn = jest.fn();
    timers.after(500, fn);

    jest.advanceTimersByTime(499);
    expect(fn).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(10_000);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('a cancelled timer never fires', () => {
    const timers = createTimers();
    const cancelled = jest.fn();
    const kept = jest.fn();
    const cancel = timers.after(100, cancelled);
    timers.after(100, kept);

    cancel();
    jest.advanceTimersByTime(1_000);

    expect(cancelled).not.toHaveBeenCalled();
    expect(kept).toHaveBeenCalledTimes(1);
  });

  it('clearAll cancels every pending timer', () => {
    const timers = createTimers();
    const fns = [jest.fn(), jest.fn(), jest.fn()];
    timers.after(10, fns[0]!);
    timers.after(1_000, fns[1]!);
    timers.after(60_000, fns[2]!);

    timers.clearAll();
    jest.advanceTimersByTime(120_000);

    for (const fn of fns) expect(fn).not.toHaveBeenCalled();
    expect(jest.getTimerCount()).toBe(0);
  });

  it('clearAll after some timers fired cancels the ones still pending', () => {
    const timers = createTimers();
    const early = jest.fn();
    const late = jest.fn();
    timers.after(10, early);
    timers.after(1_000, late);

    jest.advanceTimersByTime(10);
    timers.clearAll();
    jest.advanceTimersByTime(1_000);

    expect(early).toHaveBeenCalledTimes(1);
    expect(late).not.toHaveBeenCalled();
  });

  it('clearAll cancels only the timers of its own instance', () => {
    const mine = createTimers();
    const other = createTimers();
    const mineFn = jest.fn();
    const otherFn = jest.fn();
    mine.after(100, mineFn);
    other.after(100, otherFn);

    mine.clearAll();
    jest.advanceTimersByTime(100);

    expect(mineFn).not.toHaveBeenCalled();
    expect(otherFn).toHaveBeenCalledTimes(1);
  });
});

describe('background timers', () => {
  it('a background timer does not keep a Node process alive; an ordinary one does', () => {
    jest.useRealTimers();
    const handles: NodeJS.Timeout[] = [];
    const realSetTimeout = setTimeout;
    const spy = jest.spyOn(global, 'setTimeout').mockImplementation(((
      fn: () => void,
      ms?: number,
    ) => {
      const handle = realSetTimeout(fn, ms);
      handles.push(handle);
      return handle;
    }) as typeof setTimeout);
    const timers = createTimers();
    timers.after(60_000, () => undefined, { background: true });
    timers.after(60_000, () => undefined);
    spy.mockRestore();
    expect(handles.map((handle) => handle.hasRef())).toEqual([false, true]);
    timers.clearAll();
  });
});
