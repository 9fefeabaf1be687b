/**
 * Whether `address` signed the registration message (EIP-191 personal_sign, as a wallet's
 * signMessage does), checked with viem's verifyMessage by recovering the signer. A
 * signature that is not hex is 400; one that does not recover to the address is 401.
 */
import { verifyMessage } from 'viem';
import { InvalidRequestError, SignatureError } from '../errors';
import { SERVER_MESSAGES } from '../messages';

/** 0x, then an even number of hex digits: a 65-byte signature is 130. */
const HEX_SIGNATURE = /^0x(?:[0-9a-fA-F]{2})+$/;
/** Longer is no EOA signature (ERC-6492 wrapped signatures are not accepted). */
const MAX_SIGNATURE_HEX_LENGTH = 2 + 2 * 1024;

export function readSignature(value: string): `0x${string}` {
  if (!HEX_SIGNATURE.test(value) || value.length > MAX_SIGNATURE_HEX_LENGTH) {
    throw new InvalidRequestError(SERVER_MESSAGES.invalidSignatureFormat);
  }
  return value as `0x${string}`;
}

/** Resolves when `address` signed `message`; throws SignatureError (401) otherwise. */
export async function assertSignedBy(
  address: `0x${string}`,
  message: string,
  signature: `0x${string}`,
): Promise<void> {
  let valid = false;
  try {
    valid = await verifyMessage({ address, message, signature });
  } catch {
    // A signature of the wrong length or with an impossible point recovers no address.
    valid = false;
  }
  if (!valid) throw new SignatureError(SERVER_MESSAGES.signatureNotFromAddress(address));
}
