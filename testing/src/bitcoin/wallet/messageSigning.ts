/**
 * The wallet's message signatures, written from the BIPs:
 * - BIP-322 "simple" (https://github.com/bitcoin/bips/blob/master/bip-0322.mediawiki): the
 *   virtual `to_spend` transaction commits to the tagged hash (tag "BIP0322-signed-message") of
 *   the message and to the address's scriptPubKey; `to_sign` spends it; the signature is the
 *   witness that satisfies `to_sign`'s input, consensus-encoded. P2WPKH signs BIP-143's
 *   digest with SIGHASH_ALL; P2TR signs BIP-341's key-path digest with SIGHASH_DEFAULT.
 * - BIP-137 (https://github.com/bitcoin/bips/blob/master/bip-0137.mediawiki): a compact
 *   recoverable ECDSA signature of hash256("\x18Bitcoin Signed Message:\n" || varint(len) ||
 *   message), its header byte saying the recovery id and the address type.
 * The adapter's verifier (adapters/bitcoin/src/verify) is written separately; the two check
 * each other in the tests.
 */
import * as ecc from '@bitcoinerlab/secp256k1';
import { crypto as bitcoinCrypto, payments, script, Transaction } from 'bitcoinjs-lib';
import { compactSize, concatBytes, encodeWitness, utf8 } from './bytes';
import { BitcoinWalletError } from './errors';
import { taprootSigner, type WalletKey } from './keys';

const BIP322_TAG_HASH = bitcoinCrypto.sha256(utf8('BIP0322-signed-message'));
const OP_0 = 0x00;
const OP_RETURN = 0x6a;
const PUSH_32 = 0x20;

/** BIP-340's tagged hash with BIP-322's tag: sha256(sha256(tag) || sha256(tag) || message). */
export function bip322MessageHash(message: Uint8Array): Uint8Array {
  return bitcoinCrypto.sha256(concatBytes(BIP322_TAG_HASH, BIP322_TAG_HASH, message));
}

/** BIP-322's `to_spend`: version 0, one input of 000…000:FFFFFFFF, one 0-value output. */
export function bip322ToSpend(message: Uint8Array, scriptPubKey: Uint8Array): Transaction {
  const tx = new Transaction();
  tx.version = 0;
  tx.locktime = 0;
  const scriptSig = concatBytes(Uint8Array.of(OP_0, PUSH_32), bip322MessageHash(message));
  tx.addInput(new Uint8Array(32), 0xffffffff, 0, scriptSig);
  tx.addOutput(scriptPubKey, 0n);
  return tx;
}

/** BIP-322's `to_sign` (simple form): spends `to_spend`'s output 0 into one OP_RETURN output. */
export function bip322ToSign(toSpend: Transaction): Transaction {
  const tx = new Transaction();
  tx.version = 0;
  tx.locktime = 0;
  tx.addInput(toSpend.getHash(), 0, 0);
  tx.addOutput(Uint8Array.of(OP_RETURN), 0n);
  return tx;
}

/**
 * The BIP-322 simple signature of `message` by `key`'s address: the witness stack, encoded.
 * `lowR` grinds the ECDSA nonce for a 32-byte R as Bitcoin Core does (its signatures are 71
 * bytes); without it the nonce is plain RFC 6979. P2TR's Schnorr signature uses fresh
 * auxiliary randomness (BIP-340), so it differs each time.
 */
export function signBip322Simple(
  key: WalletKey,
  message: Uint8Array,
  { lowR = true }: { readonly lowR?: boolean } = {},
): Uint8Array {
  const toSign = bip322ToSign(bip322ToSpend(message, key.output));
  if (key.type === 'p2wpkh') {
    // BIP-143: a P2WPKH input's scriptCode is the P2PKH script of its key hash.
    const scriptCode = payments.p2pkh({ pubkey: key.publicKey }).output!;
    const digest = toSign.hashForWitnessV0(0, scriptCode, 0n, Transaction.SIGHASH_ALL);
    const signature = script.signature.encode(
      key.keyPair.sign(digest, lowR),
      Transaction.SIGHASH_ALL,
    );
    return encodeWitness([signature, key.publicKey]);
  }
  const digest = toSign.hashForWitnessV1(0, [key.output], [0n], Transaction.SIGHASH_DEFAULT);
  return encodeWitness([taprootSigner(key).signSchnorr(digest)]);
}

const BIP137_PREFIX = utf8('\x18Bitcoin Signed Message:\n');

/** hash256 of the prefixed message (the digest BIP-137 signatures sign). */
export function bip137MessageHash(message: Uint8Array): Uint8Array {
  return bitcoinCrypto.hash256(concatBytes(BIP137_PREFIX, compactSize(message.length), message));
}

/** BIP-137's header byte base per address type (plus the recovery id 0…3). */
const BIP137_HEADER_BASE = Object.freeze({
  'p2pkh-compressed': 31,
  'p2sh-p2wpkh': 35,
  p2wpkh: 39,
});

/** The BIP-137 signature of `message` by `key`'s P2WPKH address: 65 bytes (header, r, s). */
export function signBip137(key: WalletKey, message: Uint8Array): Uint8Array {
  if (key.type !== 'p2wpkh' || !key.keyPair.privateKey) {
    throw BitcoinWalletError.invalidParams(
      'BIP-137 signatures are for P2PKH and P2WPKH addresses; this one is P2TR (use BIP-322)',
    );
  }
  const { signature, recoveryId } = ecc.signRecoverable(
    bip137MessageHash(message),
    key.keyPair.privateKey,
  );
  return concatBytes(Uint8Array.of(BIP137_HEADER_BASE.p2wpkh + recoveryId), signature);
}
