import type { Connector } from './connector';
import { isSessionConnector } from './namespaceSession';

const connector = (overrides: Partial<Connector>): Connector => ({
  id: 'walletConnect',
  name: 'WalletConnect',
  type: 'WALLET_CONNECT',
  chain: 'solana',
  provider: {},
  ...overrides,
});

describe('isSessionConnector', () => {
  it("is true for a WALLET_CONNECT connector outside eip155 that has a provider (the namespace's session)", () => {
    expect(isSessionConnector(connector({}))).toBe(true);
    expect(isSessionConnector(connector({ chain: 'bip122' }))).toBe(true);
  });

  it('is false in eip155 (EIP-1193 there), for other connector types, and without a provider', () => {
    expect(isSessionConnector(connector({ chain: 'eip155' }))).toBe(false);
    expect(isSessionConnector(connector({ type: 'ANNOUNCED' }))).toBe(false);
    expect(isSessionConnector(connector({ provider: undefined }))).toBe(false);
    expect(isSessionConnector(connector({ provider: null }))).toBe(false);
  });
});
