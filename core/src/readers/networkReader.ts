import type { Network } from '../networks/network';
import type { ChainState } from '../state/types';
import type { CaipNetworkId, ChainNamespace } from '../validators/caip';

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

/** NetworkInfo views of a namespace's chain state, one object per state object. */
export function createNetworkReader(networks: readonly Network[]) {
  const cache = new WeakMap<ChainState, NetworkInfo>();
  return {
    read(namespace: ChainNamespace | undefined, chain: ChainState | undefined): NetworkInfo {
      if (!namespace || !chain) return NO_NETWORK;
      let info = cache.get(chain);
      if (!info) {
        const caipNetwork = networks.find(
          (network) => network.caipNetworkId === chain.caipNetworkId,
        );
        info = {
          namespace,
          caipNetwork,
          caipNetworkId: caipNetwork?.caipNetworkId,
          chainId: caipNetwork?.id ?? chain.unsupportedChainId,
          isUnsupported: chain.unsupportedChainId !== undefined,
        };
        cache.set(chain, info);
      }
      return info;
    },
  };
}
