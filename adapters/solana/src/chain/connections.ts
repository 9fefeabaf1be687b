/**
 * The web3.js Connections of one chain module: one per RPC HTTP URL, made on first use, with
 * the network's WebSocket URL when it lists one (web3.js would otherwise guess HTTP port + 1)
 * and 'confirmed' commitment. Nothing is shared between module instances.
 */
import { Connection } from '@solana/web3.js';
import { SolanaRpcError } from './chainErrors';
import type { SolanaRpc } from './solanaChain';

export const CHAIN_COMMITMENT = 'confirmed';

export interface Connections {
  /** The Connection for `rpc.http`, made the first time it is asked for (SolanaRpcError for a bad URL). */
  get(rpc: SolanaRpc): Connection;
  /** How many Connections are open (for tests and diagnostics). */
  readonly size: number;
  /** Closes any WebSocket the Connections opened and forgets them. */
  closeAll(): void;
}

/** web3.js 1.x has no public close(): its socket client is the one handle there is. */
interface ConnectionInternals {
  _rpcWebSocket?: { close?: () => void };
  _rpcWebSocketConnected?: boolean;
}

function closeSocket(connection: Connection): void {
  const internals = connection as unknown as ConnectionInternals;
  if (internals._rpcWebSocketConnected) internals._rpcWebSocket?.close?.();
}

export function createConnections(): Connections {
  const byUrl = new Map<string, Connection>();
  return {
    get(rpc) {
      let connection = byUrl.get(rpc.http);
      if (!connection) {
        try {
          connection = new Connection(rpc.http, {
            commitment: CHAIN_COMMITMENT,
            ...(rpc.webSocket ? { wsEndpoint: rpc.webSocket } : {}),
          });
        } catch (error) {
          throw new SolanaRpcError(`connect to ${String(rpc.http)}`, error);
        }
        byUrl.set(rpc.http, connection);
      }
      return connection;
    },
    get size() {
      return byUrl.size;
    },
    closeAll() {
      for (const connection of byUrl.values()) closeSocket(connection);
      byUrl.clear();
    },
  };
}
