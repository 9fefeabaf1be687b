import type { Wallet, WindowAppReadyEventAPI } from '@wallet-standard/base';
import { createSolanaTestWallet } from './standardWallet';

/**
 * A minimal Wallet Standard app, as @wallet-standard/app's getWallets does it: listen for
 * register-wallet events, then announce app-ready with the same register API.
 */
function startApp(target: EventTarget) {
  const wallets = new Set<Wallet>();
  const api: WindowAppReadyEventAPI = {
    register(wallet) {
      wallets.add(wallet);
      return () => void wallets.delete(wallet);
    },
  };
  target.addEventListener('wallet-standard:register-wallet', (event) =>
    (event as CustomEvent<(api: WindowAppReadyEventAPI) => void>).detail(api),
  );
  target.dispatchEvent(new CustomEvent('wallet-standard:app-ready', { detail: api }));
  return wallets;
}

const chains = ['solana:localnet' as const];

describe('Wallet Standard registration of the Solana test wallet', () => {
  it('an app that starts after the wallet registered finds it through app-ready', () => {
    const window = new EventTarget();
    const testWallet = createSolanaTestWallet({ chains });
    testWallet.register(window);

    const wallets = startApp(window);

    expect([...wallets]).toEqual([testWallet.wallet]);
  });

  it('an app already listening finds the wallet through register-wallet', () => {
    const window = new EventTarget();
    const wallets = startApp(window);
    const testWallet = createSolanaTestWallet({ chains });

    testWallet.register(window);

    expect([...wallets]).toEqual([testWallet.wallet]);
  });

  it('unregister removes the wallet from apps and stops answering app-ready', () => {
    const window = new EventTarget();
    const earlyApp = startApp(window);
    const testWallet = createSolanaTestWallet({ chains });
    const unregister = testWallet.register(window);
    const lateApp = startApp(window);
    expect(earlyApp.size).toBe(1);
    expect(lateApp.size).toBe(1);

    unregister();

    expect(earlyApp.size).toBe(0);
    expect(lateApp.size).toBe(0);
    expect(startApp(window).size).toBe(0);
  });

  it('registers only on the window it is given', () => {
    const mine = new EventTarget();
    const other = new EventTarget();
    const otherApp = startApp(other);
    createSolanaTestWallet({ chains }).register(mine);

    expect(otherApp.size).toBe(0);
    expect(startApp(mine).size).toBe(1);
  });

  it('register without a window and outside a page throws a TypeError', () => {
    expect(() => createSolanaTestWallet({ chains }).register()).toThrow(TypeError);
  });

  it('the registered wallet has the Wallet Standard shape and the Solana features', () => {
    const { wallet } = createSolanaTestWallet({
      name: 'Test Solana',
      chains: ['solana:localnet', 'solana:devnet'],
    });

    expect(wallet.version).toBe('1.0.0');
    expect(wallet.name).toBe('Test Solana');
    expect(wallet.icon).toMatch(/^data:image\/svg\+xml;base64,[A-Za-z0-9+/]+=*$/);
    expect(atob(wallet.icon.split(',')[1]!)).toContain('<svg');
    expect(wallet.chains).toEqual(['solana:localnet', 'solana:devnet']);
    expect(wallet.accounts).toEqual([]);
    expect(Object.keys(wallet.features).sort()).toEqual([
      'solana:signAndSendTransaction',
      'solana:signMessage',
      'solana:signTransaction',
      'standard:connect',
      'standard:disconnect',
      'standard:events',
    ]);
    expect(wallet.features['standard:connect'].version).toBe('1.0.0');
    expect(wallet.features['solana:signTransaction'].supportedTransactionVersions).toEqual([
      'legacy',
      0,
    ]);
    expect(wallet.features['solana:signAndSendTransaction'].supportedTransactionVersions).toEqual([
      'legacy',
      0,
    ]);
    expect(Object.isFrozen(wallet)).toBe(true);
  });

  it('a given icon and name are used as they are', () => {
    const icon = 'data:image/png;base64,iVBORw0KGgo=' as const;
    const { wallet } = createSolanaTestWallet({ name: 'Mine', icon, chains });

    expect(wallet.icon).toBe(icon);
    expect(wallet.name).toBe('Mine');
  });
});
