import { createTestPortico, whenDiscovered } from '../__fixtures__/instance';
import {
  createToyChain,
  createToyWallet,
  otherNetwork,
  toyNetworks,
} from '../__fixtures__/toyChain';
import type { Connector } from '../contracts/connector';
import type { AdapterEvent } from '../contracts/adapter';
import {
  WALLET_CONNECT_CONNECTOR_ID,
  type SharedConnectorContext,
  type SharedConnectorPlugin,
  type SharedSession,
} from '../contracts/sharedConnector';
import { sharedConnectorToken, TOKENS } from '../di/surface';
import { createMemoryStorage } from '../testing/memoryStorage';
import { ConfigurationError } from '../errors/errors';
import { MESSAGES } from '../errors/messages';

const networks = [...toyNetworks, otherNetwork] as const;

/**
 * A stand-in session connector (scripted, not WalletConnect): one toy wallet reached in every
 * namespace it is asked for, as one WalletConnect session would be.
 */
function sharedToyConnector(options: { namespaces?: readonly string[] } = {}) {
  const wallet = createToyWallet();
  const contexts: SharedConnectorContext[] = [];
  let destroyed = 0;
  const plugin: SharedConnectorPlugin = {
    id: WALLET_CONNECT_CONNECTOR_ID,
    create(context) {
      contexts.push(context);
      return {
        connectorFor(namespace): Connector | undefined {
          if (options.namespaces && !options.namespaces.includes(namespace)) return undefined;
          return {
            id: WALLET_CONNECT_CONNECTOR_ID,
            name: 'WalletConnect',
            type: 'WALLET_CONNECT',
            chain: namespace,
            provider: wallet,
          };
        },
        destroy: () => void (destroyed += 1),
      };
    },
  };
  return { plugin, wallet, contexts, destroyedCount: () => destroyed };
}

function twoChains(shared: SharedConnectorPlugin) {
  const toy = createToyChain();
  const other = createToyChain({ namespace: 'othchain' });
  return createTestPortico({
    networks,
    adapters: [toy.plugin, other.plugin],
    connectors: [shared],
  });
}

describe('shared connectors (options.connectors)', () => {
  it('are created once per instance with the networks, namespaces and state, before the adapters', () => {
    const shared = sharedToyConnector();
    const toy = createToyChain();
    const portico = createTestPortico({ adapters: [toy.plugin], connectors: [shared.plugin] });
    expect(shared.contexts).toHaveLength(1);
    const [context] = shared.contexts;
    expect(context?.namespaces).toEqual(['toychain']);
    expect(context?.networks.map((network) => network.caipNetworkId)).toEqual([
      'toychain:toy-1',
      'toychain:toy-2',
    ]);
    expect(context?.store.getState().chains.toychain).toBeDefined();
    expect(toy.contexts[0]?.sharedConnectors.map((connector) => connector.id)).toEqual([
      WALLET_CONNECT_CONNECTOR_ID,
    ]);
    expect(portico.resolve(sharedConnectorToken(WALLET_CONNECT_CONNECTOR_ID))).toBeDefined();
    portico.destroy();
    expect(shared.destroyedCount()).toBe(1);
  });

  it('reach only the namespaces they serve', () => {
    const shared = sharedToyConnector({ namespaces: ['othchain'] });
    const toy = createToyChain();
    const other = createToyChain({ namespace: 'othchain' });
    createTestPortico({
      networks,
      adapters: [toy.plugin, other.plugin],
      connectors: [shared.plugin],
    });
    expect(toy.contexts[0]?.sharedConnectors).toEqual([]);
    expect(other.contexts[0]?.sharedConnectors).toHaveLength(1);
  });

  it('connecting one namespace brings up the others the session holds, without a prompt', async () => {
    const shared = sharedToyConnector();
    const portico = twoChains(shared.plugin);
    await whenDiscovered(portico, WALLET_CONNECT_CONNECTOR_ID);
    await portico.connect({ connectorId: WALLET_CONNECT_CONNECTOR_ID, namespace: 'toychain' });
    expect(portico.getAccount('toychain')).toMatchObject({
      isConnected: true,
      address: shared.wallet.address,
      connectorId: WALLET_CONNECT_CONNECTOR_ID,
    });
    expect(portico.getAccount('othchain')).toMatchObject({
      isConnected: true,
      caipAddress: `othchain:other-1:${shared.wallet.address}`,
    });
    expect(portico.getState().activeNamespace).toBe('toychain');
  });

  it('disconnecting one namespace disconnects every namespace on the session', async () => {
    const shared = sharedToyConnector();
    const portico = twoChains(shared.plugin);
    await whenDiscovered(portico, WALLET_CONNECT_CONNECTOR_ID);
    await portico.connect({ connectorId: WALLET_CONNECT_CONNECTOR_ID, namespace: 'othchain' });
    await portico.disconnect('othchain');
    expect(portico.getAccount('toychain')?.status).toBe('disconnected');
    expect(portico.getAccount('othchain')?.status).toBe('disconnected');
  });

  it("'WalletConnectConnector not found' when the app has no WalletConnect connector", async () => {
    const toy = createToyChain();
    const portico = createTestPortico({ adapters: [toy.plugin] });
    await whenDiscovered(portico);
    await expect(portico.connect({ connectorId: WALLET_CONNECT_CONNECTOR_ID })).rejects.toThrow(
      MESSAGES.walletConnectConnectorNotFound,
    );
  });

  it('refuses two shared connectors with one id', () => {
    const first = sharedToyConnector().plugin;
    const second = sharedToyConnector().plugin;
    expect(() => createTestPortico({ connectors: [first, second] })).toThrow(ConfigurationError);
  });
});

