import fc from 'fast-check';
import { sanitizeWalletName, WALLET_NAME_MAX_LENGTH } from './walletName';

describe('sanitizeWalletName', () => {
  it('trims surrounding white space and keeps the name otherwise', () => {
    expect(sanitizeWalletName('  MetaMask \n')).toBe('MetaMask');
    expect(sanitizeWalletName('Rabby Wallet')).toBe('Rabby Wallet');
  });

  it('collapses runs of white space, tabs and line breaks into one space', () => {
    expect(sanitizeWalletName('Coinbase \t\n  Wallet')).toBe('Coinbase Wallet');
  });

  it('removes control characters and bidi overrides that could disguise a name', () => {
    expect(sanitizeWalletName('Meta\u0000Mask\u0007')).toBe('Meta Mask');
    // U+202E (right-to-left override) would make "ksaMateM" read as "MetaMask".
    expect(sanitizeWalletName('\u202EksaMateM')).toBe('ksaMateM');
    expect(sanitizeWalletName('Wallet\u2066\u2069')).toBe('Wallet');
  });

  it(`cuts a long name to ${WALLET_NAME_MAX_LENGTH} characters without splitting an emoji`, () => {
    const name = `${'a'.repeat(WALLET_NAME_MAX_LENGTH - 1)}🦊🦊🦊`;
    const safe = sanitizeWalletName(name);
    expect(safe).toBe(`${'a'.repeat(WALLET_NAME_MAX_LENGTH - 1)}🦊`);
    expect([...(safe ?? '')]).toHaveLength(WALLET_NAME_MAX_LENGTH);
  });

  it.each([
    ['an empty string', ''],
    ['only white space', ' \n\t '],
    ['only control characters', '\u0000\u001b\u202E'],
    ['a number', 7],
    ['null', null],
  ])('gives undefined for %s', (_what, name) => {
    expect(sanitizeWalletName(name)).toBeUndefined();
  });

  it('never throws; a name it gives is trimmed, capped and free of control characters', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'binary' }), fc.anything()), (name) => {
        const safe = sanitizeWalletName(name);
        if (safe === undefined) return;
        expect(safe).toBe(safe.trim());
        expect(safe.length).toBeGreaterThan(0);
        expect([...safe].length).toBeLessThanOrEqual(WALLET_NAME_MAX_LENGTH);
        expect(safe).not.toMatch(/[\p{Cc}\u202A-\u202E\u2066-\u2069]/u);
      }),
    );
  });
});
