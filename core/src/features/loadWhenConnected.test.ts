/**
 * A plugin with `loadWhen: 'connected'`: core loads its code once an account connects (never
 * at page load), once only, and never when the plugin is switched off.
 */
import type { FeatureModule, FeaturePlugin } from '../contracts/feature';
import { createTestPortico, whenDiscovered } from '../__fixtures__/instance';
import { createToyChain } from '../__fixtures__/toyChain';

function instance(enabled: boolean, loadWhen?: 'connected') {
  const setup = jest.fn();
  const load = jest.fn(async (): Promise<FeatureModule> => ({ setup }));
  const plugin: FeaturePlugin = { id: 'names', views: ['RegisterAccountName'], loadWhen, load };
  const toy = createToyChain();
  const portico = createTestPortico({
    adapters: [toy.plugin],
    plugins: [plugin],
    features: { names: enabled },
  });
  return { portico, load, setup, plugin };
}

describe("a plugin with loadWhen: 'connected'", () => {
  it('is loaded and set up once after connect, never before', async () => {
    const { portico, load, setup, plugin } = instance(true, 'connected');
    await whenDiscovered(portico);
    await portico.ready;
    expect(load).not.toHaveBeenCalled();

    await portico.connect({ connectorId: 'toy-wallet' });
    await waitUntil(() => setup.mock.calls.length > 0);
    expect(load).toHaveBeenCalledTimes(1);
    expect(setup).toHaveBeenCalledTimes(1);

    // Disconnect and connect again: the plugin is already loaded.
    await portico.disconnect();
    await portico.connect({ connectorId: 'toy-wallet' });
    await portico.loadFeature(plugin);
    expect(load).toHaveBeenCalledTimes(1);
    expect(setup).toHaveBeenCalledTimes(1);
    portico.destroy();
  });

  it('is not loaded when the plugin is switched off', async () => {
    const { portico, load } = instance(false, 'connected');
    await whenDiscovered(portico);
    await portico.connect({ connectorId: 'toy-wallet' });
    await Promise.resolve();
    await new Promise((resolve) => setImmediate(resolve));
    expect(load).not.toHaveBeenCalled();
    portico.destroy();
  });

  it('without loadWhen, connecting loads nothing', async () => {
    const { portico, load } = instance(true);
    await whenDiscovered(portico);
    await portico.connect({ connectorId: 'toy-wallet' });
    await new Promise((resolve) => setImmediate(resolve));
    expect(load).not.toHaveBeenCalled();
    portico.destroy();
  });
});

/** Waits (event loop turns, no fixed delay) until `done` holds. */
async function waitUntil(done: () => boolean) {
  for (let turn = 0; turn < 1000 && !done(); turn += 1) {
    await new Promise((resolve) => setImmediate(resolve));
  }
  expect(done()).toBe(true);
}
