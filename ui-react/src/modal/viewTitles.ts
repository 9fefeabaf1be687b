import type { ViewName } from '@portico/core';
import { LABELS } from '../ui/labels';

const TITLES: Readonly<Record<string, string>> = {
  Connect: LABELS.connectWallet,
  Account: LABELS.account,
  AllWallets: LABELS.allWallets,
  Networks: LABELS.chooseNetwork,
  UnsupportedChain: LABELS.switchNetwork,
  ApproveTransaction: LABELS.approveTransaction,
  WhatIsAWallet: LABELS.whatIsAWallet,
  ConnectingWalletConnect: LABELS.walletConnect,
  ConnectingWalletConnectBasic: LABELS.connectWallet,
  ConnectingSiwe: LABELS.signIn,
  SIWXSignMessage: LABELS.signIn,
  RegisterAccountName: LABELS.registerName,
  RegisterAccountNameSuccess: LABELS.registerName,
};

/**
 * The header title of a view. ConnectingExternal is titled by the wallet being connected
 * (`walletName`, untrusted text rendered as text); a plugin view by its own name.
 */
export function viewTitle(view: ViewName, walletName?: string): string {
  if (view.startsWith('Connecting') && walletName) return walletName;
  return TITLES[view] ?? (view.startsWith('Connecting') ? LABELS.connectWallet : view);
}
