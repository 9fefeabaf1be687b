/** The fee rate bounds of a Bitcoin transfer (page-load safe constants; feeRate.ts applies them). */

/** Bitcoin Core's default minimum relay fee rate: no transfer pays less, in sat/vB. */
export const BITCOIN_MIN_FEE_RATE = 1;
/** Above this many sat/vB an estimate or a caller's rate is refused (a broken API, not a busy network). */
export const BITCOIN_MAX_FEE_RATE = 1_000;
