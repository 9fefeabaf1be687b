/**
 * The name service routes of the data API (spec 7):
 *
 *   GET  /v1/profile/account/{name}       resolve a name
 *   GET  /v1/profile/reverse/{address}    the names of an address
 *   GET  /v1/profile/suggestions/{name}   zone: free names like the one typed
 *   POST /v1/profile/account              { coin_type, address, message, signature }
 *   POST /v1/profile/account/{name}/update   the same body: Portico's own, the owner changes
 *   POST /v1/profile/account/{name}/release  the name's attributes or gives the name up
 *
 * - The message is nameMessage.ts's text (purpose, zone, server, chain, account, then the
 *   JSON payload), written by createNameMessage below and signed with personal_sign.
 * - Names work on eip155 (spec 9); another namespace, or a network the service does not
 *   list, gives an empty result and no name request.
 * - Errors (spec 8) carry the first reason description of the service's error body, or the
 *   fallback of the route: 'Error resolving name', 'Error fetching names for address',
 *   'Error fetching name suggestions', 'Error registering name'.
 * - The names of an address are kept 5 minutes (spec 9, name cache; IDENTITY_CACHE_MS).
 *   Resolving a name is not cached: it answers "is this name taken?" before a registration.
 * - AppKit's apiVersion=2 is sent with lookups: it selects the answer shape read here.
 */
import { IDENTITY_CACHE_MS } from '../constants';
import { MESSAGES } from '../errors/messages';
import { isCaipNetworkId } from '../validators/caip';
import type { DataApiContext } from './dataApiContext';
import { createNameMessage as writeNameMessage, type NameAction } from './nameMessage';
import { isAbortError, pathSegment } from './httpClient';
import { identityCacheKey } from './identity';
import { HttpStatusError, NameServiceError } from '../errors/errors';
import {
  isRecord,
  readFiniteNumber,
  readList,
  readNonEmptyString,
  readRecord,
  readRecordList,
  readString,
  readBoolean,
  readWebUrl,
  type JsonRecord,
} from './untrustedJson';

export interface NameProfile {
  readonly name?: string;
  /** When the name was registered and last updated, as the service sends them. */
  readonly registered?: number;
  readonly updated?: number;
  /** The name's address per coin type ("60" is Ethereum). */
  readonly addresses: Readonly<
    Record<string, { readonly address: string; readonly created?: string }>
  >;
  readonly attributes: readonly { readonly avatar?: string; readonly bio?: string }[];
}

export interface NameSuggestion {
  readonly name: string;
  readonly registered: boolean;
}

export const EMPTY_NAME_PROFILE: NameProfile = Object.freeze({
  addresses: Object.freeze({}),
  attributes: Object.freeze([]) as NameProfile['attributes'],
});

interface OnNetwork {
  /** CAIP-2 id of the connected network. */
  readonly caipNetworkId: string;
  readonly signal?: AbortSignal;
}

export interface RegisterNameRequest extends OnNetwork {
  readonly address: string;
  /** What the account signed: see createNameMessage. */
  readonly message: string;
  readonly signature: string;
}

/** An update or a release: the name it changes, signed by its owner. */
export interface ChangeNameRequest extends RegisterNameRequest {
  readonly name: string;
}

export interface NameMessageRequest {
  readonly action: NameAction;
  readonly name: string;
  /** The account that signs. */
  readonly address: string;
  /** CAIP-2 id of the eip155 chain (the coin type the request is sent with). */
  readonly caipNetworkId: string;
  /** The name's attributes (register, update); a release carries none. */
  readonly attributes?: Readonly<Record<string, string>>;
}

export interface NameApi {
  /** The zone suggestions are asked for (the provider's domain, spec 9). */
  readonly zone: string | undefined;
  resolveName(request: OnNetwork & { readonly name: string }): Promise<NameProfile>;
  getNamesForAddress(
    request: OnNetwork & { readonly address: string; readonly sender?: string },
  ): Promise<NameProfile[]>;
  getNameSuggestions(request: OnNetwork & { readonly name: string }): Promise<NameSuggestion[]>;
  /**
   * What the account signs to register, update or release a name on this service,
   * timestamped now (nameMessage.ts): it names this service's origin and the chain.
   */
  createNameMessage(request: NameMessageRequest): string;
  /** True when the name was registered; false on a network that has no names. */
  registerName(request: RegisterNameRequest): Promise<boolean>;
  /** The owner replaces the name's attributes; false on a network that has no names. */
  updateName(request: ChangeNameRequest): Promise<boolean>;
  /** The owner gives the name up (anyone may register it again); false without names. */
  releaseName(request: ChangeNameRequest): Promise<boolean>;
}

/** The first reason description of a name-service error body, or `fallback`. */
export function nameServiceMessage(error: unknown, fallback: string): string {
  if (!(error instanceof HttpStatusError) || !isRecord(error.body)) return fallback;
  const [first] = readList(error.body, 'reasons');
  return (isRecord(first) && readNonEmptyString(first, 'description')) || fallback;
}

/** ENSIP-11 coin type of an EVM chain: 60 for Ethereum, 0x80000000 | chainId otherwise. */
export function evmCoinType(chainId: number): number {
  return chainId === 1 ? 60 : (0x80000000 | chainId) >>> 0;
}

