import { findNetwork } from '../networks/findNetwork';
import type { Network } from '../networks/network';
import type { ChainState } from '../state/types';
import type { CaipNetworkId, ChainNamespace } from '../validators/caip';
import { shallowEqual } from '../state/store';

/** What `getNetwork()` returns. */
export interface NetworkInfo {
  readonly namespace?: ChainNamespace;
  readonly caipNetwork?: Network;
  readonly caipNetworkId?: CaipNetworkId;
  readonly chainId?: number | string;
  /** The wallet is on a chain that is not in the configured list. */
  readonly isUnsupported: boolean;
}

const NO_NETWORK: NetworkInfo = Object.freeze({ isUnsupported: false });

/**
 * NetworkInfo views of a namespace's chain state: the same object until a field it exposes
 * changes (an account or balance change gives no new NetworkInfo).
 */
export function createNetworkReader(networks: readonly Network[]) {
  const last = new Map<ChainNamespace, NetworkInfo>();
  return {
    read(namespace: ChainNamespace | undefined, chain: ChainState | undefined): NetworkInfo {
      if (!namespace || !chain) return NO_NETWORK;
      const caipNetwork = findNetwork(networks, chain.caipNetworkId);
      const info: NetworkInfo = {
        namespace,
        caipNetwork,
        caipNetworkId: caipNetwork?.caipNetworkId,
        chainId: caipNetwork?.id ?? chain.unsupportedChainId,
        isUnsupported: chain.unsupportedChainId !== undefined,
      };
      const previous = last.get(namespace);
      if (previous && shallowEqual(previous, info)) return previous;
      last.set(namespace, info);
      return info;
    },
  };
}
