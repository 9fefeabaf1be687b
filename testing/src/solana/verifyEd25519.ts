import { createPublicKey, verify } from 'node:crypto';

/** Verifies a detached ed25519 signature with Node's own implementation (not web3.js's). */
export function verifyEd25519(publicKey: Uint8Array, message: Uint8Array, signature: Uint8Array) {
  const key = createPublicKey({
    key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(publicKey).toString('base64url') },
    format: 'jwk',
  });
  return verify(null, message, key, signature);
}
