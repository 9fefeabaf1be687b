/**
 * Strict Solana address parsing: base58 text that decodes to exactly 32 bytes. Every address
 * is checked here before it reaches web3.js or a node (a wrong-length key aborts LiteSVM's
 * whole process; a real node answers with an opaque "Invalid param").
 */
import { isSolanaAddress } from '@portico/core';
import { PublicKey } from '@solana/web3.js';
import { InvalidSolanaAddressError } from './chainErrors';

/** The public key of `value`, or InvalidSolanaAddressError naming `field`. */
export function parseSolanaAddress(value: unknown, field: string): PublicKey {
  if (!isSolanaAddress(value)) throw new InvalidSolanaAddressError(field, value);
  try {
    return new PublicKey(value as string);
  } catch {
    // 32 to 44 base58 characters can still decode to 31 or 33 bytes.
    throw new InvalidSolanaAddressError(field, value);
  }
}
