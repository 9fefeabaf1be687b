/**
 * GET /v1/identity/{address} (spec 7): the name and avatar of an account.
 *
 * Spec 9: names work on eip155, and the "name and identity cache" keeps an answer 5 minutes
 * (IDENTITY_CACHE_MS). An address that is not an EVM address has no identity: the answer is
 * empty and no request is made.
 */
import { IDENTITY_CACHE_MS } from '../constants';
import { isEvmAddress } from '../validators/evmAddress';
import type { DataApiContext } from './dataApiContext';
import { pathSegment } from './httpClient';
import { isRecord, readNonEmptyString, readWebUrl } from './untrustedJson';

export interface Identity {
  readonly name: string | null;
  /** An http(s) URL; other schemes are dropped. */
  readonly avatar: string | null;
}

export const NO_IDENTITY: Identity = Object.freeze({ name: null, avatar: null });

export interface IdentityRequest {
  readonly address: string;
  /** The connected address asking, as AppKit sends it; optional. */
  readonly sender?: string;
  readonly signal?: AbortSignal;
}

export interface IdentityApi {
  getIdentity(request: IdentityRequest): Promise<Identity>;
}

/** Reads an identity answer; anything unreadable is "no name, no avatar". */
export function parseIdentity(json: unknown): Identity {
  if (!isRecord(json)) return NO_IDENTITY;
  return {
    name: readNonEmptyString(json, 'name') ?? null,
    avatar: readWebUrl(json, 'avatar') ?? null,
  };
}

/** The cache key of an address's identity (registering a name drops it). */
export function identityCacheKey(address: string): string {
  return `blockchainApi:identity:${address.toLowerCase()}`;
}

export function createIdentityApi({ http, cache }: DataApiContext): IdentityApi {
  return {
    async getIdentity({ address, sender, signal }) {
      if (!isEvmAddress(address)) return NO_IDENTITY;
      return cache.query(
        identityCacheKey(address),
        async (shared) =>
          parseIdentity(
            await http.getJson({
              path: `/v1/identity/${pathSegment(address)}`,
              query: { sender },
              signal: shared,
            }),
          ),
        { ttlMs: IDENTITY_CACHE_MS, signal },
      );
    },
  };
}
