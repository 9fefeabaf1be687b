import { createStore, shallowEqual } from './store';

interface TestState {
  readonly count: number;
  readonly user: { readonly name: string; readonly email?: string };
  readonly tags: readonly string[];
}

const initialState = (): TestState => ({ count: 0, user: { name: 'Ada' }, tags: ['a'] });

describe('createStore: selector subscriptions', () => {
  it('a subscription fires when its selected slice changes, with (value, previous)', () => {
    const store = createStore(initialState());
    const listener = jest.fn();
    store.subscribe((state) => state.count, listener);

    store.setState((draft) => {
      draft.count = 1;
    });
    store.setState((draft) => {
      draft.count = 5;
    });

    expect(listener.mock.calls).toEqual([
      [1, 0],
      [5, 1],
    ]);
  });

  it('a subscription does not fire when another slice changes', () => {
    const store = createStore(initialState());
    const onCount = jest.fn();
    const onUser = jest.fn();
    store.subscribe((state) => state.count, onCount);
    store.subscribe((state) => state.user, onUser);

    store.setState((draft) => {
      draft.user.name = 'Grace';
    });

    expect(onCount).not.toHaveBeenCalled();
    expect(onUser).toHaveBeenCalledTimes(1);
    expect(onUser).toHaveBeenCalledWith({ name: 'Grace' }, { name: 'Ada' });
  });

  it('setting a slice to the value it already has does not fire its subscription', () => {
    const store = createStore(initialState());
    const onCount = jest.fn();
    store.subscribe((state) => state.count, onCount);

    store.setState((draft) => {
      draft.count = 1;
    });
    store.setState((draft) => {
      draft.count = 1;
      draft.tags.push('b');
    });

    expect(onCount).toHaveBeenCalledTimes(1);
  });

  it('the previous value is the one the listener last saw, not the one at subscribe time', () => {
    const store = createStore(initialState());
    const seen: [string, string][] = [];
    store.subscribe(
      (state) => state.user.name,
      (value, previous) => seen.push([value, previous]),
    );

    for (const name of ['Grace', 'Alan', 'Barbara']) {
      store.setState((draft) => {
        draft.user.name = name;
      });
    }

    expect(seen).toEqual([
      ['Grace', 'Ada'],
      ['Alan', 'Grace'],
      ['Barbara', 'Alan'],
    ]);
  });

  it('unsubscribe stops the listener; other subscriptions keep firing', () => {
    const store = createStore(initialState());
    const stopped = jest.fn();
    const kept = jest.fn();
    const unsubscribe = store.subscribe((state) => state.count, stopped);
    store.subscribe((state) => state.count, kept);

    store.setState((draft) => {
      draft.count = 1;
    });
    unsubscribe();
    store.setState((draft) => {
      draft.count = 2;
    });

    expect(stopped).toHaveBeenCalledTimes(1);
    expect(kept).toHaveBeenCalledTimes(2);
  });

  it('a recipe that changes nothing keeps the same state object and notifies no one', () => {
    const store = createStore(initialState());
    const before = store.getState();
    const listener = jest.fn();
    // Equality that never holds: this listener would fire on any notification at all.
    store.subscribe(
      (state) => state,
      listener,
      () => false,
    );

    store.setState(() => {});
    store.setState((draft) => {
      draft.count = 0;
      draft.user.name = 'Ada';
    });

    expect(store.getState()).toBe(before);
    expect(listener).not.toHaveBeenCalled();
  });

  it('a custom equality decides whether the selected slice changed; previous is the last value reported', () => {
    const store = createStore(initialState());
    const listener = jest.fn();
    const sameLength = (a: readonly string[], b: readonly string[]) => a.length === b.length;
    store.subscribe((state) => state.tags, listener, sameLength);

    store.setState((draft) => {
      draft.tags[0] = 'z';
    });
    expect(listener).not.toHaveBeenCalled();

    store.setState((draft) => {
      draft.tags.push('b');
    });
    expect(listener).toHaveBeenCalledWith(['z', 'b'], ['a']);
  });
});