describe('a namespace with networks and no adapter (the spec’s no-adapter case)', () => {
  /** A stand-in session connector (scripted, not WalletConnect) that connects on its own. */
  function sessionOnlyConnector() {
    const state = {
      approved: false,
      emit: undefined as undefined | ((event: AdapterEvent) => void),
    };
    const address = 'toy-session-account';
    const plugin: SharedConnectorPlugin = {
      id: WALLET_CONNECT_CONNECTOR_ID,
      create(context) {
        const served = new Set(context.unadaptedNamespaces);
        return {
          connectorFor: (namespace) =>
            served.has(namespace)
              ? {
                  id: WALLET_CONNECT_CONNECTOR_ID,
                  name: 'WalletConnect',
                  type: 'WALLET_CONNECT',
                  chain: namespace,
                }
              : undefined,
          sessionFor: (namespace): SharedSession | undefined =>
            served.has(namespace)
              ? {
                  async connect(network) {
                    state.approved = true;
                    return { address, chainId: network.id };
                  },
                  reconnect: async (network) =>
                    state.approved ? { address, chainId: network.id } : undefined,
                  async disconnect() {
                    state.approved = false;
                  },
                  async switchNetwork() {},
                  watch(emit) {
                    state.emit = emit;
                    return () => (state.emit = undefined);
                  },
                }
              : undefined,
        };
      },
    };
    return { plugin, state, address };
  }

  it('is connected through the shared connector: account in state, no balance read, chain actions say so', async () => {
    const shared = sessionOnlyConnector();
    const backend = createMemoryStorage();
    const portico = createTestPortico({ connectors: [shared.plugin] }, backend);
    await whenDiscovered(portico, WALLET_CONNECT_CONNECTOR_ID);
    await portico.open();
    expect(portico.getState().view).toBe('ConnectingWalletConnectBasic');
    await portico.connect({ connectorId: WALLET_CONNECT_CONNECTOR_ID });
    expect(portico.getAccount()).toMatchObject({
      isConnected: true,
      caipAddress: `toychain:toy-1:${shared.address}`,
    });
    await expect(portico.signMessage({ message: 'x' })).rejects.toThrow(MESSAGES.adapterNotFound);
    const store = portico.resolve(TOKENS.state);
    expect(store.getState().chains.toychain?.account.balance).toBeUndefined();

    // A reload restores it without a prompt; the wallet's disconnect reaches the account.
    const reloaded = createTestPortico({ connectors: [shared.plugin] }, backend);
    await reloaded.ready;
    expect(reloaded.getAccount()?.isConnected).toBe(true);
    shared.state.emit?.({ type: 'disconnect', connectorId: WALLET_CONNECT_CONNECTOR_ID });
    expect(reloaded.getAccount()?.status).toBe('disconnected');
    portico.destroy();
    reloaded.destroy();
  });

  it('is not installed for a shared connector without sessionFor', () => {
    const shared = sharedToyConnector();
    const portico = createTestPortico({ connectors: [shared.plugin] });
    expect(() => portico.getAdapter('toychain')).toThrow(MESSAGES.adapterNotFound);
    expect(shared.contexts[0]?.unadaptedNamespaces).toEqual(['toychain']);
    portico.destroy();
  });
});
