/**
 * The Network entity of the spec (section 3), shaped like viem's `Chain` so users recognise it,
 * and `defineNetwork`, the one way to make one: a custom network is one object.
 */
import { ConfigurationError } from '../errors/errors';
import { MESSAGES } from '../errors/messages';

import type { CaipNetworkId } from '../validators/caip';
import { isSecureTransportUrl, type TransportKind } from '../validators/secureTransport';

export type { CaipNetworkId };

export interface NativeCurrency {
  readonly name: string;
  readonly symbol: string;
  readonly decimals: number;
}

export interface Network {
  /** Chain reference: 1 for eip155, a genesis hash for solana, bip122 and polkadot. */
  readonly id: number | string;
  /** `${chainNamespace}:${id}` (CAIP-2). */
  readonly caipNetworkId: CaipNetworkId;
  /** 'eip155' | 'solana' | 'bip122' | 'polkadot' | a third party's namespace. */
  readonly chainNamespace: string;
  readonly name: string;
  readonly nativeCurrency: NativeCurrency;
  /**
   * Default endpoints; Portico's offline mode replaces them with local ones. What an endpoint
   * speaks is the namespace adapter's business (JSON-RPC for eip155, solana and polkadot; an
   * Esplora-style REST API for the bip122 defaults of this package).
   */
  readonly rpcUrls: {
    readonly default: { readonly http: readonly string[]; readonly webSocket?: readonly string[] };
  };
  readonly blockExplorers?: { readonly default: { readonly name: string; readonly url: string } };
  readonly testnet?: boolean;
  readonly assets?: { readonly imageId?: string; readonly imageUrl?: string };
}

/** What `defineNetwork` takes: a Network whose `caipNetworkId` may be left out. */
export type NetworkInput = Omit<Network, 'caipNetworkId'> & {
  readonly caipNetworkId?: CaipNetworkId;
};

/** A Network that keeps the literal types of its id and namespace, like viem's `defineChain`. */
export type DefinedNetwork<Id extends number | string, Namespace extends string> = Network & {
  readonly id: Id;
  readonly chainNamespace: Namespace;
  readonly caipNetworkId: `${Namespace}:${Id}`;
};

/** Portico's own bound (the spec fixes none): more decimals than any known chain's native unit. */
export const MAX_NATIVE_CURRENCY_DECIMALS = 36;

const INVALID_NETWORK = 'INVALID_NETWORK';
// CAIP-2: namespace [-a-z0-9]{3,8}, reference [-_a-zA-Z0-9]{1,32}. Neither may contain ':'.
const CAIP2_NAMESPACE = Object.freeze(/^[-a-z0-9]{3,8}$/);
const CAIP2_REFERENCE = Object.freeze(/^[-_a-zA-Z0-9]{1,32}$/);
const HTTP_SCHEMES: readonly string[] = Object.freeze(['http:', 'https:']);
const WEBSOCKET_SCHEMES: readonly string[] = Object.freeze(['ws:', 'wss:']);
const IMAGE_URL_SCHEMES: readonly string[] = Object.freeze(['http:', 'https:', 'data:']);
/** Base that lets an app-relative image path ('/icons/chain.svg') parse; it is never fetched. */
const RELATIVE_URL_BASE = 'http://relative.invalid';

/**
 * Validates a network and returns a deep-frozen copy with `caipNetworkId` derived from
 * `chainNamespace` and `id`. Only the fields of `Network` are copied; the input is never
 * changed. Throws a `ConfigurationError` (code 'INVALID_NETWORK') on bad input.
 */
export function defineNetwork<const Id extends number | string, const Namespace extends string>(
  input: NetworkInput & { readonly id: Id; readonly chainNamespace: Namespace },
): DefinedNetwork<Id, Namespace> {
  if (!isRecord(input)) fail(MESSAGES.networkNotAnObject);
  const label =
    typeof input.name === 'string' && input.name !== '' ? input.name : describeValue(input.id);

  requireText(label, 'name', input.name);
  const chainNamespace = input.chainNamespace;
  if (typeof chainNamespace !== 'string' || !CAIP2_NAMESPACE.test(chainNamespace)) {
    fail(MESSAGES.networkNamespaceInvalid(label, describeValue(chainNamespace)));
  }
  const id = input.id;
  if (!isValidReference(id)) fail(MESSAGES.networkIdInvalid(label, describeValue(id)));
  if (chainNamespace === 'eip155' && typeof id !== 'number') {
    fail(MESSAGES.networkEip155IdNotNumber(label, describeValue(id)));
  }
  const caipNetworkId = `${chainNamespace}:${id}` as `${Namespace}:${Id}`;
  if (input.caipNetworkId !== undefined && input.caipNetworkId !== caipNetworkId) {
    fail(MESSAGES.networkCaipIdMismatch(label, describeValue(input.caipNetworkId), caipNetworkId));
  }

  const network: Network = {
    id,
    caipNetworkId,
    chainNamespace,
    name: input.name,
    nativeCurrency: copyNativeCurrency(label, input.nativeCurrency),
    rpcUrls: copyRpcUrls(label, input.rpcUrls),
    ...(input.blockExplorers !== undefined && {
      blockExplorers: copyBlockExplorers(label, input.blockExplorers),
    }),
    ...(input.testnet !== undefined && { testnet: copyTestnet(label, input.testnet) }),
    ...(input.assets !== undefined && { assets: copyAssets(label, input.assets) }),
  };
  return Object.freeze(network) as DefinedNetwork<Id, Namespace>;
}

