import fc from 'fast-check';
import { openWalletLink, promptsUser, walletLinkOf } from './walletLink';

describe("opening the session's wallet on a phone", () => {
  it("opens the wallet's native deep link, its custom scheme", () => {
    expect(walletLinkOf({ native: 'rainbow://wc', universal: 'https://rnbwapp.com/wc' })).toBe(
      'rainbow://wc',
    );
  });

  it('never opens a web link in place: an https redirect.native or redirect.universal is dropped', () => {
    expect(walletLinkOf({ native: 'https://phish.example/app' })).toBeUndefined();
    expect(walletLinkOf({ native: 'HTTPS://phish.example/app' })).toBeUndefined();
    expect(walletLinkOf({ native: 'http://127.0.0.1:8080/' })).toBeUndefined();
    expect(walletLinkOf({ universal: 'https://rnbwapp.com/wc' })).toBeUndefined();
  });

  it.each([
    ['ms-msdt:/id PCWDiagnostic'],
    ['search-ms:query=x'],
    ['itms-services://?action=download-manifest&url=https://evil.example/m.plist'],
    ['x-safari-https://phish.example/'],
    ['microsoft-edge:https://phish.example/'],
    ['googlechromes://phish.example/'],
    ['intent://x#Intent;scheme=https;end'],
    ['javascript:alert(1)'],
    ['data:text/html,x'],
    ['file:///etc/passwd'],
  ])('never opens the OS or browser handler %j', (native) => {
    expect(walletLinkOf({ native })).toBeUndefined();
  });

  it('property: what it opens is the peer text unchanged, in a custom scheme that is not http(s)', () => {
    const scheme = fc.oneof(
      fc.constantFrom('https', 'HTTP', 'x-safari-https', 'ms-msdt', 'rainbow', 'metamask'),
      fc.stringMatching(/^[a-zA-Z][a-zA-Z0-9+.-]{0,10}$/),
    );
    const link = fc
      .tuple(
        fc.constantFrom('', ' ', '\t', '\u0000'),
        scheme,
        fc.constantFrom(':', '://'),
        fc.string(),
      )
      .map(([pad, name, colon, rest]) => `${pad}${name}${colon}${rest}`);
    fc.assert(
      fc.property(fc.oneof(link, fc.anything()), (native) => {
        const opened = walletLinkOf({ native: native as string });
        if (opened === undefined) return true;
        return opened === native && !/^https?:/i.test(opened) && !/^\s/.test(opened);
      }),
      { numRuns: 10_000 },
    );
  });

  it('opens the link in place, and does nothing without a safe link or a window', () => {
    const opened: unknown[][] = [];
    const opener = { open: (...args: unknown[]) => opened.push(args) };
    expect(openWalletLink({ native: 'rainbow://wc' }, opener)).toBe(true);
    expect(openWalletLink({ native: 'javascript:x' }, opener)).toBe(false);
    expect(openWalletLink({ native: 'https://phish.example/' }, opener)).toBe(false);
    expect(openWalletLink({ native: 'rainbow://wc' }, undefined)).toBe(false);
    expect(opened).toEqual([['rainbow://wc', '_self', 'noreferrer noopener']]);
  });

  it('does not open the wallet for requests it answers without its user', () => {
    expect(promptsUser('personal_sign')).toBe(true);
    expect(promptsUser('wallet_switchEthereumChain')).toBe(true);
    expect(promptsUser('wallet_getCapabilities')).toBe(false);
  });
});
