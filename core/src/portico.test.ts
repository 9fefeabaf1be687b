import type { Token } from './di/tokens';
import { writableStore } from './testing/writableStore';
import { createTestPortico, whenDiscovered } from './__fixtures__/instance';
import { createToyChain, toyNetworks } from './__fixtures__/toyChain';
import type { FeatureModule, FeaturePlugin } from './contracts/feature';
import { TOKENS } from './di/surface';
import type { PorticoEvent } from './events/events';

describe('instances', () => {
  it('two instances on one page share nothing: state, services, events and connections', async () => {
    const toyA = createToyChain();
    const toyB = createToyChain();
    const a = createTestPortico({ adapters: [toyA.plugin] });
    const b = createTestPortico({ adapters: [toyB.plugin] });
    for (const key of Object.values(TOKENS) as Token<unknown>[]) {
      if (key === TOKENS.networks) continue; // both were given the same (frozen) list
      expect(a.resolve(key)).not.toBe(b.resolve(key));
    }
    const eventsOfB: PorticoEvent[] = [];
    b.subscribeEvents((event) => eventsOfB.push(event));

    await whenDiscovered(a);
    await a.open();
    await a.connect({ connectorId: 'toy-wallet' });
    a.setThemeMode('dark');

    expect(a.getAccount()?.address).toBe(toyA.wallet.address);
    expect(b.getAccount()?.status).toBe('disconnected');
    expect(b.getState().open).toBe(false);
    expect(writableStore(b).getState().theme.mode).toBe('light');
    expect(eventsOfB).toEqual([]);
  });

  it('after destroy, actions are refused and adapters are released', async () => {
    const toy = createToyChain();
    const destroyed = jest.fn();
    const plugin = {
      ...toy.plugin,
      create: (context: Parameters<typeof toy.plugin.create>[0]) => ({
        ...toy.plugin.create(context),
        destroy: destroyed,
      }),
    };
    const portico = createTestPortico({ adapters: [plugin] });
    portico.destroy();
    portico.destroy(); // twice is harmless
    expect(destroyed).toHaveBeenCalledTimes(1);
    await expect(portico.connect({ connectorId: 'toy-wallet' })).rejects.toThrow(
      'This Portico instance was destroyed',
    );
    await expect(portico.open()).rejects.toThrow('destroyed');
  });
});