describe('createStore: immutable state', () => {
  it('the initial state is frozen, deeply: mutating it throws in strict mode', () => {
    const store = createStore(initialState());
    const state = store.getState() as { count: number; user: { name: string }; tags: string[] };

    expect(Object.isFrozen(state)).toBe(true);
    expect(() => {
      state.count = 9;
    }).toThrow(TypeError);
    expect(() => {
      state.user.name = 'Mallory';
    }).toThrow(TypeError);
    expect(() => {
      state.tags.push('x');
    }).toThrow(TypeError);
    expect(store.getState()).toEqual(initialState());
  });

  it('a state produced by setState is frozen too, and the previous state is left unchanged', () => {
    const store = createStore(initialState());
    const previous = store.getState();
    store.setState((draft) => {
      draft.user.email = 'ada@example.com';
    });
    const next = store.getState() as { user: { name: string } };

    expect(next).not.toBe(previous);
    expect(previous.user).toEqual({ name: 'Ada' });
    expect(Object.isFrozen(next.user)).toBe(true);
    expect(() => {
      next.user.name = 'Mallory';
    }).toThrow(TypeError);
  });

  it('slices a recipe does not touch keep their identity (structural sharing)', () => {
    const store = createStore(initialState());
    const { tags, user } = store.getState();
    store.setState((draft) => {
      draft.count += 1;
    });

    expect(store.getState().tags).toBe(tags);
    expect(store.getState().user).toBe(user);
  });
});

describe('shallowEqual', () => {
  it('as a subscription equality, a selector that builds a new object fires only when a picked field changes', () => {
    const store = createStore(initialState());
    const withShallow = jest.fn();
    const withDefault = jest.fn();
    const pick = (state: TestState) => ({ count: state.count, name: state.user.name });
    store.subscribe(pick, withShallow, shallowEqual);
    store.subscribe(pick, withDefault);

    store.setState((draft) => {
      draft.tags.push('b');
    });
    expect(withShallow).not.toHaveBeenCalled();
    expect(withDefault).toHaveBeenCalledTimes(1); // Object.is sees a new object every time

    store.setState((draft) => {
      draft.count = 3;
    });
    expect(withShallow).toHaveBeenCalledTimes(1);
    expect(withShallow).toHaveBeenCalledWith({ count: 3, name: 'Ada' }, { count: 0, name: 'Ada' });
  });

  it('objects with the same keys and identical values are equal', () => {
    const shared = { deep: true };
    expect(shallowEqual({ a: 1, b: shared }, { b: shared, a: 1 })).toBe(true);
    expect(shallowEqual([1, 'x'], [1, 'x'])).toBe(true);
    expect(shallowEqual(NaN, NaN)).toBe(true);
  });

  it('a different value, an extra key or a missing key makes objects unequal', () => {
    expect(shallowEqual({ a: 1, b: 2 }, { a: 1, b: 3 })).toBe(false);
    expect(shallowEqual<object>({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(shallowEqual<object>({ a: 1, b: undefined }, { a: 1, c: undefined })).toBe(false);
    expect(shallowEqual([1, 2], [1, 2, 3])).toBe(false);
  });

  it('compares one level only: equal-looking nested objects are unequal', () => {
    expect(shallowEqual({ a: { x: 1 } }, { a: { x: 1 } })).toBe(false);
  });

  it('null and primitives are equal only when identical', () => {
    expect(shallowEqual<unknown>(null, {})).toBe(false);
    expect(shallowEqual<unknown>({}, null)).toBe(false);
    expect(shallowEqual<unknown>(1, 2)).toBe(false);
    expect(shallowEqual<unknown>('1', 1)).toBe(false);
    expect(shallowEqual(null, null)).toBe(true);
  });
});
