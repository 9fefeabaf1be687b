/**
 * One EvmReader per network and adapter instance, created on first use over the network's
 * RPC policy (loading the library's code then, if it is not loaded yet) and destroyed with
 * the adapter, their ranking timers and connections with it.
 */
import { InstanceDestroyedError, type Network } from '@portico/core';
import type { EvmReader } from './library';
import type { LoadLibrary } from './libraryLoader';
import type { EvmAdapterOptions } from './options';
import { rpcPolicyFor } from './rpc/rpcPolicy';

export interface NetworkReaders {
  /**
   * The reader of `network` (by CAIP-2 id), created on first use. Rejects with
   * InstanceDestroyedError after `destroy()`, also when destroy came while the library loaded.
   */
  readerFor(network: Network): Promise<EvmReader>;
  /** Destroys every reader made so far; none is made afterwards. */
  destroy(): void;
}

export function createNetworkReaders(
  loadLibrary: LoadLibrary,
  rpc: EvmAdapterOptions['rpc'],
): NetworkReaders {
  const readers = new Map<string, Promise<EvmReader>>();
  /** The readers that exist, so that destroy() reaches them without waiting. */
  const created = new Set<EvmReader>();
  let destroyed = false;

  const create = async (network: Network): Promise<EvmReader> => {
    const library = await loadLibrary();
    if (destroyed) throw new InstanceDestroyedError();
    const reader = library.createReader(network, rpcPolicyFor(network, rpc));
    created.add(reader);
    return reader;
  };

  return {
    readerFor(network) {
      if (destroyed) return Promise.reject(new InstanceDestroyedError());
      const key = network.caipNetworkId;
      const known = readers.get(key);
      if (known) return known;
      const reader = create(network);
      readers.set(key, reader);
      // A reader that could not be made (say the library did not load) is tried again next time.
      reader.catch(() => {
        if (readers.get(key) === reader) readers.delete(key);
      });
      return reader;
    },
    destroy() {
      destroyed = true;
      for (const reader of created) reader.destroy?.();
      created.clear();
      readers.clear();
    },
  };
}
