/**
 * Spec 9: "Swap networks (eip155): 1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217,
 * 1313161554." The swap routes answer only for these (400 'Network not supported for Swaps'
 * otherwise), the rule core's swap client applies before it sends anything. The list is
 * core's SWAP_CHAIN_IDS. Local dev chains (anvil's 31337) are not swap networks: a local
 * node started with a swap network's chain id (`anvil --chain-id 1`) is.
 */
import { SWAP_CHAIN_IDS } from '@portico/core';
import { InvalidRequestError } from '../errors';
import { SERVER_MESSAGES } from '../messages';

/** True for 'eip155:<id>' with an id of the spec's swap networks. */
export function isSwapNetwork(caipNetworkId: string): boolean {
  const match = /^eip155:([1-9][0-9]*)$/.exec(caipNetworkId);
  return match !== null && (SWAP_CHAIN_IDS as readonly number[]).includes(Number(match[1]));
}

/** 400 'Network not supported for Swaps' off the swap networks. */
export function assertSwapNetwork(caipNetworkId: string): void {
  if (!isSwapNetwork(caipNetworkId)) {
    throw new InvalidRequestError(SERVER_MESSAGES.networkNotSupportedForSwaps);
  }
}
