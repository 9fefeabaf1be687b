import type { SiwxConnectRequest } from '@portico/core';
import { siwxSessionsOf, toSignInError } from './oneClickSignIn';
import type { Cacao, Client, Session } from './signClient';

// Which CACAOs answer the request, checked without a relay: the client is a stand-in whose
// formatAuthMessage names the CACAO it was given (the real one, and real signatures, are in
// ../oneClickSignIn.test.ts); the session is a plain object in sign-client's shape.
const ADDRESS = '0x90F79bf6EB2c4f870365E785982E1f101E93b906';
const OTHER = '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65';
const SIGNATURE = `0x${'ab'.repeat(65)}`;

const standInClient = {
  formatAuthMessage: ({ iss }: { iss: string }) =>
    `d wants you to sign in with your Ethereum account:\n${iss}\n\nthe statement\n\nURI: u`,
} as unknown as Client;

const request: SiwxConnectRequest = {
  chains: ['eip155:1', 'eip155:10'],
  domain: 'app.example',
  uri: 'https://app.example/login',
  nonce: 'abcdefgh1234',
  issuedAt: '2026-11-27T00:00:00.000Z',
};

const cacao = (p: Partial<Cacao['p']> = {}, s: Partial<Cacao['s']> = {}): Cacao => ({
  h: { t: 'caip122' },
  p: {
    iss: `did:pkh:eip155:1:${ADDRESS}`,
    domain: request.domain,
    aud: request.uri,
    version: '1',
    nonce: request.nonce,
    iat: '2026-11-27T00:00:01.000Z',
    ...p,
  },
  s: { t: 'eip191', s: SIGNATURE, ...s },
});

const session = (authentication: Cacao[]): Session =>
  ({
    topic: 't',
    expiry: 2_000_000_000,
    namespaces: {
      eip155: {
        chains: ['eip155:1', 'eip155:10', 'eip155:137'],
        accounts: [`eip155:1:${ADDRESS}`, `eip155:10:${ADDRESS}`, `eip155:137:${ADDRESS}`],
        methods: ['personal_sign'],
        events: [],
      },
    },
    authentication,
  }) as unknown as Session;

describe('siwxSessionsOf: the CACAOs that answer the request', () => {
  it("one session per answering CACAO: its text, signature and fields (the text's statement)", () => {
    const [signed, ...rest] = siwxSessionsOf(
      standInClient,
      session([
        cacao(),
        cacao({ iss: `did:pkh:eip155:10:${ADDRESS}`, exp: '2026-11-28T00:00:00Z' }),
      ]),
      request,
    );
    expect(rest).toHaveLength(1);
    expect(signed).toEqual({
      message: standInClient.formatAuthMessage({
        request: cacao().p,
        iss: `did:pkh:eip155:1:${ADDRESS}`,
      }),
      signature: SIGNATURE,
      data: {
        accountAddress: ADDRESS,
        chainId: 'eip155:1',
        domain: request.domain,
        uri: request.uri,
        version: '1',
        nonce: request.nonce,
        issuedAt: '2026-11-27T00:00:01.000Z',
        statement: 'the statement',
      },
    });
    expect(rest[0]!.data).toMatchObject({
      chainId: 'eip155:10',
      expirationTime: '2026-11-28T00:00:00Z',
    });
  });

  it('no CACAO (a wallet without one-click sign-in): no session', () => {
    expect(siwxSessionsOf(standInClient, session([]), request)).toEqual([]);
  });

  it.each([
    ['another domain', cacao({ domain: 'evil.example' })],
    ['another nonce', cacao({ nonce: 'zzzzzzzz9999' })],
    ['another URI', cacao({ aud: 'https://evil.example/' })],
    ['a chain not requested', cacao({ iss: `did:pkh:eip155:137:${ADDRESS}` })],
    ['an account the session does not hold', cacao({ iss: `did:pkh:eip155:1:${OTHER}` })],
    ['a solana issuer', cacao({ iss: 'did:pkh:solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:x' })],
    ['a malformed issuer', cacao({ iss: `eip155:1:${ADDRESS}` })],
    ['a signature that is not hex', cacao({}, { s: 'not hex' })],
  ])('drops a CACAO with %s; none left is a WalletRequestError', (_, wrong) => {
    expect(siwxSessionsOf(standInClient, session([wrong, cacao()]), request)).toHaveLength(1);
    expect(() => siwxSessionsOf(standInClient, session([wrong]), request)).toThrow(
      expect.objectContaining({ name: 'WalletRequestError' }),
    );
  });
});

describe('toSignInError: core classes for the caller', () => {
  it("4001 (declined, or the modal closed) is UserRejectedError; core's errors pass; others are WalletRequestError", () => {
    expect(toSignInError({ code: 4001, message: 'Connection declined' })).toMatchObject({
      name: 'UserRejectedError',
      message: 'Signature declined',
    });
    const relay = toSignInError(new TypeError('socket'));
    expect(relay).toMatchObject({ name: 'WalletRequestError', message: 'An error occurred' });
    expect(toSignInError(relay)).toBe(relay);
  });
});
