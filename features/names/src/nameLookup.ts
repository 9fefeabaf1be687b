/**
 * The names of other addresses, for the rest of the modal (core's NameLookup): @portico/react's
 * Activity tab shows a counterparty's name where one is known. One call takes all the rows'
 * addresses; each distinct EVM address (in any case) is looked up once (the reverse route,
 * core's name client), a few at a time. Core's name cache keeps each answer 5 minutes (spec 9)
 * and shares a lookup already on its way, so rows shown again ask the service nothing more.
 */
import { TOKENS, isEvmAddress, type FeatureContext, type NameLookup } from '@portico/core';

/** Reverse lookups on their way at once, at most (a history page holds up to 50 rows). */
const LOOKUPS_AT_ONCE = 4;

export function createNameLookup(context: Pick<FeatureContext, 'resolve'>): NameLookup {
  const services = context.resolve(TOKENS.services);
  return {
    async namesOf(addresses, caipNetworkId) {
      const named = new Map<string, string>();
      const clients = await services().catch(() => undefined);
      if (!clients) return named;
      // The first spelling of each address, by its lowercase form.
      const distinct = new Map<string, string>();
      for (const address of addresses) {
        if (isEvmAddress(address) && address.startsWith('0x')) {
          if (!distinct.has(address.toLowerCase())) distinct.set(address.toLowerCase(), address);
        }
      }
      const queue = [...distinct];
      const byKey = new Map<string, string>();
      const worker = async () => {
        for (let next = queue.shift(); next; next = queue.shift()) {
          const [key, address] = next;
          const profiles = await clients.blockchainApi
            .getNamesForAddress({ address, caipNetworkId })
            .catch(() => []);
          const name = profiles[0]?.name;
          if (name) byKey.set(key, name);
        }
      };
      await Promise.all(Array.from({ length: LOOKUPS_AT_ONCE }, worker));
      for (const address of addresses) {
        const name = byKey.get(address.toLowerCase());
        if (name) named.set(address, name);
      }
      return named;
    },
  };
}
