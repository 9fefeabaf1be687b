/** @jest-environment ./testing/jest/jsdomWithTextEncoding.ts */
/**
 * Interop with the Wallet Standard's reference libraries, as real wallets and other apps on
 * the page use them: a wallet that registers with @wallet-standard/wallet's registerWallet is
 * found by Portico's discovery (which speaks the register-wallet / app-ready protocol itself,
 * with no runtime dependency), and Portico's test wallet is found by @wallet-standard/app's
 * getWallets. Both libraries are devDependencies, used here only.
 */
import { createSolanaTestWallet } from '@portico/testing/solana-wallet';
import { getWallets } from '@wallet-standard/app';
import { registerWallet } from '@wallet-standard/wallet';
import { watchStandardWallets } from './discovery';

const chains = ['solana:localnet' as const];

describe('Wallet Standard reference libraries', () => {
  it('Portico finds wallets registered with @wallet-standard/wallet, before and after it starts watching', () => {
    const before = createSolanaTestWallet({ name: 'Registered Before', chains });
    registerWallet(before.wallet);
    const reports: string[][] = [];
    const stop = watchStandardWallets({
      window,
      onChange: (list) => reports.push(list.map((connector) => connector.name)),
    });
    const after = createSolanaTestWallet({ name: 'Registered After', chains });
    registerWallet(after.wallet);
    stop();

    expect(reports).toEqual([['Registered Before'], ['Registered Before', 'Registered After']]);
  });

  it('@wallet-standard/app finds the test wallet, and loses it when it unregisters', () => {
    const wallets = getWallets();
    const testWallet = createSolanaTestWallet({ name: 'Test Wallet', chains });
    const registered: unknown[] = [];
    const off = wallets.on('register', (...added) => registered.push(...added));

    const unregister = testWallet.register(window);
    expect(registered).toEqual([testWallet.wallet]);
    expect(wallets.get()).toContain(testWallet.wallet);

    unregister();
    off();
    expect(wallets.get()).not.toContain(testWallet.wallet);
  });
});
