import type { Token } from '../di/tokens';
import type { Network } from '../networks/network';
import type { ChainNamespace } from '../validators/caip';
import type { SiwxMessageFormat } from './siwx';
import type { AccountType, AccountTypePolicy } from './accountTypes';
import type { Connector } from './connector';

export type Unsubscribe = () => void;

/** One account a wallet exposes in a namespace. */
export interface WalletAccount {
  readonly address: string;
  readonly type: AccountType;
  /**
   * The wallet's name for the account (polkadot extensions name each one). Untrusted text: core
   * keeps it only through sanitizeWalletName's rules, and drops it when nothing printable is left.
   */
  readonly name?: string;
}

/** What an adapter reports after connecting or reconnecting. */
export interface Connection {
  readonly address: string;
  /** The chain reference the wallet is on (`1`, a genesis hash, ...), not the CAIP-2 id. */
  readonly chainId: number | string;
  readonly accountType?: AccountType;
  readonly accounts?: readonly WalletAccount[];
}

/** Events an adapter raises when the wallet changes under it. */
export type AdapterEvent =
  | { readonly type: 'connectors'; readonly connectors: readonly Connector[] }
  | {
      readonly type: 'accountsChanged';
      readonly connectorId: string;
      readonly accounts: readonly string[];
    }
  | {
      readonly type: 'chainChanged';
      readonly connectorId: string;
      readonly chainId: number | string;
    }
  | { readonly type: 'disconnect'; readonly connectorId: string };

/** What core gives an adapter when a Portico instance installs it. */
export interface AdapterContext {
  /** The configured networks of this adapter's namespace. */
  readonly networks: readonly Network[];
  /** Tell core about discovered connectors and wallet-side changes. */
  emit(event: AdapterEvent): void;
  /** A service another plugin registered under a typed token; undefined when none is. */
  resolve<T>(token: Token<T>): T | undefined;
  /**
   * Connectors that serve this namespace through a session shared with other namespaces
   * (WalletConnect, an embedded wallet), from `options.connectors`. An adapter lists, with its
   * own, the ones whose `provider` it can drive.
   */
  readonly sharedConnectors: readonly Connector[];
}

export interface ConnectParams {
  readonly connector: Connector;
  readonly network: Network;
  /**
   * On reconnect, the account the visitor chose last time (`portico.switchAccount`). The adapter
   * puts it first in `accounts` (and makes it `address`) if the wallet still gives it; core makes
   * it active in any case when the connection's accounts hold it.
   */
  readonly preferredAddress?: string;
}

export interface SendTransactionParams {
  readonly connector: Connector;
  readonly network: Network;
  readonly from: string;
  readonly to: string;
  /** In the network's smallest unit (wei, lamports, satoshis, plancks). */
  readonly value: bigint;
  readonly data?: string;
  /** The gas limit where the namespace has one (eip155); absent: the wallet estimates it. */
  readonly gas?: bigint;
}

/** A token transfer (SPL, ERC-20, ...) from the connected account. */
export interface SendTokenParams {
  readonly connector: Connector;
  readonly network: Network;
  readonly from: string;
  readonly to: string;
  /** The token's contract or mint address, with what the app knows of it. */
  readonly token: { readonly address: string; readonly decimals: number; readonly symbol: string };
  /** In the token's base units. */
  readonly amount: bigint;
}

/** A send to price: native (`value`) or a token (`token` and `amount`). */
export type FeeEstimateParams = SendTransactionParams | SendTokenParams;

/**
 * A sent transaction's state on its chain. 'dropped': the chain does not know it and it can
 * no longer land (replaced, evicted, or its blockhash expired).
 */
export type ChainTransactionStatus = 'pending' | 'confirmed' | 'failed' | 'dropped';

export interface TransactionStatusParams {
  readonly network: Network;
  /** The hash or signature `sendTransaction` / `sendToken` returned. */
  readonly hash: string;
  /** When it was sent (ms since the epoch): on chains where "unknown" means "not yet" for a while. */
  readonly sentAt: number;
}

export interface WriteContractParams {
  readonly connector: Connector;
  readonly network: Network;
  readonly from: string;
  readonly contract: string;
  readonly abi: readonly unknown[];
  readonly functionName: string;
  readonly args: readonly unknown[];
}

/** A token's balance as an adapter reports it. */
export interface TokenAmount {
  /** The token's contract or mint address. */
  readonly address: string;
  readonly symbol: string;
  readonly name?: string;
  readonly decimals: number;
  /** In the token's base units. */
  readonly value: bigint;
}

export interface Balance {
  /** In the smallest unit. Where the balance has `parts`, the total (what wallets show). */
  readonly value: bigint;
  readonly decimals: number;
  readonly symbol: string;
  /**
   * Where a chain holds a balance in parts (polkadot: free, reserved, and what can move now),
   * in the same unit as `value`. A Send view's Max and its "insufficient balance" check use
   * `transferable` when present.
   */
  readonly parts?: BalanceParts;
}

/** A balance in parts (polkadot): `free` + `reserved` is the total; `transferable` can be sent. */
export interface BalanceParts {
  readonly free: bigint;
  readonly reserved: bigint;
  /**
   * What a send can move now, the network fee aside: what is neither reserved nor frozen, less
   * what the adapter's send makes the account keep (polkadot's transferKeepAlive keeps the
   * existential deposit), never below 0. Send's Max is this less the fee.
   */
  readonly transferable: bigint;
}

