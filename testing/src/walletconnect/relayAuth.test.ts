import fc from 'fast-check';
import { isLoopbackWebSocketUrl } from './offlineSignClient';
import { clientIdFromRelayUrl } from './relayAuth';

const jwtWith = (claims: unknown) => {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'EdDSA', typ: 'JWT' })}.${part(claims)}.c2ln`;
};

describe('clientIdFromRelayUrl', () => {
  it('reads the iss of the auth JWT among the other query parameters', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.string(), (iss, projectId) => {
        const query = new URLSearchParams({ projectId, auth: jwtWith({ iss, sub: 's' }) });
        expect(clientIdFromRelayUrl(`/?${query}`)).toBe(iss);
      }),
    );
  });

  it('gives undefined, never throws, for any other request URL', () => {
    fc.assert(
      fc.property(fc.string(), (junk) => {
        expect(clientIdFromRelayUrl(`/?auth=${encodeURIComponent(junk)}`)).toBeUndefined();
        expect(() => clientIdFromRelayUrl(junk)).not.toThrow();
      }),
    );
    expect(clientIdFromRelayUrl(undefined)).toBeUndefined();
    expect(clientIdFromRelayUrl(`/?auth=${jwtWith({ iss: 42 })}`)).toBeUndefined();
  });
});

describe('isLoopbackWebSocketUrl', () => {
  it('accepts ws(s) URLs on 127.0.0.0/8, localhost and ::1 only', () => {
    expect(isLoopbackWebSocketUrl('ws://127.0.0.1:8545')).toBe(true);
    expect(isLoopbackWebSocketUrl('wss://localhost/relay')).toBe(true);
    expect(isLoopbackWebSocketUrl('ws://[::1]:1')).toBe(true);
    expect(isLoopbackWebSocketUrl('wss://relay.walletconnect.org')).toBe(false);
    expect(isLoopbackWebSocketUrl('http://127.0.0.1:1')).toBe(false);
    expect(isLoopbackWebSocketUrl('ws://127.0.0.1.example.com')).toBe(false);
    fc.assert(
      fc.property(fc.domain(), (host) => {
        expect(isLoopbackWebSocketUrl(`ws://${host}`)).toBe(host === 'localhost');
      }),
    );
  });
});
