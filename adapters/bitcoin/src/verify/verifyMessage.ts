/**
 * The lazy chunk of `verifyBitcoinMessage` (bitcoinjs-lib, @bitcoinerlab/secp256k1):
 * - BIP-322 "simple" (bip-0322.mediawiki) for P2WPKH and P2TR: the signature is the witness of
 *   `to_sign`'s input; it is checked as a script interpreter would for these two templates:
 *   P2WPKH [strict-DER low-S ECDSA signature with SIGHASH_ALL, compressed key of the program's
 *   hash] over BIP-143's digest; P2TR key path [a 64-byte Schnorr signature (SIGHASH_DEFAULT),
 *   or 65 bytes ending in SIGHASH_ALL] over BIP-341's digest, with the output key. Any other
 *   witness (script path, extra items) is not accepted.
 * - BIP-137 for P2PKH, P2SH-P2WPKH and P2WPKH: the header byte (27…42) gives the recovery id and
 *   the address type; the key recovered from the compact signature must make the address. A
 *   compressed-P2PKH header (31…34) is also accepted for a P2WPKH or P2SH-P2WPKH address of the
 *   same key, as Bitcoin Core and Electrum write signatures of segwit addresses.
 * Which one: a 65-byte signature with a header byte in 27…42 is BIP-137 (no BIP-322 witness of
 * these address types is 65 bytes long); anything else is read as BIP-322.
 */
import * as ecc from '@bitcoinerlab/secp256k1';
import {
  address as bitcoinAddress,
  crypto as bitcoinCrypto,
  initEccLib,
  script,
  Transaction,
} from 'bitcoinjs-lib';
import { PorticoError } from '@portico/core';
import { addressNetworkOf } from './addressNetwork';
import { bip137Digest, toSignTransaction } from './messageDigests';
import type { VerifyBitcoinMessageParams } from './verifyBitcoinMessage';

type AddressKind =
  | { readonly type: 'p2pkh' | 'p2sh' | 'p2wpkh'; readonly hash: Uint8Array }
  | { readonly type: 'p2tr'; readonly outputKey: Uint8Array }
  | { readonly type: 'other' };

const equal = (a: Uint8Array, b: Uint8Array) =>
  a.length === b.length && a.every((byte, i) => byte === b[i]);

/** The address's template, read from its scriptPubKey. */
function kindOf(output: Uint8Array): AddressKind {
  const [b0, b1, b2] = output;
  if (output.length === 22 && b0 === 0x00 && b1 === 0x14) {
    return { type: 'p2wpkh', hash: output.slice(2) };
  }
  if (output.length === 34 && b0 === 0x51 && b1 === 0x20) {
    return { type: 'p2tr', outputKey: output.slice(2) };
  }
  if (
    output.length === 25 &&
    b0 === 0x76 &&
    b1 === 0xa9 &&
    b2 === 0x14 &&
    output[23] === 0x88 &&
    output[24] === 0xac
  ) {
    return { type: 'p2pkh', hash: output.slice(3, 23) };
  }
  if (output.length === 23 && b0 === 0xa9 && b1 === 0x14 && output[22] === 0x87) {
    return { type: 'p2sh', hash: output.slice(2, 22) };
  }
  return { type: 'other' };
}

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** Standard padded base64 (RFC 4648) to bytes; undefined for anything else. */
function decodeBase64(text: unknown): Uint8Array | undefined {
  if (typeof text !== 'string' || text === '' || !BASE64.test(text)) return undefined;
  return Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
}

function outputScriptOf(params: VerifyBitcoinMessageParams): Uint8Array {
  const network = addressNetworkOf(params.network, params.addressFormats);
  try {
    if (typeof params.address !== 'string') throw new TypeError('not text');
    return bitcoinAddress.toOutputScript(params.address, network);
  } catch (cause) {
    throw new PorticoError(
      `${String(params.address)} is not an address of ${params.network.name}`,
      'BITCOIN_ADDRESS_NOT_OF_NETWORK',
      { cause },
    );
  }
}

/** A consensus-encoded witness stack, all bytes used; undefined when malformed. */
function decodeWitness(bytes: Uint8Array): Uint8Array[] | undefined {
  let at = 0;
  const size = (): number | undefined => {
    const first = bytes[at++];
    if (first === undefined) return undefined;
    if (first < 0xfd) return first;
    if (first === 0xfd && at + 2 <= bytes.length) {
      const n = bytes[at]! | (bytes[at + 1]! << 8);
      at += 2;
      return n >= 0xfd ? n : undefined; // CompactSize must be minimal
    }
    return undefined; // longer sizes cannot occur in a message signature
  };
  const count = size();
  if (count === undefined) return undefined;
  const stack: Uint8Array[] = [];
  for (let i = 0; i < count; i++) {
    const length = size();
    if (length === undefined || at + length > bytes.length) return undefined;
    stack.push(bytes.slice(at, at + length));
    at += length;
  }
  return at === bytes.length ? stack : undefined;
}

