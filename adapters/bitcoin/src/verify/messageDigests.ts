/**
 * What a Bitcoin message signature signs, built from the BIPs (independently of
 * @portico/testing's signer: the tests check each against the other and against BIP-322's
 * published transaction ids):
 * - BIP-137: hash256("\x18Bitcoin Signed Message:\n" || CompactSize(len) || message);
 * - BIP-322: the virtual transactions `to_spend` (committing to the tagged hash of the message,
 *   tag "BIP0322-signed-message", and to the address's scriptPubKey) and `to_sign` (spending
 *   it), serialized here byte by byte and parsed with bitcoinjs-lib for its sighash code.
 */
import { crypto as bitcoinCrypto, Transaction } from 'bitcoinjs-lib';

const encoder = new TextEncoder();

function concat(...parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** Bitcoin's CompactSize encoding of a length. */
export function compactSize(n: number): Uint8Array {
  if (n < 0xfd) return Uint8Array.of(n);
  if (n <= 0xffff) return Uint8Array.of(0xfd, n & 0xff, n >> 8);
  const out = new Uint8Array(5);
  out[0] = 0xfe;
  new DataView(out.buffer).setUint32(1, n, true);
  return out;
}

const BIP137_MAGIC = encoder.encode('\x18Bitcoin Signed Message:\n');

export function bip137Digest(message: Uint8Array): Uint8Array {
  return bitcoinCrypto.hash256(concat(BIP137_MAGIC, compactSize(message.length), message));
}

const BIP322_TAG = bitcoinCrypto.sha256(encoder.encode('BIP0322-signed-message'));

export function bip322MessageHash(message: Uint8Array): Uint8Array {
  return bitcoinCrypto.sha256(concat(BIP322_TAG, BIP322_TAG, message));
}

const ZERO_4 = new Uint8Array(4);
const ZERO_8 = new Uint8Array(8);
const ONE = Uint8Array.of(1);

/** `to_spend` serialized (no witness): version 0, input 000…000:FFFFFFFF with scriptSig OP_0 PUSH32 hash. */
export function toSpendBytes(message: Uint8Array, scriptPubKey: Uint8Array): Uint8Array {
  const scriptSig = concat(Uint8Array.of(0x00, 0x20), bip322MessageHash(message));
  return concat(
    ZERO_4, // nVersion = 0
    ONE, // one input
    new Uint8Array(32), // prevout hash 000…000
    Uint8Array.of(0xff, 0xff, 0xff, 0xff), // prevout n = 0xFFFFFFFF
    compactSize(scriptSig.length),
    scriptSig,
    ZERO_4, // nSequence = 0
    ONE, // one output
    ZERO_8, // nValue = 0
    compactSize(scriptPubKey.length),
    scriptPubKey, // message_challenge
    ZERO_4, // nLockTime = 0
  );
}

/** `to_sign` (simple form), without its witness: spends to_spend:0 into one OP_RETURN output. */
export function toSignTransaction(message: Uint8Array, scriptPubKey: Uint8Array): Transaction {
  const toSpendHash = bitcoinCrypto.hash256(toSpendBytes(message, scriptPubKey));
  const bytes = concat(
    ZERO_4, // nVersion = 0
    ONE,
    toSpendHash, // prevout hash = to_spend's hash (internal byte order)
    ZERO_4, // prevout n = 0
    Uint8Array.of(0), // empty scriptSig
    ZERO_4, // nSequence = 0
    ONE,
    ZERO_8, // nValue = 0
    Uint8Array.of(1, 0x6a), // scriptPubKey = OP_RETURN
    ZERO_4, // nLockTime = 0
  );
  return Transaction.fromBuffer(bytes);
}
