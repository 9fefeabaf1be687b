/**
 * The SS58 codec against @polkadot/util-crypto, the oracle (tests may load it; the codec does
 * not): the same text for every 32-byte key in every prefix (one- and two-byte), the same
 * account read back, and on altered text it accepts no more than util-crypto does.
 */
import {
  base58Decode,
  base58Encode,
  checkAddressChecksum,
  blake2AsU8a,
  cryptoWaitReady,
  decodeAddress,
  encodeAddress,
} from '@polkadot/util-crypto';
import fc from 'fast-check';
import { decodeSs58, encodeSs58, isSs58Prefix } from './ss58Codec';

beforeAll(() => cryptoWaitReady());

const ALICE_KEY = 'd43593c715fdd31c61141abd04a99fd6822c8558854ccde39a5684e7a56da27d';
const ALICE_GENERIC = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY';
const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

/** Any valid prefix, the one-byte ones (0-63) as often as the two-byte ones. */
const validPrefix = fc
  .oneof(fc.integer({ min: 0, max: 63 }), fc.integer({ min: 64, max: 16_383 }))
  .filter(isSs58Prefix);
/** 32-byte keys, some starting with zero bytes (base58 writes each as a leading '1'). */
const accountId = fc.oneof(
  fc.uint8Array({ minLength: 32, maxLength: 32 }),
  fc
    .tuple(fc.integer({ min: 1, max: 32 }), fc.uint8Array({ minLength: 32, maxLength: 32 }))
    .map(([zeros, key]) => Uint8Array.from(key, (byte, i) => (i < zeros ? 0 : byte))),
);

/**
 * What util-crypto reads in `text`, kept to what an account address is: a 32-byte account id
 * in a valid prefix written in its shortest form (util-crypto also reads indices, 33-byte keys
 * and a two-byte form of a one-byte prefix).
 */
const oracle = (text: string) => {
  let accountId: Uint8Array;
  try {
    accountId = decodeAddress(text);
  } catch {
    return undefined;
  }
  const [, , prefixLength, prefix] = checkAddressChecksum(base58Decode(text));
  const shortest = prefixLength === 1 || prefix > 63;
  return accountId.length === 32 && isSs58Prefix(prefix) && shortest
    ? { prefix, accountId }
    : undefined;
};

/** Base58 text of `payload` and its SS58 checksum, built with util-crypto's own parts. */
const withChecksum = (payload: number[]) => {
  const bytes = Uint8Array.from(payload);
  const hash = blake2AsU8a(Uint8Array.from([...Buffer.from('SS58PRE'), ...bytes]), 512);
  return base58Encode(Uint8Array.from([...bytes, ...hash.subarray(0, 2)]));
};

describe('the SS58 codec', () => {
  it('reads //Alice in the generic prefix 42', () => {
    const account = decodeSs58(ALICE_GENERIC);
    expect(account?.prefix).toBe(42);
    expect(hex(account!.accountId)).toBe(ALICE_KEY);
  });

  it('writes every 32-byte key in every valid prefix as util-crypto does, and reads it back (property)', () => {
    fc.assert(
      fc.property(accountId, validPrefix, (key, prefix) => {
        const text = encodeSs58(key, prefix);
        expect(text).toBe(encodeAddress(key, prefix));
        expect(decodeSs58(text)).toEqual({ prefix, accountId: key });
      }),
      { numRuns: 500 },
    );
  });

  it('reads altered text as util-crypto does: the same account, or refused (property)', () => {
    const alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
    fc.assert(
      fc.property(
        accountId,
        validPrefix,
        fc.nat(),
        fc.constantFrom(...alphabet),
        (key, prefix, at, char) => {
          const text = encodeAddress(key, prefix);
          const i = at % text.length;
          const altered = `${text.slice(0, i)}${char}${text.slice(i + 1)}`;
          expect(decodeSs58(altered)).toEqual(oracle(altered));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('refuses the reserved prefixes 46 and 47, a two-byte form of a one-byte prefix, a first byte of 128 or more', () => {
    const key = Array.from(Buffer.from(ALICE_KEY, 'hex'));
    expect(decodeSs58(withChecksum([42, ...key]))?.prefix).toBe(42);
    expect(decodeSs58(withChecksum([46, ...key]))).toBeUndefined();
    expect(decodeSs58(withChecksum([47, ...key]))).toBeUndefined();
    // 42 written in the two-byte layout: 0b01_001010, 0b10_000000.
    expect(decodeSs58(withChecksum([0b0100_1010, 0b1000_0000, ...key]))).toBeUndefined();
    expect(decodeSs58(withChecksum([0x80, 0, ...key]))).toBeUndefined();
  });

  it('refuses other lengths, hex keys, long text and non-text', () => {
    for (const refused of [
      encodeAddress(new Uint8Array(33).fill(2), 42), // a 33-byte (compressed ecdsa) key
      encodeAddress(new Uint8Array(32).fill(2), 42).slice(1),
      `0x${ALICE_KEY}`,
      '1'.repeat(10_000),
      '',
      undefined,
      42,
    ]) {
      expect(decodeSs58(refused)).toBeUndefined();
    }
  });

  it('never throws on any text, and what it reads is a valid prefix and a 32-byte key (property)', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.stringMatching(/^[1-9A-HJ-NP-Za-km-z]{30,55}$/)),
        (text) => {
          const account = decodeSs58(text);
          if (account) {
            expect(isSs58Prefix(account.prefix)).toBe(true);
            expect(account.accountId).toHaveLength(32);
          }
        },
      ),
    );
  });

  it('refuses to write a reserved or out-of-range prefix or a key that is not 32 bytes', () => {
    const key = new Uint8Array(32).fill(1);
    for (const prefix of [46, 47, -1, 16_384, 1.5]) {
      expect(() => encodeSs58(key, prefix)).toThrow(RangeError);
    }
    expect(() => encodeSs58(new Uint8Array(33), 42)).toThrow(RangeError);
  });
});
