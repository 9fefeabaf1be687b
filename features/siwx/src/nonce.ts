/** A page-made nonce: 16 random bytes from the Web Crypto API as 22+ alphanumerics. */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export function pageNonce(): string {
  const bytes = new Uint8Array(24);
  globalThis.crypto.getRandomValues(bytes);
  // 248 = 4 * 62: bytes past it are dropped so that every character is equally likely.
  let nonce = '';
  for (const byte of bytes) if (byte < 248) nonce += ALPHABET[byte % 62];
  return nonce.length >= 16 ? nonce : pageNonce();
}
