/** The modal's named views (spec section 2), spelled as the spec spells them. */
export const SPEC_VIEWS = [
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
] as const;

/**
 * Views Portico adds around the spec's: the network list, the chain choice for a wallet
 * installed in several namespaces (AppKit's ConnectingMultiChain), and the choice among a
 * wallet's accounts where its namespace's wallets give them all (SelectAccount, polkadot). The
 * 'What is a wallet?' help is a feature plugin's view (@portico/feature-wallet-guide).
 */
export const PORTICO_VIEWS = ['Networks', 'ConnectingMultiChain', 'SelectAccount'] as const;

/**
 * The spec's views a feature plugin provides (@portico/feature-names, @portico/feature-siwx):
 * core knows their names, the plugin that is installed renders them, so declaring them is not
 * a view defined twice.
 */
export const PLUGIN_SPEC_VIEWS: readonly SpecView[] = Object.freeze([
  'RegisterAccountName',
  'RegisterAccountNameSuccess',
  'SIWXSignMessage',
  'ConnectingSiwe',
] as const);

export type SpecView = (typeof SPEC_VIEWS)[number];
export type CoreView = SpecView | (typeof PORTICO_VIEWS)[number];
/** Core's views, or a view a feature plugin adds. */
export type ViewName = CoreView | (string & {});

export const CORE_VIEWS: readonly CoreView[] = [...SPEC_VIEWS, ...PORTICO_VIEWS];

export interface OpeningContext {
  readonly requestedView?: ViewName;
  readonly hasAdapters: boolean;
  readonly address?: string;
  readonly isMobile: boolean;
}

/**
 * Which view the modal opens on (spec section 2): a requested view wins; with no adapters and
 * no address, mobile opens AllWallets and desktop ConnectingWalletConnectBasic; a connected
 * user lands on Account, otherwise Connect.
 */
export function openingView({
  requestedView,
  hasAdapters,
  address,
  isMobile,
}: OpeningContext): ViewName {
  if (requestedView) return requestedView;
  if (!hasAdapters && !address) return isMobile ? 'AllWallets' : 'ConnectingWalletConnectBasic';
  return address ? 'Account' : 'Connect';
}

/**
 * Back navigation (spec section 2): pop the history; close when only one entry remains or
 * when UnsupportedChain is in the history. Returns the new history, or 'close'.
 */
export function historyAfterBack(history: readonly ViewName[]): readonly ViewName[] | 'close' {
  if (history.length <= 1 || history.includes('UnsupportedChain')) return 'close';
  return history.slice(0, -1);
}
