/**
 * The Solana side of the WalletConnect test wallet: the session's solana namespace, answered
 * with WalletConnect's Solana JSON-RPC (base58 messages and signatures, base64 transactions)
 * and the Solana test wallet's own ed25519 signing. A wallet that signs a transaction answers
 * with the signature only (as many wallets do), so the app must place it itself.
 */
import { Keypair } from '@solana/web3.js';
import { ProviderRpcError } from '../evm/providerRpcError';
import { decodeBase58, encodeBase58 } from '../solana/rpcBase58';
import {
  keypairFromSecretKey,
  signMessageBytes,
  signSerializedTransaction,
} from '../solana/standardWalletSigning';

export const WALLETCONNECT_TEST_WALLET_SOLANA_METHODS = [
  'solana_signMessage',
  'solana_signTransaction',
] as const;

export interface WalletConnectTestWalletSolanaOptions {
  /** The 64-byte ed25519 secret key (web3.js `Keypair.secretKey`); a fresh one when absent. */
  readonly secretKey?: Uint8Array;
  /** The CAIP-2 chains offered ('solana:localnet', ...). */
  readonly chains: readonly string[];
}

export interface SolanaSide {
  readonly address: string;
  readonly namespace: {
    chains: string[];
    accounts: string[];
    methods: string[];
    events: string[];
  };
  answer(method: string, params: unknown): unknown;
}

function field(params: unknown, name: string): string {
  const value = (params as Record<string, unknown> | null)?.[name];
  if (typeof value !== 'string') throw ProviderRpcError.invalidParams(`${name} must be a string`);
  return value;
}

export function createSolanaSide(options: WalletConnectTestWalletSolanaOptions): SolanaSide {
  const keypair = options.secretKey ? keypairFromSecretKey(options.secretKey) : Keypair.generate();
  const address = keypair.publicKey.toBase58();
  return {
    address,
    namespace: {
      chains: [...options.chains],
      accounts: options.chains.map((chain) => `${chain}:${address}`),
      methods: [...WALLETCONNECT_TEST_WALLET_SOLANA_METHODS],
      events: [],
    },
    answer(method, params) {
      if (method === 'solana_signMessage') {
        const message = decodeBase58(field(params, 'message'));
        if (!message) throw ProviderRpcError.invalidParams('message must be base58');
        if (field(params, 'pubkey') !== address) {
          throw ProviderRpcError.invalidParams('pubkey is not this wallet');
        }
        return { signature: encodeBase58(signMessageBytes(keypair, message)) };
      }
      if (method === 'solana_signTransaction') {
        const bytes = Uint8Array.from(atob(field(params, 'transaction')), (c) => c.charCodeAt(0));
        const { signature } = signSerializedTransaction(keypair, bytes);
        return { signature: encodeBase58(signature) };
      }
      throw ProviderRpcError.unsupportedMethod(method);
    },
  };
}
