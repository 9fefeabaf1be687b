/**
 * The public interface of one Portico instance: what an app developer calls. createPortico
 * (portico.ts) builds it.
 */
import type { SwitchAccountParams } from './connection/accountChoice';
import type { ConnectResult } from './connection/connectResult';
import type {
  SendTokenRequest,
  SendTransactionRequest,
  SignMessageParams,
} from './connection/walletActions';
import type { Adapter, SignedMessage } from './contracts/adapter';
import type { LoadFeature } from './contracts/feature';
import type { Token } from './di/tokens';
import type { PorticoEvent } from './events/events';
import type { OpenOptions } from './modal/modal';
import type { Network } from './networks/network';
import type { AccountInfo } from './readers/accountReader';
import type { BalanceInfo } from './readers/balanceReader';
import type { ModalInfo } from './readers/instanceReaders';
import type { NetworkInfo } from './readers/networkReader';
import type { ServiceClients } from './services/index';
import type { ConnectorInfo, ThemeMode, ThemeVariables } from './state/types';
import type { ChainNamespace } from './validators/caip';

export type { ModalInfo } from './readers/instanceReaders';

type Unsubscribe = () => void;

/** One Portico: one modal, its state, its adapters and plugins. Instances share nothing. */
export interface Portico {
  open(options?: OpenOptions): Promise<void>;
  close(): void;
  back(): void;
  getState(): ModalInfo;
  subscribeState(listener: (state: ModalInfo) => void): Unsubscribe;
  getAccount(namespace?: ChainNamespace): AccountInfo | undefined;
  subscribeAccount(
    listener: (account: AccountInfo | undefined) => void,
    namespace?: ChainNamespace,
  ): Unsubscribe;
  /**
   * The native balance of a namespace's account (default: the active one), as account state
   * holds it: `balance` formatted for display and `balanceSymbol`; both undefined until read.
   */
  getBalance(namespace?: ChainNamespace): BalanceInfo;
  /** Called when that balance or its symbol changes (core reads it on connect and every 30 s). */
  subscribeBalance(
    listener: (balance: BalanceInfo) => void,
    namespace?: ChainNamespace,
  ): Unsubscribe;
  getNetwork(namespace?: ChainNamespace): NetworkInfo;
  subscribeNetwork(
    listener: (network: NetworkInfo) => void,
    namespace?: ChainNamespace,
  ): Unsubscribe;
  switchNetwork(network: Network): Promise<void>;
  /**
   * Connects a discovered connector (by id) in its namespace (default: the active one first).
   * State holds the account and its network before any event goes out; the result says where.
   */
  connect(params: { connectorId: string; namespace?: ChainNamespace }): Promise<ConnectResult>;
  disconnect(namespace?: ChainNamespace): Promise<void>;
  /**
   * Makes one of a namespace's connected accounts (`allAccounts`) the active one: state is
   * written, then ACCOUNT_CHANGED goes out; remembered, so a reload's reconnect comes back on
   * it while the wallet still gives it. Throws NoActiveCaipAddressError when the namespace has
   * no connected account, AccountNotInConnectionError for an address not among its accounts.
   */
  switchAccount(params: SwitchAccountParams): Promise<void>;
  getConnectors(namespace?: ChainNamespace): readonly ConnectorInfo[];
  subscribeEvents(listener: (event: PorticoEvent) => void): Unsubscribe;
  setThemeMode(mode: ThemeMode): void;
  setThemeVariables(variables: ThemeVariables): void;
  /**
   * Asks the connected wallet of a namespace (default: the active one) to sign a message.
   * Throws 'No ActiveCaipAddress found' when nothing is connected; a declined request shows
   * 'Signature declined' and rejects with a UserRejectedError.
   */
  signMessage(params: SignMessageParams): Promise<string>;
  /** signMessage, also saying how the wallet signed where the namespace has several schemes. */
  signMessageWithScheme(params: SignMessageParams): Promise<SignedMessage>;
  /** Sends from the connected account on the namespace's active network; the hash or id. */
  sendTransaction(params: SendTransactionRequest): Promise<string>;
  /**
   * Sends a token (SPL on solana) from the connected account on the namespace's active
   * network, where the adapter can; the transaction hash or id.
   */
  sendToken(params: SendTokenRequest): Promise<string>;
  /** The live adapter of a namespace, for chain actions (sign, send, balance). */
  getAdapter(namespace: ChainNamespace): Adapter;
  /** Loads an enabled feature plugin (once): its views, actions and state, typed by the plugin. */
  readonly loadFeature: LoadFeature;
  /**
   * The wallet catalogue, blockchain data and analytics clients (spec 7), their code loaded
   * on the first call; undefined when the instance has no services (see serviceLoader.ts).
   */
  services(): Promise<ServiceClients | undefined>;
  /**
   * Reads the native balance of a namespace's account again now (core reads it on connect,
   * on a change of account or network, and every 30 s; this is for after a send).
   */
  refreshBalance(namespace?: ChainNamespace): Promise<void>;
  /** Settles when reconnecting on page load has finished. */
  readonly ready: Promise<void>;
  /**
   * For UI bindings and feature plugins: a part of the plugin surface (state, modal, router,
   * toasts, ...; see TOKENS), typed by its token.
   */
  resolve<T>(token: Token<T>): T;
  destroy(): void;
}
