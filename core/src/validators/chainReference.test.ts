import fc from 'fast-check';
import { RUNS, anyCodePoint, anyString, anyValue } from '../__fixtures__/validatorProperties';
import { isChainReference, isWalletChainId } from './chainReference';

const EIP155 = /^[1-9][0-9]{0,15}$/;
const SOLANA = /^[1-9A-HJ-NP-Za-km-z]{32}$/;
const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/** References a wallet might send: digits with leading zeros, hex, signs, look-alike digits. */
const hostileReference = fc.oneof(
  fc.stringMatching(/^[0-9]{1,18}$/),
  fc
    .tuple(
      fc.constantFrom('', '0', '00', ' ', '+', '-', '0x', '\u0000', '\n', '\u200b'),
      fc.stringMatching(/^[0-9]{0,17}$/),
      fc.constantFrom('', ' ', '\n', 'n', 'e5', '.0', '\u0000'),
    )
    .map(([before, digits, after]) => `${before}${digits}${after}`),
  fc.constantFrom('abc', '0xNaN', 'NaN', 'Infinity', '١', '１', '1e3', '01', '0', '-1'),
  fc.string({ unit: fc.constantFrom(...'0123456789abcdefxX-_'), maxLength: 20 }),
  anyString,
  fc.string({ unit: anyCodePoint, maxLength: 8 }),
);

describe('isChainReference / isWalletChainId', () => {
  it('eip155: a decimal id without leading zeros, 1 to 16 digits', () => {
    expect(isChainReference('eip155', '1')).toBe(true);
    expect(isChainReference('eip155', '8453')).toBe(true);
    expect(isChainReference('eip155', '9999999999999999')).toBe(true);
    for (const bad of ['abc', '01', '0', '0x1', '-1', '1 ', '', '12345678901234567', '١']) {
      expect(isChainReference('eip155', bad)).toBe(false);
    }
  });

  it('solana: 32 base58 characters; other namespaces: CAIP-2 references', () => {
    expect(isWalletChainId('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toBe(true);
    expect(isWalletChainId('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvd')).toBe(false);
    expect(isWalletChainId('solana:0eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toBe(false);
    expect(isWalletChainId('solana:localnet')).toBe(true);
    expect(isWalletChainId('solana:mainnet')).toBe(true);
    expect(isWalletChainId('solana:Localnet')).toBe(false);
    expect(isWalletChainId('solana:abc')).toBe(false);
    expect(isWalletChainId('bip122:000000000019d6689c085ae165831e93')).toBe(true);
    expect(isWalletChainId('polkadot:91b171bb158e2d3848fa23a9f1c25182')).toBe(true);
    expect(isWalletChainId('EIP155:1')).toBe(false);
    expect(isWalletChainId('eip155:1:0x')).toBe(false);
    expect(isWalletChainId('eip155')).toBe(false);
  });

  describe('properties', () => {
    it('no value makes either throw, and only strings can pass', () => {
      fc.assert(
        fc.property(anyValue, anyValue, (namespace, value) => {
          const reference = isChainReference(namespace as string, value);
          const chain = isWalletChainId(value);
          return typeof value === 'string' || (!reference && !chain);
        }),
        RUNS,
      );
    });

    it('an eip155 reference is accepted if and only if it matches ^[1-9][0-9]{0,15}$', () => {
      fc.assert(
        fc.property(hostileReference, (reference) => {
          const accepted = isChainReference('eip155', reference);
          return (
            accepted === EIP155.test(reference) &&
            accepted === isWalletChainId(`eip155:${reference}`)
          );
        }),
        RUNS,
      );
    });

    it('canonical form: an accepted eip155 reference is its own decimal spelling (no two spellings of one chain)', () => {
      fc.assert(
        fc.property(hostileReference, (reference) => {
          if (!isChainReference('eip155', reference)) return true;
          return BigInt(reference).toString(10) === reference && BigInt(reference) > 0n;
        }),
        RUNS,
      );
    });

    it('every positive integer below 10^16 is accepted in its decimal form, and refused with a leading zero', () => {
      fc.assert(
        fc.property(fc.bigInt({ min: 1n, max: 10n ** 16n - 1n }), (id) => {
          const text = id.toString(10);
          return isChainReference('eip155', text) && !isChainReference('eip155', `0${text}`);
        }),
        RUNS,
      );
    });

    it('a solana reference is accepted if and only if it is 32 base58 characters or a Wallet Standard cluster name', () => {
      const reference = fc.oneof(
        fc.string({ unit: fc.constantFrom(...BASE58), minLength: 30, maxLength: 34 }),
        fc.string({
          unit: fc.constantFrom(...BASE58, '0', 'O', 'I', 'l', ' '),
          minLength: 32,
          maxLength: 32,
        }),
        fc.constantFrom('mainnet', 'devnet', 'testnet', 'localnet', 'localnet2', 'Mainnet', 'abc'),
        anyString,
      );
      const clusters = ['mainnet', 'devnet', 'testnet', 'localnet'];
      fc.assert(
        fc.property(
          reference,
          (value) =>
            isChainReference('solana', value) === (SOLANA.test(value) || clusters.includes(value)),
        ),
        RUNS,
      );
    });
  });
});
