/**
 * The solana adapter's sign-in text: core's Sign-In With Solana format, loaded on demand, and
 * a real ed25519 signature of it by the Wallet Standard test wallet on a local LiteSVM node.
 */
import type { Portico, SiwxMessageData } from '@portico/core';
import { parseSolanaSignInMessage } from '@portico/core/siwx';
import { verifyEd25519 } from '@portico/testing/solana';
import { decodeBase58 } from './base58';
import { connectedPortico } from './__fixtures__/connectedPortico';
import {
  startLocalSolanaNetworks,
  type LocalSolanaNetworks,
} from './__fixtures__/localSolanaNetworks';

let local: LocalSolanaNetworks;
const opened: Portico[] = [];

beforeAll(async () => {
  local = await startLocalSolanaNetworks();
});
afterEach(() => {
  for (const portico of opened.splice(0)) portico.destroy();
});
afterAll(async () => {
  await local?.stop();
});

describe('solana loadSiwxFormat', () => {
  it('writes Sign-In With Solana; the wallet signs it; the ed25519 signature verifies', async () => {
    const { portico, wallet } = await connectedPortico(local);
    opened.push(portico);
    const format = await portico.getAdapter('solana').loadSiwxFormat?.();
    expect(format?.namespace).toBe('solana');
    const data: SiwxMessageData = {
      accountAddress: wallet.address,
      chainId: 'solana:localnet',
      domain: 'app.example.com',
      uri: 'https://app.example.com',
      version: '1',
      nonce: 'n0nce0f16chars00',
      statement: 'Sign in to Example.',
      issuedAt: '2026-11-27T02:00:00.000Z',
      expirationTime: '2026-11-28T02:00:00.000Z',
    };
    const message = format!.format(data);
    expect(message).toContain('\nChain ID: localnet\n');
    expect(parseSolanaSignInMessage(message)).toEqual(data);

    const signature = await portico.signMessage({ message, namespace: 'solana' });
    expect(
      verifyEd25519(
        decodeBase58(wallet.address)!,
        new TextEncoder().encode(message),
        decodeBase58(signature)!,
      ),
    ).toBe(true);
  });
});
