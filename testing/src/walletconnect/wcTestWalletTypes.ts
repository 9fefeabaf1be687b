/**
 * The contract of the WalletConnect test wallet (wcTestWallet.ts): how it is created and what a
 * test can make it do. Kept apart so the implementation stays one job in one file.
 */
import type { Address, Hex } from 'viem';
import type { TestWalletChain } from '../evm/testWalletTypes';
import type {
  SignClientInstance,
  SignClientLogLevel,
  SignClientMetadata,
} from './offlineSignClient';
import type { WalletConnectAuthenticateMode } from './wcAuthenticate';
import type { WalletConnectTestWalletBitcoinOptions } from './wcBitcoinSide';
import type {
  WalletConnectTestWalletPolkadotAccount,
  WalletConnectTestWalletPolkadotOptions,
} from './wcPolkadotSide';
import type { WalletConnectTestWalletSolanaOptions } from './wcSolanaSide';

export type WalletConnectSession = ReturnType<SignClientInstance['session']['get']>;

export interface CreateWalletConnectTestWalletOptions {
  /** ws://127.0.0.1:<port> of the local relay. */
  relayUrl: string;
  /** The signing key (an anvil dev account). */
  privateKey: Hex;
  /** The local chains offered in sessions; the first one is the wallet's current chain. */
  chains: readonly TestWalletChain[];
  metadata?: Partial<SignClientMetadata>;
  /** The SDK's log level (default 'error'). */
  logLevel?: SignClientLogLevel;
  /** A Solana side: the session then holds a solana namespace too (see wcSolanaSide.ts). */
  solana?: WalletConnectTestWalletSolanaOptions;
  /** A Bitcoin side: the session then holds a bip122 namespace too (see wcBitcoinSide.ts). */
  bitcoin?: WalletConnectTestWalletBitcoinOptions;
  /** A Polkadot side: the session then holds a polkadot namespace too (see wcPolkadotSide.ts). */
  polkadot?: WalletConnectTestWalletPolkadotOptions;
  /** How it answers a proposal carrying a sign-in (one-click sign-in); default 'approve'. */
  authenticate?: WalletConnectAuthenticateMode;
}

export interface WalletConnectTestWallet {
  readonly address: Address;
  /** The Solana side's base58 address, when the wallet has one. */
  readonly solanaAddress?: string;
  /** The Bitcoin side's payment address (its bip122 session account), when it has one. */
  readonly bitcoinAddress?: string;
  /** The Bitcoin side's ordinals address (getAccountAddresses' 'ordinal'). */
  readonly bitcoinOrdinalsAddress?: string;
  /** The Polkadot side's SS58 addresses (its polkadot session accounts), when it has one. */
  readonly polkadotAddresses?: readonly string[];
  /** The wallet's relay identity (did:key:...). */
  readonly clientId: string;
  /** The wallet-role SignClient, for what this object does not cover. */
  readonly client: SignClientInstance;
  /**
   * Pairs from a `wc:` URI, approves the session proposal that arrives on it, returns the
   * session. A proposal carrying a sign-in request (one-click sign-in) is answered as
   * `setAuthenticate` says: signed in the approval, declined ('refuse': the dapp is told, then
   * this rejects with 4001), or approved without signing ('unsupported').
   */
  pair(uri: string): Promise<WalletConnectSession>;
  /** How later proposals carrying a sign-in are answered (see WalletConnectAuthenticateMode). */
  setAuthenticate(mode: WalletConnectAuthenticateMode): void;
  /**
   * Answers the next session request (or the next one of `method`) with a refusal: 4001
   * (EIP-1193's) by default, or 5000 (WalletConnect's "User rejected."). Queued.
   */
  rejectNext(method?: string, code?: 4001 | 5000): void;
  /**
   * The Bitcoin side moves to another key (as a user switching accounts): every session is
   * updated with the new payment account (session_update), then told `accountsChanged`
   * (CAIP-10). With `announce: 'bip122_addressesChanged'` the update keeps the previous
   * account first (so the update alone does not move the app) and the event is the Bitcoin
   * wallets' own, with getAccountAddresses' entries.
   */
  switchBitcoinAccount(
    privateKey: Uint8Array | string,
    options?: { announce?: 'accountsChanged' | 'bip122_addressesChanged' },
  ): Promise<void>;
  /**
   * The Polkadot side moves to other accounts (as a user choosing which accounts the app sees):
   * every session is updated with them (session_update), then told `accountsChanged` (CAIP-10).
   */
  switchPolkadotAccounts(
    accounts: readonly WalletConnectTestWalletPolkadotAccount[],
  ): Promise<void>;
  /** Ends a session from the wallet's side (default: the most recent one). */
  disconnect(topic?: string): Promise<void>;
  /** Closes the relay connection and stops the SDK's timers. */
  stop(): Promise<void>;
}
