import type { AccountType } from '../contracts/accountTypes';
import type { WalletAccount } from '../contracts/adapter';
import type { AccountState, ConnectionStatus } from '../state/types';
import type { CaipAddress } from '../validators/caip';
import { shallowEqual } from '../state/store';

/**
 * What `getAccount()` returns, shaped like AppKit's `getAccount()`. The balance of the same
 * account state is `getBalance()`'s (readers/balanceReader.ts), so an account subscriber is not
 * called on every balance read.
 */
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
 * Builds AccountInfo views of account state. A caller gets the same object until a field it
 * exposes really changes (what `useSyncExternalStore` needs): a balance or profile change in
 * account state gives no new AccountInfo.
 */
export function createAccountReader() {
  const last = new Map<string, AccountInfo>();
  return {
    read(key: string, account: AccountState | undefined): AccountInfo | undefined {
      if (!account) return undefined;
      const info: AccountInfo = {
        address: account.address,
        caipAddress: account.caipAddress,
        status: account.status,
        isConnected: account.status === 'connected',
        accountType: account.accountType,
        allAccounts: account.allAccounts,
        connectorId: account.connectorId,
      };
      const previous = last.get(key);
      if (previous && shallowEqual(previous, info)) return previous;
      last.set(key, info);
      return info;
    },
  };
}
