/**
 * The writes the connection rules make to a namespace's state, each one `setState`: a connect
 * writes the account, its network and the active namespace together, so nothing (a listener,
 * the balance watcher) ever sees the new account on the old network.
 */
import { castDraft, type Draft } from 'immer';
import type { AccountType } from '../contracts/accountTypes';
import type { Connection, WalletAccount } from '../contracts/adapter';
import type { Network } from '../networks/network';
import { firstConnectedNamespace } from '../state/connectedNamespace';
import type { Store } from '../state/store';
import type { ChainState, PorticoState } from '../state/types';
import { toCaipAddress, type CaipAddress, type ChainNamespace } from '../validators/caip';
import { sanitizeWalletName } from '../validators/walletName';
import { initialChainState } from './chainState';

/** Where a namespace's chain is after a connect or a change: known, or not configured. */
export interface ChainPlace {
  readonly chainId: number | string;
  /** The configured network with that chain id; undefined when it is not configured. */
  readonly network: Network | undefined;
}

export interface ConnectedWrite {
  readonly namespace: ChainNamespace;
  readonly connectorId: string;
  readonly connection: Connection;
  readonly accountType: AccountType;
  readonly chain: ChainPlace;
  /** A reconnect at load (or a namespace joining a session) leaves the active namespace alone. */
  readonly reconnected: boolean;
}

/** One write to a namespace's chain state (nothing when the namespace has none). */
export function writeTo(
  store: Store<PorticoState>,
  namespace: ChainNamespace,
  recipe: (chain: Draft<ChainState>, state: Draft<PorticoState>) => void,
): void {
  store.setState((state) => {
    const chain = state.chains[namespace];
    if (chain) recipe(chain, state);
  });
}

/** The configured network the chain is on, or the unconfigured chain id. */
function place(target: Draft<ChainState>, chain: ChainPlace): void {
  target.caipNetworkId = chain.network?.caipNetworkId;
  target.unsupportedChainId = chain.network ? undefined : String(chain.chainId);
}

/**
 * An account as state keeps it: the wallet's name for it is untrusted text, kept only through
 * the wallet-name sanitiser's rules (dropped when nothing printable is left).
 */
function keptAccount(account: WalletAccount): WalletAccount {
  const name = sanitizeWalletName(account.name);
  return name === undefined
    ? { address: account.address, type: account.type }
    : { address: account.address, type: account.type, name };
}

export function writeConnected(store: Store<PorticoState>, write: ConnectedWrite): CaipAddress {
  const { namespace, connection, accountType, chain } = write;
  const caipAddress = toCaipAddress(`${namespace}:${connection.chainId}`, connection.address);
  writeTo(store, namespace, (target, state) => {
    target.account = {
      status: 'connected',
      address: connection.address,
      caipAddress,
      accountType,
      allAccounts: (
        connection.accounts ?? [{ address: connection.address, type: accountType }]
      ).map(keptAccount),
      connectorId: write.connectorId,
    };
    place(target, chain);
    // A visitor's own connect makes its namespace active (as in AppKit); a reconnect at load
    // or a namespace joining a shared session leaves the active one alone.
    if (!write.reconnected || !state.activeNamespace || state.switchingNamespace) {
      state.activeNamespace = namespace;
    }
    if (state.activeNamespace === namespace) state.switchingNamespace = false;
  });
  return caipAddress;
}

/** The wallet moved to another chain (or a switch finished): network and CAIP address follow. */
export function writeChain(
  store: Store<PorticoState>,
  namespace: ChainNamespace,
  chain: ChainPlace,
  activate = false,
): void {
  writeTo(store, namespace, (target, state) => {
    place(target, chain);
    const address = target.account.address;
    if (address) {
      target.account.caipAddress = toCaipAddress(`${namespace}:${chain.chainId}`, address);
    }
    if (activate) {
      state.activeNamespace = namespace;
      state.switchingNamespace = false;
    }
  });
}

export function writeStatus(
  store: Store<PorticoState>,
  namespace: ChainNamespace,
  status: 'connecting' | 'reconnecting' | 'disconnected',
): void {
  writeTo(store, namespace, (chain) => {
    chain.account.status = status;
  });
}

/** A failed connect: back to what the account was before it started. */
export function writeConnectFailed(
  store: Store<PorticoState>,
  namespace: ChainNamespace,
  before: string | undefined,
): void {
  writeTo(store, namespace, (chain) => {
    if (chain.account.status === 'connecting') {
      chain.account.status = before === 'connected' ? 'connected' : 'disconnected';
    }
  });
}

/** Resets a namespace's account and network (spec section 4). */
export function writeReset(
  store: Store<PorticoState>,
  namespace: ChainNamespace,
  accountType: AccountType,
  network: Network | undefined,
): void {
  store.setState((state) => {
    state.chains[namespace] = castDraft(initialChainState(accountType, network));
    if (state.activeNamespace === namespace) {
      const other = firstConnectedNamespace(state.chains);
      if (other) state.activeNamespace = other;
    }
  });
}

/** The wallet's account list changed (same chain): the first is the account shown. */
export function writeAccounts(
  store: Store<PorticoState>,
  namespace: ChainNamespace,
  accounts: readonly string[],
  caipAddress: CaipAddress,
): void {
  writeTo(store, namespace, (chain) => {
    // Another account: the name and avatar were the previous one's (a names plugin reads its own).
    if (chain.account.address !== accounts[0]) {
      chain.account.profileName = chain.account.profileImage = undefined;
    }
    chain.account.address = accounts[0];
    chain.account.caipAddress = caipAddress;
    placeAccounts(chain, accounts);
  });
}

/** The wallet's list changed and the active account is still in it (the visitor's choice). */
export function writeAccountList(
  store: Store<PorticoState>,
  namespace: ChainNamespace,
  accounts: readonly string[],
): void {
  writeTo(store, namespace, (chain) => placeAccounts(chain, accounts));
}

/** The wallet's new list; its names for accounts it still gives are kept (events carry addresses). */
function placeAccounts(chain: Draft<ChainState>, accounts: readonly string[]): void {
  const known = new Map(chain.account.allAccounts.map((entry) => [entry.address, entry]));
  chain.account.allAccounts = accounts.map(
    (candidate) => known.get(candidate) ?? { address: candidate, type: chain.account.accountType },
  );
}
