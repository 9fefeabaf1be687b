/**
 * Spec section 4: a wallet-connect pairing is valid for 4 minutes and counts as expired
 * within 10 s of expiry, so a QR code is refreshed before a wallet can scan a dead one.
 * All times are milliseconds since the epoch.
 */
import { PAIRING_EXPIRY_MARGIN_MS, PAIRING_VALIDITY_MS } from '../constants';

/** When a pairing created at `createdAtMs` expires. */
export function pairingExpiresAt(createdAtMs: number): number {
  return createdAtMs + PAIRING_VALIDITY_MS;
}

/** True from 10 s before `expiresAtMs` on. */
export function isPairingExpired(expiresAtMs: number, nowMs: number): boolean {
  return nowMs >= expiresAtMs - PAIRING_EXPIRY_MARGIN_MS;
}

/** How long until the pairing counts as expired and must be refreshed; 0 when it already does. */
export function msUntilPairingRefresh(expiresAtMs: number, nowMs: number): number {
  return Math.max(0, expiresAtMs - PAIRING_EXPIRY_MARGIN_MS - nowMs);
}
