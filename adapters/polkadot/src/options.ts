import type { CaipNetworkId } from '@portico/core';
import type { PolkadotChainOptions } from './chain/polkadotChain';

export interface PolkadotAdapterOptions {
  /**
   * The page's window, where extensions inject themselves (`window.injectedWeb3`) and whose
   * DOMContentLoaded and load events discovery listens to. Defaults to the global `window`;
   * without one (server rendering) no extension is found.
   */
  readonly window?: object;
  /**
   * The name extensions show when they ask the visitor to let the app in (`enable(appName)`).
   * Default: the page's host name, else 'Portico'.
   */
  readonly appName?: string;
  /**
   * The SS58 prefix of networks this package does not know, by CAIP-2 id (Polkadot 0, Kusama 2
   * and Westend 42 are known). Without one, the prefix is read from the chain's properties,
   * which loads the chain chunk (@polkadot/api) on the first connect.
   */
  readonly ss58Prefixes?: Readonly<Record<CaipNetworkId, number>>;
  /** The chain chunk's options (how long a connection to a node may take). */
  readonly chain?: PolkadotChainOptions;
  /**
   * The clock (ms since the epoch) getTransactionStatus compares a transaction's `sentAt` with;
   * `Date.now` by default. Tests pass their own.
   */
  readonly now?: () => number;
}
