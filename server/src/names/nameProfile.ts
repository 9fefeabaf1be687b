/**
 * How a registered name is answered (the profile the core client's parseNameProfile reads):
 * { name, registered, updated, addresses: { [coinType]: { address, created } },
 * attributes: [{ ... }] }, and the identity of an address ({ name, avatar }) from its names.
 *
 * An EVM address is the same account on every EVM chain, so a name registered on any EVM
 * coin type also lists its address under 60 (Ethereum), where apps look first.
 */
import type { NameRecord } from '../storage/repository';
import { ETHEREUM_COIN_TYPE } from './coinType';

export interface NameProfileAnswer {
  readonly name: string;
  /** Unix seconds. */
  readonly registered: number;
  readonly updated: number;
  readonly addresses: Readonly<
    Record<string, { readonly address: string; readonly created: string }>
  >;
  readonly attributes: readonly Readonly<Record<string, string>>[];
}

export interface IdentityAnswer {
  readonly name: string | null;
  readonly avatar: string | null;
}

export function toNameProfile(record: NameRecord): NameProfileAnswer {
  const entry = { address: record.address, created: String(record.registeredAt) };
  const coinTypes = new Set([String(ETHEREUM_COIN_TYPE), String(record.coinType)]);
  return {
    name: record.name,
    registered: record.registeredAt,
    updated: record.updatedAt,
    addresses: Object.fromEntries([...coinTypes].map((coinType) => [coinType, entry])),
    attributes: Object.keys(record.attributes).length > 0 ? [{ ...record.attributes }] : [],
  };
}

/** The first name registered for the address, and its avatar when it is an http(s) URL. */
export function identityOf(names: readonly NameRecord[]): IdentityAnswer {
  const [first] = names;
  if (!first) return { name: null, avatar: null };
  return { name: first.name, avatar: webUrlOrNull(first.attributes.avatar) };
}

function webUrlOrNull(value: string | undefined): string | null {
  if (value === undefined) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? value : null;
  } catch {
    return null;
  }
}
