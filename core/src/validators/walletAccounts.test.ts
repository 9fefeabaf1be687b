import fc from 'fast-check';
import { RUNS, anyString, anyValue, hex, notHexChar } from '../__fixtures__/validatorProperties';
import { isSolanaPublicKey, toChecksumEvmAddress, walletAddressIn } from './walletAccounts';

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/** Base58 (Bitcoin alphabet) of `bytes`, written independently of the code under test. */
function encodeBase58(bytes: Uint8Array): string {
  let value = 0n;
  for (const byte of bytes) value = value * 256n + BigInt(byte);
  let text = '';
  while (value > 0n) {
    text = BASE58[Number(value % 58n)]! + text;
    value /= 58n;
  }
  let zeros = 0;
  while (zeros < bytes.length && bytes[zeros] === 0) zeros++;
  return '1'.repeat(zeros) + text;
}

// EIP-55's own examples.
const CHECKSUMMED = [
  '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
  '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
  '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
  '0x52908400098527886E0F7030069857D2E4169EE7',
  '0x8617E340B3D01FA5F11F306F4090FD50E238070D',
  '0xde709f2102306220921060314715629080e2fb77',
  '0x27b1fdb04752bbc536007a920d24acb045561c26',
];

/** Addresses and near-addresses: wrong lengths, prefixes, look-alike digits, case flips. */
const hostileAddress = fc.oneof(
  hex(40).map((digits) => `0x${digits}`),
  fc.constantFrom(...CHECKSUMMED),
  fc
    .tuple(
      fc.constantFrom('', '0x', '0X', ' 0x', '0x0x', '\u00000x'),
      hex(38, 42),
      fc.constantFrom('', ' ', '\n', '\u200b'),
    )
    .map(([before, digits, after]) => `${before}${digits}${after}`),
  fc
    .tuple(hex(40), fc.nat(39), notHexChar)
    .map(([digits, at, char]) => `0x${digits.slice(0, at)}${char}${digits.slice(at + 1)}`),
  fc.constantFrom('hello', '', '0x', 'eip155:1:0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'),
  anyString,
);

describe('toChecksumEvmAddress', () => {
  it.each(CHECKSUMMED)('%s: EIP-55 form from any letter case', (address) => {
    expect(toChecksumEvmAddress(address)).toBe(
      address === address.toLowerCase() || address.slice(2) === address.slice(2).toUpperCase()
        ? toChecksumEvmAddress(address.toLowerCase())
        : address,
    );
    expect(toChecksumEvmAddress(address.toLowerCase())).toBe(
      toChecksumEvmAddress(`0x${address.slice(2).toUpperCase()}`),
    );
  });

  it('the mixed-case EIP-55 examples are their own checksum; one flipped letter is refused', () => {
    const mixed = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
    expect(toChecksumEvmAddress(mixed.toLowerCase())).toBe(mixed);
    expect(toChecksumEvmAddress(mixed.replace('aA', 'aa'))).toBeUndefined();
  });

  it.each([['hello'], ['0x12'], [''], ['5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'], [42], [null]])(
    '%j is refused',
    (value) => {
      expect(toChecksumEvmAddress(value)).toBeUndefined();
    },
  );

  describe('properties', () => {
    it('never throws, and only strings can pass', () => {
      fc.assert(
        fc.property(fc.oneof(anyValue, hostileAddress), (value) => {
          const address = toChecksumEvmAddress(value);
          return typeof value === 'string' || address === undefined;
        }),
        RUNS,
      );
    });

    it('accepted => 0x + 40 hex digits, the same address, and a fixed point (canonical form)', () => {
      fc.assert(
        fc.property(hostileAddress, (value) => {
          const address = toChecksumEvmAddress(value);
          if (address === undefined) return !/^0x[0-9a-f]{40}$/.test(value);
          return (
            /^0x[0-9a-fA-F]{40}$/.test(address) &&
            address.toLowerCase() === value.toLowerCase() &&
            toChecksumEvmAddress(address) === address
          );
        }),
        RUNS,
      );
    });

    it('mixed case is accepted if and only if it is the checksum itself', () => {
      fc.assert(
        fc.property(hex(40), (digits) => {
          const canonical = toChecksumEvmAddress(`0x${digits.toLowerCase()}`)!;
          const given = `0x${digits}`;
          const uniform = digits === digits.toLowerCase() || digits === digits.toUpperCase();
          return uniform || (toChecksumEvmAddress(given) !== undefined) === (given === canonical);
        }),
        RUNS,
      );
    });
  });
});

describe('isSolanaPublicKey', () => {
  it('a base58 text of 32 bytes is a public key; other lengths are not', () => {
    expect(isSolanaPublicKey('EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v')).toBe(true);
    expect(isSolanaPublicKey('11111111111111111111111111111111')).toBe(true);
    expect(isSolanaPublicKey('111111111111111111111111111111111')).toBe(false); // 33 zero bytes
    expect(isSolanaPublicKey('5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toBe(false); // 24 bytes
    expect(isSolanaPublicKey('hello')).toBe(false);
  });

  describe('properties', () => {
    it('every 32-byte key, base58-encoded, is accepted (round trip)', () => {
      fc.assert(
        fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), (bytes) =>
          isSolanaPublicKey(encodeBase58(bytes)),
        ),
        RUNS,
      );
    });

    it('accepted if and only if it is the base58 encoding of 32 bytes', () => {
      const text = fc.oneof(
        fc.uint8Array({ minLength: 30, maxLength: 34 }).map(encodeBase58),
        fc.string({ unit: fc.constantFrom(...BASE58), minLength: 31, maxLength: 45 }),
        anyString,
        anyValue,
      );
      fc.assert(
        fc.property(text, (value) => {
          const accepted = isSolanaPublicKey(value);
          if (typeof value !== 'string' || ![...value].every((c) => BASE58.includes(c))) {
            return !accepted;
          }
          let n = 0n;
          for (const char of value) n = n * 58n + BigInt(BASE58.indexOf(char));
          const zeros = value.length - value.replace(/^1+/, '').length;
          const bytes = n === 0n ? 0 : Math.ceil(n.toString(16).length / 2);
          return accepted === (zeros + bytes === 32 && value.length >= 32);
        }),
        RUNS,
      );
    });
  });
});

describe('walletAddressIn', () => {
  it('reads each namespace by its own rule', () => {
    expect(walletAddressIn('eip155', CHECKSUMMED[0]!.toLowerCase())).toBe(CHECKSUMMED[0]);
    expect(walletAddressIn('eip155', 'hello')).toBeUndefined();
    expect(walletAddressIn('solana', 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v')).toBe(
      'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
    );
    expect(walletAddressIn('solana', CHECKSUMMED[0])).toBeUndefined();
    expect(walletAddressIn('bip122', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')).toBe(
      'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
    );
    expect(walletAddressIn('bip122', 'a:b')).toBeUndefined();
  });

  it('property: never throws; what it gives is valid in that namespace', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('eip155', 'solana', 'bip122', 'polkadot'),
        fc.oneof(hostileAddress, anyValue),
        (namespace, value) => {
          const address = walletAddressIn(namespace, value);
          if (address === undefined) return true;
          if (namespace === 'eip155') return toChecksumEvmAddress(address) === address;
          if (namespace === 'solana') return isSolanaPublicKey(address);
          return /^[-.%a-zA-Z0-9]{1,128}$/.test(address);
        },
      ),
      RUNS,
    );
  });
});
