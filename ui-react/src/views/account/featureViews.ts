import type { WalletFeature } from '@portico/core';

/** The view each wallet feature button opens (AppKit's names); a plugin provides it. */
export const WALLET_FEATURE_VIEWS: Readonly<Record<WalletFeature, string>> = Object.freeze({
  onramp: 'OnRampProviders',
  swaps: 'Swap',
  receive: 'WalletReceive',
  send: 'WalletSend',
});