export function parseNameProfile(json: unknown): NameProfile | undefined {
  if (!isRecord(json)) return undefined;
  const addresses = readRecord(json, 'addresses') ?? {};
  const name = readNonEmptyString(json, 'name');
  const registered = readFiniteNumber(json, 'registered');
  const updated = readFiniteNumber(json, 'updated');
  return {
    ...(name && { name }),
    ...(registered !== undefined && { registered }),
    ...(updated !== undefined && { updated }),
    addresses: Object.fromEntries(
      Object.entries(addresses).flatMap(([coinType, entry]) => {
        const address = isRecord(entry) ? readNonEmptyString(entry, 'address') : undefined;
        const created = isRecord(entry) ? readString(entry, 'created') : undefined;
        return address ? [[coinType, { address, ...(created !== undefined && { created }) }]] : [];
      }),
    ),
    attributes: readRecordList(json, 'attributes', readAttributes),
  };
}

function readAttributes(attributes: JsonRecord) {
  const avatar = readWebUrl(attributes, 'avatar');
  const bio = readString(attributes, 'bio');
  return { ...(avatar && { avatar }), ...(bio !== undefined && { bio }) };
}

/** The reverse lookup answers a list of profiles; those without a name are dropped. */
export function parseNameProfiles(json: unknown): NameProfile[] {
  if (!Array.isArray(json)) return [];
  return json.flatMap((entry) => {
    const profile = parseNameProfile(entry);
    return profile?.name ? [profile] : [];
  });
}

export function parseNameSuggestions(json: unknown): NameSuggestion[] {
  return readRecordList(json, 'suggestions', (suggestion) => {
    const name = readNonEmptyString(suggestion, 'name');
    return name ? { name, registered: readBoolean(suggestion, 'registered') ?? false } : undefined;
  });
}

export function createNameApi(
  { http, cache, networks, clock }: DataApiContext,
  { zone }: { readonly zone?: string } = {},
): NameApi {
  /** Runs a name request on a network that has names; errors carry the spec's texts. */
  const onNameNetwork = async <T>(
    { caipNetworkId, signal }: OnNetwork,
    empty: T,
    fallback: string,
    run: () => Promise<T>,
  ): Promise<T> => {
    try {
      if (!(await networks.serves(caipNetworkId, 'names', signal))) return empty;
      return await run();
    } catch (error) {
      if (isAbortError(error, signal)) throw error;
      throw new NameServiceError(nameServiceMessage(error, fallback), error);
    }
  };
  const reverseKey = (address: string) => `blockchainApi:names:reverse:${address.toLowerCase()}`;
  /** A signed name request; then the address's names and identity are read again. */
  const postSigned = (request: RegisterNameRequest, path: string, fallback: string) => {
    const { caipNetworkId, address, message, signature, signal } = request;
    return onNameNetwork(request, false, fallback, async () => {
      const [, reference] = isCaipNetworkId(caipNetworkId) ? caipNetworkId.split(':') : [];
      await http.postJson({
        path,
        body: { coin_type: evmCoinType(Number(reference)), address, message, signature },
        signal,
      });
      cache.invalidate(reverseKey(address));
      cache.invalidate(identityCacheKey(address));
      return true;
    });
  };

  return {
    zone,
    createNameMessage: ({ action, name, address, caipNetworkId, attributes = {} }) =>
      writeNameMessage({
        action,
        name,
        address,
        chain: caipNetworkId,
        attributes: action === 'release' ? {} : attributes,
        // spec 9: "a timestamp in seconds".
        timestamp: Math.floor(clock.now() / 1000),
        server: new URL(http.baseUrl).origin,
      }),
    resolveName(request) {
      return onNameNetwork(request, EMPTY_NAME_PROFILE, MESSAGES.errorResolvingName, async () => {
        const json = await http.getJson({
          path: `/v1/profile/account/${pathSegment(request.name)}`,
          query: { apiVersion: '2' },
          signal: request.signal,
        });
        return parseNameProfile(json) ?? EMPTY_NAME_PROFILE;
      });
    },
    getNamesForAddress(request) {
      const { address, sender, signal } = request;
      return onNameNetwork(request, [], MESSAGES.errorFetchingNamesForAddress, () =>
        cache.query(
          reverseKey(address),
          async (shared) =>
            parseNameProfiles(
              await http.getJson({
                path: `/v1/profile/reverse/${pathSegment(address)}`,
                query: { sender, apiVersion: '2' },
                signal: shared,
              }),
            ),
          { ttlMs: IDENTITY_CACHE_MS, signal },
        ),
      );
    },
    getNameSuggestions(request) {
      return onNameNetwork(request, [], MESSAGES.errorFetchingNameSuggestions, async () =>
        parseNameSuggestions(
          await http.getJson({
            path: `/v1/profile/suggestions/${pathSegment(request.name)}`,
            query: { zone },
            signal: request.signal,
          }),
        ),
      );
    },
    registerName(request) {
      return postSigned(request, '/v1/profile/account', MESSAGES.errorRegisteringName);
    },
    updateName(request) {
      const path = `/v1/profile/account/${pathSegment(request.name)}/update`;
      return postSigned(request, path, MESSAGES.errorUpdatingName);
    },
    releaseName(request) {
      const path = `/v1/profile/account/${pathSegment(request.name)}/release`;
      return postSigned(request, path, MESSAGES.errorReleasingName);
    },
  };
}
