import type { FeatureContext, FeatureModule, FeaturePlugin } from '../contracts/feature';
import { token, type Token } from '../di/tokens';
import { CORE_VIEWS } from '../router/views';
import { DEFAULT_FEATURES, type Features } from './defaultFeatures';
import { createFeaturePlugins } from './featurePlugins';

/** A counter feature: a slice `{ count }`, an action that adds to it, and one view. */
interface CounterState {
  readonly count: number;
}
interface CounterActions {
  add(amount: number): number;
}
const counterModule = (): FeatureModule<CounterActions, CounterState> => ({
  views: { Counter: 'counter renderer' },
  createState: () => ({ count: 0 }),
  createActions: ({ state }) => ({
    add(amount) {
      state.setState((current) => ({ count: current.count + amount }));
      return state.getState().count;
    },
  }),
});
const counter: FeaturePlugin<CounterActions, CounterState> = {
  id: 'counter',
  views: ['Counter'],
  load: () => Promise.resolve(counterModule()),
};

const GREETING = token<string>('acme:greeting');
const registered = new Map<string, unknown>([[GREETING, 'hello']]);
const instance = (plugins: FeaturePlugin[] = [counter]) =>
  createFeaturePlugins({
    plugins,
    features: { ...DEFAULT_FEATURES, counter: true } as Features,
    coreViews: CORE_VIEWS,
    // A test double of the container: what is registered under a token has the token's type.
    context: { resolve: <T>(key: Token<T>) => registered.get(key) as T, has: () => true },
  });

describe('createFeaturePlugins: actions and state', () => {
  it("a loaded plugin's actions write its slice of state, which subscribers see", async () => {
    const feature = await instance().load(counter);
    const seen: number[] = [];
    feature.state.subscribe(
      (state) => state.count,
      (count) => seen.push(count),
    );

    expect(feature.state.getState()).toEqual({ count: 0 });
    expect(feature.actions.add(2)).toBe(2);
    expect(feature.actions.add(3)).toBe(5);
    expect(seen).toEqual([2, 5]);
  });

  it('the slice is read-only to its readers: they get no setState', async () => {
    const feature = await instance().load(counter);

    expect(Object.keys(feature.state).sort()).toEqual(['getState', 'subscribe']);
    expect(Object.isFrozen(feature.state.getState())).toBe(true);
  });

  it('two instances loading one plugin get two slices and two sets of actions', async () => {
    const first = await instance().load(counter);
    const second = await instance().load(counter);
    first.actions.add(4);

    expect(second.state.getState().count).toBe(0);
    expect(second.actions).not.toBe(first.actions);
  });

  it('loading by id and by the installed plugin object give the same feature', async () => {
    const plugins = instance();
    const byObject = await plugins.load(counter);

    expect(await plugins.load('counter')).toBe(byObject);
    expect(plugins.loaded(counter)).toBe(byObject);
    expect(plugins.loaded('counter')).toBe(byObject);
  });

  it('a plugin object other than the installed one is refused, even with the same id', async () => {
    const lookalike: FeaturePlugin = { ...counter };
    const plugins = instance();

    await expect(plugins.load(lookalike)).rejects.toMatchObject({ code: 'FEATURE_DISABLED' });
    expect(plugins.loaded(lookalike)).toBeUndefined();
  });

  it('createActions and setup get the same context: the slice and the instance services', async () => {
    const contexts: FeatureContext[] = [];
    let greeting: string | undefined;
    const plugin: FeaturePlugin = {
      id: 'counter',
      views: ['Counter'],
      load: async () => ({
        createState: () => ({ ready: false }),
        createActions: (context) => {
          contexts.push(context);
          greeting = context.resolve(GREETING);
          return {};
        },
        setup: (context) => void contexts.push(context),
      }),
    };
    const feature = await instance([plugin]).load('counter');

    expect(greeting).toBe('hello');
    expect(contexts[0]?.state).toBe(contexts[1]?.state);
    expect(contexts[0]?.state.getState()).toBe(feature.state.getState());
  });

  it('a module without state, actions or views loads with empty ones', async () => {
    const bare: FeaturePlugin = { id: 'counter', views: ['Counter'], load: async () => ({}) };
    const feature = await instance([bare]).load('counter');

    expect(feature).toMatchObject({ id: 'counter', views: {}, actions: {} });
    expect(feature.state.getState()).toEqual({});
  });
});
