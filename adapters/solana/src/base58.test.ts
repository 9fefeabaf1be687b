import fc from 'fast-check';
import { PublicKey } from '@solana/web3.js';
import { decodeBase58, decodeBase64, encodeBase58, encodeBase64 } from './base58';

describe('base58', () => {
  it('round-trips any bytes, leading zero bytes included', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 80 }), (bytes) => {
        expect(decodeBase58(encodeBase58(bytes))).toEqual(bytes);
      }),
    );
  });

  it('agrees with web3.js on public keys', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), (bytes) => {
        expect(encodeBase58(bytes)).toBe(new PublicKey(bytes).toBase58());
      }),
    );
  });

  it('refuses characters outside the alphabet (0, O, I, l)', () => {
    for (const text of ['0', 'O', 'I', 'l', 'abc+', ' '])
      expect(decodeBase58(text)).toBeUndefined();
  });

  it('encodes the system program as 32 ones', () => {
    expect(encodeBase58(new Uint8Array(32))).toBe('1'.repeat(32));
  });
});

describe('base64', () => {
  it('round-trips any bytes and agrees with Node', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        const text = encodeBase64(bytes);
        expect(text).toBe(Buffer.from(bytes).toString('base64'));
        expect(decodeBase64(text)).toEqual(bytes);
      }),
    );
  });
});
