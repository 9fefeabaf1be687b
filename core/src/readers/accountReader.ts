import type { AccountType } from '../contracts/accountTypes';
import type { WalletAccount } from '../contracts/adapter';
import type { AccountState, ConnectionStatus } from '../state/types';
import type { CaipAddress } from '../validators/caip';

/** What `getAccount()` returns, shaped like AppKit's `getAccount()`. */
export interface AccountInfo {
  readonly address?: string;
  readonly caipAddress?: CaipAddress;
  readonly status: ConnectionStatus;
  readonly isConnected: boolean;
  readonly accountType: AccountType;
  readonly allAccounts: readonly WalletAccount[];
  readonly connectorId?: string;
}

/**
 * Builds AccountInfo views of account state, one per state object, so a caller gets the same
 * object until the account really changes (what `useSyncExternalStore` needs).
 */
export function createAccountReader() {
  const cache = new WeakMap<AccountState, AccountInfo>();
  return {
    read(account: AccountState | undefined): AccountInfo | undefined {
      if (!account) return undefined;
      let info = cache.get(account);
      if (!info) {
        info = {
          address: account.address,
          caipAddress: account.caipAddress,
          status: account.status,
          isConnected: account.status === 'connected',
          accountType: account.accountType,
          allAccounts: account.allAccounts,
          connectorId: account.connectorId,
        };
        cache.set(account, info);
      }
      return info;
    },
  };
}
