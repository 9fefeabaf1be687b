/**
 * The client of the blockchain data service (spec 7): every route, grouped by concern in
 * the modules it is built from. Every request carries the project id when one is set; the
 * base URL is the hosted service or a Portico server.
 *
 *   GET  v1/supported-chains                     networkSupport.ts
 *   GET  /v1/identity/{address}                  identity.ts
 *   GET  /v1/account/{address}/history           history.ts
 *   GET  /v1/account/{address}/balance           balances.ts
 *   GET  /v1/convert/*, POST build-transaction   swaps.ts
 *   POST /v1/fungible/price                      swaps.ts
 *   /v1/profile/*                                names.ts
 *   /v1/generators/onrampurl, /v1/onramp/*       onramp.ts
 *   /v1/sessions/*                               sessions.ts
 */
import type { Timers } from '../instance/timers';
import { createBalanceApi, type BalanceApi } from './balances';
import { createDataApiContext } from './dataApiContext';
import { createHistoryApi, type HistoryApi } from './history';
import { createHttpClient, type ServiceConnection } from './httpClient';
import { createIdentityApi, type IdentityApi } from './identity';
import { createNameApi, type NameApi } from './names';
import type { SupportedChains } from './networkSupport';
import { createOnrampApi, type OnrampApi } from './onramp';
import type { Clock, QueryCache } from './queryCache';
import { createSessionApi, type SessionApi } from './sessions';
import { createSwapApi, type SwapApi } from './swaps';

export interface BlockchainApi
  extends IdentityApi, HistoryApi, BalanceApi, SwapApi, NameApi, OnrampApi, SessionApi {
  getSupportedChains(signal?: AbortSignal): Promise<SupportedChains>;
}

export interface BlockchainApiDependencies {
  /** The hosted service, or a Portico server; the project id goes on every request. */
  readonly connection: ServiceConnection;
  readonly cache: QueryCache;
  readonly clock: Clock;
  readonly timers: Pick<Timers, 'after'>;
  /** Shows 'Token Balance Unavailable' when a balance retry loop has no onError. */
  readonly toasts?: { error(message: string): void };
  /** The zone name suggestions are asked for (the provider's domain). */
  readonly nameZone?: string;
}

/** What the data API is called in messages. */
export const BLOCKCHAIN_API_SERVICE = 'blockchain API';

export function createBlockchainApi({
  connection,
  cache,
  clock,
  timers,
  toasts,
  nameZone,
}: BlockchainApiDependencies): BlockchainApi {
  const http = createHttpClient({ service: BLOCKCHAIN_API_SERVICE, ...connection });
  const context = createDataApiContext(http, cache, clock);
  return {
    getSupportedChains: context.networks.getSupportedChains,
    ...createIdentityApi(context),
    ...createHistoryApi(context),
    ...createBalanceApi(context, { timers, toasts }),
    ...createSwapApi(context),
    ...createNameApi(context, { zone: nameZone }),
    ...createOnrampApi(context),
    ...createSessionApi(context),
  };
}
