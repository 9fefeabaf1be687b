import type { Network } from './network';

/**
 * The network in `networks` whose CAIP-2 id is `caipNetworkId` ('eip155:1'), the id the state
 * and the storage keep. Undefined when none is, or when no id is given.
 */
export function findNetwork<N extends Network>(
  networks: readonly N[],
  caipNetworkId: string | undefined,
): N | undefined {
  if (caipNetworkId === undefined) return undefined;
  return networks.find((network) => network.caipNetworkId === caipNetworkId);
}

/**
 * The network of `namespace` whose chain reference is `reference`, as a wallet reports it: a
 * number or its text for eip155 (1, '1'), a genesis hash for solana, bip122 and polkadot.
 * A network of another namespace with the same reference never matches. Undefined when none is.
 */
export function findNetworkByReference<N extends Network>(
  networks: readonly N[],
  namespace: string,
  reference: number | string,
): N | undefined {
  const id = String(reference);
  return networks.find(
    (network) => network.chainNamespace === namespace && String(network.id) === id,
  );
}
