import { TOKENS } from '../di/surface';
import { createTestPortico, whenDiscovered } from '../__fixtures__/instance';
import { createToyChain, otherNetwork, toyNetworks } from '../__fixtures__/toyChain';
import type { ConnectorType } from '../contracts/connector';
import { SPEC_DEFAULT_ACCOUNT_TYPES } from '../contracts/accountTypes';
import { MESSAGES } from '../errors/messages';
import type { PorticoEvent } from '../events/events';
import { createMemoryStorage } from '../testing/memoryStorage';

async function connectedToy(options: Parameters<typeof createTestPortico>[0] = {}) {
  const toy = createToyChain();
  const portico = createTestPortico({ adapters: [toy.plugin], ...options });
  await whenDiscovered(portico);
  const events: PorticoEvent[] = [];
  portico.subscribeEvents((event) => events.push(event));
  await portico.connect({ connectorId: 'toy-wallet' });
  return { toy, portico, events };
}

describe('connection status', () => {
  it('goes disconnected, connecting, connected on connect', async () => {
    const toy = createToyChain();
    const portico = createTestPortico({ adapters: [toy.plugin] });
    await whenDiscovered(portico);
    const seen = [portico.getAccount()?.status];
    portico.subscribeAccount((account) => seen.push(account?.status));
    await portico.connect({ connectorId: 'toy-wallet' });
    expect(seen).toEqual(['disconnected', 'connecting', 'connected']);
    expect(portico.getAccount()).toMatchObject({
      address: toy.wallet.address,
      caipAddress: `toychain:toy-1:${toy.wallet.address}`,
      isConnected: true,
      accountType: 'eoa',
    });
  });

  it('passes through reconnecting on page load and restores the connection without a prompt', async () => {
    const backend = createMemoryStorage();
    const toy = createToyChain();
    const first = createTestPortico({ adapters: [toy.plugin] }, backend);
    await whenDiscovered(first);
    await first.connect({ connectorId: 'toy-wallet' });
    first.destroy();

    const reloaded = createTestPortico({ adapters: [toy.plugin] }, backend);
    expect(reloaded.getAccount()?.status).toBe('reconnecting');
    await reloaded.ready;
    expect(reloaded.getAccount()).toMatchObject({
      status: 'connected',
      address: toy.wallet.address,
    });
  });

  it('a wallet announced after the reconnect gave up on it still reconnects, unless the visitor connected another', async () => {
    const backend = createMemoryStorage();
    const toy = createToyChain();
    const first = createTestPortico({ adapters: [toy.plugin] }, backend);
    const late = toy.announceWallet('Late Wallet');
    await whenDiscovered(first, late.id);
    await first.connect({ connectorId: late.id });
    first.destroy(); // the page is reloaded; this time the wallet announces itself late

    const page = createToyChain();
    const reloaded = createTestPortico({ adapters: [page.plugin] }, backend);
    await reloaded.ready;
    expect(reloaded.getAccount()?.status).toBe('disconnected');
    const connected = new Promise<void>((resolve) => {
      reloaded.subscribeAccount((account) => {
        if (account?.status === 'connected') resolve();
      });
    });
    // The wallet remembers the site (it approved it on the first page).
    page.announceWallet('Late Wallet').provider!.approved = true;
    await connected;
    expect(reloaded.getAccount()).toMatchObject({ connectorId: late.id });

    // Another reload: the visitor connects the other wallet before the late one is listed.
    reloaded.destroy();
    const again = createToyChain();
    const third = createTestPortico({ adapters: [again.plugin] }, backend);
    await third.ready;
    await whenDiscovered(third);
    await third.connect({ connectorId: 'toy-wallet' });
    again.announceWallet('Late Wallet').provider!.approved = true;
    await whenDiscovered(third, late.id);
    expect(third.getAccount()).toMatchObject({ status: 'connected', connectorId: 'toy-wallet' });
  });

  it('does not reconnect when enableReconnect is false', async () => {
    const backend = createMemoryStorage();
    const toy = createToyChain();
    const first = createTestPortico({ adapters: [toy.plugin] }, backend);
    await whenDiscovered(first);
    await first.connect({ connectorId: 'toy-wallet' });
    first.destroy(); // the page is reloaded
    const reloaded = createTestPortico({ adapters: [toy.plugin], enableReconnect: false }, backend);
    await reloaded.ready;
    expect(reloaded.getAccount()?.status).toBe('disconnected');
  });

  it('a wallet that no longer knows the site is forgotten on reload and the status is disconnected', async () => {
    const backend = createMemoryStorage();
    const toy = createToyChain();
    const first = createTestPortico({ adapters: [toy.plugin] }, backend);
    await whenDiscovered(first);
    await first.connect({ connectorId: 'toy-wallet' });
    toy.wallet.approved = false; // revoked in the wallet while the page was closed
    first.destroy();
    const reloaded = createTestPortico({ adapters: [toy.plugin] }, backend);
    await reloaded.ready;
    expect(reloaded.getAccount()?.status).toBe('disconnected');
    expect(backend.getItem('@portico/connectedConnectors')).toBe('{}');
  });

  it('a failed connect returns to disconnected and emits CONNECT_ERROR with the message', async () => {
    const toy = createToyChain();
    const portico = createTestPortico({ adapters: [toy.plugin] });
    await whenDiscovered(portico);
    const events: PorticoEvent[] = [];
    portico.subscribeEvents((event) => events.push(event));
    toy.wallet.failNextConnect = new Error('User rejected the request');
    await expect(portico.connect({ connectorId: 'toy-wallet' })).rejects.toThrow('User rejected');
    expect(portico.getAccount()?.status).toBe('disconnected');
    expect(events.map((event) => event.type)).toEqual(['SELECT_WALLET', 'CONNECT_ERROR']);
  });

  it('an unknown connector is refused', async () => {
    const toy = createToyChain();
    const portico = createTestPortico({ adapters: [toy.plugin] });
    await expect(portico.connect({ connectorId: 'nope' })).rejects.toThrow(
      'Connector nope is undefined',
    );
  });

  it('a successful connect closes the modal', async () => {
    const toy = createToyChain();
    const portico = createTestPortico({ adapters: [toy.plugin] });
    await whenDiscovered(portico);
    await portico.open();
    await portico.connect({ connectorId: 'toy-wallet' });
    expect(portico.getState().open).toBe(false);
  });
});

