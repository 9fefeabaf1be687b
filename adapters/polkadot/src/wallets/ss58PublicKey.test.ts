/**
 * ss58PublicKey against @polkadot/util-crypto's own encoder: every 32-byte key in every valid
 * prefix (one- and two-byte ones) reads back as that key; other text (a bad checksum too) is
 * never a key and never throws.
 */
import { u8aToHex } from '@polkadot/util';
import { cryptoWaitReady, encodeAddress } from '@polkadot/util-crypto';
import fc from 'fast-check';
import { isSs58Prefix } from '../address/ss58Codec';
import { ss58PublicKey } from './ss58PublicKey';

beforeAll(() => cryptoWaitReady());

describe('ss58PublicKey', () => {
  it('reads the key of any SS58 account address, whatever its prefix', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 32, maxLength: 32 }),
        // encodeAddress refuses the reserved 46 and 47.
        fc.integer({ min: 0, max: 16_383 }).filter(isSs58Prefix),
        (key, prefix) => {
          expect(ss58PublicKey(encodeAddress(key, prefix))).toBe(u8aToHex(key, -1, false));
        },
      ),
    );
  });

  it('Polkadot (0), Kusama (2) and generic (42) texts of //Alice give one key', () => {
    const alice = 'd43593c715fdd31c61141abd04a99fd6822c8558854ccde39a5684e7a56da27d';
    for (const address of [
      '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5',
      'HNZata7iMYWmk5RvZRTiAsSDhV8366zq2YGb3tLH5Upf74F',
      '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY',
    ]) {
      expect(ss58PublicKey(address)).toBe(alice);
    }
  });

  it('anything else is undefined, never an exception', () => {
    expect(ss58PublicKey(undefined)).toBeUndefined();
    expect(ss58PublicKey(42)).toBeUndefined();
    // A 33-byte (compressed ecdsa) key is not a 32-byte account.
    expect(ss58PublicKey(encodeAddress(new Uint8Array(33).fill(1), 42))).toBeUndefined();
    expect(ss58PublicKey('0x' + 'ab'.repeat(32))).toBeUndefined();
    // //Alice's generic text with its last character changed: the checksum no longer holds.
    expect(ss58PublicKey('5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQZ')).toBeUndefined();
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (text) => {
        const key = ss58PublicKey(text);
        expect(key === undefined || /^[0-9a-f]{64}$/.test(key)).toBe(true);
      }),
    );
  });
});
