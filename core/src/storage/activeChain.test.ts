import { createTestPortico, whenDiscovered } from '../__fixtures__/instance';
import { createToyChain, otherNetwork, toyNetworks } from '../__fixtures__/toyChain';
import { createMemoryStorage } from '../testing/memoryStorage';
import type { Portico } from '../portico';
import { restoreActiveChain } from './activeChain';
import { createDefaultStorage } from './storage';

const instances: Portico[] = [];
afterEach(() => instances.splice(0).forEach((instance) => instance.destroy()));

const networks = [...toyNetworks, otherNetwork] as const;

/** A page whose wallets (one per namespace) outlive its reloads, as extensions do. */
function page(backend = createMemoryStorage()) {
  const toy = createToyChain();
  const other = createToyChain({ namespace: 'othchain' });
  const open = () => {
    const portico = createTestPortico({ adapters: [toy.plugin, other.plugin], networks }, backend);
    instances.push(portico);
    return portico;
  };
  return { open, backend };
}

describe('the active namespace and its network across page loads', () => {
  it('a new instance on the same storage comes back to the namespace and network last used', async () => {
    const { open } = page();
    const first = open();
    await first.switchNetwork(toyNetworks[1]);
    await first.switchNetwork(otherNetwork);
    expect(first.getState().activeNamespace).toBe('othchain');
    first.destroy();

    const reloaded = open();
    expect(reloaded.getState().activeNamespace).toBe('othchain');
    expect(reloaded.getNetwork().caipNetworkId).toBe(otherNetwork.caipNetworkId);
    await reloaded.switchNetwork(toyNetworks[1]);
    reloaded.destroy();
    const again = open();
    expect(again.getState().activeNamespace).toBe('toychain');
    expect(again.getNetwork().caipNetworkId).toBe(toyNetworks[1].caipNetworkId);
  });

  it("a visitor's own connect makes its namespace active; a reconnect at load keeps the stored one", async () => {
    const { open } = page();
    const first = open();
    await whenDiscovered(first, 'toy-wallet');
    await first.connect({ connectorId: 'toy-wallet', namespace: 'othchain' });
    expect(first.getState().activeNamespace).toBe('othchain');
    await first.connect({ connectorId: 'toy-wallet', namespace: 'toychain' });
    expect(first.getState().activeNamespace).toBe('toychain');
    first.destroy();

    const reloaded = open();
    await reloaded.ready;
    expect(reloaded.getAccount('othchain')?.status).toBe('connected');
    expect(reloaded.getState().activeNamespace).toBe('toychain');
  });

  it('ignores a stored namespace that is no longer configured, and a network of another namespace', () => {
    const storage = createDefaultStorage({ backend: createMemoryStorage() });
    storage.set('activeNamespace', 'gonechain');
    expect(restoreActiveChain(storage, new Set(['toychain']), networks)).toBeUndefined();
    storage.set('activeNamespace', 'toychain');
    storage.set('activeCaipNetworkId', otherNetwork.caipNetworkId);
    expect(restoreActiveChain(storage, new Set(['toychain']), networks)).toEqual({
      namespace: 'toychain',
    });
    storage.set('activeCaipNetworkId', 'toychain:removed');
    expect(restoreActiveChain(storage, new Set(['toychain']), networks)).toEqual({
      namespace: 'toychain',
    });
  });
});
