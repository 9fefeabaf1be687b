/**
 * Sign-In With Solana: the text is read with core's parser (@portico/core/siwx, the Wallet
 * Standard's solana:signIn form, strictly canonical), and the signature checked with
 * node:crypto's ed25519. The address is the account's base58 ed25519 public key (32 bytes),
 * the signature base58 (64 bytes), as Solana wallets' signMessage returns them.
 */
import { createPublicKey, verify } from 'node:crypto';
import type { SiwxMessageData } from '@portico/core';
import { parseSolanaSignInMessage, SiwxMessageError } from '@portico/core/siwx';
import { base58 } from '@scure/base';
import { SiwxError } from './errors';
import type { ParsedSiwxMessage } from './signedMessage';
import { SIWX_MESSAGES } from './siwxMessages';

/** RFC 3339 date-time, as EIP-4361 and the Wallet Standard write it. */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

const malformed = (reason: string) =>
  new SiwxError('MESSAGE_MALFORMED', SIWX_MESSAGES.messageMalformed('Sign-In With Solana', reason));

function decodeBase58(text: string): Uint8Array | undefined {
  try {
    return base58.decode(text);
  } catch {
    return undefined;
  }
}

export function parseSolanaMessage(text: string): ParsedSiwxMessage {
  let data: SiwxMessageData;
  try {
    data = parseSolanaSignInMessage(text);
  } catch (error) {
    if (!(error instanceof SiwxMessageError)) throw error;
    throw malformed(error.message);
  }
  if (decodeBase58(data.accountAddress)?.length !== 32) {
    throw malformed(`its address ${data.accountAddress} is not a base58 ed25519 public key`);
  }
  for (const field of ['issuedAt', 'expirationTime', 'notBefore'] as const) {
    const value = data[field];
    if (value !== undefined && (!DATE_TIME.test(value) || Number.isNaN(Date.parse(value)))) {
      throw malformed(`its ${field} is not an RFC 3339 date-time`);
    }
  }
  return { namespace: 'solana', data };
}

/** true when the address's key signed exactly this text; SiwxError 400 for a malformed signature. */
export function verifySolanaSignature(
  data: SiwxMessageData,
  message: string,
  signature: string,
): boolean {
  const bytes = decodeBase58(signature);
  if (bytes?.length !== 64) {
    throw new SiwxError(
      'SIGNATURE_MALFORMED',
      SIWX_MESSAGES.signatureMalformed('64 bytes in base58'),
    );
  }
  const publicKey = createPublicKey({
    key: {
      kty: 'OKP',
      crv: 'Ed25519',
      x: Buffer.from(base58.decode(data.accountAddress)).toString('base64url'),
    },
    format: 'jwk',
  });
  return verify(null, Buffer.from(message, 'utf8'), publicKey, bytes);
}
