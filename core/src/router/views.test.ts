import { CORE_VIEWS, historyAfterBack, openingView, SPEC_VIEWS } from './views';

describe('opening rules (spec section 2)', () => {
  it('with no adapters and no address, mobile opens AllWallets', () => {
    expect(openingView({ hasAdapters: false, isMobile: true })).toBe('AllWallets');
  });

  it('with no adapters and no address, desktop opens ConnectingWalletConnectBasic', () => {
    expect(openingView({ hasAdapters: false, isMobile: false })).toBe(
      'ConnectingWalletConnectBasic',
    );
  });

  it('a requested view is used if one is given', () => {
    expect(openingView({ requestedView: 'Networks', hasAdapters: false, isMobile: true })).toBe(
      'Networks',
    );
    expect(
      openingView({
        requestedView: 'Connect',
        hasAdapters: true,
        address: '0xabc',
        isMobile: false,
      }),
    ).toBe('Connect');
  });

  it('a connected user lands on Account, otherwise on Connect', () => {
    expect(openingView({ hasAdapters: true, address: '0xabc', isMobile: false })).toBe('Account');
    expect(openingView({ hasAdapters: true, isMobile: false })).toBe('Connect');
    expect(openingView({ hasAdapters: true, isMobile: true })).toBe('Connect');
  });

  it('an address without adapters still lands on Account', () => {
    expect(openingView({ hasAdapters: false, address: 'abc', isMobile: true })).toBe('Account');
  });
});

describe('back navigation (spec section 2)', () => {
  it('back pops the history', () => {
    expect(historyAfterBack(['Connect', 'AllWallets', 'ConnectingExternal'])).toEqual([
      'Connect',
      'AllWallets',
    ]);
  });

  it('back closes the modal when only one entry remains', () => {
    expect(historyAfterBack(['Connect'])).toBe('close');
    expect(historyAfterBack([])).toBe('close');
  });

  it('back closes the modal when UnsupportedChain is in the history', () => {
    expect(historyAfterBack(['UnsupportedChain', 'Networks'])).toBe('close');
  });
});

describe('view names', () => {
  it('has every named view of the spec, spelled as the spec spells them', () => {
    expect(SPEC_VIEWS).toEqual([
      'Connect',
      'Account',
      'AllWallets',
      'ConnectingExternal',
      'ConnectingWalletConnect',
      'ConnectingWalletConnectBasic',
      'ConnectingSiwe',
      'ConnectingFarcaster',
      'UnsupportedChain',
      'SIWXSignMessage',
      'ApproveTransaction',
      'RegisterAccountName',
      'RegisterAccountNameSuccess',
    ]);
    expect(CORE_VIEWS).toEqual(
      expect.arrayContaining([...SPEC_VIEWS, 'Networks', 'ConnectingMultiChain']),
    );
  });
});
