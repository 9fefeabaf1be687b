/**
 * Spec 9: "Swap networks (eip155): 1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217,
 * 1313161554." The swap routes answer only for these (400 'Network not supported for Swaps'
 * otherwise), the rule core's swap client applies before it sends anything. The list is
 * core's SWAP_CHAIN_IDS. Local dev chains (anvil's 31337) are not swap networks: a local
 * node started with a swap network's chain id (`anvil --chain-id 1`) is, and so is any chain
 * the operator configures a Uniswap v2 exchange on (config.uniswapV2).
 */
import { SWAP_CHAIN_IDS } from '@portico/core';
import type { ServerConfig } from '../config';
import { InvalidRequestError } from '../errors';
import { SERVER_MESSAGES } from '../messages';

/** True for 'eip155:<id>' with an id of the spec's swap networks. */
export function isSwapNetwork(caipNetworkId: string): boolean {
  const match = /^eip155:([1-9][0-9]*)$/.exec(caipNetworkId);
  return match !== null && (SWAP_CHAIN_IDS as readonly number[]).includes(Number(match[1]));
}

/** A spec swap network, or a chain with a configured Uniswap v2 exchange. */
export function isServedSwapNetwork(
  config: Pick<ServerConfig, 'uniswapV2'>,
  caipNetworkId: string,
): boolean {
  return (
    isSwapNetwork(caipNetworkId) ||
    config.uniswapV2.some((exchange) => exchange.caipNetworkId === caipNetworkId)
  );
}

/** 400 'Network not supported for Swaps' off the swap networks this server serves. */
export function assertSwapNetwork(
  config: Pick<ServerConfig, 'uniswapV2'>,
  caipNetworkId: string,
): void {
  if (!isServedSwapNetwork(config, caipNetworkId)) {
    throw new InvalidRequestError(SERVER_MESSAGES.networkNotSupportedForSwaps);
  }
}