describe('account types (spec section 4)', () => {
  it('each namespace starts on its default: smartAccount for eip155, eoa for solana and polkadot, payment for bitcoin', () => {
    const namespaces = Object.keys(SPEC_DEFAULT_ACCOUNT_TYPES);
    const adapters = namespaces.map((namespace) => {
      const accountType = SPEC_DEFAULT_ACCOUNT_TYPES[namespace]!;
      return createToyChain({
        namespace,
        accountTypes: { default: accountType, accepted: [accountType] },
      }).plugin;
    });
    const portico = createTestPortico({ adapters });
    expect(
      Object.fromEntries(
        namespaces.map((namespace) => [namespace, portico.getAccount(namespace)?.accountType]),
      ),
    ).toEqual({
      eip155: 'smartAccount',
      solana: 'eoa',
      polkadot: 'eoa',
      bip122: 'payment',
    });
  });

  it('the app can choose another listed account type per namespace', async () => {
    const toy = createToyChain({
      accountTypes: { default: 'smartAccount', accepted: ['eoa', 'smartAccount'] },
    });
    const portico = createTestPortico({
      adapters: [toy.plugin],
      defaultAccountTypes: { toychain: 'eoa' },
    });
    await whenDiscovered(portico);
    await portico.connect({ connectorId: 'toy-wallet' });
    expect(portico.getAccount()?.accountType).toBe('eoa');
  });

  it('only listed account types are accepted: an unlisted one from the app is refused at start', () => {
    const toy = createToyChain();
    expect(() =>
      createTestPortico({ adapters: [toy.plugin], defaultAccountTypes: { toychain: 'payment' } }),
    ).toThrow('Account type "payment" is not accepted for toychain');
  });

  it('only listed account types are accepted: a wallet reporting an unlisted one is not connected', async () => {
    const toy = createToyChain();
    toy.wallet.reportAccountType = 'smartAccount';
    const portico = createTestPortico({ adapters: [toy.plugin] });
    await whenDiscovered(portico);
    await expect(portico.connect({ connectorId: 'toy-wallet' })).rejects.toThrow('is not accepted');
    expect(portico.getAccount()?.status).toBe('disconnected');
  });
});

