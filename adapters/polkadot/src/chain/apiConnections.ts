/**
 * The ApiPromise of each network, per chain module instance: made on first use over the
 * network's first WebSocket endpoint (a WsProvider that reconnects by itself after a drop), ready
 * within the module's time-out or refused and closed (the next call tries again), and checked to
 * be the network's chain (its genesis hash starts with the network's id). Nothing is shared
 * between module instances; `destroy()` disconnects every one.
 */
import type { Network } from '@portico/core';
import { ApiPromise, WsProvider } from '@polkadot/api';
import {
  PolkadotChainDestroyedError,
  PolkadotNodeUnreachableError,
  PolkadotNoWebSocketError,
  PolkadotWrongChainError,
} from './chainErrors';

/** How long the WsProvider waits before it opens its socket again after a drop. */
const RECONNECT_DELAY_MS = 2_500;

export interface ApiConnections {
  /** The network's ready ApiPromise (PolkadotNodeUnreachableError when it cannot be had in time). */
  get(network: Network): Promise<ApiPromise>;
  /** Disconnects every ApiPromise; later calls throw PolkadotChainDestroyedError. */
  destroy(): void;
}

export function createApiConnections(timeoutMs: number): ApiConnections {
  const byNetwork = new Map<string, Promise<ApiPromise>>();
  const opened = new Set<ApiPromise>();
  let destroyed = false;

  async function open(network: Network): Promise<ApiPromise> {
    const url = network.rpcUrls.default.webSocket?.[0];
    if (!url) throw new PolkadotNoWebSocketError(network.name);
    let provider: WsProvider;
    try {
      provider = new WsProvider(url, RECONNECT_DELAY_MS, {}, timeoutMs);
    } catch (error) {
      throw new PolkadotNodeUnreachableError(url, 'not a WebSocket URL', error);
    }
    const api = new ApiPromise({ provider, noInitWarn: true });
    opened.add(api);
    const close = () => {
      opened.delete(api);
      api.disconnect().catch(() => undefined);
    };
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      await Promise.race([
        api.isReadyOrError,
        new Promise<never>((_, reject) => {
          timer = setTimeout(
            () => reject(new PolkadotNodeUnreachableError(url, `not ready within ${timeoutMs} ms`)),
            timeoutMs,
          );
        }),
      ]);
    } catch (error) {
      close();
      if (error instanceof PolkadotNodeUnreachableError) throw error;
      throw new PolkadotNodeUnreachableError(url, 'the API failed to start', error);
    } finally {
      clearTimeout(timer);
    }
    if (destroyed) {
      close();
      throw new PolkadotChainDestroyedError();
    }
    const genesisHash = api.genesisHash.toHex();
    if (!genesisHash.slice(2).toLowerCase().startsWith(String(network.id).toLowerCase())) {
      close();
      throw new PolkadotWrongChainError(String(network.id), genesisHash);
    }
    return api;
  }

  return {
    get(network) {
      if (destroyed) return Promise.reject(new PolkadotChainDestroyedError());
      const key = network.caipNetworkId;
      const known = byNetwork.get(key);
      if (known) return known;
      const opening = open(network);
      byNetwork.set(key, opening);
      // A failed start is forgotten, so the next call tries again.
      opening.catch(() => {
        if (byNetwork.get(key) === opening) byNetwork.delete(key);
      });
      return opening;
    },
    destroy() {
      destroyed = true;
      byNetwork.clear();
      for (const api of opened) api.disconnect().catch(() => undefined);
      opened.clear();
    },
  };
}
