import { Keypair, PublicKey } from '@solana/web3.js';
import fc from 'fast-check';
import { encodeBase58 } from '../base58';
import { InvalidSolanaAddressError } from './chainErrors';
import { parseSolanaAddress } from './solanaAddress';

const bytes32 = fc.uint8Array({ minLength: 32, maxLength: 32 });

test('every 32-byte key parses back to itself from its base58 text', () => {
  fc.assert(
    fc.property(bytes32, (bytes) => {
      const text = new PublicKey(bytes).toBase58();
      expect(parseSolanaAddress(text, 'to').toBase58()).toBe(text);
    }),
  );
});

test('keys of any other length are refused with the field named, never thrown raw', () => {
  fc.assert(
    fc.property(
      fc.uint8Array({ minLength: 1, maxLength: 64 }).filter((bytes) => bytes.length !== 32),
      (bytes) => {
        expect(() => parseSolanaAddress(encodeBase58(bytes), 'owner')).toThrow(
          InvalidSolanaAddressError,
        );
      },
    ),
  );
});

test('arbitrary strings and non-strings either parse to 32 bytes or give the typed error', () => {
  fc.assert(
    fc.property(
      fc.oneof(fc.string(), fc.stringMatching(/^[1-9A-HJ-NP-Za-km-z]{30,46}$/), fc.anything()),
      (value) => {
        try {
          expect(parseSolanaAddress(value, 'mint').toBytes()).toHaveLength(32);
        } catch (error) {
          expect(error).toBeInstanceOf(InvalidSolanaAddressError);
          expect(error).toMatchObject({ code: 'SOLANA_INVALID_ADDRESS', field: 'mint' });
        }
      },
    ),
  );
});

test('a 32-character base58 string that decodes to fewer than 32 bytes is refused', () => {
  // 32 '2's decode to 23 bytes: valid characters, wrong length.
  expect(() => parseSolanaAddress('2'.repeat(32), 'to')).toThrow(InvalidSolanaAddressError);
  expect(() => parseSolanaAddress('0x' + 'a'.repeat(40), 'to')).toThrow(
    /to is not a Solana address/,
  );
  expect(parseSolanaAddress(Keypair.generate().publicKey.toBase58(), 'to')).toBeInstanceOf(
    PublicKey,
  );
});
