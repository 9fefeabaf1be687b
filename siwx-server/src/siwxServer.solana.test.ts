/**
 * Sign-In With Solana: texts written by core's formatSolanaSignInMessage (the Wallet Standard's
 * solana:signIn form), signed with a real ed25519 key from node:crypto, the address and
 * signature in base58 as Solana wallets give them.
 */
import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import type { SiwxMessageData } from '@portico/core';
import { formatSolanaSignInMessage } from '@portico/core/siwx';
import { base58 } from '@scure/base';
import { testClock, TEST_DOMAIN, TEST_ORIGIN } from './__fixtures__/siwxTestKit';
import { createSiwxServer, type SiwxServer } from './siwxServer';

const MAINNET = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';

function keypair(): { address: string; privateKey: KeyObject } {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  const x = publicKey.export({ format: 'jwk' }).x!;
  return { address: base58.encode(Buffer.from(x, 'base64url')), privateKey };
}
const account = keypair();
const stranger = keypair();

const signWith = (key: KeyObject, message: string) =>
  base58.encode(sign(null, Buffer.from(message, 'utf8'), key));

let clock = testClock();
let siwx: SiwxServer;
beforeEach(() => {
  clock = testClock();
  siwx = createSiwxServer({
    domains: [TEST_DOMAIN],
    uris: [TEST_ORIGIN],
    chains: [{ chainId: MAINNET }, { chainId: 'solana:localnet' }],
    now: clock.now,
  });
});

async function signed(overrides: Partial<SiwxMessageData> = {}, signer = account) {
  const { nonce } = await siwx.issueNonce();
  const message = formatSolanaSignInMessage({
    accountAddress: account.address,
    chainId: MAINNET,
    domain: TEST_DOMAIN,
    uri: TEST_ORIGIN,
    version: '1',
    nonce,
    issuedAt: new Date(clock.now()).toISOString(),
    statement: 'Sign in to Example',
    ...overrides,
  });
  return { message, signature: signWith(signer.privateKey, message) };
}

describe('Sign-In With Solana', () => {
  it('signs in on mainnet ("Chain ID: mainnet" in the text) and on a local chain', async () => {
    const main = await signed();
    expect(main.message).toContain('\nChain ID: mainnet\n');
    await expect(siwx.signIn(main.message, main.signature)).resolves.toMatchObject({
      chainId: MAINNET,
      address: account.address,
    });
    const local = await signed({ chainId: 'solana:localnet' });
    await expect(siwx.signIn(local.message, local.signature)).resolves.toMatchObject({
      chainId: 'solana:localnet',
    });
  });

  it('refuses a tampered statement (401)', async () => {
    const { message, signature } = await signed();
    await expect(
      siwx.signIn(message.replace('Sign in to Example', 'Sign in to Mallory'), signature),
    ).rejects.toMatchObject({ code: 'SIGNATURE_MISMATCH', status: 401 });
  });

  it('refuses a signature by another account (401)', async () => {
    const { message, signature } = await signed({}, stranger);
    await expect(siwx.signIn(message, signature)).rejects.toMatchObject({
      code: 'SIGNATURE_MISMATCH',
      message: expect.stringContaining(account.address),
    });
  });

  it('refuses a replay (409), another domain (403) and a chain not configured (403)', async () => {
    const first = await signed();
    await siwx.signIn(first.message, first.signature);
    await expect(siwx.signIn(first.message, first.signature)).rejects.toMatchObject({
      code: 'MESSAGE_REPLAYED',
      status: 409,
    });
    const evil = await signed({ domain: 'evil.example' });
    await expect(siwx.signIn(evil.message, evil.signature)).rejects.toMatchObject({
      code: 'DOMAIN_NOT_ALLOWED',
      status: 403,
    });
    const devnet = await signed({ chainId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1' });
    await expect(siwx.signIn(devnet.message, devnet.signature)).rejects.toMatchObject({
      code: 'CHAIN_NOT_CONFIGURED',
      status: 403,
    });
  });

  it.each([
    ['not base58', '0OIl'],
    ['not 64 bytes', base58.encode(new Uint8Array(63))],
  ])('refuses a malformed signature (400): %s', async (_name, signature) => {
    const { message } = await signed();
    await expect(siwx.signIn(message, signature)).rejects.toMatchObject({
      code: 'SIGNATURE_MALFORMED',
      status: 400,
    });
  });

  it('refuses a malformed message (400): a line added, an address that is no public key, a date that is no date', async () => {
    const { message, signature } = await signed();
    const added = message.replace('\nURI:', '\nExtra: line\nURI:');
    await expect(siwx.signIn(added, signature)).rejects.toMatchObject({
      code: 'MESSAGE_MALFORMED',
      message: expect.stringContaining('Sign-In With Solana'),
    });
    const shortKey = await signed({ accountAddress: base58.encode(new Uint8Array(31).fill(7)) });
    await expect(siwx.signIn(shortKey.message, shortKey.signature)).rejects.toMatchObject({
      code: 'MESSAGE_MALFORMED',
      message: expect.stringContaining('is not a base58 ed25519 public key'),
    });
    const noDate = await signed({ issuedAt: 'yesterday' });
    await expect(siwx.signIn(noDate.message, noDate.signature)).rejects.toMatchObject({
      code: 'MESSAGE_MALFORMED',
      message: expect.stringContaining('issuedAt is not an RFC 3339 date-time'),
    });
  });

  it('refuses an expired message and one not valid yet (401)', async () => {
    const expired = await signed({ expirationTime: new Date(clock.now() + 1000).toISOString() });
    const early = await signed({ notBefore: new Date(clock.now() + 5000).toISOString() });
    clock.advance(1000);
    await expect(siwx.signIn(expired.message, expired.signature)).rejects.toMatchObject({
      code: 'MESSAGE_EXPIRED',
    });
    await expect(siwx.signIn(early.message, early.signature)).rejects.toMatchObject({
      code: 'MESSAGE_NOT_YET_VALID',
    });
  });
});
