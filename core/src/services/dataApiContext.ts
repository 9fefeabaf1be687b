/** What every group of data-API routes (spec 7, "Blockchain data service") is built from. */
import type { HttpClient } from './httpClient';
import { createNetworkSupport, type NetworkSupport } from './networkSupport';
import type { Clock, QueryCache } from './queryCache';

export interface DataApiContext {
  /** The blockchain data API: every request carries the project id when one is set. */
  readonly http: HttpClient;
  /** The query cache of the instance, shared with the other service clients. */
  readonly cache: QueryCache;
  /** Which networks the routes serve (namespaces of spec 9, GET v1/supported-chains). */
  readonly networks: NetworkSupport;
  readonly clock: Clock;
}

export function createDataApiContext(
  http: HttpClient,
  cache: QueryCache,
  clock: Clock,
): DataApiContext {
  return { http, cache, clock, networks: createNetworkSupport(http, cache) };
}
