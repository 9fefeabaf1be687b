/**
 * GET /v1/convert/gas-price answers three tiers, { standard, fast, instant }, in wei as
 * decimal text (the GasPrice the core client reads). A node gives one price (eth_gasPrice);
 * the faster tiers bid that price plus a fixed share, rounded up to a whole wei.
 */

/** What the fast and instant tiers add to the node's price, in percent. */
export const FAST_GAS_PRICE_PREMIUM_PERCENT = 20n;
export const INSTANT_GAS_PRICE_PREMIUM_PERCENT = 50n;

export interface GasPriceTiers {
  readonly standard: string;
  readonly fast: string;
  readonly instant: string;
}

export function gasPriceTiers(gasPriceWei: bigint): GasPriceTiers {
  const withPremium = (percent: bigint) => (gasPriceWei * (100n + percent) + 99n) / 100n;
  return {
    standard: gasPriceWei.toString(),
    fast: withPremium(FAST_GAS_PRICE_PREMIUM_PERCENT).toString(),
    instant: withPremium(INSTANT_GAS_PRICE_PREMIUM_PERCENT).toString(),
  };
}
