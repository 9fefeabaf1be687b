import { keccak256 } from './keccak256';

const hex = (bytes: Uint8Array) =>
  [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
const utf8 = (text: string) => new TextEncoder().encode(text);

describe('keccak256', () => {
  it.each([
    ['', 'c5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470'],
    ['abc', '4e03657aea45a94fc7d47ba826c8d667c0d1e6e33a64a036ec44f58fa12d6c45'],
  ])('the digest of %j is the published Keccak-256 vector', (text, digest) => {
    expect(hex(keccak256(utf8(text)))).toBe(digest);
  });

  it('hashes input longer than one block (136 bytes) and of exactly one block', () => {
    // Reference values from viem's keccak256 (@noble/hashes).
    expect(hex(keccak256(new Uint8Array(300).fill(7)))).toBe(
      '4d8e06a2ea36a409a5388896fd1535153f4d61f2eb6601ae357e34e1bd73692a',
    );
    expect(hex(keccak256(new Uint8Array(136).fill(1)))).toBe(
      '782165b181823a770bd1c5d6c0b5e7c5f1b53e91da289c27b3622c49fcb91402',
    );
    expect(hex(keccak256(new Uint8Array(135).fill(2)))).toBe(
      '8f6efb490107f1572ee022faa24703196f4327126d5f26cd173934b20cd1c096',
    );
  });
});
