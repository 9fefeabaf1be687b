import { createSolanaTestWallet } from '@portico/testing/solana';
import { WALLET_NAME_MAX_LENGTH } from '@portico/core';
import type { SolanaConnector } from './connectors';
import {
  APP_READY_EVENT,
  REGISTER_WALLET_EVENT,
  watchStandardWallets,
  type StandardWalletRegistry,
} from './discovery';

const chains = ['solana:localnet' as const];

function start(window: EventTarget = new EventTarget()) {
  const reports: (readonly SolanaConnector[])[] = [];
  const stop = watchStandardWallets({ window, onChange: (list) => reports.push(list) });
  return { window, reports, stop, latest: () => reports.at(-1) ?? [] };
}

/** The wallet side by hand, for objects that are not real wallets: register them all. */
function registerByHand(window: EventTarget, ...wallets: unknown[]): () => void {
  let unregister: () => void = () => undefined;
  const callback = ({ register }: StandardWalletRegistry) => {
    unregister = register(...wallets);
  };
  window.dispatchEvent(new CustomEvent(REGISTER_WALLET_EVENT, { detail: callback }));
  return () => unregister();
}

function withoutFeature(features: object, name: string): object {
  return Object.fromEntries(Object.entries(features).filter(([key]) => key !== name));
}

