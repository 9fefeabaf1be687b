/**
 * The account transactions are kept for: a connected address on its namespace's active network.
 * Its key, `caipNetworkId:address` (CAIP-10), names its list in storage; an eip155 address is
 * lower-cased there, since its letter case (EIP-55) carries no meaning.
 */
import type { PorticoState } from '../state/types';
import type { CaipNetworkId, ChainNamespace } from '../validators/caip';

export interface TrackedAccount {
  readonly key: string;
  readonly namespace: ChainNamespace;
  readonly caipNetworkId: CaipNetworkId;
  readonly address: string;
}

/** The account of `address` on the network `caipNetworkId` of `namespace`, with its key. */
export function trackedAccount(
  namespace: ChainNamespace,
  caipNetworkId: CaipNetworkId,
  address: string,
): TrackedAccount {
  const keyAddress = namespace === 'eip155' ? address.toLowerCase() : address;
  return { key: `${caipNetworkId}:${keyAddress}`, namespace, caipNetworkId, address };
}

/** The connected account of `namespace` on its active network; undefined when there is none. */
export function trackedAccountOf(
  state: PorticoState,
  namespace: ChainNamespace | undefined,
): TrackedAccount | undefined {
  const chain = namespace ? state.chains[namespace] : undefined;
  const { status, address } = chain?.account ?? {};
  if (!namespace || !chain?.caipNetworkId || status !== 'connected' || !address) return undefined;
  return trackedAccount(namespace, chain.caipNetworkId, address);
}

/** Every namespace's connected account, for a store selector: their keys, space-separated. */
export function connectedAccountKeys(state: PorticoState): string {
  return Object.keys(state.chains)
    .map((namespace) => trackedAccountOf(state, namespace)?.key ?? '')
    .join(' ');
}
