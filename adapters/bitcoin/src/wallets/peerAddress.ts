/**
 * Is this text an address of this network? For what a wallet answers (its accounts, the address
 * it signed with), in the adapter's wallet chunk, so without bitcoinjs-lib (a chunk of its own):
 * - bech32 / bech32m (BIP-173, BIP-350) in full: the network's prefix (bc, tb, bcrt), one case,
 *   the checksum, and an allow-list of witness programs: v0 of 20 bytes (P2WPKH) or 32 bytes
 *   (P2WSH) with bech32, v1 of 32 bytes (P2TR) with bech32m;
 * - base58check (P2PKH, P2SH): the alphabet, 25 bytes, the network's version byte (mainnet 0x00 /
 *   0x05, testnet and regtest 0x6f / 0xc4) and the double-SHA-256 checksum (sha256.ts).
 * Testnet and regtest share their base58 versions: an m…/n…/2… address is valid on both.
 */
import { sha256 } from './sha256';

/** Which address encodings a network uses (signet shares testnet's; see ../addressFormats.ts). */
export type BitcoinAddressFormat = 'mainnet' | 'testnet' | 'regtest';

const HRP: Readonly<Record<BitcoinAddressFormat, string>> = Object.freeze({
  mainnet: 'bc',
  testnet: 'tb',
  regtest: 'bcrt',
});
const BASE58_VERSIONS: Readonly<Record<BitcoinAddressFormat, readonly number[]>> = Object.freeze({
  mainnet: Object.freeze([0x00, 0x05]),
  testnet: Object.freeze([0x6f, 0xc4]),
  regtest: Object.freeze([0x6f, 0xc4]),
});

const BECH32_CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const BECH32_CONST = 1;
const BECH32M_CONST = 0x2bc830a3;
const GENERATOR = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3] as const;

function polymod(values: readonly number[]): number {
  let checksum = 1;
  for (const value of values) {
    const top = checksum >>> 25;
    checksum = ((checksum & 0x1ffffff) << 5) ^ value;
    for (let bit = 0; bit < 5; bit += 1) {
      if ((top >>> bit) & 1) checksum ^= GENERATOR[bit]!;
    }
  }
  return checksum >>> 0;
}

/** 5-bit groups to bytes, without padding (BIP-173's convertbits(…, 5, 8, false)). */
function fiveToEight(groups: readonly number[]): number[] | undefined {
  let accumulator = 0;
  let bits = 0;
  const bytes: number[] = [];
  for (const group of groups) {
    accumulator = (accumulator << 5) | group;
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((accumulator >>> bits) & 0xff);
    }
  }
  if (bits >= 5 || ((accumulator << (8 - bits)) & 0xff) !== 0) return undefined;
  return bytes;
}

function isSegwitAddress(text: string, hrp: string): boolean {
  if (text.length > 90 || (text !== text.toLowerCase() && text !== text.toUpperCase())) {
    return false;
  }
  const lower = text.toLowerCase();
  const separator = lower.lastIndexOf('1');
  if (lower.slice(0, separator) !== hrp || lower.length - separator - 1 < 7) return false;
  const data: number[] = [];
  for (const char of lower.slice(separator + 1)) {
    const value = BECH32_CHARSET.indexOf(char);
    if (value < 0) return false;
    data.push(value);
  }
  const expanded = [...hrp].map((c) => c.charCodeAt(0) >> 5);
  expanded.push(0, ...[...hrp].map((c) => c.charCodeAt(0) & 31));
  const constant = polymod([...expanded, ...data]);
  const version = data[0]!;
  const program = fiveToEight(data.slice(1, -6));
  if (!program) return false;
  if (version === 0) {
    return constant === BECH32_CONST && (program.length === 20 || program.length === 32);
  }
  return version === 1 && constant === BECH32M_CONST && program.length === 32;
}

const BASE58_ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

function base58Bytes(text: string): number[] | undefined {
  let value = 0n;
  for (const char of text) {
    const digit = BASE58_ALPHABET.indexOf(char);
    if (digit < 0) return undefined;
    value = value * 58n + BigInt(digit);
  }
  const bytes: number[] = [];
  for (; value > 0n; value >>= 8n) bytes.unshift(Number(value & 0xffn));
  for (const char of text) {
    if (char !== '1') break;
    bytes.unshift(0);
  }
  return bytes;
}

function isBase58Address(text: string, versions: readonly number[]): boolean {
  if (text.length < 26 || text.length > 35) return false;
  const bytes = base58Bytes(text);
  if (bytes?.length !== 25 || !versions.includes(bytes[0]!)) return false;
  const checksum = sha256(sha256(Uint8Array.from(bytes.slice(0, 21))));
  return bytes.slice(21).every((byte, i) => byte === checksum[i]);
}

/** Whether `text` is an address of the `format` networks (see the file's comment). */
export function isPeerAddress(text: unknown, format: BitcoinAddressFormat): text is string {
  if (typeof text !== 'string') return false;
  return isSegwitAddress(text, HRP[format]) || isBase58Address(text, BASE58_VERSIONS[format]);
}
