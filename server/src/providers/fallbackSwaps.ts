/**
 * The default swap provider: no swap aggregator can be reached offline or without a vendor
 * account, so this one never quotes and never builds a swap. Spec 8: "Unsupported networks
 * return empty results".
 *
 * - Tokens: the chain's configured native currency (0xeeee...eeee) and ERC-20 tokens.
 * - Quotes: none (an empty list, what the client reads as "no quote").
 * - Build a swap: no route (null; the route answers `{ tx: null }`).
 * - Spender: FALLBACK_SWAP_SPENDER. Allowances and approvals are real ERC-20 calls on the
 *   chain (swapRoutes.ts), made out to this address.
 *
 * Dollar prices are not this provider's: POST /v1/fungible/price asks the price provider.
 */
import { getAddress } from 'viem';
import type { ChainConfig } from '../config';
import { listConfiguredCurrencies } from './configuredTokens';
import { NATIVE_TOKEN_ADDRESS } from './eip155Account';
import type { SwapProvider, SwapTokenAnswer } from './swapProvider';

/**
 * The spender the fallback names in allowances and approvals: the last 20 bytes of
 * keccak256('portico:fallback-swap-router'). An address derived from a hash has no known
 * private key and no code, so an approval made out to it can never be spent; a test checks
 * the derivation. A real aggregator names its own router instead.
 */
export const FALLBACK_SWAP_SPENDER = '0xd721BFa92Bca859009B2cB98344a4Da34Dea9688';

/** What FALLBACK_SWAP_SPENDER is derived from. */
export const FALLBACK_SWAP_SPENDER_SEED = 'portico:fallback-swap-router';

export function createFallbackSwaps(chains: readonly ChainConfig[]): SwapProvider {
  const byId = new Map(chains.map((chain) => [chain.caipNetworkId, chain]));
  return {
    getSpender() {
      return FALLBACK_SWAP_SPENDER;
    },
    async listTokens(caipNetworkId) {
      const chain = byId.get(caipNetworkId);
      if (!chain) return [];
      return listConfiguredCurrencies(chain).map((currency): SwapTokenAnswer => ({
        name: currency.name,
        symbol: currency.symbol,
        address: `${caipNetworkId}:${getAddress(currency.address ?? NATIVE_TOKEN_ADDRESS)}`,
        decimals: currency.decimals,
        logoUri: currency.iconUrl ?? '',
      }));
    },
    async getQuotes() {
      return [];
    },
    async buildSwapTransaction() {
      return null;
    },
  };
}
