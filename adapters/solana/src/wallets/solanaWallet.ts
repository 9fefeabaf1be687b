/**
 * What the adapter asks of a wallet, whatever reaches it: a Wallet Standard wallet in the page
 * (standardWallet.ts) or a WalletConnect session's solana namespace (walletConnectWallet.ts).
 * Addresses are base58 text; a transaction travels as unsigned wire bytes built by the chain
 * module, and comes back as a base58 transaction signature once it is on the chain.
 */
import type { Network, Unsubscribe } from '@portico/core';
import type { SolanaChainModule, SolanaRpc } from '../chain/solanaChain';
import type { WalletStandardChain } from '../walletChains';

export interface WalletTransfer {
  readonly from: string;
  readonly network: Network;
  readonly chain: WalletStandardChain;
  readonly rpc: SolanaRpc;
  /** Unsigned, legacy wire format, `from` the fee payer. */
  readonly transaction: Uint8Array;
  /** To send a transaction the wallet only signed, and to wait for confirmation. */
  readonly chainModule: SolanaChainModule;
}

export interface SolanaWallet {
  /** Asks the wallet (it may prompt); the account addresses it gives the app. */
  connect(network: Network): Promise<readonly string[]>;
  /** The accounts the wallet still gives the app, without a prompt; [] when it would prompt. */
  reconnect(network: Network): Promise<readonly string[]>;
  disconnect(): Promise<void>;
  /** The wallet's account list changed; [] means it disconnected the app. */
  onAccountsChanged(listener: (accounts: readonly string[]) => void): Unsubscribe;
  /** The chain reference the wallet is on, when the wallet has a notion of one. */
  chainReference(network: Network): Promise<string>;
  switchNetwork(network: Network): Promise<void>;
  /** The base58 ed25519 signature of `message` by `address`. */
  signMessage(address: string, message: Uint8Array): Promise<string>;
  /** Signs and sends; the base58 transaction signature once confirmed. */
  sendTransaction(transfer: WalletTransfer): Promise<string>;
}
