/**
 * Bitcoin wallet discovery: Wallet Standard wallets with the bitcoin features (the real Bitcoin
 * test wallet, registered by the Wallet Standard protocol) and sats-connect providers listed in
 * `window.btc_providers` (WBIP004). The hostile entries are hand-made objects, named so: no real
 * wallet misbehaves on demand.
 */
import { WALLET_NAME_MAX_LENGTH, type Connector } from '@portico/core';
import { createBitcoinTestWallet } from '@portico/testing/bitcoin-wallet';
import { watchBitcoinWallets } from './discovery';

function start(window: EventTarget = new EventTarget()) {
  const reports: (readonly Connector[])[] = [];
  const stop = watchBitcoinWallets({ window, onChange: (list) => reports.push(list) });
  return { window, reports, stop, latest: () => reports.at(-1) ?? [] };
}

/** A sats-connect provider stand-in: only `request`, which the discovery never calls. */
const provider = () => ({ request: async () => ({ result: [] }) });

function listProviders(window: object, entries: unknown[], globals: Record<string, unknown>) {
  Object.assign(window, { btc_providers: entries, ...globals });
}

describe('watchBitcoinWallets: Wallet Standard wallets', () => {
  it('finds the test wallet before and after the start, as an ANNOUNCED bip122 connector', () => {
    const window = new EventTarget();
    const early = createBitcoinTestWallet({ network: 'regtest', name: 'Early' });
    early.register(window);
    const { reports, latest } = start(window);
    const late = createBitcoinTestWallet({ network: 'regtest', name: 'Late' });
    const unregisterLate = late.register(window);

    expect(reports[0]).toEqual([
      {
        id: 'wallet-standard:Early',
        name: 'Early',
        type: 'ANNOUNCED',
        chain: 'bip122',
        imageUrl: early.wallet.icon,
        provider: early.wallet,
      },
    ]);
    expect(latest().map((c) => c.provider)).toEqual([early.wallet, late.wallet]);
    unregisterLate();
    expect(latest().map((c) => c.name)).toEqual(['Early']);
    expect(Object.isFrozen(reports[0])).toBe(true);
  });

  it('skips a wallet without a bitcoin: chain or without a bitcoin feature, and hostile ones', () => {
    const { window, latest } = start();
    const { wallet } = createBitcoinTestWallet({ network: 'regtest' });
    const without = (name: string) =>
      Object.fromEntries(Object.entries(wallet.features).filter(([key]) => key !== name));
    const throwing = new Proxy(
      {},
      {
        get: () => {
          throw new Error('get');
        },
      },
    );
    const callback = ({ register }: { register: (...wallets: unknown[]) => unknown }) =>
      register(
        { ...wallet, name: 'Solana only', chains: ['solana:mainnet'] },
        { ...wallet, name: 'No signing', features: without('bitcoin:signTransaction') },
        { ...wallet, name: 'No messages', features: without('bitcoin:signMessage') },
        { ...wallet, name: 'No connect', features: without('bitcoin:connect') },
        throwing,
        null,
        { ...wallet, name: '\u202Eevil\u0007 wallet', icon: 'javascript:alert(1)' },
      );
    window.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: callback }));

    expect(latest().map((c) => c.name)).toEqual(['evil wallet']);
    expect(latest()[0]).not.toHaveProperty('imageUrl');
  });
});

describe('watchBitcoinWallets: sats-connect providers (window.btc_providers)', () => {
  it('finds a provider at its dotted id path, with a sanitised name and a safe icon', () => {
    const window = new EventTarget();
    const xverse = provider();
    const leather = provider();
    listProviders(
      window,
      [
        {
          id: 'XverseProviders.BitcoinProvider',
          name: 'Xverse Wallet',
          icon: 'data:image/svg+xml;base64,PHN2Zy8+',
        },
        { id: 'LeatherProvider', name: ' Leather\u200B ', icon: 'https://leather.io/icon.png' },
      ],
      { XverseProviders: { BitcoinProvider: xverse }, LeatherProvider: leather },
    );
    const { latest } = start(window);

    expect(latest()).toEqual([
      {
        id: 'sats-connect:XverseProviders.BitcoinProvider',
        name: 'Xverse Wallet',
        type: 'ANNOUNCED',
        chain: 'bip122',
        imageUrl: 'data:image/svg+xml;base64,PHN2Zy8+',
        provider: xverse,
      },
      {
        id: 'sats-connect:LeatherProvider',
        name: 'Leather',
        type: 'ANNOUNCED',
        chain: 'bip122',
        provider: leather,
      },
    ]);
  });

  it('skips paths outside the allow-list, providers without request, duplicates and hostile entries', () => {
    const window = new EventTarget();
    const good = provider();
    const hostileEntry = Object.defineProperty({}, 'id', {
      get: () => {
        throw new Error('id');
      },
    });
    listProviders(
      window,
      [
        { id: '__proto__', name: 'Prototype' },
        { id: 'constructor.prototype', name: 'Constructor' },
        { id: 'a.b.c.d.e', name: 'Too deep' },
        { id: 'Missing.Provider', name: 'Missing' },
        { id: 'NoRequest', name: 'No request' },
        { id: 'Good', name: 'x'.repeat(10_000) },
        { id: 'Good', name: 'Same id' },
        { id: 'Other', name: 'x'.repeat(10_000) },
        { id: 'Good', name: '\u0000\u202E' },
        hostileEntry,
        null,
        'LeatherProvider',
      ],
      { NoRequest: { request: 'not a function' }, Good: good, Other: provider() },
    );

    const { latest } = start(window);

    expect(latest().map((c) => [c.id, c.name])).toEqual([
      ['sats-connect:Good', 'x'.repeat(WALLET_NAME_MAX_LENGTH)],
    ]);
  });

  it('a wallet found through both is listed once, by its Wallet Standard wallet', () => {
    const window = new EventTarget();
    const testWallet = createBitcoinTestWallet({ network: 'regtest', name: 'Xverse Wallet' });
    testWallet.register(window);
    listProviders(window, [{ id: 'Xverse', name: 'Xverse Wallet' }], { Xverse: provider() });

    const { latest } = start(window);

    expect(latest().map((c) => c.id)).toEqual(['wallet-standard:Xverse Wallet']);
  });

  it('reads the list again on load; a btc_providers that throws finds nothing; stop stops', () => {
    const window = new EventTarget();
    const { reports, latest, stop } = start(window);
    expect(latest()).toEqual([]);

    listProviders(window, [{ id: 'Late', name: 'Late' }], { Late: provider() });
    window.dispatchEvent(new Event('load'));
    expect(latest().map((c) => c.name)).toEqual(['Late']);
    window.dispatchEvent(new Event('load'));
    expect(reports).toHaveLength(2);

    Object.defineProperty(window, 'btc_providers', {
      get: () => {
        throw new Error('hostile');
      },
    });
    window.dispatchEvent(new Event('load'));
    expect(latest()).toEqual([]);
    stop();
    window.dispatchEvent(new Event('load'));
    expect(reports).toHaveLength(3);
  });
});
