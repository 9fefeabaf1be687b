/**
 * One EvmReader per network and adapter instance, created on first use over the network's
 * RPC policy and destroyed with the adapter (their ranking timers and connections with it).
 */
import { InstanceDestroyedError, type Network } from '@portico/core';
import type { EvmLibrary, EvmReader } from './library';
import type { EvmAdapterOptions } from './options';
import { rpcPolicyFor } from './rpc/rpcPolicy';

export interface NetworkReaders {
  /** The reader of `network` (by CAIP-2 id), created on first use. */
  readerFor(network: Network): EvmReader;
  /** Destroys every reader; later `readerFor` calls throw InstanceDestroyedError. */
  destroy(): void;
}

export function createNetworkReaders(
  library: EvmLibrary,
  rpc: EvmAdapterOptions['rpc'],
): NetworkReaders {
  const readers = new Map<string, EvmReader>();
  let destroyed = false;
  return {
    readerFor(network) {
      if (destroyed) throw new InstanceDestroyedError();
      let reader = readers.get(network.caipNetworkId);
      if (!reader) {
        reader = library.createReader(network, rpcPolicyFor(network, rpc));
        readers.set(network.caipNetworkId, reader);
      }
      return reader;
    },
    destroy() {
      destroyed = true;
      for (const reader of readers.values()) reader.destroy?.();
      readers.clear();
    },
  };
}
