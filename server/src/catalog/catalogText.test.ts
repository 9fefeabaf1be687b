import fc from 'fast-check';
import { readDeepLink, readWebUrl } from '../../../core/src/services/untrustedJson';
import { isCaipNetworkId } from '../../../core/src/validators/caip';
import {
  hasControlCharacters,
  isCaip2ChainId,
  isReverseDomain,
  isSafeDeepLink,
  isStorableText,
  isWalletId,
  isWebLink,
  jsonStorageProblem,
} from './catalogText';

/** Text that looks like links: real URLs, script schemes, spaces, junk. */
const linkLike = fc.oneof(
  fc.webUrl({ withQueryParameters: true, withFragments: true }),
  fc
    .tuple(
      fc.constantFrom(
        'javascript',
        'JAVASCRIPT',
        'data',
        'vbscript',
        'file',
        'blob',
        'trust',
        'http',
        'wallet-1',
        'a+b',
      ),
      fc.constantFrom(':', '://', ':%0a//'),
      fc.string({ maxLength: 12 }),
    )
    .map(([scheme, separator, rest]) => `${scheme}${separator}${rest}`),
  fc.webUrl().map((url) => ` ${url}`),
  fc.string({ maxLength: 20 }),
);

describe('links follow the rules core reads the catalogue with', () => {
  it('isWebLink accepts exactly what core keeps as a web URL', () => {
    fc.assert(
      fc.property(linkLike, (link) => {
        expect(isWebLink(link)).toBe(readWebUrl({ link }, 'link') === link);
      }),
      { numRuns: 1000 },
    );
  });

  it('isSafeDeepLink accepts exactly what core keeps as a deep link', () => {
    fc.assert(
      fc.property(linkLike, (link) => {
        expect(isSafeDeepLink(link)).toBe(readDeepLink({ link }, 'link') === link);
      }),
      { numRuns: 1000 },
    );
  });

  it('never lets a script-capable scheme through, whatever its case', () => {
    for (const link of [
      'javascript:alert(1)',
      'JavaScript:x',
      'data:text/html,x',
      'vbscript:x',
      'file:///x',
      'blob:https://a/b',
    ]) {
      expect(isSafeDeepLink(link)).toBe(false);
      expect(isWebLink(link)).toBe(false);
    }
    expect(isSafeDeepLink('trust://')).toBe(true);
    expect(isWebLink('trust://')).toBe(false);
  });
});

describe('ids and chains', () => {
  it('a CAIP-2 id accepted here is one core accepts', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 50 }), (text) => {
        if (isCaip2ChainId(text)) expect(isCaipNetworkId(text)).toBe(true);
      }),
    );
    const chainId = fc
      .tuple(fc.stringMatching(/^[-a-z0-9]{3,8}$/), fc.stringMatching(/^[-_a-zA-Z0-9]{1,32}$/))
      .map(([namespace, reference]) => `${namespace}:${reference}`);
    fc.assert(fc.property(chainId, (id) => expect(isCaip2ChainId(id)).toBe(true)));
    for (const bad of ['eip155', 'eip155:', ':1', 'eip155:1:2', 'EIP155:1', 'ab:1', 'eip155:1 ']) {
      expect(isCaip2ChainId(bad)).toBe(false);
    }
  });

  it('a wallet id is 1 to 128 letters, digits, dots, underscores or hyphens', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 140 }), (text) => {
        expect(isWalletId(text)).toBe(/^[A-Za-z0-9._-]{1,128}$/.test(text));
      }),
    );
  });

  it('a reverse domain has at least two labels of letters, digits and inner hyphens', () => {
    for (const good of [
      'io.metamask',
      'com.trustwallet.app',
      'so.onekey.app.wallet',
      'co.family.wallet',
    ]) {
      expect(isReverseDomain(good)).toBe(true);
    }
    for (const bad of [
      'metamask',
      'io..metamask',
      '.io',
      'io.-x',
      'io.meta mask',
      `io.${'a'.repeat(64)}`,
    ]) {
      expect(isReverseDomain(bad)).toBe(false);
    }
  });
});

describe('storable text', () => {
  it('refuses NUL and unpaired surrogates, accepts everything else', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 30 }), (text) => {
        const wellFormed = !/[\ud800-\udfff]/.test(
          text.replace(/[\ud800-\udbff][\udc00-\udfff]/g, ''),
        );
        expect(isStorableText(text)).toBe(wellFormed && !text.includes('\u0000'));
      }),
    );
    expect(isStorableText('emoji 😀 ok')).toBe(true);
    expect(isStorableText('\ud83d')).toBe(false);
  });

  it('finds control characters', () => {
    expect(hasControlCharacters('a\nb')).toBe(true);
    expect(hasControlCharacters('a\u0085b')).toBe(true);
    expect(hasControlCharacters('Trust Wallet')).toBe(false);
  });

  it('jsonStorageProblem finds unstorable text in keys and values, and deep nesting', () => {
    fc.assert(
      fc.property(fc.jsonValue({ stringUnit: 'binary' }), (json) => {
        const texts: string[] = [];
        const collect = (value: unknown): void => {
          if (typeof value === 'string') texts.push(value);
          else if (typeof value === 'object' && value !== null) {
            for (const [key, child] of Object.entries(value)) {
              texts.push(key);
              collect(child);
            }
          }
        };
        collect(json);
        const unstorable = texts.some((text) => !isStorableText(text));
        expect(jsonStorageProblem(json, 1000) === 'unstorable-text').toBe(unstorable);
      }),
      { numRuns: 300 },
    );
    expect(jsonStorageProblem({ a: { b: { c: 1 } } }, 2)).toBe('too-deep');
    expect(jsonStorageProblem({ a: { b: 1 } }, 2)).toBeUndefined();
    expect(jsonStorageProblem({ 'k\u0000': 1 }, 2)).toBe('unstorable-text');
    let deep: unknown = 'leaf';
    for (let level = 0; level < 100_000; level += 1) deep = [deep];
    expect(jsonStorageProblem(deep, 16)).toBe('too-deep');
  });
});
