/**
 * Core's adapter conformance kit on the Solana adapter: a real Wallet Standard test wallet on
 * two local LiteSVM nodes, signatures verified with Node's own ed25519.
 */
import { describeAdapterConformance } from '@portico/core/testing';
import { verifyEd25519 } from '@portico/testing/solana';
import { PublicKey } from '@solana/web3.js';
import { decodeBase58 } from './base58';
import {
  fundedTestWallet,
  startLocalSolanaNetworks,
  type LocalSolanaNetworks,
} from './__fixtures__/localSolanaNetworks';
import { solanaAdapter } from './solanaAdapter';
import { standardWalletConnectorId } from './walletStandard/connectors';

let local: LocalSolanaNetworks | undefined;

beforeAll(async () => {
  local = await startLocalSolanaNetworks();
});
afterAll(async () => {
  await local?.stop();
});

describeAdapterConformance('Solana adapter (Wallet Standard test wallet)', () => {
  const { wallet, window } = fundedTestWallet(local!);
  return {
    plugin: solanaAdapter({ window }),
    networks: local!.networks,
    connectorId: standardWalletConnectorId(wallet.wallet.name),
    transfer: { to: new PublicKey(new Uint8Array(32).fill(7)).toBase58(), value: 1_000_000n },
    verifySignature: ({ address, message, signature }) =>
      verifyEd25519(
        decodeBase58(address) ?? new Uint8Array(),
        new TextEncoder().encode(message),
        decodeBase58(signature) ?? new Uint8Array(),
      ),
  };
});
