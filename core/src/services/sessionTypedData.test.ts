import fc from 'fast-check';
import {
  isSmartSessionNonce,
  isSmartSessionPci,
  randomSessionNonce,
  sessionGrantTypedData,
  sessionRevokeTypedData,
  smartSessionAccount,
  smartSessionServer,
} from './sessionTypedData';

const ADDRESS = '0xAbC0000000000000000000000000000000000001';
const fields = {
  server: 'https://api.example',
  caipAddress: `eip155:10:${ADDRESS}`,
  pci: '7d3f1c2a-5b6e-4f80-9a1b-2c3d4e5f6a7b',
  nonce: `0x${'ab'.repeat(32)}` as const,
  issuedAt: 1_750_000_000,
};

describe('smart-session typed data', () => {
  it('a grant and a revoke are different primary types over one domain', () => {
    const grant = sessionGrantTypedData({ ...fields, project: { name: 'App' }, expiry: 1 });
    const revoke = sessionRevokeTypedData(fields);
    expect(grant.domain).toEqual({ name: 'Portico Sessions', version: '1', chainId: 10 });
    expect(revoke.domain).toEqual(grant.domain);
    expect([grant.primaryType, revoke.primaryType]).toEqual(['GrantSession', 'RevokeSession']);
    expect(grant.message).toEqual({
      server: 'https://api.example',
      account: `eip155:10:${ADDRESS.toLowerCase()}`,
      pci: fields.pci,
      project: { id: '', name: 'App', url: '', iconUrl: '' },
      expiry: 1,
      nonce: fields.nonce,
      issuedAt: fields.issuedAt,
    });
    expect(Object.keys(revoke.message)).toEqual(['server', 'account', 'pci', 'nonce', 'issuedAt']);
  });

  it('needs an eip155 account whose chain id is a safe integer', () => {
    expect(smartSessionAccount(`eip155:1:${ADDRESS}`)).toEqual({
      chainId: 1,
      account: `eip155:1:${ADDRESS.toLowerCase()}`,
    });
    for (const caipAddress of [
      `solana:1:${ADDRESS}`,
      `eip155:01:${ADDRESS}`,
      `eip155:${2 ** 53}:${ADDRESS}`,
      'eip155:1:0x12',
    ]) {
      expect(() => smartSessionAccount(caipAddress)).toThrow(TypeError);
    }
  });

  it('names the server by the origin of the service URL', () => {
    expect(smartSessionServer('https://API.example.com/portico/')).toBe('https://api.example.com');
  });

  it('nonces are 32 random bytes; pcis are lower-case UUIDs', () => {
    const nonces = new Set(Array.from({ length: 50 }, randomSessionNonce));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(isSmartSessionNonce(nonce)).toBe(true);
    fc.assert(
      fc.property(fc.uuid(), (uuid) => {
        expect(isSmartSessionPci(uuid)).toBe(true);
        expect(isSmartSessionPci(uuid.toUpperCase())).toBe(/[a-f]/.test(uuid) === false);
        expect(isSmartSessionPci(`${uuid} `)).toBe(false);
      }),
    );
    for (const pci of ['', 'pci-1', 'Sign in to example.com\nNonce: 42', 7]) {
      expect(isSmartSessionPci(pci)).toBe(false);
    }
  });
});
