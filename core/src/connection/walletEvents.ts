import type { AdapterEvent } from '../contracts/adapter';
import type { EventBus } from '../events/events';
import type { Store } from '../state/store';
import type { PorticoState } from '../state/types';
import { toCaipAddress, type ChainNamespace } from '../validators/caip';
import { isWalletAddressIn } from '../validators/walletAddressShape';
import { writeAccountList, writeAccounts } from './chainWrites';

export interface WalletEventInput {
  readonly store: Store<PorticoState>;
  readonly events: EventBus;
  /** The wallet ended the session: the namespace (and its session group) is reset. */
  readonly disconnected: (namespace: ChainNamespace) => void;
  /** The wallet moved to the chain with this reference. */
  readonly chainChanged: (chainId: number | string) => void;
  /**
   * The namespace's visitor picks the account (AdapterPlugin.accountPicker): a changed list
   * keeps the active account while it is still in it, rather than taking the list's first.
   */
  readonly keepsChoice?: boolean;
}

/** The valid addresses of a wallet's list, as the adapter gave them, without repeats. */
function validAccounts(namespace: ChainNamespace, accounts: readonly unknown[]): string[] {
  const valid = (Array.isArray(accounts) ? accounts : []).filter((value) =>
    isWalletAddressIn(namespace, value),
  );
  return [...new Set(valid)];
}

/**
 * A change the connected wallet made on its side (an adapter's `accountsChanged`,
 * `chainChanged` or `disconnect`). Events of a connector the namespace is not connected
 * through are ignored.
 */
export function handleWalletEvent(
  input: WalletEventInput,
  namespace: ChainNamespace,
  event: Exclude<AdapterEvent, { type: 'connectors' }>,
): void {
  const account = input.store.getState().chains[namespace]?.account;
  if (account?.status !== 'connected' || account.connectorId !== event.connectorId) return;
  if (
    event.type === 'disconnect' ||
    (event.type === 'accountsChanged' && event.accounts.length === 0)
  ) {
    input.disconnected(namespace);
    return;
  }
  if (event.type === 'chainChanged') {
    input.chainChanged(event.chainId);
    return;
  }
  // Defence in depth for every adapter: a wallet's addresses are untrusted (eip155 and solana by
  // their own rules, others by CAIP-10's grammar). A list with no valid address is ignored.
  const accounts = validAccounts(namespace, event.accounts);
  const kept = input.keepsChoice && account.address && accounts.includes(account.address);
  if (kept) {
    // The visitor's choice stays; the list is the wallet's new one (accounts added or removed).
    writeAccountList(input.store, namespace, accounts);
    return;
  }
  const [address] = accounts;
  if (!address || address === account.address) return;
  const reference = account.caipAddress?.split(':')[1] ?? '';
  const caipAddress = toCaipAddress(`${namespace}:${reference}`, address);
  writeAccounts(input.store, namespace, accounts, caipAddress);
  input.events.emit('ACCOUNT_CHANGED', { namespace, caipAddress });
}
