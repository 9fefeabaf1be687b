import fc from 'fast-check';
import { InvalidAmountError } from '@portico/core';
import { parseWalletChainId, toHexQuantity, utf8ToHex } from './hexEncoding';

describe('toHexQuantity', () => {
  it('writes EIP-1474 quantities: 0x0, no leading zeros', () => {
    expect(toHexQuantity(0n)).toBe('0x0');
    expect(toHexQuantity(255n)).toBe('0xff');
    expect(toHexQuantity(1)).toBe('0x1');
    expect(toHexQuantity(10n ** 18n)).toBe('0xde0b6b3a7640000');
  });

  it('refuses negative values and numbers that are not safe integers', () => {
    expect(() => toHexQuantity(-1n)).toThrow(InvalidAmountError);
    expect(() => toHexQuantity(1.5)).toThrow(InvalidAmountError);
    expect(() => toHexQuantity(2 ** 60)).toThrow(InvalidAmountError);
  });

  it('round-trips any uint256 exactly (property)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 2n ** 256n - 1n }), (value) => {
        expect(BigInt(toHexQuantity(value))).toBe(value);
      }),
    );
  });
});

describe('utf8ToHex', () => {
  it('encodes text as its UTF-8 bytes', () => {
    expect(utf8ToHex('')).toBe('0x');
    expect(utf8ToHex('hi')).toBe('0x6869');
    expect(utf8ToHex('é🦊')).toBe('0xc3a9f09fa68a');
    // Text that looks like hex is still text.
    expect(utf8ToHex('0x12')).toBe('0x30783132');
  });

  it('round-trips any text through the bytes (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        expect(Buffer.from(utf8ToHex(text).slice(2), 'hex').toString('utf8')).toBe(text);
      }),
    );
  });
});

describe('parseWalletChainId', () => {
  it('reads hex (eth_chainId, chainChanged), decimal text and numbers', () => {
    expect(parseWalletChainId('0x1')).toBe(1);
    expect(parseWalletChainId('0x7A69')).toBe(31337);
    expect(parseWalletChainId('8453')).toBe(8453);
    expect(parseWalletChainId(10)).toBe(10);
  });

  it.each([['0x0'], ['0x'], ['-1'], ['01'], [0], [1.5], [null], ['0x' + 'f'.repeat(14)], [{}]])(
    'gives undefined for %p',
    (value) => {
      expect(parseWalletChainId(value)).toBeUndefined();
    },
  );

  it('never throws and gives only positive safe integers (property)', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const parsed = parseWalletChainId(value);
        if (parsed !== undefined) expect(Number.isSafeInteger(parsed) && parsed > 0).toBe(true);
      }),
    );
  });
});
