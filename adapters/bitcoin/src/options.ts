import type { CaipNetworkId } from '@portico/core';
import type { BitcoinAddressFormat } from './addressFormats';
import type { BitcoinWalletChain } from './walletChains';

export interface BitcoinAdapterOptions {
  /**
   * The page's window (any EventTarget) where Wallet Standard wallets register and sats-connect
   * providers are listed (`window.btc_providers`). Defaults to the global `window`; without one
   * (server rendering) no wallet is found.
   */
  readonly window?: EventTarget;
  /**
   * The address format of a bip122 network that is not mainnet, testnet3, signet or regtest
   * (a custom signet, say), by CAIP-2 id: 'mainnet' (bc1…), 'testnet' (tb1…) or 'regtest'
   * (bcrt1…). A network whose format is not known is refused.
   */
  readonly addressFormats?: Readonly<Record<CaipNetworkId, BitcoinAddressFormat>>;
  /**
   * The wallet chain of such a network ('bitcoin:signet', ...) when it is not
   * `bitcoin:<its address format>` (see walletChains.ts).
   */
  readonly walletChains?: Readonly<Record<CaipNetworkId, BitcoinWalletChain>>;
  /**
   * The clock (ms since the epoch) getTransactionStatus compares a transaction's `sentAt` with;
   * `Date.now` by default. Tests pass their own.
   */
  readonly now?: () => number;
}
