import fc from 'fast-check';
import { shortAddress } from './shortAddress';

describe('shortAddress', () => {
  it('keeps the first 6 and last 4 characters of an EVM address', () => {
    expect(shortAddress('0x1234567890abcdef1234567890abcdef1234abcd')).toBe('0x1234…abcd');
  });

  it('returns a short address whole', () => {
    expect(shortAddress('0x12345678')).toBe('0x12345678');
  });

  it('never makes an address longer, and keeps its start and end', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 80 }), (address) => {
        const short = shortAddress(address);
        expect(short.length).toBeLessThanOrEqual(address.length);
        expect(address.startsWith(short.split('…')[0]!)).toBe(true);
        expect(address.endsWith(short.split('…').pop()!)).toBe(true);
      }),
    );
  });
});
