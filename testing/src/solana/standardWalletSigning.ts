/**
 * ed25519 signing for the Solana test wallet: @noble/curves (the ed25519 @solana/web3.js
 * itself uses) and web3.js, no Node built-ins, so the wallet also runs in the demo page.
 */
import { ed25519 } from '@noble/curves/ed25519';
import { Keypair, VersionedTransaction } from '@solana/web3.js';
import { SolanaWalletError } from './standardWalletErrors';

/** The first 32 bytes of a Solana secret key are the ed25519 seed (the rest, the public key). */
const SEED_BYTES = 32;

/** The detached ed25519 signature of `message` by `keypair`. */
export function signMessageBytes(keypair: Keypair, message: Uint8Array): Uint8Array {
  return ed25519.sign(message, keypair.secretKey.slice(0, SEED_BYTES));
}

/** Parses a serialized transaction, legacy or versioned; throws -32602 when it is not one. */
export function parseTransaction(bytes: Uint8Array): VersionedTransaction {
  try {
    return VersionedTransaction.deserialize(bytes);
  } catch (error) {
    throw SolanaWalletError.invalidParams(`not a serialized transaction (${String(error)})`);
  }
}

/**
 * Adds `keypair`'s signature to a serialized legacy or v0 transaction and returns it
 * serialized in the same format. The keypair must be one of the transaction's signers.
 */
export function signSerializedTransaction(
  keypair: Keypair,
  bytes: Uint8Array,
): { transaction: VersionedTransaction; signature: Uint8Array } {
  const transaction = parseTransaction(bytes);
  const { staticAccountKeys, header } = transaction.message;
  const index = staticAccountKeys
    .slice(0, header.numRequiredSignatures)
    .findIndex((key) => key.equals(keypair.publicKey));
  if (index < 0) {
    throw SolanaWalletError.invalidParams(
      `${keypair.publicKey.toBase58()} is not a signer of this transaction`,
    );
  }
  transaction.sign([keypair]);
  return { transaction, signature: Uint8Array.from(transaction.signatures[index]!) };
}

/** The keypair of a 64-byte secret key; throws -32602 when it is not a valid one. */
export function keypairFromSecretKey(secretKey: Uint8Array): Keypair {
  try {
    return Keypair.fromSecretKey(secretKey);
  } catch (error) {
    throw SolanaWalletError.invalidParams(`not an ed25519 secret key (${String(error)})`);
  }
}
