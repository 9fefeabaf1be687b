import { createBitcoinTestWallet } from '@portico/testing/bitcoin-wallet';
import { DEMO_BITCOIN_PRIVATE_KEY, DEMO_BITCOIN_WALLET_ADDRESS } from './demoBitcoin';

describe("the demo wallet's Bitcoin key", () => {
  it('gives the payment address the stack funds (P2WPKH on Bitcoin regtest)', () => {
    const wallet = createBitcoinTestWallet({
      privateKey: DEMO_BITCOIN_PRIVATE_KEY,
      network: 'regtest',
    });
    expect(wallet.paymentAddress).toBe(DEMO_BITCOIN_WALLET_ADDRESS);
    expect(wallet.chains).toContain('bitcoin:regtest');
  });
});