function p2pkhScript(hash: Uint8Array): Uint8Array {
  return Uint8Array.of(0x76, 0xa9, 0x14, ...hash, 0x88, 0xac);
}

function verifyBip322P2wpkh(
  stack: readonly Uint8Array[],
  keyHash: Uint8Array,
  toSign: Transaction,
): boolean {
  if (stack.length !== 2) return false;
  const [signatureWithType, publicKey] = stack as [Uint8Array, Uint8Array];
  if (publicKey.length !== 33 || !equal(bitcoinCrypto.hash160(publicKey), keyHash)) return false;
  const { signature, hashType } = script.signature.decode(signatureWithType); // strict DER
  if (hashType !== Transaction.SIGHASH_ALL) return false;
  // BIP-143: the scriptCode of a P2WPKH input is the P2PKH script of its key hash.
  const digest = toSign.hashForWitnessV0(0, p2pkhScript(keyHash), 0n, Transaction.SIGHASH_ALL);
  return ecc.verify(digest, publicKey, signature, true /* low S only */);
}

function verifyBip322P2tr(
  stack: readonly Uint8Array[],
  output: Uint8Array,
  outputKey: Uint8Array,
  toSign: Transaction,
): boolean {
  if (stack.length !== 1) return false; // a key-path spend has exactly the signature
  const signature = stack[0]!;
  let hashType: number;
  if (signature.length === 64) hashType = Transaction.SIGHASH_DEFAULT;
  else if (signature.length === 65 && signature[64] === Transaction.SIGHASH_ALL) {
    hashType = Transaction.SIGHASH_ALL;
  } else return false;
  const digest = toSign.hashForWitnessV1(0, [output], [0n], hashType);
  return ecc.verifySchnorr(digest, outputKey, signature.slice(0, 64));
}

function verifyBip322(
  signature: Uint8Array,
  message: Uint8Array,
  output: Uint8Array,
  kind: AddressKind,
): boolean {
  if (kind.type !== 'p2wpkh' && kind.type !== 'p2tr') return false;
  const stack = decodeWitness(signature);
  if (!stack) return false;
  const toSign = toSignTransaction(message, output);
  if (kind.type === 'p2tr') return verifyBip322P2tr(stack, output, kind.outputKey, toSign);
  return verifyBip322P2wpkh(stack, kind.hash, toSign);
}

function verifyBip137(signature: Uint8Array, message: Uint8Array, kind: AddressKind): boolean {
  if (kind.type !== 'p2pkh' && kind.type !== 'p2sh' && kind.type !== 'p2wpkh') return false;
  const header = signature[0]!;
  const recoveryId = ((header - 27) & 3) as 0 | 1 | 2 | 3;
  const compressed = header >= 31;
  const publicKey = ecc.recover(bip137Digest(message), signature.slice(1), recoveryId, compressed);
  if (!publicKey) return false;
  const keyHash = bitcoinCrypto.hash160(publicKey);
  const segwitHash = bitcoinCrypto.hash160(Uint8Array.of(0x00, 0x14, ...keyHash));
  const makes = {
    p2pkh: kind.type === 'p2pkh' && equal(kind.hash, keyHash),
    p2wpkh: kind.type === 'p2wpkh' && equal(kind.hash, keyHash),
    p2shP2wpkh: kind.type === 'p2sh' && equal(kind.hash, segwitHash),
  };
  if (header <= 30) return makes.p2pkh; // uncompressed key: P2PKH only
  if (header <= 34) return makes.p2pkh || makes.p2wpkh || makes.p2shP2wpkh;
  if (header <= 38) return makes.p2shP2wpkh;
  return makes.p2wpkh;
}

const isBip137 = (signature: Uint8Array) =>
  signature.length === 65 && signature[0]! >= 27 && signature[0]! <= 42;

export function verifyMessage(params: VerifyBitcoinMessageParams): boolean {
  initEccLib(ecc);
  const output = outputScriptOf(params);
  const signature = decodeBase64(params.signature);
  const message =
    typeof params.message === 'string' ? new TextEncoder().encode(params.message) : params.message;
  if (!signature || !(message instanceof Uint8Array)) return false;
  const kind = kindOf(output);
  try {
    return isBip137(signature)
      ? verifyBip137(signature, message, kind)
      : verifyBip322(signature, message, output, kind);
  } catch {
    // A malformed DER signature, a point not on the curve, an r or s out of range…
    return false;
  }
}