describe('networks', () => {
  /** The toy chain and a second namespace of toy chains ('othchain'), both wallets discovered. */
  async function twoToyNamespaces() {
    const toy = createToyChain();
    const other = createToyChain({ namespace: 'othchain', connectorId: 'other-wallet' });
    const portico = createTestPortico({
      adapters: [toy.plugin, other.plugin],
      networks: [...toyNetworks, otherNetwork],
    });
    await whenDiscovered(portico);
    await whenDiscovered(portico, 'other-wallet');
    return portico;
  }

  it('switching to a network in another namespace sets the switching flag until that namespace connects', async () => {
    const portico = await twoToyNamespaces();
    await portico.connect({ connectorId: 'toy-wallet' });
    const state = portico.resolve(TOKENS.state);

    await portico.switchNetwork(otherNetwork);
    expect(state.getState().switchingNamespace).toBe(true);
    expect(portico.getNetwork().caipNetworkId).toBe('othchain:other-1');
    await portico.connect({ connectorId: 'other-wallet' });
    expect(state.getState().switchingNamespace).toBe(false);
    expect(portico.getState().activeNamespace).toBe('othchain');
  });

  it('closing the modal on a namespace only chosen, not connected, shows the connected one again', async () => {
    const portico = await twoToyNamespaces();
    await portico.connect({ connectorId: 'toy-wallet' });
    const connectedNetwork = portico.getNetwork().caipNetworkId;

    portico.open({ view: 'Connect', namespace: 'othchain' });
    await portico.switchNetwork(otherNetwork);
    expect(portico.getState().activeNamespace).toBe('othchain');
    portico.close();
    expect(portico.getState().activeNamespace).toBe('toychain');
    expect(portico.getNetwork().caipNetworkId).toBe(connectedNetwork);
    expect(portico.getAccount()?.isConnected).toBe(true);
    // Nothing was lost: the other namespace still has the network the visitor chose.
    expect(portico.getNetwork('othchain').caipNetworkId).toBe('othchain:other-1');
  });

  it('a switch to a connected namespace whose wallet refuses leaves no switching flag and the active namespace as it was', async () => {
    const portico = await twoToyNamespaces();
    await portico.connect({ connectorId: 'other-wallet' });
    await portico.connect({ connectorId: 'toy-wallet' });
    // The toy wallet cannot refuse a switch: its adapter's switchNetwork is made to throw.
    portico.getAdapter('othchain').switchNetwork = async () => {
      throw new Error('the wallet refused');
    };
    const state = portico.resolve(TOKENS.state);
    await expect(portico.switchNetwork(otherNetwork)).rejects.toThrow('the wallet refused');
    expect(state.getState().switchingNamespace).toBe(false);
    expect(portico.getState().activeNamespace).toBe('toychain');
  });

  it('switching within the namespace does not set the switching flag and asks the wallet', async () => {
    const { toy, portico, events } = await connectedToy();
    const flags: boolean[] = [];
    portico.resolve(TOKENS.state).subscribe(
      (state) => state.switchingNamespace,
      (value) => flags.push(value),
    );
    await portico.switchNetwork(toyNetworks[1]);
    expect(flags).toEqual([]);
    expect(toy.wallet.chainId).toBe('toy-2');
    expect(portico.getAccount()?.caipAddress).toBe(`toychain:toy-2:${toy.wallet.address}`);
    expect(events.map((event) => event.type)).toContain('SWITCH_NETWORK');
  });

  it("a network that is not in the configured list gives 'Network Not Found' with an alert", async () => {
    const { portico } = await connectedToy();
    await expect(portico.switchNetwork(otherNetwork)).rejects.toThrow(MESSAGES.networkNotFound);
    const store = portico.resolve(TOKENS.state);
    expect(store.getState().alert?.title).toBe('Network Not Found');
  });

  it('an unsupported network opens UnsupportedChain', async () => {
    const { toy, portico } = await connectedToy();
    toy.emit({ type: 'chainChanged', connectorId: 'toy-wallet', chainId: 'toy-99' });
    expect(portico.getState()).toMatchObject({ open: true, view: 'UnsupportedChain' });
    expect(portico.getNetwork()).toMatchObject({
      isUnsupported: true,
      chainId: 'toy-99',
      caipNetwork: undefined,
    });
  });

  it('an unsupported network does not open UnsupportedChain when unsupported chains are allowed', async () => {
    const { toy, portico } = await connectedToy({ allowUnsupportedChain: true });
    toy.emit({ type: 'chainChanged', connectorId: 'toy-wallet', chainId: 'toy-99' });
    expect(portico.getState().open).toBe(false);
    expect(portico.getNetwork().isUnsupported).toBe(true);
  });

  it('an unsupported network does not open UnsupportedChain when network switching is off', async () => {
    const { toy, portico } = await connectedToy({ enableNetworkSwitch: false });
    toy.emit({ type: 'chainChanged', connectorId: 'toy-wallet', chainId: 'toy-99' });
    expect(portico.getState().open).toBe(false);
  });

  it('returning to a configured network updates the network and closes UnsupportedChain', async () => {
    const { toy, portico } = await connectedToy();
    toy.emit({ type: 'chainChanged', connectorId: 'toy-wallet', chainId: 'toy-99' });
    toy.emit({ type: 'chainChanged', connectorId: 'toy-wallet', chainId: 'toy-2' });
    expect(portico.getState().open).toBe(false);
    expect(portico.getNetwork()).toMatchObject({
      caipNetworkId: 'toychain:toy-2',
      isUnsupported: false,
    });
  });

  it('a wallet connecting on an unsupported network opens UnsupportedChain instead of closing', async () => {
    const toy = createToyChain();
    const portico = createTestPortico({ adapters: [toy.plugin] });
    await whenDiscovered(portico);
    await portico.open();
    toy.wallet.stuckOnChainId = 'toy-77';
    await portico.connect({ connectorId: 'toy-wallet' });
    expect(portico.getState()).toMatchObject({ open: true, view: 'UnsupportedChain' });
    expect(portico.getAccount()?.caipAddress).toBe(`toychain:toy-77:${toy.wallet.address}`);
  });
});

