import { createTestPortico, whenDiscovered } from '../__fixtures__/instance';
import {
  createToyChain,
  createToyWallet,
  otherNetwork,
  toyNetworks,
} from '../__fixtures__/toyChain';
import type { AdapterPlugin } from '../contracts/adapter';
import type { Connector } from '../contracts/connector';
import type { NamespaceSession, NamespaceSessionEvents } from '../contracts/namespaceSession';
import {
  WALLET_CONNECT_CONNECTOR_ID,
  type SharedConnectorContext,
  type SharedConnectorPlugin,
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
  let abandoned = 0;
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
        abandon: () => void (abandoned += 1),
        destroy: () => void (destroyed += 1),
      };
    },
  };
  return {
    plugin,
    wallet,
    contexts,
    destroyedCount: () => destroyed,
    abandonedCount: () => abandoned,
  };
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
  it('are created once per instance with the networks, namespaces and a pairing display, before the adapters', () => {
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
    // The one state a shared connector sets: the pairing of the namespaces it names.
    const pairing = { uri: 'wc:toy@2', expiresAt: Date.now() + 60_000 };
    context?.showPairing(['toychain', 'unconfigured'], pairing);
    const store = portico.resolve(TOKENS.state);
    expect(store.getState().chains.toychain?.pairing).toEqual(pairing);
    expect(store.getState().chains.unconfigured).toBeUndefined();
    context?.showPairing(['toychain'], undefined);
    expect(store.getState().chains.toychain?.pairing).toBeUndefined();
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

  it("the modal moves on when the visitor's namespace connects, not after the session's others join; a view opened meanwhile stays open", async () => {
    const shared = sharedToyConnector();
    const toy = createToyChain();
    const other = createToyChain({ namespace: 'othchain' });
    // The other namespace's adapter takes its time to join (its wallet code loading, say).
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const slowOther: AdapterPlugin = {
      ...other.plugin,
      create(context) {
        const adapter = other.plugin.create(context);
        return {
          ...adapter,
          reconnect: async (params) => {
            await held;
            return adapter.reconnect(params);
          },
        };
      },
    };
    const portico = createTestPortico({
      networks,
      adapters: [toy.plugin, slowOther],
      connectors: [shared.plugin],
    });
    await whenDiscovered(portico, WALLET_CONNECT_CONNECTOR_ID);
    await portico.open();
    const connecting = portico.connect({
      connectorId: WALLET_CONNECT_CONNECTOR_ID,
      namespace: 'toychain',
    });
    await new Promise<void>((resolve) => {
      const check = () => !portico.getState().open && resolve();
      portico.subscribeState(check);
      check();
    });
    expect(portico.getAccount('toychain')?.isConnected).toBe(true);
    expect(portico.getAccount('othchain')?.isConnected).toBe(false);

    await portico.open({ view: 'Account' });
    release();
    await connecting;
    expect(portico.getAccount('othchain')?.isConnected).toBe(true);
    expect(portico.getState()).toMatchObject({ open: true, view: 'Account' });
    portico.destroy();
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

  it('closing the modal asks every shared connector to abandon a pending pairing', async () => {
    const shared = sharedToyConnector();
    const portico = twoChains(shared.plugin);
    await whenDiscovered(portico, WALLET_CONNECT_CONNECTOR_ID);
    await portico.open();
    expect(shared.abandonedCount()).toBe(0);
    portico.close();
    expect(shared.abandonedCount()).toBe(1);
    portico.destroy();
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
      /** The session's disconnect listener (core's, while it watches the session). */
      disconnected: undefined as undefined | NamespaceSessionEvents['disconnect'],
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
          sessionFor(namespace): NamespaceSession | undefined {
            const chain = context.networks.find((network) => network.chainNamespace === namespace);
            if (!served.has(namespace) || !chain) return undefined;
            const accounts = () => [`${chain.caipNetworkId}:${address}` as const];
            return {
              namespace,
              async connect() {
                state.approved = true;
                return accounts();
              },
              restore: async () => (state.approved ? accounts() : []),
              request: async () => undefined as never,
              getChainId: async () => chain.caipNetworkId,
              async switchChain() {},
              async disconnect() {
                state.approved = false;
              },
              on(event, listener) {
                if (event !== 'disconnect') return () => {};
                state.disconnected = listener as NamespaceSessionEvents['disconnect'];
                return () => (state.disconnected = undefined);
              },
            };
          },
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
    portico.destroy();
    const reloaded = createTestPortico({ connectors: [shared.plugin] }, backend);
    await reloaded.ready;
    expect(reloaded.getAccount()?.isConnected).toBe(true);
    shared.state.disconnected?.();
    expect(reloaded.getAccount()?.status).toBe('disconnected');
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
