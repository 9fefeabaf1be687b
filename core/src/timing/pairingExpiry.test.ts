import fc from 'fast-check';

import { PAIRING_EXPIRY_MARGIN_MS, PAIRING_VALIDITY_MS } from '../constants';
import { isPairingExpired, msUntilPairingRefresh, pairingExpiresAt } from './pairingExpiry';

const createdAt = 1_700_000_000_000;
const expiresAt = createdAt + 4 * 60 * 1000;

describe('pairing expiry', () => {
  it('a pairing is valid for 4 minutes', () => {
    expect(PAIRING_VALIDITY_MS).toBe(240_000);
    expect(pairingExpiresAt(createdAt)).toBe(expiresAt);
  });

  it('a pairing counts as expired from 10 s before its expiry', () => {
    expect(PAIRING_EXPIRY_MARGIN_MS).toBe(10_000);
    expect(isPairingExpired(expiresAt, expiresAt - 10_001)).toBe(false);
    expect(isPairingExpired(expiresAt, expiresAt - 10_000)).toBe(true);
    expect(isPairingExpired(expiresAt, expiresAt)).toBe(true);
    expect(isPairingExpired(expiresAt, expiresAt + 60_000)).toBe(true);
  });

  it('a fresh pairing is not expired', () => {
    expect(isPairingExpired(pairingExpiresAt(createdAt), createdAt)).toBe(false);
  });

  it('the refresh is due 3 min 50 s after creation, and is 0 once the pairing counts as expired', () => {
    expect(msUntilPairingRefresh(expiresAt, createdAt)).toBe(230_000);
    expect(msUntilPairingRefresh(expiresAt, expiresAt - 10_001)).toBe(1);
    expect(msUntilPairingRefresh(expiresAt, expiresAt - 10_000)).toBe(0);
    expect(msUntilPairingRefresh(expiresAt, expiresAt + 5_000)).toBe(0);
  });

  it('for any times, the wait until refresh is 0 exactly when the pairing counts as expired', () => {
    const time = fc.integer({ min: 0, max: 4_000_000_000_000 });
    fc.assert(
      fc.property(time, time, (expires, now) => {
        const wait = msUntilPairingRefresh(expires, now);
        expect(wait).toBeGreaterThanOrEqual(0);
        expect(wait === 0).toBe(isPairingExpired(expires, now));
        expect(isPairingExpired(expires, now + wait)).toBe(true);
      }),
    );
  });
});
