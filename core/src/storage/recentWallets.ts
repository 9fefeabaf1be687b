/**
 * Recent wallets (spec section 3): the wallets the user connected last, newest first,
 * at most RECENT_WALLETS_MAX of them, persisted in the instance's storage.
 */
import { RECENT_WALLETS_MAX } from '../constants';
import type { PorticoStorage, PorticoStorageSchema, RecentWallet } from './storage';

export type { RecentWallet } from './storage';

/** `wallet` first, then the previous entries without its id, cut to RECENT_WALLETS_MAX. */
export function addRecentWallet(
  list: readonly RecentWallet[],
  wallet: RecentWallet,
): readonly RecentWallet[] {
  return [wallet, ...list.filter((entry) => entry.id !== wallet.id)].slice(0, RECENT_WALLETS_MAX);
}

export interface RecentWallets {
  /** The stored list, newest first (empty when nothing valid is stored). */
  get(): readonly RecentWallet[];
  /** Puts `wallet` first and stores the result; returns the new list. */
  add(wallet: RecentWallet): readonly RecentWallet[];
  clear(): void;
}

export function createRecentWallets(
  storage: Pick<PorticoStorage<PorticoStorageSchema>, 'get' | 'set' | 'remove'>,
): RecentWallets {
  // A list stored by another version may hold duplicates or more entries: normalise on read.
  const get = (): readonly RecentWallet[] =>
    (storage.get('recentWallets') ?? []).reduceRight<readonly RecentWallet[]>(addRecentWallet, []);

  return {
    get,
    add(wallet) {
      const list = addRecentWallet(get(), wallet);
      storage.set('recentWallets', list);
      return list;
    },
    clear() {
      storage.remove('recentWallets');
    },
  };
}
