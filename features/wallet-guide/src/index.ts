// @portico/feature-wallet-guide: the 'What is a wallet?' help, as a feature plugin. This file
// is all an app loads with the page; the view's code is fetched when the view first opens.
import type { FeaturePlugin } from '@portico/core';
import { WALLET_GUIDE_LABELS } from './labels';

/** The view the Connect screen's "I don't have a wallet" link opens. */
export const WHAT_IS_A_WALLET_VIEW = 'WhatIsAWallet';

/**
 * The wallet guide. Install it with `plugins: [walletGuide]` and switch it on with
 * `features: { walletGuide: true }`; the Connect screen then offers "I don't have a wallet".
 */
export const walletGuide: FeaturePlugin = Object.freeze({
  id: 'walletGuide',
  views: [WHAT_IS_A_WALLET_VIEW],
  titles: { [WHAT_IS_A_WALLET_VIEW]: WALLET_GUIDE_LABELS.whatIsAWallet },
  load: () => import('./walletGuideModule'),
});

export { WALLET_GUIDE_LABELS };