/**
 * The live adapter of one namespace inside one Portico instance. Required members are what
 * every chain family can do; optional members are capabilities discovered at run time
 * (`if (adapter.getCapabilities)`), never methods that throw "not implemented".
 */
/** A signature and, where the namespace has several, the scheme the wallet used. */
export interface SignedMessage {
  /** As the namespace's chain encodes it (hex on eip155, base58 on solana, base64 on bip122). */
  readonly signature: string;
  /** Absent where the namespace has one scheme; 'bip322-simple' or 'bip137' on bip122. */
  readonly scheme?: string;
}

export interface Adapter {
  readonly namespace: ChainNamespace;
  /** Start discovering connectors; report them with `context.emit({ type: 'connectors' })`. */
  watchConnectors(): Unsubscribe;
  connect(params: ConnectParams): Promise<Connection>;
  /** Restore a previous connection without prompting the wallet; undefined when it cannot. */
  reconnect(params: ConnectParams): Promise<Connection | undefined>;
  disconnect(params: { readonly connector: Connector }): Promise<void>;
  switchNetwork(params: ConnectParams): Promise<void>;
  getBalance(params: { readonly address: string; readonly network: Network }): Promise<Balance>;
  signMessage(params: {
    readonly connector: Connector;
    readonly address: string;
    readonly message: string;
    /** The account's type as core holds it (a refusal reads differently for a smart account). */
    readonly accountType?: AccountType;
  }): Promise<string>;
  /**
   * Like signMessage, and says how the wallet signed, where a namespace has more than one way
   * (bip122: 'bip322-simple' or the legacy 'bip137'). Core's signMessageWithScheme uses it when
   * present and falls back to signMessage with no scheme.
   */
  signMessageWithScheme?(params: Parameters<Adapter['signMessage']>[0]): Promise<SignedMessage>;
  /** Returns the transaction hash or id. */
  sendTransaction(params: SendTransactionParams): Promise<string>;
  /** The fee or gas estimate for a transaction, in the network's own unit (gas, lamports, vbytes). */
  estimateGas(params: SendTransactionParams): Promise<bigint>;
  /** Decimal text to the smallest unit, exactly (no floating point). */
  parseUnits(value: string, decimals: number): bigint;
  formatUnits(value: bigint, decimals: number): string;

  // Optional capabilities
  /**
   * The network fee of a send, in the native currency's smallest unit (wei, lamports): what
   * a Send view shows in its preview and what Max leaves for the fee.
   */
  estimateFee?(params: FeeEstimateParams): Promise<bigint>;
  /**
   * The namespace's sign-in message text (CAIP-122: EIP-4361 on eip155, Sign-In With Solana on
   * solana), loaded when a sign-in first needs it (never at page load).
   */
  loadSiwxFormat?(): Promise<SiwxMessageFormat>;
  /** Where a sent transaction stands on chain; read again after a reload. */
  getTransactionStatus?(params: TransactionStatusParams): Promise<ChainTransactionStatus>;
  /** Sends a token (SPL, ERC-20, ...); returns the transaction hash or id. */
  sendToken?(params: SendTokenParams): Promise<string>;
  /** Call a contract method; for namespaces that have contracts. Returns the transaction hash. */
  writeContract?(params: WriteContractParams): Promise<string>;
  /** Balances of the tokens configured for the network (ERC-20, SPL, ...), in base units. */
  getTokenBalances?(params: {
    readonly address: string;
    readonly network: Network;
  }): Promise<readonly TokenAmount[]>;
  /** The network's current gas (or fee) price in its smallest unit. */
  getGasPrice?(params: { readonly network: Network }): Promise<bigint>;
  /** Structured-data signing (EIP-712 on eip155). `typedData` is the standard's JSON object. */
  signTypedData?(params: {
    readonly connector: Connector;
    readonly address: string;
    readonly typedData: unknown;
    readonly accountType?: AccountType;
  }): Promise<string>;
  /** A batch of calls (EIP-5792 wallet_sendCalls on eip155); returns the batch id. */
  sendCalls?(params: {
    readonly connector: Connector;
    readonly network: Network;
    readonly from: string;
    readonly calls: readonly {
      readonly to: string;
      readonly value?: bigint;
      readonly data?: string;
    }[];
    readonly capabilities?: Record<string, unknown>;
  }): Promise<string>;
  /** EIP-5792 style capabilities of the connected wallet, by chain. */
  getCapabilities?(params: {
    readonly connector: Connector;
    readonly address: string;
  }): Promise<Record<string, Record<string, unknown>>>;
  grantPermissions?(params: {
    readonly connector: Connector;
    readonly request: unknown;
  }): Promise<unknown>;
  revokePermissions?(params: {
    readonly connector: Connector;
    readonly request: unknown;
  }): Promise<unknown>;
  getAssets?(params: { readonly connector: Connector; readonly address: string }): Promise<unknown>;
  /** Release listeners and timers. */
  destroy?(): void;
}

/**
 * What an app passes in `options.adapters`: a description plus a factory, so every Portico
 * instance gets its own live adapter and two instances share nothing.
 */
export interface AdapterPlugin {
  readonly namespace: ChainNamespace;
  /** The account types this namespace accepts and the one it uses by default. */
  readonly accountTypes: AccountTypePolicy;
  /**
   * The namespace's wallets give the app all their accounts and the visitor picks one
   * (polkadot extensions). After a connect that gives more than one account, the modal shows
   * the view 'SelectAccount' before the Account view; `portico.switchAccount` changes it later.
   */
  readonly accountPicker?: boolean;
  create(context: AdapterContext): Adapter;
}
