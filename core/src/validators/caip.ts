/**
 * Chain-agnostic identifiers (CAIP-2 network ids, CAIP-10 account addresses).
 *
 * Spec 5: "Caip address: three non-empty parts separated by colons, first part a known
 * namespace. Network id in CAIP-2 form has exactly two parts." These are the spec's rules,
 * not the full CAIP character grammar: a part may hold any character except ':'.
 */
import { InvalidCaipAddressError, InvalidCaipNetworkIdError } from '../errors/errors';

/** The namespaces Portico knows. Third-party adapters may register more (see isCaipAddress). */
export const KNOWN_NAMESPACES = ['eip155', 'solana', 'bip122', 'polkadot'] as const;

export type KnownNamespace = (typeof KNOWN_NAMESPACES)[number];
/** A known namespace, or one registered by a third-party adapter (still autocompletes). */
export type ChainNamespace = KnownNamespace | (string & {});
/** CAIP-2 `namespace:reference`, e.g. `eip155:1`. */
export type CaipNetworkId = `${string}:${string}`;
/** CAIP-10 `namespace:reference:address`, e.g. `eip155:1:0xab…`. */
export type CaipAddress = `${string}:${string}:${string}`;

export interface ParsedCaipNetworkId {
  readonly namespace: ChainNamespace;
  readonly reference: string;
}

export interface ParsedCaipAddress extends ParsedCaipNetworkId {
  readonly address: string;
  readonly caipNetworkId: CaipNetworkId;
}

const SEPARATOR = ':';

/** True when `value` is a string of exactly two non-empty parts separated by ':'. */
export function isCaipNetworkId(value: unknown): value is CaipNetworkId {
  return networkIdParts(value) !== undefined;
}

/** Splits a CAIP-2 network id; throws InvalidCaipNetworkIdError when it is not one. */
export function parseCaipNetworkId(value: unknown): ParsedCaipNetworkId {
  const parts = networkIdParts(value);
  if (!parts) throw new InvalidCaipNetworkIdError();
  const [namespace, reference] = parts;
  return { namespace, reference };
}

/**
 * True when `value` is a string of exactly three non-empty parts separated by ':', the first
 * one of `namespaces` (by default the known ones; pass extra namespaces registered by
 * third-party adapters, e.g. `[...KNOWN_NAMESPACES, 'cosmos']`).
 */
export function isCaipAddress(
  value: unknown,
  namespaces: readonly string[] = KNOWN_NAMESPACES,
): value is CaipAddress {
  return addressParts(value, namespaces) !== undefined;
}

/** Splits a CAIP-10 address; throws InvalidCaipAddressError when isCaipAddress is false. */
export function parseCaipAddress(
  value: unknown,
  namespaces: readonly string[] = KNOWN_NAMESPACES,
): ParsedCaipAddress {
  const parts = addressParts(value, namespaces);
  if (!parts) throw new InvalidCaipAddressError();
  const [namespace, reference, address] = parts;
  return { namespace, reference, address, caipNetworkId: `${namespace}${SEPARATOR}${reference}` };
}

/**
 * Builds `namespace:reference`. Throws InvalidCaipNetworkIdError when either part is not a
 * non-empty string without ':' (the result would not parse back to the same parts).
 */
export function toCaipNetworkId(namespace: ChainNamespace, reference: string): CaipNetworkId {
  if (!isPart(namespace) || !isPart(reference)) throw new InvalidCaipNetworkIdError();
  return `${namespace}${SEPARATOR}${reference}`;
}

/**
 * Builds `namespace:reference:address`. Throws InvalidCaipNetworkIdError when
 * `caipNetworkId` is not a network id, and InvalidCaipAddressError when `address` is not a
 * non-empty string without ':'. The namespace is not checked against a list here: which
 * namespaces are registered is known to the caller, and checked when the address is parsed.
 */
export function toCaipAddress(caipNetworkId: CaipNetworkId, address: string): CaipAddress {
  if (!isCaipNetworkId(caipNetworkId)) throw new InvalidCaipNetworkIdError();
  if (!isPart(address)) throw new InvalidCaipAddressError();
  return `${caipNetworkId}${SEPARATOR}${address}`;
}

function isPart(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0 && !value.includes(SEPARATOR);
}

function networkIdParts(value: unknown): [string, string] | undefined {
  if (typeof value !== 'string') return undefined;
  // The limit stops the split at the first extra part: a long input costs no large array.
  const [namespace, reference, ...rest] = value.split(SEPARATOR, 3);
  if (!namespace || !reference || rest.length > 0) return undefined;
  return [namespace, reference];
}

function addressParts(
  value: unknown,
  namespaces: readonly string[],
): [string, string, string] | undefined {
  if (typeof value !== 'string') return undefined;
  const [namespace, reference, address, ...rest] = value.split(SEPARATOR, 4);
  if (!namespace || !reference || !address || rest.length > 0) return undefined;
  if (!namespaces.includes(namespace)) return undefined;
  return [namespace, reference, address];
}
