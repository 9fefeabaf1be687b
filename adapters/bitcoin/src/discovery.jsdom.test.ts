/** @jest-environment ./testing/jest/jsdomWithTextEncoding.ts */
import { createPortico } from '@portico/core';
import { createMemoryStorage } from '@portico/core/testing';
import { bitcoin } from '@portico/core/networks';
import {
  createBitcoinTestWallet,
  installSatsConnectProvider,
} from '@portico/testing/bitcoin-wallet';
import { bitcoinAdapter } from './bitcoinAdapter';

describe('bitcoinAdapter() in a page (jsdom): the global window by default', () => {
  it('lists the Wallet Standard wallet and the sats-connect provider the page has', () => {
    const standard = createBitcoinTestWallet({ network: 'mainnet', name: 'Standard Wallet' });
    const unregister = standard.register();
    const satsConnect = createBitcoinTestWallet({ network: 'mainnet' });
    const { uninstall } = installSatsConnectProvider(window, satsConnect, {
      id: 'SatsTest.BitcoinProvider',
      name: 'Sats Wallet',
      icon: satsConnect.wallet.icon,
    });
    const portico = createPortico({
      networks: [bitcoin],
      adapters: [bitcoinAdapter()],
      storage: { backend: createMemoryStorage() },
      platform: { isMobile: false },
    });
    try {
      expect(portico.getConnectors('bip122').map((c) => [c.id, c.name])).toEqual([
        ['wallet-standard:Standard Wallet', 'Standard Wallet'],
        ['sats-connect:SatsTest.BitcoinProvider', 'Sats Wallet'],
      ]);
    } finally {
      portico.destroy();
      unregister();
      uninstall();
    }
  });
});
