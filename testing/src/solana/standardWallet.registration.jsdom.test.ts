/** @jest-environment ./testing/jest/jsdomWithTextEncoding.ts */
import type { Wallet, WindowAppReadyEventAPI } from '@wallet-standard/base';
import { createSolanaTestWallet } from './standardWallet';

describe('Wallet Standard registration in a page (jsdom)', () => {
  it('register() uses window: an app on the page finds the wallet and connects to it', async () => {
    const found: Wallet[] = [];
    const api: WindowAppReadyEventAPI = {
      register(wallet) {
        found.push(wallet);
        return () => undefined;
      },
    };
    window.addEventListener('wallet-standard:register-wallet', (event) =>
      (event as CustomEvent<(api: WindowAppReadyEventAPI) => void>).detail(api),
    );
    const testWallet = createSolanaTestWallet({ chains: ['solana:localnet'] });

    const unregister = testWallet.register();

    expect(found).toEqual([testWallet.wallet]);
    const { accounts } = await testWallet.wallet.features['standard:connect'].connect();
    expect(accounts.map((a) => a.address)).toEqual([testWallet.address]);
    unregister();
  });
});
