import fc from 'fast-check';
import {
  RUNS,
  anyCase,
  anyCodePoint,
  anyString,
  anyValue,
} from '../__fixtures__/validatorProperties';
import { isBlockedScheme } from './blockedSchemes';
import { safeAppSchemeLink, safeDeepLink, walletLinkSchemes } from './deepLinks';

const OS_AND_BROWSER_HANDLERS = [
  'ms-msdt',
  'search-ms',
  'itms-services',
  'x-safari-https',
  'microsoft-edge',
  'googlechromes',
  'intent',
  'file',
  'javascript',
  'data',
];
const WALLET_SCHEMES = ['metamask', 'rainbow', 'trust', 'phantom', 'a.b-c+d'];
const OWN = ['metamask', 'rainbow'];

/** Text browsers may strip or read around: spaces, controls, zero-width and bidi characters. */
const noise = fc.constantFrom(
  '',
  ' ',
  '\t',
  '\n',
  '\r',
  '\u0000',
  '\u001f',
  '\u00a0',
  '\u200b',
  '\ufeff',
  '\u202e',
);
const linkRest = fc.oneof(
  fc.constantFrom(
    '//wc?uri=wc%3Aabc',
    '//wallet.com@evil.example/wc',
    '//evil.example',
    '//query=calc.exe',
    'https://evil.example/',
    '//ｅｖｉｌ.example',
    'alert(1)',
    '//',
    '',
  ),
  fc.string({ maxLength: 30 }),
  fc.string({ unit: anyCodePoint, maxLength: 12 }),
);
const anyScheme = fc.oneof(
  fc
    .constantFrom(...OS_AND_BROWSER_HANDLERS, ...WALLET_SCHEMES, 'http', 'https', 'HTTPS')
    .chain(anyCase),
  fc.stringMatching(/^[a-zA-Z][a-zA-Z0-9+.-]{0,12}$/),
);
/** Links a catalogue or a peer might send: every scheme above, mixed case, noise, tricks. */
const hostileLink = fc
  .tuple(noise, anyScheme, noise, fc.constantFrom(':', '://', ':/', '%3A'), linkRest)
  .map(([before, scheme, inside, colon, rest]) => `${before}${scheme}${inside}${colon}${rest}`);
const allowList = fc.oneof(
  fc.subarray([...WALLET_SCHEMES, ...OS_AND_BROWSER_HANDLERS, 'https', 'http']),
  fc.array(fc.stringMatching(/^[a-zA-Z][a-zA-Z0-9+.-]{0,12}$/), { maxLength: 4 }),
);
const schemeOf = (link: string) => /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(link)?.[1]?.toLowerCase();
const isSafeWeb = (link: string) => {
  const url = new URL(link);
  if (url.username || url.password) return false;
  return (
    url.protocol === 'https:' ||
    (url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname))
  );
};

