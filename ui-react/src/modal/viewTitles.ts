import { createContext, useContext, useEffect } from 'react';
import type { ViewName } from '@portico/core';
import { LABELS } from '../ui/labels';

const TITLES: Readonly<Record<string, string>> = {
  Connect: LABELS.connectWallet,
  Account: LABELS.account,
  AllWallets: LABELS.allWallets,
  Networks: LABELS.chooseNetwork,
  UnsupportedChain: LABELS.switchNetwork,
  ApproveTransaction: LABELS.approveTransaction,
  ConnectingMultiChain: LABELS.selectChain,
  SelectAccount: LABELS.selectAccount,
  ConnectingWalletConnect: LABELS.walletConnect,
  ConnectingWalletConnectBasic: LABELS.connectWallet,
  ConnectingSiwe: LABELS.signIn,
  SIWXSignMessage: LABELS.signIn,
  RegisterAccountName: LABELS.registerName,
  RegisterAccountNameSuccess: LABELS.registerName,
};

/**
 * The header title of a view. ConnectingExternal is titled by the wallet being connected
 * (`walletName`, untrusted text rendered as text); a plugin view without a title of its own
 * (`FeaturePlugin.titles`) by its name.
 */
export function viewTitle(view: ViewName, walletName?: string): string {
  if (view.startsWith('Connecting') && walletName) return walletName;
  return TITLES[view] ?? (view.startsWith('Connecting') ? LABELS.connectWallet : view);
}

/** Set by ModalDialog: gives the current view's own title (undefined: its usual title). */
export const ViewTitleContext = createContext<(title: string | undefined) => void>(() => {});

/**
 * Titles the modal with `title` while the calling view is shown (ConnectingWalletConnect: the
 * catalogue wallet's name); undefined keeps the view's usual title. Untrusted text is fine:
 * the header renders it as text.
 */
export function useViewTitle(title: string | undefined): void {
  const setTitle = useContext(ViewTitleContext);
  useEffect(() => {
    setTitle(title);
    return () => setTitle(undefined);
  }, [setTitle, title]);
}
