import { useEffect, useMemo, useState } from 'react';
import type { NameLookup } from '@portico/core';
import { addressKey } from './counterparty';

/** Where the names come from: core's `nameLookupOf(portico)` (a names plugin's, if any). */
export type NameLookupSource = () => Promise<NameLookup | undefined>;

const NONE: ReadonlyMap<string, string> = new Map();

/**
 * The names of the Activity rows' counterparties on `caipNetworkId`, by addressKey. All the
 * rows' addresses go in one call to the names plugin's lookup (which keeps each answer 5
 * minutes, spec 9); new rows (the next page) are asked for when they come, and the names
 * already known stay. Without a plugin that provides names, or while they are read, the map
 * is empty and the rows show the addresses.
 */
export function useCounterpartyNames(
  source: NameLookupSource | undefined,
  addresses: readonly string[],
  caipNetworkId: string | undefined,
): ReadonlyMap<string, string> {
  // Each distinct address once, in its first spelling; the key changes only with the set.
  const distinct = useMemo(() => {
    const byKey = new Map<string, string>();
    for (const address of addresses)
      if (!byKey.has(addressKey(address))) byKey.set(addressKey(address), address);
    return byKey;
  }, [addresses]);
  const key = [...distinct.keys()].sort().join(' ');
  const [known, setKnown] = useState<{ network?: string; names: ReadonlyMap<string, string> }>({
    names: NONE,
  });

  useEffect(() => {
    if (!source || !caipNetworkId || distinct.size === 0) return;
    let current = true;
    void (async () => {
      const lookup = await source().catch(() => undefined);
      const found = await lookup
        ?.namesOf([...distinct.values()], caipNetworkId)
        .catch(() => undefined);
      if (!current || !found || found.size === 0) return;
      setKnown((previous) => {
        const names = new Map(previous.network === caipNetworkId ? previous.names : NONE);
        for (const [address, name] of found) names.set(addressKey(address), name);
        return { network: caipNetworkId, names };
      });
    })();
    return () => {
      current = false;
    };
    // `distinct` is read through `key`: a new array of the same addresses asks nothing more.
  }, [source, caipNetworkId, key]);

  return known.network === caipNetworkId ? known.names : NONE;
}
