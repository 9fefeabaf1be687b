/**
 * The few PSBT facts the wallet chunk needs about what a wallet answers, without bitcoinjs-lib:
 * strict base64, and the unsigned transaction a version-0 PSBT carries (BIP-174: magic
 * `psbt 0xff`, then the global map's key-value pairs; key type 0x00 is the unsigned
 * transaction). Signing may add signatures and finalize inputs, but never changes that
 * transaction: comparing it tells a signed PSBT of the transfer from any other one.
 */

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** Standard base64 (RFC 4648, padded) to bytes; undefined for anything else. */
export function decodeStrictBase64(text: unknown): Uint8Array | undefined {
  if (typeof text !== 'string' || text.length === 0 || !BASE64.test(text)) return undefined;
  return Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
}

export function encodeBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

const MAGIC = [0x70, 0x73, 0x62, 0x74, 0xff];

/** A Bitcoin CompactSize at `offset`: [value, next offset], or undefined past the end. */
function compactSize(bytes: Uint8Array, offset: number): [number, number] | undefined {
  const first = bytes[offset];
  if (first === undefined) return undefined;
  if (first < 0xfd) return [first, offset + 1];
  const width = first === 0xfd ? 2 : first === 0xfe ? 4 : 8;
  if (offset + 1 + width > bytes.length) return undefined;
  let value = 0;
  for (let i = width - 1; i >= 0; i -= 1) value = value * 256 + bytes[offset + 1 + i]!;
  return [value, offset + 1 + width];
}

/** The unsigned transaction of a version-0 PSBT as hex; undefined when it has none or is cut. */
export function unsignedTransactionHex(psbt: Uint8Array): string | undefined {
  if (psbt.length < MAGIC.length || MAGIC.some((byte, i) => psbt[i] !== byte)) return undefined;
  let offset = MAGIC.length;
  for (;;) {
    const keyLength = compactSize(psbt, offset);
    if (!keyLength || keyLength[0] === 0) return undefined;
    const [keySize, keyStart] = keyLength;
    const valueLength = compactSize(psbt, keyStart + keySize);
    if (!valueLength) return undefined;
    const [valueSize, valueStart] = valueLength;
    if (valueStart + valueSize > psbt.length) return undefined;
    if (keySize === 1 && psbt[keyStart] === 0x00) {
      let hex = '';
      for (const byte of psbt.subarray(valueStart, valueStart + valueSize)) {
        hex += byte.toString(16).padStart(2, '0');
      }
      return hex;
    }
    offset = valueStart + valueSize;
  }
}
