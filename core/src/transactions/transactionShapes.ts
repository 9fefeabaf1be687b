/**
 * The shapes a tracked transaction's fields must have, per namespace. The same checks run when
 * a transaction is recorded and when it is read back from storage (untrusted: another tab,
 * an older Portico or the visitor may have written it), so what is stored can be read back.
 * Allow-lists throughout; every function takes `unknown` and never throws.
 *
 * - hash: eip155 and polkadot `0x` then 64 hex digits (spec 5); solana a base58 signature
 *   (64 bytes: 64 to 88 characters); bip122 64 hex digits; other namespaces CAIP-10's
 *   character set, `[-.%a-zA-Z0-9]{1,128}` (a hash is put in a URL path: nothing else passes).
 * - summary: `amount` exact decimal text of at most 78 digits on either side of the point
 *   (2^256 has 78), `symbol` 1 to 32 characters without control characters, `to` an address
 *   of the namespace (validators/walletAddressShape.ts).
 * - status: 'pending', 'confirmed' or 'failed'; `sentAt` a finite, non-negative number.
 */
import { CONTROL_OR_SPACE } from '../validators/linkSchemes';
import { isWalletAddressIn } from '../validators/walletAddressShape';
import type { TrackedTransactionStatus, TransactionSummary } from './types';

const HEX_HASH_0X = /^0x[0-9a-fA-F]{64}$/;
const HEX_HASH = /^[0-9a-fA-F]{64}$/;
const BASE58_SIGNATURE = /^[1-9A-HJ-NP-Za-km-z]{64,88}$/;
const CAIP10_TEXT = /^[-.%a-zA-Z0-9]{1,128}$/;
const DECIMAL_TEXT = /^\d{1,78}(\.\d{1,78})?$/;
const SYMBOL_MAX_LENGTH = 32;
const STATUSES: readonly TrackedTransactionStatus[] = Object.freeze([
  'pending',
  'confirmed',
  'failed',
]);

/** True when `value` is a transaction hash (or signature) of `namespace`. */
export function isTransactionHashIn(namespace: string, value: unknown): value is string {
  if (typeof value !== 'string') return false;
  if (namespace === 'eip155' || namespace === 'polkadot') return HEX_HASH_0X.test(value);
  if (namespace === 'solana') return BASE58_SIGNATURE.test(value);
  if (namespace === 'bip122') return HEX_HASH.test(value);
  return CAIP10_TEXT.test(value);
}

export function isTrackedStatus(value: unknown): value is TrackedTransactionStatus {
  return STATUSES.includes(value as TrackedTransactionStatus);
}

/** A time in ms since the epoch: finite and not negative. */
export function isSentAt(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0;
}

function isSymbol(value: unknown): value is string {
  if (typeof value !== 'string' || value.length === 0 || value.length > SYMBOL_MAX_LENGTH) {
    return false;
  }
  // Spaces are fine in a symbol; control and invisible characters are not.
  return ![...value].some((char) => char !== ' ' && CONTROL_OR_SPACE.test(char));
}

/** `value` as a summary of a send in `namespace`, rebuilt from its known fields; or undefined. */
export function summaryIn(namespace: string, value: unknown): TransactionSummary | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { amount, symbol, to } = value as Record<string, unknown>;
  if (typeof amount !== 'string' || !DECIMAL_TEXT.test(amount)) return undefined;
  if (!isSymbol(symbol) || !isWalletAddressIn(namespace, to)) return undefined;
  return { amount, symbol, to };
}
