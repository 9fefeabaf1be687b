import { openWalletLink, promptsUser, walletLinkOf } from './walletLink';

describe("opening the session's wallet on a phone", () => {
  it("prefers the wallet's native deep link, then its universal link", () => {
    expect(walletLinkOf({ native: 'rainbow://wc', universal: 'https://rnbwapp.com/wc' })).toBe(
      'rainbow://wc',
    );
    expect(walletLinkOf({ universal: 'https://rnbwapp.com/wc' })).toBe('https://rnbwapp.com/wc');
  });

  it('opens nothing a wallet could abuse: script, data and plain-http links are dropped', () => {
    expect(walletLinkOf({ native: 'javascript:alert(1)' })).toBeUndefined();
    expect(walletLinkOf({ native: 'data:text/html,x', universal: 'http://evil.example' })).toBe(
      undefined,
    );
    expect(walletLinkOf({ native: 'javascript:x', universal: 'https://wallet.example/wc' })).toBe(
      'https://wallet.example/wc',
    );
    expect(walletLinkOf(undefined)).toBeUndefined();
  });

  it('opens the link in place, and does nothing without a safe link or a window', () => {
    const opened: unknown[][] = [];
    const opener = { open: (...args: unknown[]) => opened.push(args) };
    expect(openWalletLink({ native: 'rainbow://wc' }, opener)).toBe(true);
    expect(openWalletLink({ native: 'javascript:x' }, opener)).toBe(false);
    expect(openWalletLink({ native: 'rainbow://wc' }, undefined)).toBe(false);
    expect(opened).toEqual([['rainbow://wc', '_self', 'noreferrer noopener']]);
  });

  it('does not open the wallet for requests it answers without its user', () => {
    expect(promptsUser('personal_sign')).toBe(true);
    expect(promptsUser('wallet_switchEthereumChain')).toBe(true);
    expect(promptsUser('wallet_getCapabilities')).toBe(false);
  });
});
