import type { CaipNetworkId, Network } from './network';

/**
 * Finds a network in `networks` by CAIP-2 id ('eip155:1') or by chain id alone (1, '1', or a
 * genesis-hash reference). A value containing ':' is compared with `caipNetworkId` only; a bare
 * id matches the first network, in list order, whose `id` has the same text. Returns undefined
 * when nothing matches.
 */
export function findNetwork<N extends Network>(
  networks: readonly N[],
  caipNetworkIdOrId: CaipNetworkId | number | string,
): N | undefined {
  if (typeof caipNetworkIdOrId === 'string' && caipNetworkIdOrId.includes(':')) {
    return networks.find((network) => network.caipNetworkId === caipNetworkIdOrId);
  }
  const id = String(caipNetworkIdOrId);
  return networks.find((network) => String(network.id) === id);
}