describe('modal state', () => {
  it('getState reports open, view and history; subscribeState fires on change', async () => {
    const portico = createTestPortico({ adapters: [createToyChain().plugin] });
    const seen: string[] = [];
    portico.subscribeState((state) => seen.push(`${state.open}:${state.view}`));
    expect(portico.getState()).toMatchObject({
      open: false,
      activeNamespace: 'toychain',
      selectedNetworkId: 'toychain:toy-1',
    });
    await portico.open();
    expect(portico.getState()).toMatchObject({ open: true, view: 'Connect', history: ['Connect'] });
    portico.close();
    expect(seen).toEqual(['true:Connect', 'false:Connect']);
    expect(portico.getState()).toBe(portico.getState()); // stable between changes
  });

  it('opens on Account when connected, and on a requested view when given', async () => {
    const portico = createTestPortico({ adapters: [createToyChain().plugin] });
    await whenDiscovered(portico);
    await portico.connect({ connectorId: 'toy-wallet' });
    await portico.open();
    expect(portico.getState().view).toBe('Account');
    await portico.open({ view: 'Networks' });
    expect(portico.getState().view).toBe('Networks');
  });

  it('with no adapters, desktop opens ConnectingWalletConnectBasic and mobile AllWallets', async () => {
    const desktop = createTestPortico({ platform: { isMobile: false } });
    await desktop.open();
    expect(desktop.getState().view).toBe('ConnectingWalletConnectBasic');
    const mobile = createTestPortico({ platform: { isMobile: true } });
    await mobile.open();
    expect(mobile.getState().view).toBe('AllWallets');
  });

  it('open with a namespace keeps it as the view data', async () => {
    const portico = createTestPortico({ adapters: [createToyChain().plugin] });
    await portico.open({ namespace: 'toychain' });
    const store = writableStore(portico);
    expect(store.getState().modal.data).toEqual({ namespace: 'toychain' });
  });

  it('an unknown view is refused', async () => {
    const portico = createTestPortico();
    await expect(portico.open({ view: 'Nowhere' })).rejects.toThrow(
      'There is no view named Nowhere',
    );
  });

  it('back pops the history and closes on the last entry', async () => {
    const portico = createTestPortico({ adapters: [createToyChain().plugin] });
    await portico.open();
    portico.resolve(TOKENS.router).push('AllWallets');
    portico.back();
    expect(portico.getState()).toMatchObject({ open: true, view: 'Connect' });
    portico.back();
    expect(portico.getState().open).toBe(false);
  });

  it('MODAL_OPEN and MODAL_CLOSE are emitted', async () => {
    const portico = createTestPortico({ adapters: [createToyChain().plugin] });
    const events: PorticoEvent[] = [];
    portico.subscribeEvents((event) => events.push(event));
    await portico.open();
    portico.close();
    portico.close(); // closing a closed modal emits nothing
    expect(events.map(({ type, data }) => ({ type, data }))).toEqual([
      { type: 'MODAL_OPEN', data: { view: 'Connect', connected: false } },
      { type: 'MODAL_CLOSE', data: { connected: false } },
    ]);
  });

  it('the modal shake lasts 500 ms', async () => {
    jest.useFakeTimers();
    try {
      const portico = createTestPortico();
      const store = writableStore(portico);
      portico.resolve(TOKENS.modal).shake();
      expect(store.getState().modal.shake).toBe(true);
      jest.advanceTimersByTime(499);
      expect(store.getState().modal.shake).toBe(true);
      jest.advanceTimersByTime(1);
      expect(store.getState().modal.shake).toBe(false);
      portico.destroy();
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('theme', () => {
  it('setThemeMode and setThemeVariables update the theme; themeMode and themeVariables are options', () => {
    const portico = createTestPortico({
      themeMode: 'dark',
      themeVariables: { '--portico-accent': '#0a7' },
    });
    const store = writableStore(portico);
    expect(store.getState().theme).toEqual({
      mode: 'dark',
      variables: { '--portico-accent': '#0a7' },
    });
    portico.setThemeMode('light');
    portico.setThemeVariables({ '--portico-border-radius': '8px' });
    expect(store.getState().theme).toEqual({
      mode: 'light',
      variables: { '--portico-accent': '#0a7', '--portico-border-radius': '8px' },
    });
  });
});

describe('feature plugins', () => {
  function swapPlugin(load: jest.Mock<Promise<FeatureModule>, []>): FeaturePlugin {
    return { id: 'swaps', views: ['Swap', 'SwapPreview'], needs: [TOKENS.state], load };
  }

  it("an enabled plugin's views open in the modal and its code loads only then", async () => {
    const setup = jest.fn();
    const load = jest.fn(async () => ({ setup, views: { Swap: 'component' } }));
    const portico = createTestPortico({ plugins: [swapPlugin(load)] });
    expect(load).not.toHaveBeenCalled();
    await portico.open({ view: 'Swap' });
    expect(portico.getState().view).toBe('Swap');
    expect(load).toHaveBeenCalledTimes(1);
    expect(setup).toHaveBeenCalledWith(expect.objectContaining({ resolve: expect.any(Function) }));
    await portico.open({ view: 'SwapPreview' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("a plugin switched off in features never loads and its views don't exist", async () => {
    const load = jest.fn(async () => ({}));
    const portico = createTestPortico({ plugins: [swapPlugin(load)], features: { swaps: false } });
    await expect(portico.open({ view: 'Swap' })).rejects.toThrow('There is no view named Swap');
    await expect(portico.loadFeature('swaps')).rejects.toThrow('The feature swaps is switched off');
    expect(load).not.toHaveBeenCalled();
  });

  it('a plugin that needs a service nobody registered is refused at start', () => {
    const plugin: FeaturePlugin = {
      id: 'onramp',
      views: ['OnRamp'],
      needs: ['vendor:quotes'],
      load: async () => ({}),
    };
    expect(() => createTestPortico({ plugins: [plugin] })).toThrow(
      'The feature onramp needs vendor:quotes',
    );
  });

  it('a plugin whose code fails to load shows an error toast and can be retried', async () => {
    const load = jest
      .fn<Promise<FeatureModule>, []>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue({});
    const portico = createTestPortico({ plugins: [swapPlugin(load)] });
    await expect(portico.open({ view: 'Swap' })).rejects.toThrow('chunk failed');
    const store = writableStore(portico);
    expect(store.getState().toast).toMatchObject({
      open: true,
      variant: 'error',
      message: 'An error occurred',
    });
    await portico.open({ view: 'Swap' });
    expect(load).toHaveBeenCalledTimes(2);
    portico.destroy();
  });
});

describe('connectors', () => {
  it('getConnectors lists discovered connectors without their providers, filtered by namespace', async () => {
    const portico = createTestPortico({ adapters: [createToyChain().plugin] });
    await whenDiscovered(portico);
    expect(portico.getConnectors()).toEqual([
      expect.objectContaining({
        id: 'toy-wallet',
        name: 'Toy Wallet',
        type: 'EXTERNAL',
        chain: 'toychain',
        rdns: 'dev.portico.toy',
      }),
    ]);
    expect(portico.getConnectors()[0]).not.toHaveProperty('provider');
    expect(portico.getConnectors('eip155')).toEqual([]);
  });

  it('a connected wallet is added to recent wallets, at most 2 kept', async () => {
    const backend = (await import('./testing/memoryStorage')).createMemoryStorage();
    const portico = createTestPortico({ adapters: [createToyChain().plugin] }, backend);
    await whenDiscovered(portico);
    await portico.connect({ connectorId: 'toy-wallet' });
    expect(JSON.parse(backend.getItem('@portico/recentWallets') ?? '[]')).toEqual([
      { id: 'dev.portico.toy', name: 'Toy Wallet' },
    ]);
  });

  it('without any adapter the active network is still known', () => {
    const portico = createTestPortico({ networks: toyNetworks });
    expect(portico.getNetwork()).toMatchObject({
      namespace: 'toychain',
      caipNetworkId: 'toychain:toy-1',
    });
    expect(portico.getAccount()).toMatchObject({ status: 'disconnected', accountType: 'eoa' });
  });

  it('the active network starts on defaultNetwork', () => {
    const portico = createTestPortico({
      adapters: [createToyChain().plugin],
      defaultNetwork: toyNetworks[1],
    });
    expect(portico.getNetwork().caipNetworkId).toBe('toychain:toy-2');
  });
});

describe('getters give the same object until what they show changes', () => {
  it('getAccount and getNetwork keep their object on a balance change; getState follows a network switch', async () => {
    const toy = createToyChain();
    const portico = createTestPortico({ adapters: [toy.plugin] });
    await whenDiscovered(portico);
    await portico.connect({ connectorId: 'toy-wallet' });
    const store = writableStore(portico);
    const [account, network, state] = [
      portico.getAccount(),
      portico.getNetwork(),
      portico.getState(),
    ];
    store.setState((draft) => {
      draft.chains.toychain!.account.balance = '42.000';
    });
    expect(portico.getAccount()).toBe(account);
    expect(portico.getNetwork()).toBe(network);
    expect(portico.getState()).toBe(state);

    await portico.switchNetwork(toyNetworks[1]);
    expect(portico.getState().selectedNetworkId).toBe(toyNetworks[1].caipNetworkId);
    expect(portico.getNetwork()).not.toBe(network);
    expect(portico.getNetwork().caipNetworkId).toBe(toyNetworks[1].caipNetworkId);
    portico.destroy();
  });
});
