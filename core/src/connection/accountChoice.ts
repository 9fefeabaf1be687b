/**
 * The visitor's choice among a wallet's accounts (AdapterPlugin.accountPicker: polkadot
 * extensions give every account they hold). `switchAccount` makes one of the connection's
 * accounts the active one and remembers it; on a reload the reconnect is handed that address
 * (`ConnectParams.preferredAddress`) and core makes it active again when the wallet still
 * gives it, whatever order the adapter put the accounts in (reconnect.ts).
 *
 * A lazy chunk: the connection controller imports it on the first switchAccount, so the
 * page load of an app whose visitor never picks an account does not carry it.
 */
import { AccountNotInConnectionError } from '../errors/accountErrors';
import { NoActiveCaipAddressError } from '../errors/errors';
import type { EventBus } from '../events/events';
import type { Store } from '../state/store';
import type { PorticoState } from '../state/types';
import { toCaipAddress, type CaipAddress, type ChainNamespace } from '../validators/caip';
import { writeTo } from './chainWrites';

export interface SwitchAccountParams {
  readonly namespace: ChainNamespace;
  /** One of the namespace's `allAccounts`. */
  readonly address: string;
}

export interface AccountChoiceInput {
  readonly store: Store<PorticoState>;
  readonly events: EventBus;
  /** Remembers the choice for the next page load's reconnect. */
  readonly remember: (namespace: ChainNamespace, address: string) => void;
  /** After the write and the event: the modal layer moves on (SelectAccount to Account). */
  readonly switched?: (namespace: ChainNamespace) => void;
}

/**
 * Makes `address` the namespace's active account: one write, remembered, then ACCOUNT_CHANGED
 * (none when it already was the active one). Throws NoActiveCaipAddressError when the namespace
 * has no connected account, AccountNotInConnectionError for an address the wallet did not give.
 */
export function switchAccount(input: AccountChoiceInput, params: SwitchAccountParams): void {
  const { namespace, address } = params;
  const account = input.store.getState().chains[namespace]?.account;
  if (account?.status !== 'connected' || !account.caipAddress) {
    throw new NoActiveCaipAddressError();
  }
  if (!account.allAccounts.some((candidate) => candidate.address === address)) {
    throw new AccountNotInConnectionError(address, namespace);
  }
  input.remember(namespace, address);
  if (address !== account.address) {
    const reference = account.caipAddress.split(':')[1] ?? '';
    const caipAddress = toCaipAddress(`${namespace}:${reference}`, address);
    writeActiveAccount(input.store, namespace, address, caipAddress);
    input.events.emit('ACCOUNT_CHANGED', { namespace, caipAddress });
  }
  input.switched?.(namespace);
}

/** The visitor chose another of the wallet's accounts: it becomes the one shown; the list stays. */
function writeActiveAccount(
  store: Store<PorticoState>,
  namespace: ChainNamespace,
  address: string,
  caipAddress: CaipAddress,
): void {
  writeTo(store, namespace, (chain) => {
    // The name and avatar were the previous account's (a names plugin reads its own).
    chain.account.profileName = chain.account.profileImage = undefined;
    chain.account.address = address;
    chain.account.caipAddress = caipAddress;
  });
}
