import type { AccountType } from '../contracts/accountTypes';
import type { WalletAccount } from '../contracts/adapter';
import type { Connector } from '../contracts/connector';
import type { ViewName } from '../router/views';
import type { CaipAddress, CaipNetworkId, ChainNamespace } from '../validators/caip';

export type ConnectionStatus = 'disconnected' | 'connecting' | 'connected' | 'reconnecting';
export type ThemeMode = 'light' | 'dark';

/** Overridable theme variables (CSS custom properties under Portico's root attribute). */
export interface ThemeVariables {
  readonly '--portico-accent'?: string;
  readonly '--portico-border-radius'?: string;
  readonly '--portico-font-family'?: string;
  readonly [name: `--portico-${string}`]: string | undefined;
}

/**
 * Account state of one namespace (spec section 3). The spec's profileName and profileImage
 * (names), smartAccountDeployed, preferredAccountTypes and socialProvider (embedded wallet) are
 * added by the features that write them, not declared ahead of a writer.
 */
export interface AccountState {
  readonly status: ConnectionStatus;
  readonly address?: string;
  readonly caipAddress?: CaipAddress;
  readonly accountType: AccountType;
  readonly allAccounts: readonly WalletAccount[];
  readonly connectorId?: string;
  readonly balance?: string;
  readonly balanceSymbol?: string;
  /**
   * What of the balance can be sent now, formatted like `balance`, where the chain holds the
   * balance in parts (Balance.parts, polkadot); undefined elsewhere.
   */
  readonly balanceTransferable?: string;
  /**
   * The account's name and avatar (spec 3), written by a names plugin through its context's
   * `setAccountProfile` (@portico/feature-names); the avatar is a URL safeImageSource allows.
   */
  readonly profileName?: string;
  readonly profileImage?: string;
}

/** A WalletConnect pairing waiting to be scanned. */
export interface PairingState {
  readonly uri: string;
  readonly expiresAt: number;
}

export interface ChainState {
  readonly account: AccountState;
  /** The active network of this namespace, when it is one of the configured networks. */
  readonly caipNetworkId?: CaipNetworkId;
  /** The chain reference the wallet reported when it is not one of the configured networks. */
  readonly unsupportedChainId?: string;
  readonly pairing?: PairingState;
}

/** A connector as the UI sees it: no provider object (that stays with the adapter). */
export type ConnectorInfo = Omit<Connector, 'provider' | 'info'> & { readonly rdns?: string };

export type ToastVariant = 'loading' | 'success' | 'error';

export interface ToastState {
  readonly open: boolean;
  readonly variant: ToastVariant;
  readonly message: string;
  /** Increases with every toast, so the UI can tell two equal messages apart. */
  readonly id: number;
  /** A link the toast offers (a transaction's block-explorer page); the href is http(s) only. */
  readonly link?: { readonly href: string; readonly label: string };
}

export interface AlertState {
  readonly variant: 'error' | 'warning' | 'info';
  readonly title: string;
  readonly message?: string;
}

export interface ModalState {
  readonly open: boolean;
  readonly view: ViewName;
  readonly history: readonly ViewName[];
  /** Data the current view needs (the connector being connected, a namespace filter, ...). */
  readonly data?: Readonly<Record<string, string>>;
  readonly shake: boolean;
}

export interface PorticoState {
  readonly modal: ModalState;
  readonly theme: { readonly mode: ThemeMode; readonly variables: ThemeVariables };
  readonly activeNamespace?: ChainNamespace;
  /** Set while switching to a network of another namespace (spec section 4). */
  readonly switchingNamespace: boolean;
  readonly chains: Readonly<Record<string, ChainState>>;
  readonly connectors: readonly ConnectorInfo[];
  readonly toast: ToastState;
  readonly alert?: AlertState;
}
