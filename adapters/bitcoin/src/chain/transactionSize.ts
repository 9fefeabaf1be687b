/**
 * The size of a transfer before it is signed, and the dust limits, from the scripts alone (no
 * bitcoinjs-lib). Sizes are in weight units (WU; a virtual byte is 4 WU, BIP 141) and upper
 * bounds: a signature is counted at its largest (an ECDSA one 72 bytes with its sighash byte,
 * a Schnorr one 65), so a signed transaction is never larger than estimated, and at most about
 * one virtual byte per input smaller (tests check both against bitcoinjs's virtualSize()).
 */

/** The script kinds the payment address may have (the inputs of a transfer). */
export type PaymentScriptType = 'p2wpkh' | 'p2tr' | 'p2sh-p2wpkh' | 'p2pkh';

/** version (4) + locktime (4), in bytes; the input and output counts are added as varints. */
const TX_FIXED_BYTES = 8;
/** The segwit marker and flag: 2 WU, in a transaction with at least one witness input. */
const SEGWIT_MARKER_WU = 2;
/** outpoint (36) + sequence (4), in bytes, before the scriptSig and its length. */
const INPUT_FIXED_BYTES = 40;
/** A compressed public key. */
const PUBKEY_BYTES = 33;
/** The largest low-S DER ECDSA signature (71) with its sighash byte. */
const ECDSA_SIGNATURE_BYTES = 72;
/** A Schnorr signature (64) with an explicit sighash byte (BIP 341 omits it for SIGHASH_DEFAULT). */
const SCHNORR_SIGNATURE_BYTES = 65;
/** The P2SH-P2WPKH redeem script: OP_0 <20-byte key hash>. */
const P2WPKH_REDEEM_SCRIPT_BYTES = 22;

interface InputShape {
  /** The scriptSig's bytes (without its length). */
  readonly scriptSigBytes: number;
  /** The witness's bytes (item count, and each item's length and bytes); 0 for none. */
  readonly witnessBytes: number;
}

const INPUT_SHAPES: Readonly<Record<PaymentScriptType, InputShape>> = Object.freeze({
  // witness: 2 items, <signature> <public key>
  p2wpkh: { scriptSigBytes: 0, witnessBytes: 1 + 1 + ECDSA_SIGNATURE_BYTES + 1 + PUBKEY_BYTES },
  // key path: 1 item, <signature>
  p2tr: { scriptSigBytes: 0, witnessBytes: 1 + 1 + SCHNORR_SIGNATURE_BYTES },
  // scriptSig: one push of the redeem script; witness as P2WPKH
  'p2sh-p2wpkh': {
    scriptSigBytes: 1 + P2WPKH_REDEEM_SCRIPT_BYTES,
    witnessBytes: 1 + 1 + ECDSA_SIGNATURE_BYTES + 1 + PUBKEY_BYTES,
  },
  // scriptSig: <signature> <public key>, each a direct push
  p2pkh: { scriptSigBytes: 1 + ECDSA_SIGNATURE_BYTES + 1 + PUBKEY_BYTES, witnessBytes: 0 },
});

/** The bytes of a Bitcoin CompactSize (varint) of `n`. */
export function varIntBytes(n: number): number {
  if (n < 0xfd) return 1;
  if (n <= 0xffff) return 3;
  if (n <= 0xffff_ffff) return 5;
  return 9;
}

/** An output's bytes: value (8), the script's length, the script. */
export function outputBytes(scriptLength: number): number {
  return 8 + varIntBytes(scriptLength) + scriptLength;
}

/** The weight of one input of `type`, witness included (without the segwit marker). */
export function inputWeight(type: PaymentScriptType): number {
  const { scriptSigBytes, witnessBytes } = INPUT_SHAPES[type];
  return (INPUT_FIXED_BYTES + varIntBytes(scriptSigBytes) + scriptSigBytes) * 4 + witnessBytes;
}

/**
 * The virtual size (vB, rounded up) of a transaction spending `inputCount` inputs of `type` to
 * outputs whose scripts have `outputScriptLengths` bytes.
 */
export function transferVsize(
  type: PaymentScriptType,
  inputCount: number,
  outputScriptLengths: readonly number[],
): number {
  const baseBytes =
    TX_FIXED_BYTES +
    varIntBytes(inputCount) +
    varIntBytes(outputScriptLengths.length) +
    outputScriptLengths.reduce((sum, length) => sum + outputBytes(length), 0);
  const segwit = INPUT_SHAPES[type].witnessBytes > 0;
  const weight =
    baseBytes * 4 +
    inputCount * inputWeight(type) +
    (segwit && inputCount > 0 ? SEGWIT_MARKER_WU : 0);
  return Math.ceil(weight / 4);
}

/**
 * Bitcoin Core's dust limit of an output with `script` (GetDustThreshold at its default dust
 * relay fee of 3 sat/vB): 3 × (the output's bytes + the bytes of an input spending it, 67 for
 * a witness program and 148 otherwise). P2PKH 546, P2SH 540, P2WPKH 294, P2WSH and P2TR 330.
 * An output below it is not relayed.
 */
export function dustLimit(script: Uint8Array): bigint {
  const spendBytes = isWitnessProgram(script)
    ? 32 + 4 + 1 + Math.floor(107 / 4) + 4
    : 32 + 4 + 1 + 107 + 4;
  return BigInt(3 * (outputBytes(script.length) + spendBytes));
}

/** OP_0..OP_16 followed by one direct push of 2 to 40 bytes (BIP 141). */
function isWitnessProgram(script: Uint8Array): boolean {
  if (script.length < 4 || script.length > 42) return false;
  const version = script[0] ?? -1;
  if (version !== 0x00 && (version < 0x51 || version > 0x60)) return false;
  return (script[1] ?? -1) + 2 === script.length;
}