function copyNativeCurrency(label: string, currency: unknown): NativeCurrency {
  const value = isRecord(currency) ? currency : {};
  requireText(label, 'nativeCurrency.name', value.name);
  requireText(label, 'nativeCurrency.symbol', value.symbol);
  const decimals = value.decimals;
  if (
    typeof decimals !== 'number' ||
    !Number.isInteger(decimals) ||
    decimals < 0 ||
    decimals > MAX_NATIVE_CURRENCY_DECIMALS
  ) {
    fail(
      MESSAGES.networkDecimalsInvalid(label, describeValue(decimals), MAX_NATIVE_CURRENCY_DECIMALS),
    );
  }
  return Object.freeze({ name: value.name, symbol: value.symbol, decimals });
}

function copyRpcUrls(label: string, rpcUrls: unknown): Network['rpcUrls'] {
  const defaults = isRecord(rpcUrls) && isRecord(rpcUrls.default) ? rpcUrls.default : {};
  const http = copyUrlList(label, 'rpcUrls.default.http', defaults.http, HTTP_SCHEMES);
  if (http.length === 0) fail(MESSAGES.networkUrlsRequired(label, 'rpcUrls.default.http'));
  requireSecure(label, 'rpcUrls.default.http', http, 'http');
  const webSocket =
    defaults.webSocket === undefined
      ? undefined
      : copyUrlList(label, 'rpcUrls.default.webSocket', defaults.webSocket, WEBSOCKET_SCHEMES);
  if (webSocket) requireSecure(label, 'rpcUrls.default.webSocket', webSocket, 'ws');
  return Object.freeze({
    default: Object.freeze(webSocket === undefined ? { http } : { http, webSocket }),
  });
}

function copyBlockExplorers(
  label: string,
  explorers: unknown,
): NonNullable<Network['blockExplorers']> {
  const explorer = isRecord(explorers) && isRecord(explorers.default) ? explorers.default : {};
  requireText(label, 'blockExplorers.default.name', explorer.name);
  const url = requireUrl(label, 'blockExplorers.default.url', explorer.url, HTTP_SCHEMES);
  return Object.freeze({ default: Object.freeze({ name: explorer.name, url }) });
}

function copyTestnet(label: string, testnet: unknown): boolean {
  if (typeof testnet !== 'boolean') fail(MESSAGES.networkTestnetNotBoolean(label));
  return testnet;
}

function copyAssets(label: string, assets: unknown): NonNullable<Network['assets']> {
  const value = isRecord(assets) ? assets : {};
  const copy: { imageId?: string; imageUrl?: string } = {};
  if (value.imageId !== undefined) {
    requireText(label, 'assets.imageId', value.imageId);
    copy.imageId = value.imageId;
  }
  if (value.imageUrl !== undefined) {
    copy.imageUrl = requireUrl(
      label,
      'assets.imageUrl',
      value.imageUrl,
      IMAGE_URL_SCHEMES,
      RELATIVE_URL_BASE,
    );
  }
  return Object.freeze(copy);
}

function copyUrlList(
  label: string,
  field: string,
  urls: unknown,
  schemes: readonly string[],
): readonly string[] {
  if (!Array.isArray(urls)) fail(MESSAGES.networkUrlsRequired(label, field));
  return Object.freeze(
    urls.map((url: unknown, index) => requireUrl(label, `${field}[${index}]`, url, schemes)),
  );
}

/** RPC transports are encrypted (https:, wss:) except on a loopback host (a local node). */
function requireSecure(
  label: string,
  field: string,
  urls: readonly string[],
  kind: TransportKind,
): void {
  urls.forEach((url, index) => {
    if (isSecureTransportUrl(url, kind)) return;
    const [secure, plain] = kind === 'http' ? ['https:', 'http:'] : ['wss:', 'ws:'];
    fail(MESSAGES.networkUrlNotSecure(label, `${field}[${index}]`, url, secure, plain));
  });
}

/** Returns the URL as given (not normalised) once it parses and uses one of `schemes`. */
function requireUrl(
  label: string,
  field: string,
  url: unknown,
  schemes: readonly string[],
  base?: string,
): string {
  if (typeof url === 'string' && schemes.includes(parseScheme(url, base))) return url;
  fail(MESSAGES.networkUrlInvalid(label, field, describeValue(url), schemes.join(' or ')));
}

function parseScheme(url: string, base: string | undefined): string {
  try {
    return new URL(url, base).protocol;
  } catch {
    return '';
  }
}

function isValidReference(id: unknown): id is number | string {
  if (typeof id === 'number') return Number.isSafeInteger(id) && id > 0;
  return typeof id === 'string' && CAIP2_REFERENCE.test(id);
}

function requireText(label: string, field: string, value: unknown): asserts value is string {
  if (typeof value !== 'string' || value.trim() === '') {
    fail(MESSAGES.networkTextRequired(label, field));
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Untrusted input as text for a message: never throws, whatever `toString` does. */
function describeValue(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean') {
    return `${value}`;
  }
  if (value === null || value === undefined) return `${value}`;
  return `a value of type ${typeof value}`;
}

function fail(message: string): never {
  throw new ConfigurationError(message, INVALID_NETWORK);
}
