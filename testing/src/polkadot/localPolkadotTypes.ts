/**
 * The contract of the local Polkadot chain (localPolkadot.ts): a throwaway chopsticks node
 * built from the Rococo Asset Hub raw genesis shipped on npm, with instant blocks and funded
 * development accounts.
 */
import type { Network } from '@portico/core';

export interface StartLocalPolkadotOptions {
  /**
   * Accounts funded in the genesis import besides DEV_ACCOUNTS (SS58 addresses, any prefix),
   * `planck` free each. An address listed twice (or also a dev account) gets the sum.
   */
  readonly accounts?: readonly { readonly address: string; readonly planck: bigint }[];
  /** How long the node may take to answer (default 120 s: ~3 s idle, 15 s seen under load). */
  readonly readyTimeoutMs?: number;
}

export interface PolkadotAccountBalance {
  readonly free: bigint;
  readonly reserved: bigint;
  readonly frozen: bigint;
}

export interface LocalPolkadot {
  /** ws://127.0.0.1:<port>, for @polkadot/api's WsProvider. */
  readonly wsUrl: string;
  /** http://127.0.0.1:<port>: the same port answers JSON-RPC over plain HTTP POST too. */
  readonly httpUrl: string;
  /** chopsticks names the genesis block of a raw-genesis chain 0x4545…45 (32 bytes of 0x45). */
  readonly genesisHash: `0x${string}`;
  /**
   * 'Polkadot Local', `polkadot:<first 32 hex chars of the genesis hash>`, the chain's token
   * (ROC, 12 decimals), rpcUrls `{ http: [httpUrl], webSocket: [wsUrl] }`, a testnet.
   */
  readonly network: Network;
  /**
   * The chain's SS58 prefix as @polkadot/api reads it (registry.chainSS58, from the runtime's
   * System.SS58Prefix): 2, Kusama's, not the generic 42 (the runtime is asset-hub-rococo's
   * first, spec `statemine` 900). Its addresses read H…, F…, C… (DEV_ACCOUNTS lists them at 42).
   */
  readonly ss58Prefix: number;
  readonly decimals: number;
  readonly symbol: string;
  /** Balances.ExistentialDeposit, in planck (3,333,333 on this runtime). */
  readonly existentialDeposit: bigint;
  /** chopsticks' process id (for memory figures). */
  readonly pid: number;
  /** The account's balance at the chain's head (zeros for an account that does not exist). */
  balanceOf(address: string): Promise<PolkadotAccountBalance>;
  /**
   * Adds `planck` to the account's free balance (creating it when needed) and builds a block,
   * so it shows on return. It writes storage directly (dev_setStorage): total issuance does not
   * change, and a transfer landing between its read and write would be overwritten.
   */
  fund(address: string, planck: bigint): Promise<void>;
  /** The last few KB of chopsticks' output. */
  logTail(): string;
  /** SIGKILLs the node and removes its temporary files; safe to call twice. */
  stop(): Promise<void>;
}
