/**
 * The client of the wallet catalogue service (spec 7; read-only, and every request's query
 * carries the sdk properties st and sv and, when one is set, the project id):
 *
 *   GET /getWallets                   page, entries, include, exclude, chains, search,
 *                                     badge_type; answer data and count
 *   GET /getWalletImage/{id}
 *   GET /public/getAssetImage/{id}
 *   GET /public/getCurrencyImage/{id}
 *   GET /public/getTokenImage/{id}
 *   GET /getAnalyticsConfig           answer isAnalyticsEnabled
 *
 * Pages hold 40 wallets (WALLET_PAGE_SIZE); a search asks for, and keeps, at most 100
 * (WALLET_SEARCH_MAX_RESULTS). Lists (include, exclude, chains) are comma-separated.
 *
 * Images: the catalogue takes the project id and the sdk properties on the query, not in
 * headers, so an image URL is complete by itself. `imageUrl` builds it, for an `<img src>`
 * (the page's Content-Security-Policy must then allow the catalogue in img-src).
 * `fetchImage` fetches the same URL as a Blob, for a UI that caches images or turns them into
 * object URLs (img-src `blob:`); it refuses a body that is not `image/*`. Such an object URL
 * belongs in an `<img>` only: opened as a page, an SVG could run script in the page's origin.
 */
import { WALLET_PAGE_SIZE, WALLET_SEARCH_MAX_RESULTS } from '../constants';
import { MESSAGES } from '../errors/messages';
import { createHttpClient, pathSegment, type ServiceConnection } from './httpClient';
import type { QueryCache } from './queryCache';
import { SDK_QUERY } from './sdkProperties';
import { ServiceResponseError } from '../errors/errors';
import {
  parseAnalyticsConfig,
  parseWalletPage,
  type AnalyticsConfig,
  type BadgeType,
  type WalletPage,
} from './walletCatalogShapes';

export type ImageKind = 'wallet' | 'asset' | 'currency' | 'token';

const IMAGE_PATHS: Readonly<Record<ImageKind, string>> = Object.freeze({
  wallet: '/getWalletImage',
  asset: '/public/getAssetImage',
  currency: '/public/getCurrencyImage',
  token: '/public/getTokenImage',
});

interface WalletFilter {
  /** Only these wallet ids. */
  readonly include?: readonly string[];
  readonly exclude?: readonly string[];
  /** CAIP-2 ids: only wallets supporting one of them. */
  readonly chains?: readonly string[];
  readonly signal?: AbortSignal;
}

export interface WalletListRequest extends WalletFilter {
  /** 1-based; defaults to 1. */
  readonly page?: number;
  /** Wallets per page, 1 to 100; defaults to 40. */
  readonly entries?: number;
}

export interface WalletSearchRequest extends WalletFilter {
  readonly search: string;
  readonly badge?: BadgeType;
}

export interface WalletCatalog {
  getWallets(request?: WalletListRequest): Promise<WalletPage>;
  /** Page 1 of at most 100 matches. */
  searchWallets(request: WalletSearchRequest): Promise<WalletPage>;
  /** The URL of an image, with the sdk properties and the project id on its query. */
  imageUrl(kind: ImageKind, id: string): string;
  /** The image as a Blob; ServiceResponseError when the body is not an image. */
  fetchImage(kind: ImageKind, id: string, signal?: AbortSignal): Promise<Blob>;
  getAnalyticsConfig(signal?: AbortSignal): Promise<AnalyticsConfig>;
}

/** What the catalogue is called in messages. */
export const WALLET_CATALOG_SERVICE = 'wallet catalogue';

export function createWalletCatalog({
  connection,
  cache,
}: {
  readonly connection: ServiceConnection;
  readonly cache: QueryCache;
}): WalletCatalog {
  const http = createHttpClient({
    service: WALLET_CATALOG_SERVICE,
    defaultQuery: SDK_QUERY,
    ...connection,
  });

  /** GET /getWallets, requests with equal parameters in flight at once sharing one. */
  const fetchWallets = async (
    query: Record<string, string | number | readonly string[] | undefined>,
    maxEntries: number,
    signal: AbortSignal | undefined,
  ) =>
    cache.query(
      `walletCatalog:${http.url('/getWallets', query)}`,
      async (shared) =>
        parseWalletPage(
          await http.getJson({ path: '/getWallets', query, signal: shared }),
          maxEntries,
        ),
      { ttlMs: 0, signal },
    );

  return {
    getWallets({ page = 1, entries = WALLET_PAGE_SIZE, include, exclude, chains, signal } = {}) {
      const pageNumber = wholeNumberIn(page, 1, Number.MAX_SAFE_INTEGER);
      const pageSize = wholeNumberIn(entries, 1, WALLET_SEARCH_MAX_RESULTS);
      return fetchWallets(
        { page: pageNumber, entries: pageSize, include, exclude, chains },
        pageSize,
        signal,
      );
    },
    searchWallets({ search, badge, include, exclude, chains, signal }) {
      return fetchWallets(
        {
          page: 1,
          entries: WALLET_SEARCH_MAX_RESULTS,
          search: search.trim(),
          badge_type: badge,
          include,
          exclude,
          chains,
        },
        WALLET_SEARCH_MAX_RESULTS,
        signal,
      );
    },
    imageUrl(kind, id) {
      return http.url(`${IMAGE_PATHS[kind]}/${pathSegment(id)}`);
    },
    async fetchImage(kind, id, signal) {
      const path = `${IMAGE_PATHS[kind]}/${pathSegment(id)}`;
      const blob = await http.getBlob({ path, signal });
      if (!/^image\//i.test(blob.type)) {
        throw new ServiceResponseError(
          MESSAGES.serviceImageNotAnImage(WALLET_CATALOG_SERVICE, `GET ${IMAGE_PATHS[kind]}`),
        );
      }
      return blob;
    },
    async getAnalyticsConfig(signal) {
      return cache.query(
        'walletCatalog:analytics-config',
        async (shared) =>
          parseAnalyticsConfig(await http.getJson({ path: '/getAnalyticsConfig', signal: shared })),
        { ttlMs: 0, signal },
      );
    },
  };
}

/** `value` rounded down into [min, max]; not a finite number gives `min`. */
function wholeNumberIn(value: number, min: number, max: number): number {
  if (!Number.isFinite(value)) return min;
  return Math.min(max, Math.max(min, Math.floor(value)));
}
