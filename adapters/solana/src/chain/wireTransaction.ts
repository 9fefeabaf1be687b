/**
 * Transactions as wire bytes, the form wallets sign (Wallet Standard solana:signTransaction,
 * WalletConnect solana_signTransaction): decoding with typed errors, the unsigned form this
 * module builds, and placing a signature a wallet returned on its own.
 */
import {
  PACKET_DATA_SIZE,
  Transaction,
  VersionedTransaction,
  type VersionedMessage,
} from '@solana/web3.js';
import {
  InvalidSignatureError,
  MalformedTransactionError,
  MissingSignatureError,
  UnknownSignerError,
} from './chainErrors';
import { parseSolanaAddress } from './solanaAddress';

export const SIGNATURE_BYTES = 64;

/** The signature count at the start of the wire format (compact-u16), and its size in bytes. */
function signatureCount(bytes: Uint8Array): { count: number; size: number } {
  let count = 0;
  for (let size = 0; size < 3; size += 1) {
    const byte = bytes[size] ?? 0;
    count |= (byte & 0x7f) << (7 * size);
    if ((byte & 0x80) === 0) return { count, size: size + 1 };
  }
  return { count: Number.MAX_SAFE_INTEGER, size: 3 };
}

/**
 * Wire bytes a wallet returned are untrusted: web3.js would loop over a signature count of up
 * to 2^21 before noticing the bytes run out, so the count is checked against the length first.
 */
function requireBytes(value: unknown): Uint8Array {
  if (!(value instanceof Uint8Array) || value.length === 0 || value.length > PACKET_DATA_SIZE) {
    throw new MalformedTransactionError(`expected 1 to ${PACKET_DATA_SIZE} bytes`);
  }
  const { count, size } = signatureCount(value);
  if (size + count * SIGNATURE_BYTES >= value.length) {
    throw new MalformedTransactionError(`${count} signatures do not fit in ${value.length} bytes`);
  }
  return value;
}

/** A legacy transaction from its wire bytes. */
export function decodeLegacyTransaction(bytes: Uint8Array): Transaction {
  try {
    return Transaction.from(requireBytes(bytes));
  } catch (error) {
    if (error instanceof MalformedTransactionError) throw error;
    throw new MalformedTransactionError(error);
  }
}

/** The message of a legacy or v0 transaction from its wire bytes. */
export function decodeMessage(bytes: Uint8Array): VersionedMessage {
  try {
    return VersionedTransaction.deserialize(requireBytes(bytes)).message;
  } catch (error) {
    if (error instanceof MalformedTransactionError) throw error;
    throw new MalformedTransactionError(error);
  }
}

/** The wire bytes of a transaction nobody has signed yet (signature slots left empty). */
export function serializeUnsigned(transaction: Transaction): Uint8Array {
  const wire = transaction.serialize({ requireAllSignatures: false, verifySignatures: false });
  return new Uint8Array(wire);
}

/**
 * `bytes` with `signature` placed for `signer`. The signature must verify against the message,
 * and no other required signature may be missing (the result is ready to send).
 */
export function addSignature(bytes: Uint8Array, signer: string, signature: Uint8Array): Uint8Array {
  const signerKey = parseSolanaAddress(signer, 'signer');
  if (!(signature instanceof Uint8Array) || signature.length !== SIGNATURE_BYTES) {
    throw new InvalidSignatureError(`expected ${SIGNATURE_BYTES} bytes`);
  }
  const transaction = decodeLegacyTransaction(bytes);
  if (!transaction.signatures.some(({ publicKey }) => publicKey.equals(signerKey))) {
    throw new UnknownSignerError(signerKey.toBase58());
  }
  // Typed Buffer, but web3.js copies it with its own Buffer.from: a Uint8Array is enough, and
  // the global Buffer does not exist in browsers.
  transaction.addSignature(signerKey, signature as Parameters<Transaction['addSignature']>[1]);
  if (!transaction.verifySignatures(false)) {
    throw new InvalidSignatureError(
      `it does not verify for ${signerKey.toBase58()} and this message`,
    );
  }
  const missing = transaction.signatures
    .filter((pair) => pair.signature === null)
    .map(({ publicKey }) => publicKey.toBase58());
  if (missing.length > 0) throw new MissingSignatureError(missing);
  return new Uint8Array(transaction.serialize({ requireAllSignatures: true }));
}
