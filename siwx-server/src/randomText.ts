/**
 * Random nonces and session tokens, from node:crypto's CSPRNG.
 */
import { randomBytes } from 'node:crypto';

const ALPHANUMERICS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** 24 alphanumerics: ~143 bits (EIP-4361 asks for at least 8; the API promises at least 16). */
export const NONCE_LENGTH = 24;
/** 32 random bytes, base64url: 43 characters. */
export const SESSION_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Alphanumerics, uniformly: bytes >= 248 (62 * 4) are drawn again so no character is likelier. */
export function randomNonce(length = NONCE_LENGTH): string {
  let nonce = '';
  while (nonce.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < 248 && nonce.length < length) nonce += ALPHANUMERICS[byte % 62];
    }
  }
  return nonce;
}

export function randomSessionToken(): string {
  return randomBytes(32).toString('base64url');
}