describe('wallet-side events', () => {
  it('accountsChanged updates the address and emits ACCOUNT_CHANGED', async () => {
    const { toy, portico, events } = await connectedToy();
    toy.emit({
      type: 'accountsChanged',
      connectorId: 'toy-wallet',
      accounts: ['toynew', 'toyother'],
    });
    expect(portico.getAccount()).toMatchObject({
      address: 'toynew',
      caipAddress: 'toychain:toy-1:toynew',
      allAccounts: [
        { address: 'toynew', type: 'eoa' },
        { address: 'toyother', type: 'eoa' },
      ],
    });
    expect(events.at(-1)).toMatchObject({
      type: 'ACCOUNT_CHANGED',
      data: { caipAddress: 'toychain:toy-1:toynew' },
    });
  });

  it('accountsChanged with no accounts disconnects', async () => {
    const { toy, portico } = await connectedToy();
    toy.emit({ type: 'accountsChanged', connectorId: 'toy-wallet', accounts: [] });
    expect(portico.getAccount()).toMatchObject({ status: 'disconnected', address: undefined });
  });

  it('a wallet-side disconnect resets the namespace and emits DISCONNECT_SUCCESS', async () => {
    const { toy, portico, events } = await connectedToy();
    toy.emit({ type: 'disconnect', connectorId: 'toy-wallet' });
    expect(portico.getAccount()?.status).toBe('disconnected');
    expect(events.at(-1)?.type).toBe('DISCONNECT_SUCCESS');
  });

  it('events of a connector that is not the connected one are ignored', async () => {
    const { toy, portico } = await connectedToy();
    toy.emit({ type: 'disconnect', connectorId: 'someone-else' });
    expect(portico.getAccount()?.status).toBe('connected');
  });
});

