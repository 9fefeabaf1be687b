/**
 * The one way the server talks to a configured chain's node: viem's public client over HTTP
 * with a short time-out and at most one retry, so a node that does not answer costs a
 * request seconds, not minutes. The chain registry and the history indexer both use it.
 */
import { createPublicClient, http, type HttpTransport, type PublicClient } from 'viem';

/** How long one JSON-RPC request may take before the node counts as not answering. */
export const CHAIN_RPC_TIMEOUT_MS = 5_000;
/** Retries after a failed request: one, then the caller gets the error. */
export const CHAIN_RPC_RETRY_COUNT = 1;
/** Pause before that retry. */
export const CHAIN_RPC_RETRY_DELAY_MS = 100;

export interface ChainClientOptions {
  /** Send concurrent requests as JSON-RPC batches (the indexer reads many blocks at once). */
  readonly batch?: boolean;
}

/** A viem public client with no chain definition: the node answers for its own chain. */
export type ChainClient = PublicClient<HttpTransport, undefined>;

export function createChainClient(
  rpcUrl: string,
  { batch = false }: ChainClientOptions = {},
): ChainClient {
  return createPublicClient({
    transport: http(rpcUrl, {
      timeout: CHAIN_RPC_TIMEOUT_MS,
      retryCount: CHAIN_RPC_RETRY_COUNT,
      retryDelay: CHAIN_RPC_RETRY_DELAY_MS,
      batch,
    }),
  });
}
