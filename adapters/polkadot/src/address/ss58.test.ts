import { encodeAddress } from '@polkadot/util-crypto';
import fc from 'fast-check';
import { accountIdOf, isSs58Address, isSs58Prefix, sameAccount, toPrefix } from './ss58';

const ALICE_GENERIC = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY';
const ALICE_POLKADOT = '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5';
const ALICE_KUSAMA = 'HNZata7iMYWmk5RvZRTiAsSDhV8366zq2YGb3tLH5Upf74F';

describe('SS58 addresses (the address chunk)', () => {
  it('re-encodes an account in the network prefix: Polkadot 0, Kusama 2, generic 42', () => {
    expect(toPrefix(ALICE_GENERIC, 0)).toBe(ALICE_POLKADOT);
    expect(toPrefix(ALICE_GENERIC, 2)).toBe(ALICE_KUSAMA);
    expect(toPrefix(ALICE_POLKADOT, 42)).toBe(ALICE_GENERIC);
    expect(sameAccount(ALICE_KUSAMA, ALICE_POLKADOT)).toBe(true);
  });

  it('refuses a bad checksum, a wrong length, hex and non-text', () => {
    const badChecksum = `${ALICE_GENERIC.slice(0, -1)}Z`;
    for (const bad of [badChecksum, ALICE_GENERIC.slice(1), `0x${'ab'.repeat(32)}`, 42, null]) {
      expect(isSs58Address(bad)).toBe(false);
      expect(toPrefix(bad, 42)).toBeUndefined();
    }
    expect(toPrefix(ALICE_GENERIC, 46)).toBeUndefined();
    expect(isSs58Prefix(16_384)).toBe(false);
  });

  it('any 32-byte key encoded in one valid prefix re-encodes in another to the same key (property)', () => {
    const prefix = fc.integer({ min: 0, max: 16_383 }).filter(isSs58Prefix);
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), prefix, prefix, (key, a, b) => {
        const moved = toPrefix(encodeAddress(key, a), b);
        expect(accountIdOf(moved)).toEqual(key);
        expect(toPrefix(moved, a)).toBe(encodeAddress(key, a));
      }),
      { numRuns: 50 },
    );
  });

  it('never throws on arbitrary text (property)', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(typeof isSs58Address(text)).toBe('boolean');
      }),
    );
  });
});