describe('disconnect (spec section 4)', () => {
  it('resets the account and network for the chain and emits DISCONNECT_SUCCESS', async () => {
    const { portico, events } = await connectedToy({ defaultNetwork: toyNetworks[0] });
    await portico.switchNetwork(toyNetworks[1]);
    await portico.disconnect();
    expect(portico.getAccount()).toMatchObject({
      status: 'disconnected',
      address: undefined,
      caipAddress: undefined,
    });
    expect(portico.getNetwork().caipNetworkId).toBe('toychain:toy-1');
    expect(events.at(-1)).toMatchObject({
      type: 'DISCONNECT_SUCCESS',
      data: { namespace: 'toychain' },
    });
  });

  it("a failed disconnect emits DISCONNECT_ERROR, throws 'Failed to disconnect' and keeps the session", async () => {
    const { toy, portico, events } = await connectedToy();
    toy.wallet.failNextDisconnect = new Error('wallet crashed');
    await expect(portico.disconnect()).rejects.toThrow('Failed to disconnect');
    expect(events.at(-1)).toMatchObject({
      type: 'DISCONNECT_ERROR',
      data: { message: 'Failed to disconnect' },
    });
    expect(portico.getAccount()?.status).toBe('connected');
  });

  it('disconnecting one namespace leaves the other connected', async () => {
    const toy = createToyChain();
    const other = createToyChain({ namespace: 'othchain', connectorId: 'other-wallet' });
    const portico = createTestPortico({
      adapters: [toy.plugin, other.plugin],
      networks: [...toyNetworks, otherNetwork],
    });
    await whenDiscovered(portico, 'other-wallet');
    await whenDiscovered(portico);
    await portico.connect({ connectorId: 'toy-wallet' });
    await portico.connect({ connectorId: 'other-wallet' });
    await portico.disconnect('toychain');
    expect(portico.getAccount('toychain')?.status).toBe('disconnected');
    expect(portico.getAccount('othchain')?.status).toBe('connected');
    expect(portico.getState().activeNamespace).toBe('othchain');
  });

  /** One wallet connected in two namespaces through connectors of one id and type. */
  async function sameWalletInTwoNamespaces(connectorType: ConnectorType) {
    const toy = createToyChain({ connectorType, connectorId: 'shared' });
    const other = createToyChain({ namespace: 'othchain', connectorType, connectorId: 'shared' });
    const portico = createTestPortico({
      adapters: [toy.plugin, other.plugin],
      networks: [...toyNetworks, otherNetwork],
    });
    await whenDiscovered(portico, 'shared');
    await new Promise((resolve) => setTimeout(resolve, 10));
    await portico.connect({ connectorId: 'shared', namespace: 'toychain' });
    await portico.connect({ connectorId: 'shared', namespace: 'othchain' });
    return portico;
  }

  it.each(['WALLET_CONNECT', 'AUTH'] as const)(
    'disconnecting a %s connector also disconnects the other chains using it',
    async (connectorType) => {
      const portico = await sameWalletInTwoNamespaces(connectorType);
      await portico.disconnect('toychain');
      expect(portico.getAccount('othchain')?.status).toBe('disconnected');
    },
  );

  it.each(['INJECTED', 'ANNOUNCED', 'EXTERNAL'] as const)(
    'disconnecting an %s connector leaves other chains on the same wallet alone',
    async (connectorType) => {
      const portico = await sameWalletInTwoNamespaces(connectorType);
      await portico.disconnect('toychain');
      expect(portico.getAccount('othchain')?.status).toBe('connected');
    },
  );
});
