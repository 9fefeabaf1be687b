import fc from 'fast-check';
import { anyString, hex, itNeverThrows, RUNS } from '../__fixtures__/validatorProperties';
import { isSentAt, isTrackedStatus, isTransactionHashIn, summaryIn } from './transactionShapes';

const EVM_HASH = `0x${'ab'.repeat(32)}`;
// A real devnet transfer signature (64 bytes, base58).
const SOLANA_SIGNATURE =
  '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW';
const EVM_ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const SOLANA_ADDRESS = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';

describe('isTransactionHashIn', () => {
  itNeverThrows((value) => isTransactionHashIn('eip155', value), { subject: 'the eip155 check' });
  itNeverThrows((value) => isTransactionHashIn('solana', value), { subject: 'the solana check' });
  itNeverThrows((value) => isTransactionHashIn('toychain', value), {
    subject: 'the CAIP-10 check',
  });

  it('eip155 and polkadot: 0x then exactly 64 hex digits, either letter case', () => {
    fc.assert(
      fc.property(hex(64), fc.constantFrom('eip155', 'polkadot'), (digits, namespace) =>
        isTransactionHashIn(namespace, `0x${digits}`),
      ),
      RUNS,
    );
    for (const bad of [
      EVM_HASH.slice(0, -1),
      `${EVM_HASH}0`,
      EVM_HASH.slice(2),
      `0X${'ab'.repeat(32)}`,
    ]) {
      expect(isTransactionHashIn('eip155', bad)).toBe(false);
    }
    expect(isTransactionHashIn('eip155', `0x${'ag'.repeat(32)}`)).toBe(false);
    expect(isTransactionHashIn('eip155', SOLANA_SIGNATURE)).toBe(false);
  });

  it('solana: a base58 signature (64 to 88 characters, no 0, O, I or l)', () => {
    expect(isTransactionHashIn('solana', SOLANA_SIGNATURE)).toBe(true);
    expect(isTransactionHashIn('solana', '1'.repeat(64))).toBe(true);
    expect(isTransactionHashIn('solana', '1'.repeat(63))).toBe(false);
    expect(isTransactionHashIn('solana', '1'.repeat(89))).toBe(false);
    expect(isTransactionHashIn('solana', `0${SOLANA_SIGNATURE.slice(1)}`)).toBe(false);
    expect(isTransactionHashIn('solana', `l${SOLANA_SIGNATURE.slice(1)}`)).toBe(false);
    expect(isTransactionHashIn('solana', EVM_HASH)).toBe(false);
  });

  it('bip122: 64 hex digits without 0x', () => {
    expect(isTransactionHashIn('bip122', 'ab'.repeat(32))).toBe(true);
    expect(isTransactionHashIn('bip122', EVM_HASH)).toBe(false);
  });

  it('another namespace: CAIP-10 characters only, 1 to 128 (nothing that could leave a URL path)', () => {
    expect(isTransactionHashIn('toychain', 'toytx-1-1000')).toBe(true);
    for (const bad of ['', 'a'.repeat(129), 'a/b', 'a?b', 'a#b', 'a b', '../x', 'a\nb']) {
      expect(isTransactionHashIn('toychain', bad)).toBe(false);
    }
    fc.assert(
      fc.property(anyString, (value) => {
        if (isTransactionHashIn('toychain', value))
          expect(value).toMatch(/^[-.%a-zA-Z0-9]{1,128}$/);
      }),
      RUNS,
    );
  });
});

describe('statuses and times', () => {
  it('a status is one of pending, confirmed, failed (the chain-side "dropped" is stored as failed)', () => {
    expect(['pending', 'confirmed', 'failed'].every(isTrackedStatus)).toBe(true);
    for (const bad of ['dropped', 'Pending', 'mined', '', null, 1, {}]) {
      expect(isTrackedStatus(bad)).toBe(false);
    }
  });

  it('sentAt is a finite number of 0 or more', () => {
    expect(isSentAt(0)).toBe(true);
    expect(isSentAt(1_764_000_000_000)).toBe(true);
    for (const bad of [Number.NaN, Infinity, -Infinity, -1, '1', null, undefined, 10n]) {
      expect(isSentAt(bad)).toBe(false);
    }
  });
});

describe('summaryIn', () => {
  const good = { amount: '9007199254740993.000000000000000001', symbol: 'ETH', to: EVM_ADDRESS };

  it('keeps a good summary, rebuilt from its known fields only', () => {
    expect(summaryIn('eip155', { ...good, extra: '<script>' })).toEqual(good);
    expect(summaryIn('solana', { amount: '0.5', symbol: 'SOL', to: SOLANA_ADDRESS })).toEqual({
      amount: '0.5',
      symbol: 'SOL',
      to: SOLANA_ADDRESS,
    });
    expect(summaryIn('eip155', { ...good, symbol: 'USD Coin' })).toBeDefined();
  });

  it.each([
    ['an amount in exponent form', { ...good, amount: '1e18' }],
    ['a negative amount', { ...good, amount: '-1' }],
    ['an amount with a trailing point', { ...good, amount: '1.' }],
    ['an amount of 79 integer digits', { ...good, amount: '1'.repeat(79) }],
    ['a number amount', { ...good, amount: 1 }],
    ['an empty symbol', { ...good, symbol: '' }],
    ['a symbol of 33 characters', { ...good, symbol: 'A'.repeat(33) }],
    ['a symbol with a control character', { ...good, symbol: 'ETH\u0000' }],
    ['a symbol with a bidi override', { ...good, symbol: 'ETH\u202e' }],
    ['a receiver that is not an address of the namespace', { ...good, to: SOLANA_ADDRESS }],
    ['no receiver', { amount: '1', symbol: 'ETH' }],
  ])('drops a summary with %s', (_name, summary) => {
    expect(summaryIn('eip155', summary)).toBeUndefined();
  });

  it('never throws, whatever it is given', () => {
    fc.assert(
      fc.property(fc.anything(), fc.constantFrom('eip155', 'solana', 'toychain'), (value, ns) => {
        summaryIn(ns, value);
      }),
      { numRuns: 2_000 },
    );
  });
});