describe('safeDeepLink', () => {
  it("a scheme the wallet's catalogue entry names is allowed, and https universal links", () => {
    expect(safeDeepLink('metamask://wc?uri=abc', OWN)).toBe('metamask://wc?uri=abc');
    expect(safeDeepLink('rainbow:wc', OWN)).toBe('rainbow:wc');
    expect(safeDeepLink('RAINBOW://wc', OWN)).toBe('RAINBOW://wc');
    expect(safeDeepLink('https://link.trustwallet.com/wc', [])).toBe(
      'https://link.trustwallet.com/wc',
    );
  });

  it('a custom scheme the catalogue entry does not name is refused (allow-list, not deny-list)', () => {
    expect(safeDeepLink('trust://wc?uri=abc', OWN)).toBeUndefined();
    expect(safeDeepLink('metamask://wc', [])).toBeUndefined();
    expect(safeDeepLink('metamask://wc', undefined as unknown as string[])).toBeUndefined();
  });

  it.each([
    ['ms-msdt:/id PCWDiagnostic /skip force'],
    ['search-ms:query=wallet&crumb=location:\\\\evil.example\\share'],
    ['itms-services://?action=download-manifest&url=https://evil.example/m.plist'],
    ['x-safari-https://evil.example/'],
    ['microsoft-edge:https://evil.example/'],
    ['googlechromes://evil.example/'],
    ['intent://wc#Intent;scheme=https;package=com.android.chrome;end'],
    ['MS-MSDT:x'],
  ])('the OS or browser handler %j is refused even when the catalogue names it', (value) => {
    const scheme = schemeOf(value)!;
    expect(safeDeepLink(value, [scheme, ...OWN])).toBeUndefined();
    expect(walletLinkSchemes({ mobile_link: value, desktop_link: value })).toEqual([]);
    expect(safeAppSchemeLink(value)).toBeUndefined();
  });

  it.each([
    ['javascript:alert(1)'],
    ['JAVASCRIPT:alert(1)'],
    ['vbscript:msgbox(1)'],
    ['data:text/html;base64,PHNjcmlwdD4='],
    ['file:///etc/passwd'],
    ['blob:https://example.com/1234'],
    ['java\tscript:alert(1)'],
    ['\u0000javascript:alert(1)'],
    [' metamask://wc'],
    ['meta\nmask://wc'],
    ['http://example.com/'],
    ['https://wallet.com@evil.example/'],
    ['metamask:'],
    ['metamask://'],
    ['no-scheme-at-all'],
    ['//evil.example/path'],
  ])('%j is refused', (value) => {
    expect(safeDeepLink(value, [...OWN, 'javascript', 'data', 'file', 'vbscript', 'blob'])).toBe(
      undefined,
    );
  });

  describe('properties', () => {
    it('no value and no allow-list makes it throw, and only strings can pass', () => {
      fc.assert(
        fc.property(anyValue, anyValue, (value, allowed) => {
          const link = safeDeepLink(value, allowed as string[]);
          return typeof value === 'string' || link === undefined;
        }),
        RUNS,
      );
    });

    it('accepted => an https (or loopback http) link without userinfo, or a scheme in the allow-list that is no OS or browser handler', () => {
      fc.assert(
        fc.property(fc.oneof(hostileLink, anyString), allowList, (value, allowed) => {
          const link = safeDeepLink(value, allowed);
          if (link === undefined) return true;
          const scheme = schemeOf(link);
          if (scheme === 'http' || scheme === 'https') return isSafeWeb(link);
          return (
            link === value &&
            scheme !== undefined &&
            allowed.map((entry) => entry.toLowerCase()).includes(scheme) &&
            !isBlockedScheme(scheme) &&
            ![...link].some((char) => char.charCodeAt(0) <= 0x20 || /\p{Cc}/u.test(char))
          );
        }),
        RUNS,
      );
    });

    it('an OS or browser handler, in any letter case, never passes, even when allow-listed', () => {
      fc.assert(
        fc.property(
          fc.constantFrom(...OS_AND_BROWSER_HANDLERS).chain(anyCase),
          linkRest,
          (scheme, rest) =>
            safeDeepLink(`${scheme}:${rest}`, OS_AND_BROWSER_HANDLERS) === undefined,
        ),
        RUNS,
      );
    });

    it('every allow-listed wallet scheme followed by a path passes as given', () => {
      fc.assert(
        fc.property(
          fc.constantFrom(...WALLET_SCHEMES).chain(anyCase),
          fc.stringMatching(/^\/\/[a-z0-9?=&%][a-z0-9/?=&%]{0,20}$/),
          (scheme, rest) =>
            safeDeepLink(`${scheme}:${rest}`, WALLET_SCHEMES) === `${scheme}:${rest}`,
        ),
        RUNS,
      );
    });
  });
});

describe('walletLinkSchemes', () => {
  it("names the custom schemes of the entry's mobile and desktop links, once each", () => {
    expect(walletLinkSchemes({ mobile_link: 'MetaMask://', desktop_link: 'metamask:' })).toEqual([
      'metamask',
    ]);
    expect(
      walletLinkSchemes({ mobile_link: 'rainbow://', desktop_link: 'https://x.example' }),
    ).toEqual(['rainbow']);
    expect(walletLinkSchemes({ mobile_link: null })).toEqual([]);
    expect(walletLinkSchemes(undefined)).toEqual([]);
  });

  it('property: whatever it names is the scheme of one of the links, and no handler; it never throws', () => {
    fc.assert(
      fc.property(
        fc.oneof(hostileLink, anyString),
        fc.oneof(hostileLink, anyString),
        (mobile, desktop) => {
          const schemes = walletLinkSchemes({ mobile_link: mobile, desktop_link: desktop });
          const named = [mobile, desktop].map(schemeOf);
          return schemes.every(
            (scheme) =>
              named.includes(scheme) &&
              !isBlockedScheme(scheme) &&
              scheme !== 'http' &&
              scheme !== 'https',
          );
        },
      ),
      RUNS,
    );
  });
});

describe('safeAppSchemeLink', () => {
  it("accepts an app's own scheme; refuses web links and OS or browser handlers", () => {
    expect(safeAppSchemeLink('rainbow://wc')).toBe('rainbow://wc');
    expect(safeAppSchemeLink('https://wallet.example/wc')).toBeUndefined();
    expect(safeAppSchemeLink('http://127.0.0.1/wc')).toBeUndefined();
    expect(safeAppSchemeLink('HTTPS://evil.example')).toBeUndefined();
    expect(safeAppSchemeLink('x-safari-https://evil.example')).toBeUndefined();
  });

  it('property: accepted => unchanged, not http(s), not a handler; it never throws', () => {
    fc.assert(
      fc.property(fc.oneof(hostileLink, anyString, anyValue), (value) => {
        const link = safeAppSchemeLink(value);
        if (link === undefined) return true;
        const scheme = schemeOf(link);
        return link === value && scheme !== undefined && !isBlockedScheme(scheme);
      }),
      RUNS,
    );
  });
});
