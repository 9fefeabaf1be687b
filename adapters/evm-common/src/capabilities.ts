/**
 * EIP-5792 wallet capabilities: the answer of `wallet_getCapabilities` is an object keyed by
 * hex chain id (`0x0` meaning every chain), each value an object of capabilities. Anything
 * else is 'Error parsing wallet capabilities' (spec section 8). EIP-7811 asset discovery
 * (`assetDiscovery: { supported: true }`) decides whether `wallet_getAssets` may be called
 * (spec section 6).
 */
import { CapabilitiesParseError } from './errors';
import type { Hex } from './library';

/** Capabilities of one chain, e.g. `{ atomic: { status: 'supported' } }`. */
export type ChainCapabilities = Readonly<Record<string, unknown>>;

/** Capabilities by chain, keyed by canonical hex chain id (lower case, no leading zeros). */
export type WalletCapabilities = Readonly<Record<Hex, ChainCapabilities>>;

/** EIP-5792 v2: capabilities under this key apply to every chain. */
export const ALL_CHAINS_KEY = '0x0';

/** A hex chain id as a key: up to 256 bits. */
const HEX_CHAIN_ID = /^0x[0-9a-fA-F]{1,64}$/;

/** `1` and `'0x01'` both give `'0x1'`. */
export function chainIdKey(chainId: number | bigint): Hex {
  return `0x${BigInt(chainId).toString(16)}`;
}

/**
 * An object literal (or JSON object): its prototype is null or a root prototype. The root is
 * not compared with this realm's Object.prototype: a wallet in another frame (or structuredClone
 * under a test runner's VM) answers with objects of another realm.
 */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === null || Object.getPrototypeOf(prototype) === null;
}

function readCapabilities(answer: unknown): WalletCapabilities {
  if (!isPlainObject(answer)) throw new CapabilitiesParseError();
  const parsed: Record<Hex, ChainCapabilities> = {};
  for (const [key, value] of Object.entries(answer)) {
    if (!HEX_CHAIN_ID.test(key) || !isPlainObject(value)) throw new CapabilitiesParseError();
    const canonical = chainIdKey(BigInt(key));
    // '0x1' and '0x01' in one answer: two meanings for one chain.
    if (Object.hasOwn(parsed, canonical)) throw new CapabilitiesParseError();
    // A copy as the JSON it travels as over JSON-RPC: plain objects of this realm, which the
    // wallet cannot change afterwards (a value JSON cannot carry, a cycle or a bigint, throws).
    parsed[canonical] = Object.freeze(JSON.parse(JSON.stringify(value)) as Record<string, unknown>);
  }
  return Object.freeze(parsed);
}

/**
 * Parses a `wallet_getCapabilities` answer into a JSON copy. Throws CapabilitiesParseError,
 * and nothing else, for any answer that is not an object of hex chain ids to JSON objects (even
 * one whose getters throw).
 */
export function parseCapabilities(answer: unknown): WalletCapabilities {
  try {
    return readCapabilities(answer);
  } catch {
    throw new CapabilitiesParseError();
  }
}

/** The capabilities that apply on one chain: the `0x0` entry overridden by the chain's own. */
export function capabilitiesForChain(
  capabilities: WalletCapabilities,
  chainId: number | bigint,
): ChainCapabilities {
  return {
    ...capabilities[ALL_CHAINS_KEY],
    ...capabilities[chainIdKey(chainId)],
  };
}

/** EIP-7811: the wallet can list the account's assets on this chain (`wallet_getAssets`). */
export function supportsAssetDiscovery(
  capabilities: WalletCapabilities,
  chainId: number | bigint,
): boolean {
  const assetDiscovery = capabilitiesForChain(capabilities, chainId).assetDiscovery;
  return (
    typeof assetDiscovery === 'object' &&
    assetDiscovery !== null &&
    (assetDiscovery as { supported?: unknown }).supported === true
  );
}
