import type { Address, Hex, LocalAccount } from 'viem';
import type { Eip6963ProviderInfo } from './eip6963';
import type { ProviderEventMap, ProviderEventName } from './providerEvents';
import type { WalletCapabilities } from './walletCalls';

export interface Eip1193RequestArguments {
  readonly method: string;
  readonly params?: readonly unknown[] | object;
}

/** What a dapp sees: EIP-1193 `request`, `on` and `removeListener`. */
export interface Eip1193Provider {
  request(args: Eip1193RequestArguments): Promise<unknown>;
  on<E extends ProviderEventName>(event: E, listener: ProviderEventMap[E]): void;
  removeListener<E extends ProviderEventName>(event: E, listener: ProviderEventMap[E]): void;
}

export interface TestWalletChain {
  chainId: number;
  /** The node's HTTP JSON-RPC URL (loopback only unless `allowRemoteRpc`). */
  rpcUrl: string;
  name?: string;
}

export interface CreateTestWalletOptions {
  /** The signing key; defaults to anvil's first dev account. */
  privateKey?: Hex;
  /** Chains the wallet knows; the first one is the current chain. */
  chains: readonly TestWalletChain[];
  /** EIP-6963 info; defaults to "Portico Test Wallet" with a fresh uuid. */
  announce?: Eip6963ProviderInfo;
  /**
   * EIP-5792 capabilities per chain id, answered by wallet_getCapabilities. Chains not
   * listed get `{ atomic: { status: 'supported' } }`.
   */
  capabilities?: Record<number, WalletCapabilities>;
  /** Let chains use non-loopback RPC URLs (off by default: tests stay on 127.0.0.1). */
  allowRemoteRpc?: boolean;
  /**
   * The user approved this app before (a reload): eth_accounts answers without a prompt.
   * Defaults to false.
   */
  authorized?: boolean;
}

/** Test-side levers: what a user or a wallet would do, on demand. */
export interface TestWalletControl {
  /**
   * Rejects (4001) the next request that would prompt the user (connect, sign, send,
   * switch/add chain, permissions, sendCalls), or the next one of `method`. Queued: two
   * calls reject two prompts.
   */
  rejectNext(method?: string): void;
  /** While true, every prompt is rejected with 4001. */
  rejectAll(reject: boolean): void;
  /** Drops a chain from the wallet's list, so switching to it gives 4902. */
  forgetChain(chainId: number): void;
  /** Delays every answer by `ms` (a slow user or wallet). 0 turns it off. */
  setDelay(ms: number): void;
  /** The wallet goes away: clears the connection, emits accountsChanged([]) and disconnect (4900). */
  disconnect(): void;
  /**
   * Replaces the wallet's accounts (private keys or viem local accounts). Emits
   * accountsChanged when the dapp is connected.
   */
  setAccounts(accounts: readonly (Hex | LocalAccount)[]): void;
  /** Replaces the EIP-5792 capabilities reported for one chain. */
  setCapabilities(chainId: number, capabilities: WalletCapabilities): void;
  /** The wallet's view, for assertions. */
  readonly state: {
    readonly chainId: number;
    readonly accounts: readonly Address[];
    /** The dapp has been granted the accounts (eth_requestAccounts succeeded). */
    readonly authorized: boolean;
    /** The wallet is connected to a chain (false after disconnect() until the next connect). */
    readonly connected: boolean;
    readonly chains: readonly TestWalletChain[];
  };
}

export interface TestWallet extends Eip1193Provider {
  /** A frozen facade with only request/on/removeListener: hand this to the dapp. */
  readonly provider: Eip1193Provider;
  readonly info: Readonly<Eip6963ProviderInfo>;
  readonly control: TestWalletControl;
  /** Announces `provider` with `info` over EIP-6963 on `target` (default: window). */
  announceEip6963(target?: EventTarget): () => void;
}
