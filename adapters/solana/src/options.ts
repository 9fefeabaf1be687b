import type { CaipNetworkId } from '@portico/core';
import type { SolanaTokenInfo } from './chain/solanaChain';
import type { WalletStandardChain } from './walletChains';

export interface SolanaAdapterOptions {
  /**
   * The page's window (any EventTarget) where Wallet Standard wallets register. Defaults to
   * the global `window`; without one (server rendering) no wallet is found.
   */
  readonly window?: EventTarget;
  /** The SPL tokens whose balances the account shows, per network (CAIP-2 id). */
  readonly tokens?: Readonly<Record<CaipNetworkId, readonly SolanaTokenInfo[]>>;
  /**
   * The Wallet Standard chain of a network, when it is not one of the public clusters and not
   * `solana:<network id>` (see walletChains.ts).
   */
  readonly walletChains?: Readonly<Record<CaipNetworkId, WalletStandardChain>>;
  /**
   * The clock (ms since the epoch) getTransactionStatus compares a transaction's `sentAt` with;
   * `Date.now` by default. Tests pass their own.
   */
  readonly now?: () => number;
}
