import fc from 'fast-check';
import { walletLinkSchemes } from '@portico/core';
import { nativeWalletLink, universalWalletLink, walletConnectLinks } from './walletLinks';

const URI =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303&expiryTimestamp=1705667735';

/** The native link for a catalogue entry whose mobile link is `appLink` (its own scheme). */
const ownLink = (appLink: unknown, uri: string) =>
  nativeWalletLink(appLink, uri, walletLinkSchemes({ mobile_link: appLink as string }));

/** The `uri` query value of a built link, decoded once. */
function pairingOf(link: string): string {
  const encoded = link.slice(link.indexOf('wc?uri=') + 'wc?uri='.length);
  return decodeURIComponent(encoded);
}

/** False for text with a lone surrogate, which encodeURIComponent cannot encode. */
function isWellFormed(text: string): boolean {
  try {
    encodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
}

/** wc-like URIs: any printable text, including characters that must be encoded (& = ? # % +). */
const uris = fc.string({ unit: 'binary', minLength: 1, maxLength: 120 }).map((s) => `wc:${s}`);
const nativeBases = fc.constantFrom(
  'metamask:',
  'metamask://',
  'rainbow://',
  'trust://app/',
  'a.b-c+d:/',
);
const universalBases = fc.constantFrom(
  'https://metamask.app.link',
  'https://link.trustwallet.com/',
  'https://wallet.example/app/path',
);

describe('walletLinks', () => {
  it("builds AppKit's links: native scheme normalised to '://', universal links get '/wc?uri='", () => {
    const encoded = encodeURIComponent(URI);
    expect(ownLink('metamask:', URI)).toBe(`metamask://wc?uri=${encoded}`);
    expect(ownLink('rainbow://', URI)).toBe(`rainbow://wc?uri=${encoded}`);
    expect(ownLink('trust://app', URI)).toBe(`trust://app/wc?uri=${encoded}`);
    expect(universalWalletLink('https://metamask.app.link', URI)).toBe(
      `https://metamask.app.link/wc?uri=${encoded}`,
    );
    // A web link given as the native link is treated as universal.
    expect(ownLink('https://link.trustwallet.com/', URI)).toBe(
      `https://link.trustwallet.com/wc?uri=${encoded}`,
    );
  });

  it('the uri decodes back exactly from every native and universal link (encoded once)', () => {
    fc.assert(
      fc.property(uris, nativeBases, universalBases, (uri, native, universal) => {
        const fromNative = ownLink(native, uri);
        const fromUniversal = universalWalletLink(universal, uri);
        // A lone surrogate cannot be encoded: no link rather than a wrong one.
        if (!isWellFormed(uri)) {
          expect(fromNative).toBeUndefined();
          return;
        }
        expect(pairingOf(fromNative!)).toBe(uri);
        expect(pairingOf(fromUniversal!)).toBe(uri);
        expect(new URL(fromUniversal!).searchParams.get('uri')).toBe(uri);
      }),
    );
  });

  it('never encodes twice: a uri without "%" gives a link without "%25"', () => {
    fc.assert(
      fc.property(uris, nativeBases, universalBases, (uri, native, universal) => {
        fc.pre(!uri.includes('%') && isWellFormed(uri));
        expect(ownLink(native, uri)).not.toContain('%25');
        expect(universalWalletLink(universal, uri)).not.toContain('%25');
      }),
    );
  });

  it('refuses javascript:, data: and other code-running links, in any case and with any padding', () => {
    const scheme = fc
      .constantFrom('javascript', 'data', 'vbscript', 'file', 'blob')
      .chain((name) =>
        fc
          .array(fc.boolean(), { minLength: name.length, maxLength: name.length })
          .map((upper) => [...name].map((c, i) => (upper[i] ? c.toUpperCase() : c)).join('')),
      );
    const padding = fc.constantFrom('', ' ', '\t', '\n', '\u0000', '\u200b');
    fc.assert(
      fc.property(scheme, padding, fc.string({ maxLength: 40 }), (name, pad, rest) => {
        const link = `${pad}${name}:${rest}`;
        expect(ownLink(link, URI)).toBeUndefined();
        expect(universalWalletLink(link, URI)).toBeUndefined();
      }),
    );
    expect(ownLink('javascript:alert(1)//', URI)).toBeUndefined();
    expect(ownLink('data:text/html,<script>alert(1)</script>', URI)).toBeUndefined();
  });

  it('refuses non-https web links, links with their own query or fragment, and non-strings', () => {
    expect(universalWalletLink('http://wallet.example', URI)).toBeUndefined();
    expect(universalWalletLink('metamask://', URI)).toBeUndefined();
    expect(universalWalletLink('https://wallet.example/?ref=1', URI)).toBeUndefined();
    expect(ownLink('metamask://x#frag', URI)).toBeUndefined();
    expect(ownLink(null, URI)).toBeUndefined();
    expect(ownLink(42, URI)).toBeUndefined();
    expect(ownLink('metamask', URI)).toBeUndefined();
  });

  it('offers the mobile link on a phone, the desktop link on a computer, and the web app on both', () => {
    const wallet = {
      mobile_link: 'metamask://',
      desktop_link: 'metamask-desktop:',
      webapp_link: 'https://web.metamask.example',
    };
    const encoded = encodeURIComponent(URI);
    expect(walletConnectLinks(wallet, URI, { isMobile: true })).toEqual([
      { kind: 'mobile', href: `metamask://wc?uri=${encoded}` },
      { kind: 'web', href: `https://web.metamask.example/wc?uri=${encoded}` },
    ]);
    expect(walletConnectLinks(wallet, URI, { isMobile: false })).toEqual([
      { kind: 'desktop', href: `metamask-desktop://wc?uri=${encoded}` },
      { kind: 'web', href: `https://web.metamask.example/wc?uri=${encoded}` },
    ]);
    expect(
      walletConnectLinks({ mobile_link: 'javascript:alert(1)', webapp_link: 'data:,x' }, URI, {
        isMobile: true,
      }),
    ).toEqual([]);
  });

  it.each([
    ['ms-msdt:'],
    ['search-ms://query=x'],
    ['itms-services://'],
    ['x-safari-https://'],
    ['microsoft-edge:https://evil.example'],
    ['googlechromes://'],
    ['intent://'],
    ['MS-MSDT:'],
  ])(
    'an OS or browser handler %j never gets the pairing URI, even when the catalogue names it',
    (link) => {
      const wallet = { mobile_link: link, desktop_link: link };
      expect(walletConnectLinks(wallet, URI, { isMobile: true })).toEqual([]);
      expect(walletConnectLinks(wallet, URI, { isMobile: false })).toEqual([]);
      expect(nativeWalletLink(link, URI, [link.split(':')[0]!])).toBeUndefined();
    },
  );

  it("a custom scheme goes out only when the wallet's catalogue entry names it", () => {
    expect(nativeWalletLink('rainbow://', URI, ['metamask'])).toBeUndefined();
    expect(nativeWalletLink('rainbow://', URI, [])).toBeUndefined();
    expect(nativeWalletLink('rainbow://', URI, ['RAINBOW'])).toBe(
      `rainbow://wc?uri=${encodeURIComponent(URI)}`,
    );
  });
});
