/**
 * The message verifier, a lazy chunk (verifyPolkadotMessage.ts loads it): @polkadot/util-crypto's
 * signatureVerify, which tells sr25519, ed25519 and ecdsa apart (by the MultiSignature's type
 * byte, or by trying each for a bare 64-byte signature), over the `<Bytes>`-wrapped message and
 * the bare one.
 */
import { isHex, stringToU8a, u8aUnwrapBytes, u8aWrapBytes } from '@polkadot/util';
import { cryptoWaitReady, signatureVerify } from '@polkadot/util-crypto';
import type { VerifyPolkadotMessageParams } from './verifyPolkadotMessage';

/** 64 to 66 bytes: a bare signature, or a MultiSignature (ecdsa: 65 bytes + the type byte). */
const SIGNATURE_HEX = /^0x(?:[0-9a-fA-F]{2}){64,66}$/;

export async function verifyMessage({
  message,
  signature,
  address,
}: VerifyPolkadotMessageParams): Promise<boolean> {
  if (typeof signature !== 'string' || !SIGNATURE_HEX.test(signature) || !isHex(signature)) {
    return false;
  }
  if (typeof address !== 'string') return false;
  const bytes = typeof message === 'string' ? stringToU8a(message) : message;
  if (!(bytes instanceof Uint8Array)) return false;
  await cryptoWaitReady();
  const candidates = [u8aWrapBytes(bytes), u8aUnwrapBytes(bytes)];
  try {
    return candidates.some((candidate) => signatureVerify(candidate, signature, address).isValid);
  } catch {
    // A malformed address (decodeAddress throws).
    return false;
  }
}
