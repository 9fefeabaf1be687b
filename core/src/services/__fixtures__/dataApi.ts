/**
 * Test fixture: the context the data-API route groups are built from, pointed at a
 * stand-in service, with a manual clock; and the supported-chains answer most tests use.
 */
import { createDataApiContext, type DataApiContext } from '../dataApiContext';
import { createHttpClient } from '../httpClient';
import { createQueryCache } from '../queryCache';
import { manualClock, type StandInService } from './standInService';

export const SOLANA_MAINNET = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';
export const BITCOIN_MAINNET = 'bip122:000000000019d6689c085ae165831e93';
/** A swap network (BNB, 56) that the stand-in does not list in supported-chains. */
export const UNLISTED_SWAP_NETWORK = 'eip155:56';
/** Listed, but not a swap network (Zora). */
export const LISTED_NON_SWAP_NETWORK = 'eip155:7777777';
export const SEPOLIA = 'eip155:11155111';

/** What the stand-in lists in GET /v1/supported-chains. */
export const LISTED_NETWORKS = Object.freeze([
  'eip155:1',
  'eip155:10',
  'eip155:137',
  'eip155:8453',
  SEPOLIA,
  LISTED_NON_SWAP_NETWORK,
  SOLANA_MAINNET,
  BITCOIN_MAINNET,
]);

export const EVM_ADDRESS = '0x4838B106FCe9647Bdf1E7877BF73cE8B0BAD5f97';

export function serveSupportedChains(service: StandInService, http = LISTED_NETWORKS): void {
  service.route('GET /v1/supported-chains', { json: { http, ws: [] } });
}

export function testDataApiContext(
  service: StandInService,
  { projectId }: { projectId?: string } = {},
): { context: DataApiContext; clock: ReturnType<typeof manualClock> } {
  const clock = manualClock();
  const http = createHttpClient({ service: 'blockchain API', baseUrl: service.url, projectId });
  return { clock, context: createDataApiContext(http, createQueryCache(clock), clock) };
}

/** The requests a test is about: every request but GET /v1/supported-chains. */
export function routeRequests(service: StandInService) {
  return service.requests.filter((request) => request.path !== '/v1/supported-chains');
}
