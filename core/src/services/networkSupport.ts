/**
 * Which networks a data-API route serves.
 *
 * Spec 9: "Balances work on eip155 and solana; names on eip155; on-ramp on eip155 and
 * solana; activity on eip155." "Swap networks (eip155): 1, 42161, ...". Spec 8:
 * "Unsupported networks return empty results."
 *
 * A route serves a network when its namespace is one the spec lists for the route and the
 * service lists the network in GET v1/supported-chains (as AppKit checks it). The list is
 * loaded once and kept while the instance uses it (the query cache drops it after 5 minutes
 * unused); a failed load is not kept, so the next call asks again.
 */
import { SWAP_CHAIN_IDS } from '../constants';
import type { CaipNetworkId } from '../validators/caip';
import { isCaipNetworkId } from '../validators/caip';
import type { HttpClient } from './httpClient';
import type { QueryCache } from './queryCache';
import { isRecord, readStringList } from './untrustedJson';

/** The data-API features whose namespaces the spec fixes (section 9). */
export type NamespaceRestrictedFeature = 'balance' | 'names' | 'onramp' | 'activity';

export const FEATURE_NAMESPACES: Readonly<Record<NamespaceRestrictedFeature, readonly string[]>> =
  Object.freeze({
    balance: Object.freeze(['eip155', 'solana']),
    names: Object.freeze(['eip155']),
    onramp: Object.freeze(['eip155', 'solana']),
    activity: Object.freeze(['eip155']),
  });

export interface SupportedChains {
  readonly http: readonly CaipNetworkId[];
  readonly ws: readonly CaipNetworkId[];
  /**
   * Portico's server adds this: eip155 chains beyond the spec's swap networks where its
   * operator runs an exchange (a local chain's Uniswap v2). Empty from other services.
   */
  readonly swaps: readonly CaipNetworkId[];
}

/** True when the namespace of `caipNetworkId` is one the spec lists for `feature`. */
export function namespaceServes(
  feature: NamespaceRestrictedFeature,
  caipNetworkId: string,
): boolean {
  if (!isCaipNetworkId(caipNetworkId)) return false;
  const [namespace] = caipNetworkId.split(':');
  return FEATURE_NAMESPACES[feature].includes(namespace ?? '');
}

/** True for the spec's swap networks: eip155 with a chain id of SWAP_CHAIN_IDS. */
export function isSwapNetwork(caipNetworkId: string): boolean {
  if (!isCaipNetworkId(caipNetworkId)) return false;
  const [namespace, reference] = caipNetworkId.split(':');
  return (
    namespace === 'eip155' &&
    /^[1-9][0-9]*$/.test(reference ?? '') &&
    (SWAP_CHAIN_IDS as readonly number[]).includes(Number(reference))
  );
}

/**
 * Reads GET v1/supported-chains ({ http, ws, swaps? }); entries that are not CAIP-2 ids are
 * dropped, and `swaps` keeps only eip155 chains the service also lists in `http`.
 */
export function parseSupportedChains(json: unknown): SupportedChains {
  if (!isRecord(json)) return { http: [], ws: [], swaps: [] };
  const ids = (key: string) => readStringList(json, key).filter(isCaipNetworkId);
  const http = ids('http');
  const swaps = ids('swaps').filter((id) => id.startsWith('eip155:') && http.includes(id));
  return { http, ws: ids('ws'), swaps };
}

export interface NetworkSupport {
  /** GET v1/supported-chains, loaded once per instance (see the module comment). */
  getSupportedChains(signal?: AbortSignal): Promise<SupportedChains>;
  /**
   * True when the service lists the network, and, for a namespace-restricted feature, the
   * spec's namespaces include it. Rejects when the list cannot be loaded: a failure is not
   * an unsupported network.
   */
  serves(
    caipNetworkId: string,
    feature?: NamespaceRestrictedFeature,
    signal?: AbortSignal,
  ): Promise<boolean>;
  /** True for the spec's swap networks the service lists, and for those it names in `swaps`. */
  servesSwaps(caipNetworkId: string, signal?: AbortSignal): Promise<boolean>;
}

const SUPPORTED_CHAINS_KEY = 'blockchainApi:supported-chains';

export function createNetworkSupport(http: HttpClient, cache: QueryCache): NetworkSupport {
  const getSupportedChains = (signal?: AbortSignal) =>
    cache.query(
      SUPPORTED_CHAINS_KEY,
      async (shared) =>
        parseSupportedChains(await http.getJson({ path: 'v1/supported-chains', signal: shared })),
      { ttlMs: Number.POSITIVE_INFINITY, signal },
    );

  return {
    getSupportedChains,
    async serves(caipNetworkId, feature, signal) {
      if (!isCaipNetworkId(caipNetworkId)) return false;
      if (feature && !namespaceServes(feature, caipNetworkId)) return false;
      const { http: listed } = await getSupportedChains(signal);
      return listed.includes(caipNetworkId);
    },
    async servesSwaps(caipNetworkId, signal) {
      if (!isCaipNetworkId(caipNetworkId)) return false;
      const { http: listed, swaps } = await getSupportedChains(signal);
      return (
        swaps.includes(caipNetworkId) ||
        (isSwapNetwork(caipNetworkId) && listed.includes(caipNetworkId))
      );
    },
  };
}
