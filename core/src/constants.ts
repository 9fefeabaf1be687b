/**
 * Business constants and limits of the spec (section 9), one place, units in the names.
 * Portico-only tunables that the spec does not fix are marked as such.
 */

// Pairing and caches
export const PAIRING_VALIDITY_MS = 4 * 60 * 1000;
export const PAIRING_EXPIRY_MARGIN_MS = 10 * 1000;
export const BALANCE_RETRY_MS = 30 * 1000;
export const BALANCE_CACHE_MS = 30 * 1000;
export const IDENTITY_CACHE_MS = 5 * 60 * 1000;
export const SEND_CONFIRMATION_WAIT_MS = 25 * 1000;
export const QUERY_CACHE_GC_MS = 5 * 60 * 1000;

// Limits
export const PENDING_TRANSACTIONS_LIMIT = 99;
/**
 * Portico's own choice: the finished (confirmed or failed) transactions kept per account. They
 * only bridge the time until the blockchain data API lists a send in Activity, and show an
 * outcome reached while the page was closed; ten cover a session's sends and keep the stored
 * value small (a record is about 230 bytes: 2.3 KiB per account).
 */
export const FINISHED_TRANSACTIONS_KEPT = 10;
/**
 * Portico's own choice: the accounts (address on one network) whose transactions are stored;
 * the one used longest ago goes first. It bounds the stored value whatever the number of
 * accounts a visitor tries.
 */
export const TRACKED_ACCOUNTS_MAX = 10;
export const RECOMMENDED_WALLETS_COUNT = 4;
export const WALLET_PAGE_SIZE = 40;
export const WALLET_SEARCH_MAX_RESULTS = 100;
export const RECENT_WALLETS_MAX = 2;
export const SWAP_SLIPPAGE_TOLERANCE_PERCENT = 1;
export const ONRAMP_FEE_RANGE_PERCENT = { min: 1, max: 2 } as const;

// Timing
export const EMAIL_LOGIN_COOLDOWN_MS = 30 * 1000;
export const CONNECT_TIMEOUT_MS = 30_000;
export const FRAME_READY_WAIT_MS = 500;
export const ERROR_MESSAGE_DELAY_MS = 300;
export const TOAST_REPLACE_MS = 150;
export const MODAL_SHAKE_MS = 500;
/** Portico's own choice (the spec does not fix it): how long a toast stays before it hides. */
export const TOAST_VISIBLE_MS = 2_200;
/**
 * Portico's own choice: the pause between two status reads of the pending transactions (a
 * block on most EVM chains is 2 to 12 s; a Solana signature confirms within seconds).
 */
export const TRANSACTION_STATUS_POLL_MS = 4_000;

// Embedded-wallet frame and versions
export const FRAME_Z_INDEX = 999_999;
export const SECURE_SDK_VERSION = 4;
export const SDK_VERSION = '1.7.3';
export const DEFAULT_LOG_LEVEL = 'error';

// Chain RPC fallback and retries
export const RPC_FALLBACK_POLLING_MS = 4000;
export const RPC_RANKING_SAMPLE_COUNT = 10;
export const RPC_RANKING_TIMEOUT_MS = 1000;
export const RPC_RANKING_STABILITY_WEIGHT = 0.7;
export const RPC_RANKING_LATENCY_WEIGHT = 0.3;
export const RPC_RETRY_COUNT = 3;
export const RPC_RETRY_MAX_DELAY_MS = 30_000;
export const RPC_RETRY_BASE_DELAY_MS = 1000;

/** Backoff before retry number `attempt` (0-based): min(1000 * 2^n, 30000) ms. */
export function retryDelayMs(attempt: number): number {
  return Math.min(RPC_RETRY_BASE_DELAY_MS * 2 ** attempt, RPC_RETRY_MAX_DELAY_MS);
}

// Networks of the optional services (eip155 chain ids unless said otherwise)
export const ONRAMP_CHAIN_IDS = [1, 42161, 137, 80094, 43114, 10, 42220, 8453] as const;
export const ONRAMP_FALLBACK_CHAIN_ID = 1;
export const SWAP_CHAIN_IDS = [
  1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554,
] as const;

// Display
export const BALANCE_DISPLAY_DECIMALS = 3;
export const FIAT_DISPLAY_DECIMALS = 2;
export const QUANTITY_DISPLAY_DECIMALS = 3;

/** Portico's own choice: how long reconnect waits for the last wallet to be discovered on page load. */
export const RECONNECT_DISCOVERY_WAIT_MS = 1_000;
