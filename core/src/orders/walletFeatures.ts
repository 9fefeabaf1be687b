import type { Features } from '../features/defaultFeatures';

export const WALLET_FEATURE_ORDER = ['onramp', 'swaps', 'receive', 'send'] as const;
export type WalletFeature = (typeof WALLET_FEATURE_ORDER)[number];

/** Account-view feature buttons in the spec's order (onramp, swaps, receive, send), enabled only. */
export function walletFeatureButtons(features: Pick<Features, WalletFeature>): WalletFeature[] {
  return WALLET_FEATURE_ORDER.filter((feature) => features[feature]);
}
