/**
 * The sign-in server on eip155 with real EOA signatures (viem local accounts) and a real chain
 * node (anvil: viem's verifier asks it first). Every refusal of issue 18 has its own test and
 * its own reason; the clock is the test's.
 */
import { findFreePort, startAnvil, type AnvilInstance } from '@portico/testing';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import {
  siweText,
  testClock,
  TEST_DOMAIN,
  TEST_ORIGIN,
  type TestClock,
} from './__fixtures__/siwxTestKit';
import { SiwxError, type SiwxRefusalCode } from './errors';
import { createSiwxServer, type SiwxServer } from './siwxServer';

const CHAIN_ID = 31337;
const account = privateKeyToAccount(generatePrivateKey());
const stranger = privateKeyToAccount(generatePrivateKey());

let node: AnvilInstance;
let clock: TestClock;
let siwx: SiwxServer;

beforeAll(async () => {
  node = await startAnvil({ chainId: CHAIN_ID });
});
afterAll(() => node.stop());

beforeEach(() => {
  clock = testClock();
  siwx = createSiwxServer({
    domains: [TEST_DOMAIN],
    uris: [TEST_ORIGIN],
    chains: [{ chainId: `eip155:${CHAIN_ID}`, rpcUrl: node.url }],
    now: clock.now,
  });
});

/** A message with a fresh nonce from the server, and the account's signature of it. */
async function signed(
  overrides: Parameters<typeof siweText>[4] = {},
  signer = account,
  chainId = CHAIN_ID,
) {
  const { nonce } = await siwx.issueNonce();
  const message = siweText(account.address, chainId, nonce, clock.now(), overrides);
  return { message, nonce, signature: await signer.signMessage({ message }) };
}

