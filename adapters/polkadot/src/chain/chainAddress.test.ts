import fc from 'fast-check';
import { encodeAddress } from '@polkadot/util-crypto';
import { requireAddress } from './chainAddress';
import { InvalidPolkadotAddressError } from './transferErrors';

const ALICE_42 = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY';

describe('requireAddress', () => {
  it('takes SS58 text of a 32-byte account in any prefix: the key is the same', () => {
    const key = requireAddress('to', ALICE_42, 'Polkadot');
    for (const prefix of [0, 2, 42]) {
      expect(requireAddress('to', encodeAddress(key, prefix), 'Polkadot')).toEqual(key);
    }
  });

  it('refuses a typo, a bad checksum, hex keys, other lengths and non-text, with the network’s name', () => {
    const refused = [
      'not an address',
      `${ALICE_42.slice(0, -1)}Z`,
      ALICE_42.slice(1),
      `0x${'ab'.repeat(32)}`,
      encodeAddress(new Uint8Array(33).fill(2), 42),
      '',
      undefined,
      42,
    ];
    for (const value of refused) {
      expect(() => requireAddress('to', value, 'Westend')).toThrow(InvalidPolkadotAddressError);
      expect(() => requireAddress('to', value, 'Westend')).toThrow(
        'Enter a valid Westend address.',
      );
    }
  });

  it('every 32-byte key encoded in any simple prefix but the reserved 46 and 47 decodes back to itself (property)', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 32, maxLength: 32 }),
        fc.integer({ min: 0, max: 63 }).filter((prefix) => prefix !== 46 && prefix !== 47),
        (key, prefix) => {
          expect(requireAddress('to', encodeAddress(key, prefix), 'Polkadot')).toEqual(key);
        },
      ),
    );
  });
});
