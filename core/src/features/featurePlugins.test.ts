import { token, type Token } from '../di/tokens';
import type { FeatureContext, FeatureModule, FeaturePlugin } from '../contracts/feature';
import { ConfigurationError, InstanceDestroyedError } from '../errors/errors';
import { CORE_VIEWS } from '../router/views';
import { DEFAULT_FEATURES, type Features } from './defaultFeatures';
import { createFeaturePlugins, type FeaturePluginsInput } from './featurePlugins';

/** A promise the test settles by hand, to hold a plugin's load() open. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const plugin = (
  id: string,
  views: string[],
  module: FeatureModule = {},
  needs?: Token<unknown>[],
) => ({
  id,
  views,
  needs,
  load: jest.fn<Promise<FeatureModule>, []>(() => Promise.resolve(module)),
});

const STORE = token<{ name: string }>('store');
const registered = new Map<string, unknown>([[STORE, { name: 'the store' }]]);
const context: FeaturePluginsInput['context'] = {
  // A test double of the container: what is registered under a token has the token's type.
  resolve: <T>(key: Token<T>) => registered.get(key) as T,
  has: (token) => registered.has(token),
};

const setup = (plugins: FeaturePlugin[], switches: Record<string, boolean>) =>
  createFeaturePlugins({
    plugins,
    features: { ...DEFAULT_FEATURES, ...switches } as Features,
    coreViews: CORE_VIEWS,
    context,
  });

describe('createFeaturePlugins: enabling', () => {
  it("a disabled plugin's load() is never called, and loading it is refused", async () => {
    const swaps = plugin('swaps', ['Swap']);
    const plugins = setup([swaps], { swaps: false });

    expect(plugins.isEnabled('swaps')).toBe(false);
    expect(plugins.pluginForView('Swap')).toBeUndefined();
    expect(plugins.views).toEqual([]);
    await expect(plugins.load('swaps')).rejects.toMatchObject({
      name: 'ConfigurationError',
      code: 'FEATURE_DISABLED',
    });
    expect(swaps.load).not.toHaveBeenCalled();
  });

  it('a plugin is enabled by features[plugin.id] and its views go to the router', () => {
    const swaps = plugin('swaps', ['Swap', 'SwapPreview']);
    const names = plugin('names', ['RegisterName']);
    const plugins = setup([swaps, names], { swaps: true, names: true });

    expect(plugins.isEnabled('swaps')).toBe(true);
    expect(plugins.views).toEqual(['Swap', 'SwapPreview', 'RegisterName']);
    expect(plugins.pluginForView('SwapPreview')).toBe(swaps);
    expect(plugins.pluginForView('RegisterName')).toBe(names);
    expect(swaps.load).not.toHaveBeenCalled(); // enabling does not fetch the code
  });
});

describe('createFeaturePlugins: loading', () => {
  it('an enabled plugin loads once: two concurrent loads share one load() call', async () => {
    const pending = deferred<FeatureModule>();
    const moduleSetup = jest.fn();
    const swaps = plugin('swaps', ['Swap']);
    swaps.load.mockReturnValue(pending.promise);
    const plugins = setup([swaps], { swaps: true });

    const first = plugins.load('swaps');
    const second = plugins.load('swaps');
    pending.resolve({ setup: moduleSetup });
    const [a, b] = await Promise.all([first, second]);
    const c = await plugins.load('swaps');

    expect(swaps.load).toHaveBeenCalledTimes(1);
    expect(moduleSetup).toHaveBeenCalledTimes(1);
    expect(a).toBe(b);
    expect(c).toBe(a);
  });

  it('setup receives a context whose resolve gives the registered services', async () => {
    let resolved: unknown;
    const swaps = plugin('swaps', ['Swap'], {
      setup(featureContext: FeatureContext) {
        resolved = featureContext.resolve(STORE);
      },
    });
    await setup([swaps], { swaps: true }).load('swaps');

    expect(resolved).toEqual({ name: 'the store' });
  });

  it("loaded() gives the module's views only once loading has finished", async () => {
    const module: FeatureModule = { views: { Swap: 'renderer' } };
    const plugins = setup([plugin('swaps', ['Swap'], module)], { swaps: true });

    const loading = plugins.load('swaps');
    expect(plugins.loaded('swaps')).toBeUndefined();
    await loading;
    expect(plugins.loaded('swaps')?.views).toBe(module.views);
  });

  it('a failed load can be retried', async () => {
    const swaps = plugin('swaps', ['Swap']);
    swaps.load.mockRejectedValueOnce(new Error('chunk failed to load'));
    const plugins = setup([swaps], { swaps: true });

    await expect(plugins.load('swaps')).rejects.toThrow('chunk failed to load');
    expect(plugins.loaded('swaps')).toBeUndefined();
    await expect(plugins.load('swaps')).resolves.toMatchObject({ id: 'swaps' });
    expect(swaps.load).toHaveBeenCalledTimes(2);
  });

  it('a load whose setup throws fails, and can be retried', async () => {
    const moduleSetup = jest
      .fn()
      .mockImplementationOnce(() => {
        throw new Error('setup failed');
      })
      .mockImplementation(() => undefined);
    const swaps = plugin('swaps', ['Swap'], { setup: moduleSetup });
    const plugins = setup([swaps], { swaps: true });

    await expect(plugins.load('swaps')).rejects.toThrow('setup failed');
    await expect(plugins.load('swaps')).resolves.toBeDefined();
    expect(moduleSetup).toHaveBeenCalledTimes(2);
  });
});

describe('createFeaturePlugins: configuration errors', () => {
  it('a missing `needs` token throws a ConfigurationError naming the token and the feature', () => {
    const names = plugin('names', ['RegisterName'], {}, ['store', 'nameService']);

    expect(() => setup([names], { names: true })).toThrow(ConfigurationError);
    expect(() => setup([names], { names: true })).toThrow(
      expect.objectContaining({ code: 'FEATURE_NEEDS_MISSING' }),
    );
    expect(() => setup([names], { names: true })).toThrow(/names.*nameService/);
  });

  // Tokens are typed strings now (symbols were allowed before): a third party's token made with
  // token() is named the same way.
  it("a missing third party's token is named too", () => {
    const names = plugin('names', ['RegisterName'], {}, [token<unknown>('acme:resolver')]);

    expect(() => setup([names], { names: true })).toThrow(/acme:resolver/);
  });

  it("a disabled plugin's `needs` are not checked", () => {
    const names = plugin('names', ['RegisterName'], {}, ['nameService']);

    expect(() => setup([names], { names: false })).not.toThrow();
  });

  it('a view defined by two plugins throws a ConfigurationError naming the view', () => {
    const swaps = plugin('swaps', ['Swap']);
    const otherSwaps = plugin('betterSwaps', ['Swap']);

    expect(() => setup([swaps, otherSwaps], { swaps: true, betterSwaps: true })).toThrow(
      expect.objectContaining({ name: 'ConfigurationError', code: 'VIEW_DEFINED_TWICE' }),
    );
    expect(() => setup([swaps, otherSwaps], { swaps: true, betterSwaps: true })).toThrow(/Swap/);
    // Only enabled plugins compete for a view.
    expect(() => setup([swaps, otherSwaps], { swaps: true, betterSwaps: false })).not.toThrow();
  });

  it('a view that clashes with a core view throws', () => {
    const account = plugin('myAccount', ['Account']);

    expect(() => setup([account], { myAccount: true })).toThrow(
      expect.objectContaining({
        code: 'VIEW_DEFINED_TWICE',
        message: expect.stringContaining('Account'),
      }),
    );
  });

  it("the spec's name views are a plugin's to provide (@portico/feature-names)", () => {
    const views = ['RegisterAccountName', 'RegisterAccountNameSuccess'];
    const names = plugin('names', views);

    const plugins = setup([names], { names: true });
    expect(plugins.pluginForView('RegisterAccountName')).toBe(names);
    expect(plugins.pluginForView('RegisterAccountNameSuccess')).toBe(names);
    // Two plugins still cannot both provide them.
    expect(() =>
      setup([names, plugin('otherNames', views)], { names: true, otherNames: true }),
    ).toThrow(expect.objectContaining({ code: 'VIEW_DEFINED_TWICE' }));
  });

  it("the spec's sign-in views are a plugin's to provide (@portico/feature-siwx)", () => {
    const siwx = plugin('siwx', ['SIWXSignMessage', 'ConnectingSiwe']);

    const plugins = setup([siwx], { siwx: true });
    expect(plugins.pluginForView('SIWXSignMessage')).toBe(siwx);
    expect(plugins.pluginForView('ConnectingSiwe')).toBe(siwx);
  });
});

describe('createFeaturePlugins: destroy', () => {
  it('destroy runs the teardowns of the plugins that were set up, once', async () => {
    const swapsTeardown = jest.fn();
    const namesTeardown = jest.fn();
    const plugins = setup(
      [
        plugin('swaps', ['Swap'], { setup: () => swapsTeardown }),
        plugin('names', ['RegisterName'], { setup: () => namesTeardown }),
      ],
      { swaps: true, names: true },
    );
    await plugins.load('swaps');
    await plugins.load('names');
    expect(swapsTeardown).not.toHaveBeenCalled();

    plugins.destroy();
    plugins.destroy();

    expect(swapsTeardown).toHaveBeenCalledTimes(1);
    expect(namesTeardown).toHaveBeenCalledTimes(1);
  });

  it('a plugin whose code arrives after destroy is not set up, and its load fails', async () => {
    const pending = deferred<FeatureModule>();
    const moduleSetup = jest.fn();
    const swaps = plugin('swaps', ['Swap']);
    swaps.load.mockReturnValue(pending.promise);
    const plugins = setup([swaps], { swaps: true });

    const loading = plugins.load('swaps');
    plugins.destroy();
    pending.resolve({ setup: moduleSetup });

    await expect(loading).rejects.toBeInstanceOf(InstanceDestroyedError);
    expect(moduleSetup).not.toHaveBeenCalled();
    expect(plugins.loaded('swaps')).toBeUndefined();
  });

  it('load after destroy is refused without fetching the code', async () => {
    const swaps = plugin('swaps', ['Swap']);
    const plugins = setup([swaps], { swaps: true });
    plugins.destroy();

    await expect(plugins.load('swaps')).rejects.toBeInstanceOf(InstanceDestroyedError);
    expect(swaps.load).not.toHaveBeenCalled();
  });
});
