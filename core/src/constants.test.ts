import fc from 'fast-check';

import {
  BALANCE_CACHE_MS,
  BALANCE_DISPLAY_DECIMALS,
  BALANCE_RETRY_MS,
  CONNECT_TIMEOUT_MS,
  DEFAULT_LOG_LEVEL,
  EMAIL_LOGIN_COOLDOWN_MS,
  ERROR_MESSAGE_DELAY_MS,
  FIAT_DISPLAY_DECIMALS,
  FRAME_READY_WAIT_MS,
  FRAME_Z_INDEX,
  IDENTITY_CACHE_MS,
  MODAL_SHAKE_MS,
  ONRAMP_CHAIN_IDS,
  ONRAMP_FALLBACK_CHAIN_ID,
  ONRAMP_FEE_RANGE_PERCENT,
  PAIRING_EXPIRY_MARGIN_MS,
  PAIRING_VALIDITY_MS,
  PENDING_TRANSACTIONS_LIMIT,
  QUANTITY_DISPLAY_DECIMALS,
  QUERY_CACHE_GC_MS,
  RECENT_WALLETS_MAX,
  RECOMMENDED_WALLETS_COUNT,
  retryDelayMs,
  RPC_FALLBACK_POLLING_MS,
  RPC_RANKING_LATENCY_WEIGHT,
  RPC_RANKING_SAMPLE_COUNT,
  RPC_RANKING_STABILITY_WEIGHT,
  RPC_RANKING_TIMEOUT_MS,
  RPC_RETRY_COUNT,
  SDK_VERSION,
  SECURE_SDK_VERSION,
  SEND_CONFIRMATION_WAIT_MS,
  SWAP_CHAIN_IDS,
  SWAP_SLIPPAGE_TOLERANCE_PERCENT,
  TOAST_REPLACE_MS,
  WALLET_PAGE_SIZE,
  WALLET_SEARCH_MAX_RESULTS,
} from './constants';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

describe('retryDelayMs', () => {
  it('retry backoff is min(1000*2^n, 30000) ms for n = 0..10', () => {
    const expected = [1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000, 30000, 30000, 30000];
    expect(expected.map((_, n) => retryDelayMs(n))).toEqual(expected);
  });

  it('for any attempt the delay is min(1000*2^n, 30000) ms: it grows, then stays at 30 s', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000 }), (n) => {
        expect(retryDelayMs(n)).toBe(Math.min(1000 * 2 ** n, 30_000));
        expect(retryDelayMs(n + 1)).toBeGreaterThanOrEqual(retryDelayMs(n));
      }),
    );
  });

  it('3 retries by default', () => {
    expect(RPC_RETRY_COUNT).toBe(3);
  });
});

describe('business constants of spec section 9, with their units', () => {
  it('pairing validity 4 min; expired margin 10 s', () => {
    expect(PAIRING_VALIDITY_MS).toBe(4 * MINUTE);
    expect(PAIRING_EXPIRY_MARGIN_MS).toBe(10 * SECOND);
  });

  it('balance retry 30 s; balance cache 30 s; name and identity cache 5 min; send confirmation wait 25 s', () => {
    expect(BALANCE_RETRY_MS).toBe(30 * SECOND);
    expect(BALANCE_CACHE_MS).toBe(30 * SECOND);
    expect(IDENTITY_CACHE_MS).toBe(5 * MINUTE);
    expect(SEND_CONFIRMATION_WAIT_MS).toBe(25 * SECOND);
  });

  it('query cache garbage collection 5 minutes', () => {
    expect(QUERY_CACHE_GC_MS).toBe(5 * MINUTE);
  });

  it('pending transaction limit 99; recommended wallets 4; wallet page size 40; search up to 100; recent wallets 2; slippage 1', () => {
    expect(PENDING_TRANSACTIONS_LIMIT).toBe(99);
    expect(RECOMMENDED_WALLETS_COUNT).toBe(4);
    expect(WALLET_PAGE_SIZE).toBe(40);
    expect(WALLET_SEARCH_MAX_RESULTS).toBe(100);
    expect(RECENT_WALLETS_MAX).toBe(2);
    expect(SWAP_SLIPPAGE_TOLERANCE_PERCENT).toBe(1);
  });

  it('e-mail login cooldown 30 s; connect time-out 30000 ms; frame ready wait 500 ms; error message delay 300 ms', () => {
    expect(EMAIL_LOGIN_COOLDOWN_MS).toBe(30 * SECOND);
    expect(CONNECT_TIMEOUT_MS).toBe(30_000);
    expect(FRAME_READY_WAIT_MS).toBe(500);
    expect(ERROR_MESSAGE_DELAY_MS).toBe(300);
  });

  it('toast replace 150 ms; shake 500 ms', () => {
    expect(TOAST_REPLACE_MS).toBe(150);
    expect(MODAL_SHAKE_MS).toBe(500);
  });

  it('frame z-index 999999; secure SDK version 4; version string 1.7.3', () => {
    expect(FRAME_Z_INDEX).toBe(999999);
    expect(SECURE_SDK_VERSION).toBe(4);
    expect(SDK_VERSION).toBe('1.7.3');
  });

  it('RPC fallback polling 4000 ms; ranking 10 samples, 1000 ms time-out, weights 0.7 stability and 0.3 latency', () => {
    expect(RPC_FALLBACK_POLLING_MS).toBe(4000);
    expect(RPC_RANKING_SAMPLE_COUNT).toBe(10);
    expect(RPC_RANKING_TIMEOUT_MS).toBe(1000);
    expect(RPC_RANKING_STABILITY_WEIGHT).toBe(0.7);
    expect(RPC_RANKING_LATENCY_WEIGHT).toBe(0.3);
  });

  it('swap networks (eip155): 1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554', () => {
    expect(SWAP_CHAIN_IDS).toEqual([
      1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554,
    ]);
  });

  it('on-ramp chains: Ethereum, Arbitrum, Polygon, Berachain, Avalanche, Optimism, Celo, Base; fallback Ethereum', () => {
    const [ethereum, arbitrum, polygon, berachain, avalanche, optimism, celo, base] = [
      1, 42161, 137, 80094, 43114, 10, 42220, 8453,
    ];
    expect([...ONRAMP_CHAIN_IDS].sort()).toEqual(
      [ethereum, arbitrum, polygon, berachain, avalanche, optimism, celo, base].sort(),
    );
    expect(ONRAMP_FALLBACK_CHAIN_ID).toBe(ethereum);
  });

  it('on-ramp fee range shown 1-2 %', () => {
    expect(ONRAMP_FEE_RANGE_PERCENT).toEqual({ min: 1, max: 2 });
  });

  it('default log level error; balances 3 decimals, dollar values 2, transaction quantities 3', () => {
    expect(DEFAULT_LOG_LEVEL).toBe('error');
    expect(BALANCE_DISPLAY_DECIMALS).toBe(3);
    expect(FIAT_DISPLAY_DECIMALS).toBe(2);
    expect(QUANTITY_DISPLAY_DECIMALS).toBe(3);
  });
});
