import type { Wallet, WalletAccount, WalletIcon } from '@wallet-standard/base';
import type {
  StandardConnectFeature,
  StandardDisconnectFeature,
  StandardEventsFeature,
} from '@wallet-standard/features';
import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignMessageFeature,
  SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features';

/** A Wallet Standard chain id of the `solana` namespace: 'solana:localnet', 'solana:devnet'... */
export type SolanaChain = `solana:${string}`;

/** Where signAndSendTransaction sends for one chain (the local node's `url` and `wsUrl`). */
export interface SolanaRpcEndpoint {
  readonly url: string;
  readonly wsUrl: string;
}

export type SolanaTestWalletFeatures = StandardConnectFeature &
  StandardDisconnectFeature &
  StandardEventsFeature &
  SolanaSignMessageFeature &
  SolanaSignTransactionFeature &
  SolanaSignAndSendTransactionFeature;

/** A Wallet Standard `Wallet` whose features are known to be these. */
export interface SolanaStandardWallet extends Wallet {
  readonly features: SolanaTestWalletFeatures;
}

/** The features that ask the user, and so can be rejected with `rejectNext`. */
export type SolanaTestWalletPrompt =
  | 'standard:connect'
  | 'solana:signMessage'
  | 'solana:signTransaction'
  | 'solana:signAndSendTransaction';

export interface CreateSolanaTestWalletOptions {
  /** Defaults to "Portico Solana Test Wallet". */
  readonly name?: string;
  /** A data:image/...;base64 URI; defaults to a small SVG. */
  readonly icon?: WalletIcon;
  /** The 64-byte ed25519 secret key (web3.js `Keypair.secretKey`); a fresh one when absent. */
  readonly secretKey?: Uint8Array;
  /** The chains the wallet and its account serve; at least one. */
  readonly chains: readonly SolanaChain[];
  /** The RPC endpoint per chain, used by signAndSendTransaction (sending to a chain without one fails). */
  readonly rpc?: Readonly<Partial<Record<SolanaChain, SolanaRpcEndpoint>>>;
  /**
   * The user approved this app before (a reload): a silent connect returns the account
   * without a prompt. Defaults to false.
   */
  readonly authorized?: boolean;
}

/** The test wallet: `wallet` is what an app sees; the rest are test-side levers. */
export interface SolanaTestWallet {
  /** The Wallet Standard wallet to register (or hand to an app directly). */
  readonly wallet: SolanaStandardWallet;
  /** The current account (also when the app is not connected). */
  readonly account: WalletAccount;
  /** The current account's base58 address. */
  readonly address: string;
  /** The user approved this app: connect does not prompt, a silent connect succeeds. */
  readonly authorized: boolean;
  /** The app holds the account now (`wallet.accounts` is non-empty). */
  readonly connected: boolean;
  /**
   * Rejects (code 4001, 'User rejected the request.') the next prompt, or the next prompt
   * of `feature`. Queued: two calls reject two prompts.
   */
  rejectNext(feature?: SolanaTestWalletPrompt): void;
  /** Sets or revokes the app's authorization (revoking also disconnects, emitting change). */
  setAuthorized(authorized: boolean): void;
  /** Replaces the account by the one of `secretKey`; emits change when the app is connected. */
  switchAccount(secretKey: Uint8Array): void;
  /**
   * Registers the wallet on `target` (default: `window`) by the Wallet Standard protocol:
   * dispatches 'wallet-standard:register-wallet' and answers later
   * 'wallet-standard:app-ready' events. Returns a function that unregisters it.
   */
  register(target?: EventTarget): () => void;
}
