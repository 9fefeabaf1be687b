import fc from 'fast-check';
import { RUNS, hex, itNeverThrows, notHexChar } from '../__fixtures__/validatorProperties';
import { isSignedMessage } from './signedMessage';

// A 65-byte ECDSA signature (r, s, v): 130 hex characters.
const SIGNATURE = `0x${'a1'.repeat(64)}1b`;

describe('isSignedMessage', () => {
  it('a signed message is 0x followed by at least 62 hex characters', () => {
    expect(isSignedMessage(SIGNATURE)).toBe(true);
    expect(isSignedMessage(`0x${'f'.repeat(62)}`)).toBe(true);
    expect(isSignedMessage(`0x${'F'.repeat(63)}`)).toBe(true);
    // Smart-account (EIP-1271 / ERC-6492) signatures are much longer.
    expect(isSignedMessage(`0x${'0'.repeat(2000)}`)).toBe(true);
  });

  it.each([
    ['61 hex characters', `0x${'f'.repeat(61)}`],
    ['no 0x prefix', SIGNATURE.slice(2)],
    ['an upper-case 0X prefix', SIGNATURE.replace('0x', '0X')],
    ['a non-hex character at the end', `${SIGNATURE}g`],
    ['a trailing line break', `${SIGNATURE}\n`],
    ['only the prefix', '0x'],
    ['a base64 signature', 'MEUCIQDf4l3mH7wvxLp1Z9rk0v6M0q8s3mUuI1t0lV6aM9q3GQIgV1dS7xk1OqR2'],
  ])('a signature with %s is refused', (_reason, value) => {
    expect(isSignedMessage(value)).toBe(false);
  });

  it.each([
    ['null', null],
    ['a byte array', new Uint8Array(65)],
    ['a boxed string', new String(SIGNATURE)],
    ['a split signature', { r: '0x01', s: '0x02', v: 27 }],
  ])('%s is not a signed message', (_kind, value) => {
    expect(isSignedMessage(value)).toBe(false);
  });

  describe('properties', () => {
    itNeverThrows(isSignedMessage, { anyStringGetsBoolean: true });

    it('every 0x followed by 62 or more hex characters is accepted', () => {
      fc.assert(
        fc.property(hex(62, 400), (digits) => isSignedMessage(`0x${digits}`)),
        RUNS,
      );
    });

    it('0x followed by fewer than 62 hex characters is refused', () => {
      fc.assert(
        fc.property(hex(0, 61), (digits) => !isSignedMessage(`0x${digits}`)),
        RUNS,
      );
    });

    it('hex characters without exactly a 0x prefix are refused', () => {
      fc.assert(
        fc.property(
          fc.oneof(
            fc.constantFrom('', '0X', 'x', '00', ' 0x'),
            fc.string({ maxLength: 4 }).filter((s) => s !== '0x' && !s.startsWith('0x')),
          ),
          hex(62, 200),
          (p, digits) => !isSignedMessage(p + digits),
        ),
        RUNS,
      );
    });

    it('one non-hex character anywhere after 0x makes the signature invalid', () => {
      fc.assert(
        fc.property(hex(62, 200), fc.nat(), notHexChar, (digits, index, bad) => {
          const at = index % digits.length;
          return !isSignedMessage(`0x${digits.slice(0, at)}${bad}${digits.slice(at + 1)}`);
        }),
        RUNS,
      );
    });
  });
});
