import { addressOfKey } from '@portico/testing/polkadot-wallet';
import { DEMO_POLKADOT_ACCOUNTS } from './demoPolkadot';

describe("the demo wallet's Polkadot keys", () => {
  it.each(DEMO_POLKADOT_ACCOUNTS)(
    '$name ($type, $uri) gives the address the stack funds (SS58 prefix 42)',
    async ({ uri, type, address }) => {
      expect(await addressOfKey({ uri, type }, 42)).toBe(address);
    },
  );

  it('are two keys of two types', () => {
    expect(DEMO_POLKADOT_ACCOUNTS.map((account) => account.type)).toEqual(['sr25519', 'ed25519']);
    expect(new Set(DEMO_POLKADOT_ACCOUNTS.map((account) => account.address)).size).toBe(2);
  });
});
