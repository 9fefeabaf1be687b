/** @jest-environment ./testing/jest/jsdomWithTextEncoding.ts */
import type { Wallet, WindowAppReadyEventAPI } from '@wallet-standard/base';
import { registerBitcoinStandardWallet } from '../../bitcoinWallet';
import { createBitcoinTestWallet } from './standardWallet';

describe('Bitcoin test wallet registration in a page (jsdom)', () => {
  it('an app on the page finds the wallet, before and after it loads, and connects to it', async () => {
    const found: Wallet[] = [];
    const api: WindowAppReadyEventAPI = {
      register(wallet) {
        found.push(wallet);
        return () => void found.splice(found.indexOf(wallet), 1);
      },
    };
    // An app that was already listening…
    const onRegister = (event: Event) =>
      (event as CustomEvent<(api: WindowAppReadyEventAPI) => void>).detail(api);
    window.addEventListener('wallet-standard:register-wallet', onRegister);
    const testWallet = createBitcoinTestWallet({ network: 'regtest' });

    const unregister = registerBitcoinStandardWallet(window, testWallet);
    expect(found).toEqual([testWallet.wallet]);
    window.removeEventListener('wallet-standard:register-wallet', onRegister);

    // …and one that loads later and announces itself with app-ready.
    window.dispatchEvent(new CustomEvent('wallet-standard:app-ready', { detail: api }));
    expect(found).toEqual([testWallet.wallet, testWallet.wallet]);

    const { accounts } = await testWallet.wallet.features['bitcoin:connect'].connect({
      purposes: ['payment'],
    });
    expect(accounts.map((a) => a.address)).toEqual([testWallet.paymentAddress]);
    unregister();
    expect(found).toEqual([]);
  });
});