describe('watchStandardWallets: Wallet Standard registration', () => {
  it('finds a wallet registered before the app started, through app-ready', () => {
    const window = new EventTarget();
    const testWallet = createSolanaTestWallet({ name: 'Early', chains });
    testWallet.register(window);

    const { reports } = start(window);

    expect(reports).toHaveLength(1);
    expect(reports[0]).toEqual([
      {
        id: 'wallet-standard:Early',
        name: 'Early',
        type: 'ANNOUNCED',
        chain: 'solana',
        imageUrl: testWallet.wallet.icon,
        provider: testWallet.wallet,
      },
    ]);
    expect(Object.isFrozen(reports[0])).toBe(true);
    expect(Object.isFrozen(reports[0]![0])).toBe(true);
    expect(reports[0]![0]).not.toHaveProperty('info');
  });

  it('finds a wallet registered after the app started, through register-wallet', () => {
    const { window, reports } = start();
    expect(reports).toEqual([[]]);
    const testWallet = createSolanaTestWallet({ name: 'Late', chains });

    testWallet.register(window);

    expect(reports).toHaveLength(2);
    expect(reports[1]!.map((c) => c.provider)).toEqual([testWallet.wallet]);
  });

  it('lists two wallets in the order they registered, one before and one after the start', () => {
    const window = new EventTarget();
    const first = createSolanaTestWallet({ name: 'First', chains });
    first.register(window);
    const { latest } = start(window);
    const second = createSolanaTestWallet({ name: 'Second', chains });

    second.register(window);

    expect(latest().map((c) => c.id)).toEqual(['wallet-standard:First', 'wallet-standard:Second']);
    expect(latest().map((c) => c.provider)).toEqual([first.wallet, second.wallet]);
  });

  it('a wallet that unregisters disappears from the list', () => {
    const { window, reports, latest } = start();
    const stays = createSolanaTestWallet({ name: 'Stays', chains });
    const leaves = createSolanaTestWallet({ name: 'Leaves', chains });
    stays.register(window);
    const unregister = leaves.register(window);
    expect(latest()).toHaveLength(2);

    unregister();

    expect(latest().map((c) => c.name)).toEqual(['Stays']);
    expect(reports).toHaveLength(4);
  });

  it('a stale unregister does not remove the same wallet registered again', () => {
    const { window, latest } = start();
    const { wallet } = createSolanaTestWallet({ name: 'Again', chains });
    const firstUnregister = registerByHand(window, wallet);
    firstUnregister();
    registerByHand(window, wallet);

    firstUnregister();

    expect(latest().map((c) => c.provider)).toEqual([wallet]);
  });

  it('registering the same wallet twice gives one connector and no second report', () => {
    const { window, reports } = start();
    const { wallet } = createSolanaTestWallet({ chains });

    registerByHand(window, wallet);
    const second = registerByHand(window, wallet);
    second();

    expect(reports).toHaveLength(2);
    expect(reports[1]!.map((c) => c.provider)).toEqual([wallet]);
  });

  it('two wallets of the same name give one connector: the first wins, the second shows once it leaves', () => {
    const { window, reports, latest } = start();
    const first = createSolanaTestWallet({ name: 'Twin', chains });
    const second = createSolanaTestWallet({ name: 'Twin', chains });
    const unregisterFirst = first.register(window);

    second.register(window);

    expect(latest().map((c) => c.provider)).toEqual([first.wallet]);
    expect(reports).toHaveLength(2);
    unregisterFirst();
    expect(latest().map((c) => c.provider)).toEqual([second.wallet]);
    expect(latest()[0]!.id).toBe('wallet-standard:Twin');
  });

  it('names that sanitise to the same text give one connector', () => {
    const { window, latest } = start();
    const { wallet } = createSolanaTestWallet({ name: 'Phantom', chains });

    registerByHand(window, wallet, { ...wallet, name: ' \u202EPhantom\u0000 \u2066' });

    expect(latest().map((c) => c.provider)).toEqual([wallet]);
  });

  it('ignores a wallet without a solana: chain, and one without solana:signMessage', () => {
    const { window, reports } = start();
    const { wallet } = createSolanaTestWallet({ chains });

    registerByHand(
      window,
      { ...wallet, chains: ['eip155:1', 'bip122:000000000019d6689c085ae165831e93'] },
      { ...wallet, features: withoutFeature(wallet.features, 'solana:signMessage') },
    );

    expect(reports).toEqual([[]]);
  });

  it('keeps a wallet with only one of signTransaction and signAndSendTransaction, not with neither', () => {
    const { window, latest } = start();
    const { wallet } = createSolanaTestWallet({ chains });
    const features = wallet.features;

    registerByHand(
      window,
      {
        ...wallet,
        name: 'Signs',
        features: withoutFeature(features, 'solana:signAndSendTransaction'),
      },
      { ...wallet, name: 'Sends', features: withoutFeature(features, 'solana:signTransaction') },
      {
        ...wallet,
        name: 'Neither',
        features: withoutFeature(
          withoutFeature(features, 'solana:signTransaction'),
          'solana:signAndSendTransaction',
        ),
      },
      { ...wallet, name: 'No events', features: withoutFeature(features, 'standard:events') },
      { ...wallet, name: 'No connect', features: withoutFeature(features, 'standard:connect') },
    );

    expect(latest().map((c) => c.name)).toEqual(['Signs', 'Sends']);
  });

  it('cleans a hostile name and drops a javascript: or http icon, keeping the wallet', () => {
    const { window, latest } = start();
    const { wallet } = createSolanaTestWallet({ chains });

    registerByHand(
      window,
      { ...wallet, name: '\u202Eevil\u0007\nwallet\u2066', icon: 'javascript:alert(1)' },
      { ...wallet, name: 'Tracker', icon: 'http://127.0.0.1/pixel.png' },
      { ...wallet, name: 'x'.repeat(10_000) },
    );

    const list = latest();
    expect(list.map((c) => c.name)).toEqual([
      'evil wallet',
      'Tracker',
      'x'.repeat(WALLET_NAME_MAX_LENGTH),
    ]);
    expect(list[0]!.id).toBe('wallet-standard:evil wallet');
    expect(list[0]).not.toHaveProperty('imageUrl');
    expect(list[1]).not.toHaveProperty('imageUrl');
    expect(list[2]!.imageUrl).toBe(wallet.icon);
  });

  it('skips malformed and throwing wallets without throwing, and keeps the good ones', () => {
    const { window, latest } = start();
    const good = createSolanaTestWallet({ name: 'Good', chains }).wallet;
    const throwingName = Object.defineProperty({ ...good }, 'name', {
      get: () => {
        throw new Error('name');
      },
    });
    const throwingFeature = {
      ...good,
      features: Object.defineProperty({ ...good.features }, 'standard:connect', {
        get: () => {
          throw new Error('feature');
        },
      }),
    };
    const throwingEverything = new Proxy(
      {},
      {
        get: () => {
          throw new Error('get');
        },
      },
    );
    const { proxy: revoked, revoke } = Proxy.revocable({ ...good }, {});
    revoke();

    expect(() =>
      registerByHand(
        window,
        throwingName,
        throwingFeature,
        throwingEverything,
        revoked,
        { ...good, chains: 'solana:localnet' },
        { ...good, accounts: {} },
        { ...good, version: '2.0.0' },
        { ...good, icon: 42 },
        { ...good, name: '\u0000\u202E  ' },
        { ...good, features: null },
        null,
        undefined,
        'wallet',
        () => good,
        good,
      ),
    ).not.toThrow();

    expect(latest().map((c) => c.provider)).toEqual([good]);
  });

  it('a register-wallet callback that throws, or a detail that is not a callback, is ignored', () => {
    const { window, reports } = start();
    const throwing = () => {
      throw new Error('wallet bug');
    };

    window.dispatchEvent(new CustomEvent(REGISTER_WALLET_EVENT, { detail: throwing }));
    window.dispatchEvent(new CustomEvent(REGISTER_WALLET_EVENT, { detail: { register: 1 } }));
    window.dispatchEvent(new Event(REGISTER_WALLET_EVENT));
    createSolanaTestWallet({ chains }).register(window);

    expect(reports).toHaveLength(2);
    expect(reports[1]).toHaveLength(1);
  });

  it('dispatches app-ready once, with a register API', () => {
    const window = new EventTarget();
    const details: unknown[] = [];
    window.addEventListener(APP_READY_EVENT, (event) =>
      details.push((event as CustomEvent<unknown>).detail),
    );

    start(window);

    expect(details).toEqual([{ register: expect.any(Function) }]);
  });

  it('stop removes the listener: later wallets and unregisters are not reported', () => {
    const { window, reports, stop } = start();
    const early = createSolanaTestWallet({ name: 'Early', chains });
    const unregisterEarly = early.register(window);
    expect(reports).toHaveLength(2);

    stop();
    stop();
    createSolanaTestWallet({ name: 'Late', chains }).register(window);
    unregisterEarly();

    expect(reports).toHaveLength(2);
  });

  it('a register API kept by a wallet does nothing after stop', () => {
    const window = new EventTarget();
    let api: StandardWalletRegistry | undefined;
    window.addEventListener(APP_READY_EVENT, (event) => {
      api = (event as CustomEvent<StandardWalletRegistry>).detail;
    });
    const { reports, stop } = start(window);
    stop();

    const unregister = api!.register(createSolanaTestWallet({ chains }).wallet);
    unregister();

    expect(reports).toEqual([[]]);
  });

  it('two apps on one page keep their own lists', () => {
    const window = new EventTarget();
    const first = start(window);
    const second = start(window);
    const testWallet = createSolanaTestWallet({ chains });

    const unregister = testWallet.register(window);
    first.stop();
    unregister();

    expect(first.latest()).toHaveLength(1);
    expect(second.latest()).toEqual([]);
  });

  it('without a window it reports an empty list once and stops cleanly', () => {
    const reports: (readonly SolanaConnector[])[] = [];

    const stop = watchStandardWallets({ window: undefined, onChange: (l) => reports.push(l) });
    stop();

    expect(reports).toEqual([[]]);
  });
});
