import { sanitizeWalletName, walletNameKey, WALLET_NAME_MAX_LENGTH } from './walletName';

describe('sanitizeWalletName', () => {
  it('trims surrounding white space and keeps the name otherwise', () => {
    expect(sanitizeWalletName('  MetaMask \n')).toBe('MetaMask');
    expect(sanitizeWalletName('Rabby Wallet')).toBe('Rabby Wallet');
  });

  it('collapses runs of white space, tabs and line breaks into one space', () => {
    expect(sanitizeWalletName('Coinbase \t\n  Wallet')).toBe('Coinbase Wallet');
    expect(sanitizeWalletName('Coinbase\u00A0\u3000\u2028Wallet')).toBe('Coinbase Wallet');
  });

  it('removes control characters and bidi overrides that could disguise a name', () => {
    expect(sanitizeWalletName('Meta\u0000Mask\u0007')).toBe('Meta Mask');
    // U+202E (right-to-left override) would make "ksaMateM" read as "MetaMask".
    expect(sanitizeWalletName('\u202EksaMateM')).toBe('ksaMateM');
    expect(sanitizeWalletName('Wallet\u2066\u2069')).toBe('Wallet');
  });

  it.each([
    ['ZERO WIDTH SPACE', '\u200B'],
    ['WORD JOINER', '\u2060'],
    ['SOFT HYPHEN', '\u00AD'],
    ['RIGHT-TO-LEFT MARK', '\u200F'],
    ['LEFT-TO-RIGHT MARK', '\u200E'],
    ['RIGHT-TO-LEFT OVERRIDE', '\u202E'],
    ['BYTE ORDER MARK', '\uFEFF'],
    ['ZERO WIDTH NON-JOINER', '\u200C'],
    ['ZERO WIDTH JOINER between letters', '\u200D'],
    ['MONGOLIAN VOWEL SEPARATOR', '\u180E'],
    ['ARABIC LETTER MARK', '\u061C'],
    ['INVISIBLE TIMES', '\u2062'],
    ['a TAG character', '\u{E0041}'],
    ['VARIATION SELECTOR-1', '\uFE00'],
    ['VARIATION SELECTOR-16 after a letter', '\uFE0F'],
    ['COMBINING GRAPHEME JOINER', '\u034F'],
    ['HANGUL FILLER', '\u3164'],
    ['a private-use character', '\uE000'],
    ['a lone surrogate', '\uD800'],
  ])('"Phantom" with a %s in it or after it is plain "Phantom"', (_name, invisible) => {
    expect(sanitizeWalletName(`Phantom${invisible}`)).toBe('Phantom');
    expect(sanitizeWalletName(`Pha${invisible}ntom`)).toBe('Phantom');
    expect(sanitizeWalletName(`${invisible}Phantom`)).toBe('Phantom');
  });

  it.each([
    ['a family (ZWJ between pictographs)', '👨\u200D👩\u200D👧'],
    ['a skin tone before the ZWJ', '👩🏽\u200D💻'],
    ['VS16 before the ZWJ', '❤\uFE0F\u200D🔥'],
    ['a keycap', '1\uFE0F\u20E3'],
    ['a flag', '🇫🇷'],
    ['a heart with VS16', '❤\uFE0F'],
  ])('keeps %s intact', (_name, emoji) => {
    expect(sanitizeWalletName(`Fox ${emoji} Wallet`)).toBe(`Fox ${emoji} Wallet`);
    expect(sanitizeWalletName(emoji)).toBe(emoji);
  });

  it('drops a ZWJ that does not join two pictographs', () => {
    expect(sanitizeWalletName('🦊\u200D')).toBe('🦊');
    expect(sanitizeWalletName('\u200D🦊')).toBe('🦊');
    expect(sanitizeWalletName('a\u200D🦊')).toBe('a🦊');
    expect(sanitizeWalletName('🦊 \u200D🦊')).toBe('🦊 🦊');
  });

  it('gives the NFC form: a decomposed "é" and a composed one are one name', () => {
    expect(sanitizeWalletName('Cafe\u0301 Wallet')).toBe('Caf\u00E9 Wallet');
    expect(sanitizeWalletName('Caf\u00E9 Wallet')).toBe('Caf\u00E9 Wallet');
  });

  it('keeps how the name looks (NFC, not NFKC): "Wallet™" and a fullwidth name stay as they are', () => {
    expect(sanitizeWalletName('Wallet™')).toBe('Wallet™');
    expect(sanitizeWalletName('Ｐｈａｎｔｏｍ')).toBe('Ｐｈａｎｔｏｍ');
  });

  it('keeps at most 4 combining marks in a row (no text spilling over other rows)', () => {
    expect(sanitizeWalletName(`Zal${'\u0301\u0300\u0302\u0303\u0304\u0306\u0307'}go`)).toBe(
      // NFC first makes "l" + U+0301 one letter (ĺ); four of the six marks left stay.
      'Za\u013A\u0300\u0302\u0303\u0304go',
    );
  });

  it(`cuts a long name to ${WALLET_NAME_MAX_LENGTH} characters without splitting an emoji`, () => {
    const name = `${'a'.repeat(WALLET_NAME_MAX_LENGTH - 1)}🦊🦊🦊`;
    const safe = sanitizeWalletName(name);
    expect(safe).toBe(`${'a'.repeat(WALLET_NAME_MAX_LENGTH - 1)}🦊`);
    expect([...(safe ?? '')]).toHaveLength(WALLET_NAME_MAX_LENGTH);
  });

  it('a cut right after a ZWJ leaves no dangling joiner', () => {
    const name = `${'a'.repeat(WALLET_NAME_MAX_LENGTH - 2)}👨\u200D👩`;
    expect(sanitizeWalletName(name)).toBe(`${'a'.repeat(WALLET_NAME_MAX_LENGTH - 2)}👨`);
  });

  it.each([
    ['an empty string', ''],
    ['only white space', ' \n\t '],
    ['only control characters', '\u0000\u001b\u202E'],
    ['only invisible characters', '\u200B\u2060\uFEFF\u00AD\u3164'],
    ['a number', 7],
    ['null', null],
  ])('gives undefined for %s', (_what, name) => {
    expect(sanitizeWalletName(name)).toBeUndefined();
  });
});

describe('walletNameKey', () => {
  it('meets look-alikes: case, spaces, fullwidth and mathematical letters, invisibles, VS16', () => {
    const phantom = walletNameKey('Phantom');
    expect(phantom).toBe('phantom');
    for (const alike of [
      'Phantom\u200B',
      'PHANTOM',
      'Phan tom',
      'Ｐｈａｎｔｏｍ',
      '𝐏𝐡𝐚𝐧𝐭𝐨𝐦',
      'Pha\u00ADntom',
    ]) {
      expect(walletNameKey(alike)).toBe(phantom);
    }
    expect(walletNameKey('❤\uFE0F Wallet')).toBe(walletNameKey('❤ Wallet'));
  });

  it('keeps different names apart', () => {
    expect(walletNameKey('Phantom')).not.toBe(walletNameKey('Phant0m'));
    expect(walletNameKey('Rabby')).not.toBe(walletNameKey('Rabby Wallet'));
  });

  it('is undefined when nothing printable is left', () => {
    expect(walletNameKey('\u200B')).toBeUndefined();
  });
});