async function refusal(
  promise: Promise<unknown>,
): Promise<{ code: SiwxRefusalCode; status: number; message: string }> {
  const error = await promise.then(
    () => {
      throw new Error('expected a refusal, the sign-in succeeded');
    },
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(SiwxError);
  const { code, status, message } = error as SiwxError;
  return { code, status, message };
}

describe('nonces', () => {
  it('issues 24 alphanumerics that expire after 5 minutes, a new one each time', async () => {
    const first = await siwx.issueNonce();
    const second = await siwx.issueNonce();
    expect(first.nonce).toMatch(/^[A-Za-z0-9]{24}$/);
    expect(second.nonce).not.toBe(first.nonce);
    expect(Date.parse(first.expiresAt) - clock.now()).toBe(5 * 60 * 1000);
  });
});

describe('an EOA signs in', () => {
  it('verifies the message and opens a session that ends with the session lifetime', async () => {
    const { message, signature } = await signed();
    const session = await siwx.signIn(message, signature);
    expect(session).toEqual({
      chainId: `eip155:${CHAIN_ID}`,
      address: account.address,
      expiresAt: new Date(clock.now() + 86_400_000).toISOString(),
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    await expect(siwx.getSessions(session.token)).resolves.toEqual([
      {
        chainId: `eip155:${CHAIN_ID}`,
        address: account.address,
        expiresAt: session.expiresAt,
        message,
        signature,
      },
    ]);
  });

  it("ends the session at the message's expiration time when that comes first", async () => {
    const expirationTime = new Date(clock.now() + 60_000);
    const { message, signature } = await signed({ expirationTime });
    const session = await siwx.signIn(message, signature);
    expect(session.expiresAt).toBe(expirationTime.toISOString());
    clock.advance(60_000);
    await expect(siwx.getSessions(session.token)).resolves.toEqual([]);
  });

  it('reads the session only for its own chain and account (addresses without case)', async () => {
    const { message, signature } = await signed();
    const { token } = await siwx.signIn(message, signature);
    const lower = account.address.toLowerCase();
    await expect(
      siwx.getSessions(token, { chainId: `eip155:${CHAIN_ID}`, address: lower }),
    ).resolves.toHaveLength(1);
    await expect(siwx.getSessions(token, { chainId: 'eip155:1' })).resolves.toEqual([]);
    await expect(siwx.getSessions(token, { address: stranger.address })).resolves.toEqual([]);
    await expect(siwx.getSessions('unknown-token')).resolves.toEqual([]);
  });

  it('signs out: the token reads no session afterwards', async () => {
    const { message, signature } = await signed();
    const { token } = await siwx.signIn(message, signature);
    await expect(siwx.signOut(token, { address: stranger.address })).resolves.toBe(false);
    await expect(siwx.getSessions(token)).resolves.toHaveLength(1);
    await expect(
      siwx.signOut(token, { chainId: `eip155:${CHAIN_ID}`, address: account.address }),
    ).resolves.toBe(true);
    await expect(siwx.getSessions(token)).resolves.toEqual([]);
  });

  it('accepts timestamps written without milliseconds (RFC 3339 has several spellings)', async () => {
    const { nonce } = await siwx.issueNonce();
    const message = siweText(account.address, CHAIN_ID, nonce, clock.now()).replace(
      /Issued At: (.*)\.000Z/,
      'Issued At: $1Z',
    );
    expect(message).toMatch(/Issued At: \d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/m);
    const signature = await account.signMessage({ message });
    await expect(siwx.signIn(message, signature)).resolves.toMatchObject({
      address: account.address,
    });
  });
});

describe('refusals, each with its reason', () => {
  it('refuses a replay of a used message (409)', async () => {
    const { message, signature } = await signed();
    await siwx.signIn(message, signature);
    expect(await refusal(siwx.signIn(message, signature))).toEqual({
      code: 'MESSAGE_REPLAYED',
      status: 409,
      message: 'This signed message was used already to sign in: sign a new one',
    });
  });

  it('refuses a second message with a used nonce (409)', async () => {
    const { message, signature, nonce } = await signed();
    await siwx.signIn(message, signature);
    const again = siweText(account.address, CHAIN_ID, nonce, clock.now(), { statement: 'Again' });
    const result = await refusal(siwx.signIn(again, await account.signMessage({ message: again })));
    expect(result).toMatchObject({ code: 'NONCE_REUSED', status: 409 });
    expect(result.message).toContain(`The nonce ${nonce} was used already by another message`);
  });

  it('lets exactly one of two concurrent sign-ins with one message through', async () => {
    const { message, signature } = await signed();
    const results = await Promise.allSettled([
      siwx.signIn(message, signature),
      siwx.signIn(message, signature),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const rejected = results.find(
      (result) => result.status === 'rejected',
    ) as PromiseRejectedResult;
    expect(rejected.reason).toMatchObject({ code: 'MESSAGE_REPLAYED', status: 409 });
  });

  it('refuses a nonce this server never issued (401)', async () => {
    const message = siweText(account.address, CHAIN_ID, 'NeverIssued12345678', clock.now());
    const result = await refusal(siwx.signIn(message, await account.signMessage({ message })));
    expect(result).toMatchObject({ code: 'NONCE_UNKNOWN', status: 401 });
    expect(result.message).toContain('The nonce NeverIssued12345678 was not issued by this server');
  });

  it('refuses an expired nonce (401): 5 minutes after it was issued', async () => {
    const { nonce } = await siwx.issueNonce();
    clock.advance(5 * 60 * 1000);
    const message = siweText(account.address, CHAIN_ID, nonce, clock.now());
    const result = await refusal(siwx.signIn(message, await account.signMessage({ message })));
    expect(result).toMatchObject({ code: 'NONCE_EXPIRED', status: 401 });
    expect(result.message).toContain('has expired: ask POST /v1/siwx/nonce for a new one');
  });

  it('refuses a message for another domain (403)', async () => {
    const { message, signature } = await signed({ domain: 'evil.example' });
    const result = await refusal(siwx.signIn(message, signature));
    expect(result).toMatchObject({ code: 'DOMAIN_NOT_ALLOWED', status: 403 });
    expect(result.message).toContain('"evil.example"');
  });

  it('refuses a message for a URI outside the allowed origins (403)', async () => {
    const { message, signature } = await signed({ uri: 'https://evil.example/login' });
    const result = await refusal(siwx.signIn(message, signature));
    expect(result).toMatchObject({ code: 'URI_NOT_ALLOWED', status: 403 });
    expect(result.message).toContain('"https://evil.example/login"');
  });

  it('takes a URI under an allowed origin (a path of the site)', async () => {
    const { message, signature } = await signed({ uri: `${TEST_ORIGIN}/account?x=1` });
    await expect(siwx.signIn(message, signature)).resolves.toMatchObject({
      address: account.address,
    });
  });

  it('refuses a tampered statement: the signature no longer matches (401)', async () => {
    const { message, signature } = await signed({ statement: 'Sign in to Example' });
    const tampered = message.replace('Sign in to Example', 'Transfer everything to Mallory');
    const result = await refusal(siwx.signIn(tampered, signature));
    expect(result).toMatchObject({ code: 'SIGNATURE_MISMATCH', status: 401 });
    expect(result.message).toContain(`the account ${account.address}`);
  });

  it('refuses an expired message (401)', async () => {
    const { message, signature } = await signed({ expirationTime: new Date(clock.now() + 1000) });
    clock.advance(1000);
    const result = await refusal(siwx.signIn(message, signature));
    expect(result).toMatchObject({ code: 'MESSAGE_EXPIRED', status: 401 });
    expect(result.message).toContain('The message expired at 2026-11-27T02:00:01.000Z');
  });

  it('refuses a message before its not-before time (401)', async () => {
    const { message, signature } = await signed({ notBefore: new Date(clock.now() + 60_000) });
    const result = await refusal(siwx.signIn(message, signature));
    expect(result).toMatchObject({ code: 'MESSAGE_NOT_YET_VALID', status: 401 });
    expect(result.message).toContain('not valid before 2026-11-27T02:01:00.000Z');
  });

  it('refuses an issued-at time in the future beyond the 60 s skew (401), and takes one within it', async () => {
    const ahead = await signed({ issuedAt: new Date(clock.now() + 61_000) });
    const result = await refusal(siwx.signIn(ahead.message, ahead.signature));
    expect(result).toMatchObject({ code: 'ISSUED_IN_FUTURE', status: 401 });
    const within = await signed({ issuedAt: new Date(clock.now() + 60_000) });
    await expect(siwx.signIn(within.message, within.signature)).resolves.toBeDefined();
  });

  it('refuses a chain this server is not configured for (403)', async () => {
    const { message, signature } = await signed({}, account, 1);
    const result = await refusal(siwx.signIn(message, signature));
    expect(result).toEqual({
      code: 'CHAIN_NOT_CONFIGURED',
      status: 403,
      message: 'The chain eip155:1 is not one this server signs in on (eip155:31337)',
    });
  });

  it("refuses a signature by another account (401), and the nonce stays usable by the account's own", async () => {
    const { message, signature } = await signed({}, stranger);
    const result = await refusal(siwx.signIn(message, signature));
    expect(result).toMatchObject({ code: 'SIGNATURE_MISMATCH', status: 401 });
    const own = await account.signMessage({ message });
    await expect(siwx.signIn(message, own)).resolves.toMatchObject({ address: account.address });
  });

  it.each([
    ['not a sign-in message', 'hello', /not a sign-in message/],
    [
      'a line added inside',
      'ADD_LINE',
      /line 6 reads "Extra: line" where EIP-4361 has "URI: https:\/\/app.example.com"/,
    ],
    ['text after the fields', 'TRAIL', /past the end of the message/],
    ['a lower-case address', 'LOWER', /line 2 reads/],
    ['no nonce', 'NO_NONCE', /it has no .*nonce/],
  ])('refuses a malformed message (400): %s', async (_name, kind, reason) => {
    const { message, signature } = await signed();
    const text =
      kind === 'ADD_LINE'
        ? message.replace('\nURI:', '\nExtra: line\nURI:')
        : kind === 'TRAIL'
          ? `${message}\nSomething: else`
          : kind === 'LOWER'
            ? message.replace(account.address, account.address.toLowerCase())
            : kind === 'NO_NONCE'
              ? message.replace(/\nNonce: .*/, '')
              : kind;
    const result = await refusal(siwx.signIn(text, signature));
    expect(result).toMatchObject({ code: 'MESSAGE_MALFORMED', status: 400 });
    expect(result.message).toMatch(reason);
  });

  it.each([['0x'], ['0x123'], ['not hex'], ['0xzz']])(
    'refuses a malformed signature (400): %s',
    async (bad) => {
      const { message } = await signed();
      expect(await refusal(siwx.signIn(message, bad))).toMatchObject({
        code: 'SIGNATURE_MALFORMED',
        status: 400,
      });
    },
  );

  it('refuses an empty message or signature (400)', async () => {
    expect(await refusal(siwx.signIn('', '0x00'))).toMatchObject({
      code: 'BAD_REQUEST',
      status: 400,
    });
    const { message } = await signed();
    expect(await refusal(siwx.signIn(message, ''))).toMatchObject({
      code: 'BAD_REQUEST',
      status: 400,
    });
  });
});

describe('a chain whose node does not answer (a free port nobody listens on)', () => {
  it("still takes an EOA's signature (recovered without the node), and answers 502 when only the node could tell", async () => {
    const port = await findFreePort();
    const offline = createSiwxServer({
      domains: [TEST_DOMAIN],
      uris: [TEST_ORIGIN],
      chains: [{ chainId: `eip155:${CHAIN_ID}`, rpcUrl: `http://127.0.0.1:${port}` }],
      now: clock.now,
    });
    const sign = async (signer = account) => {
      const { nonce } = await offline.issueNonce();
      const message = siweText(account.address, CHAIN_ID, nonce, clock.now());
      return { message, signature: await signer.signMessage({ message }) };
    };
    const own = await sign();
    await expect(offline.signIn(own.message, own.signature)).resolves.toMatchObject({
      address: account.address,
    });
    const other = await sign(stranger);
    const result = await refusal(offline.signIn(other.message, other.signature));
    expect(result).toEqual({
      code: 'NODE_UNAVAILABLE',
      status: 502,
      message: `The RPC node of eip155:${CHAIN_ID} did not answer while checking a contract account's signature: try again`,
    });
  });
});
