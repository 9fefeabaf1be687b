/**
 * Base58 (Bitcoin alphabet), as Solana writes addresses, signatures and blockhashes. The RPC
 * server decodes every address with it before LiteSVM sees one: LiteSVM's native addon aborts
 * the whole process on a public key that is not 32 bytes long.
 */
const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const DIGIT_BY_CHAR = new Map([...ALPHABET].map((char, digit) => [char, digit]));

export function encodeBase58(bytes: Uint8Array): string {
  let leadingZeros = 0;
  while (leadingZeros < bytes.length && bytes[leadingZeros] === 0) leadingZeros += 1;
  // Little-endian base-58 digits of the big-endian number.
  const digits: number[] = [];
  for (let index = leadingZeros; index < bytes.length; index += 1) {
    let carry = bytes[index] ?? 0;
    for (let position = 0; position < digits.length; position += 1) {
      carry += (digits[position] ?? 0) * 256;
      digits[position] = carry % 58;
      carry = Math.floor(carry / 58);
    }
    while (carry > 0) {
      digits.push(carry % 58);
      carry = Math.floor(carry / 58);
    }
  }
  return (
    '1'.repeat(leadingZeros) +
    digits
      .reverse()
      .map((digit) => ALPHABET[digit])
      .join('')
  );
}

/** The bytes of `text`, or undefined when it holds a character outside the alphabet. */
export function decodeBase58(text: string): Uint8Array | undefined {
  let leadingZeros = 0;
  while (leadingZeros < text.length && text[leadingZeros] === '1') leadingZeros += 1;
  // Little-endian bytes of the number.
  const bytes: number[] = [];
  for (let index = leadingZeros; index < text.length; index += 1) {
    const digit = DIGIT_BY_CHAR.get(text.charAt(index));
    if (digit === undefined) return undefined;
    let carry = digit;
    for (let position = 0; position < bytes.length; position += 1) {
      carry += (bytes[position] ?? 0) * 58;
      bytes[position] = carry & 0xff;
      carry >>= 8;
    }
    while (carry > 0) {
      bytes.push(carry & 0xff);
      carry >>= 8;
    }
  }
  return Uint8Array.from([...new Array<number>(leadingZeros).fill(0), ...bytes.reverse()]);
}
