/**
 * What one chain module instance knows of transactions: the block each one it sent (or found)
 * landed in and whether its call succeeded, and how far back the chain was searched for the
 * ones it has not found yet. Nodes keep no index of transactions by hash, so this is what a
 * status lookup starts from. Bounded: the oldest entries go first.
 */

/** Entries kept per kind before the oldest is forgotten. */
export const SENT_TRANSACTIONS_KEPT = 256;

export interface LandedTransaction {
  readonly blockHash: string;
  readonly blockNumber: number;
  /** False when the call failed in the block (a dispatch error; the fee was paid). */
  readonly ok: boolean;
}

export interface SentTransactions {
  landed(key: string, landing: LandedTransaction): void;
  find(key: string): LandedTransaction | undefined;
  forget(key: string): void;
  /** The highest block number already searched for `key` (undefined: never searched). */
  searchedTo(key: string): number | undefined;
  setSearchedTo(key: string, blockNumber: number): void;
}

/** The key of a transaction: its network and hash (lower case). */
export function sentKey(caipNetworkId: string, hash: string): string {
  return `${caipNetworkId}/${hash.toLowerCase()}`;
}

export function createSentTransactions(): SentTransactions {
  const landings = new Map<string, LandedTransaction>();
  const searched = new Map<string, number>();
  const put = <V>(map: Map<string, V>, key: string, value: V) => {
    map.delete(key);
    map.set(key, value);
    if (map.size > SENT_TRANSACTIONS_KEPT) {
      const oldest = map.keys().next().value;
      if (oldest !== undefined) map.delete(oldest);
    }
  };
  return {
    landed(key, landing) {
      put(landings, key, landing);
      searched.delete(key);
    },
    find: (key) => landings.get(key),
    forget(key) {
      landings.delete(key);
    },
    searchedTo: (key) => searched.get(key),
    setSearchedTo(key, blockNumber) {
      put(searched, key, blockNumber);
    },
  };
}
