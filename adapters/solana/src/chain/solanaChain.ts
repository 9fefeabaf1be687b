/**
 * The port between the Solana adapter and @solana/web3.js: everything that reads the chain,
 * builds a transaction or sends a signed one. The adapter's page-load code holds only this
 * contract and `loadSolanaChain()`, whose `import()` makes a bundler put web3.js and the SPL
 * instructions in a lazy chunk: an app that only connects and signs messages never downloads
 * them. The wallet is never reached from here: transactions travel as wire bytes, which is what
 * the Wallet Standard (`solana:signTransaction`, `solana:signAndSendTransaction`) and
 * WalletConnect (`solana_signTransaction`, base64) both take.
 */
import type { ChainTransactionStatus, TokenAmount } from '@portico/core';

/** Where a network's JSON-RPC answers: its HTTP URL and, when it has one, its WebSocket URL. */
export interface SolanaRpc {
  readonly http: string;
  /** web3.js would guess the HTTP port + 1: always pass it when the network lists one. */
  readonly webSocket?: string;
}

/** An SPL token the app configured for a network. */
export interface SolanaTokenInfo {
  /** The mint's base58 address. */
  readonly address: string;
  readonly symbol: string;
  readonly name?: string;
  readonly decimals: number;
}

/** A transfer to build: SOL when `mint` is absent, else that SPL token. */
export interface SolanaTransfer {
  readonly rpc: SolanaRpc;
  /** The sender and fee payer (base58). */
  readonly from: string;
  /** The receiver's wallet address (base58); for SPL its associated token account is used. */
  readonly to: string;
  /** Lamports for SOL; the token's base units for SPL. Greater than 0. */
  readonly amount: bigint;
  readonly mint?: SolanaTokenInfo;
}

/** A built, unsigned transaction. */
export interface BuiltTransaction {
  /** The legacy wire format, with a recent blockhash and `from` as fee payer; no signatures. */
  readonly transaction: Uint8Array;
  /**
   * What the sender pays beyond `amount`, in lamports: the network fee plus the rent of the
   * receiver's associated token account when the transfer has to create it.
   */
  readonly fee: bigint;
}

export interface SolanaChainModule {
  /** The lamports of `address`. */
  getBalance(rpc: SolanaRpc, address: string): Promise<bigint>;
  /**
   * The owner's balances of the configured tokens (0 for a token it holds no account of), in
   * the order given, read from the chain with getTokenAccountsByOwner per mint.
   */
  getTokenBalances(
    rpc: SolanaRpc,
    owner: string,
    tokens: readonly SolanaTokenInfo[],
  ): Promise<readonly TokenAmount[]>;
  /**
   * Builds a transfer. For SPL: a transferChecked from the sender's associated token account to
   * the receiver's, preceded by an idempotent create of the receiver's when it does not exist.
   */
  buildTransfer(transfer: SolanaTransfer): Promise<BuiltTransaction>;
  /** The network fee of `transaction` (wire bytes) in lamports (getFeeForMessage, else 5000 per signature). */
  estimateFee(rpc: SolanaRpc, transaction: Uint8Array): Promise<bigint>;
  /**
   * `transaction` with `signature` (64 bytes) placed for `signer` (base58), for wallets that
   * return only a signature.
   */
  addSignature(transaction: Uint8Array, signer: string, signature: Uint8Array): Uint8Array;
  /** Sends a signed transaction (wire bytes) and waits until it is confirmed; its base58 signature. */
  sendSigned(rpc: SolanaRpc, transaction: Uint8Array): Promise<string>;
  /** Waits until `signature` (base58), sent by a wallet, is confirmed; throws if it failed. */
  confirm(rpc: SolanaRpc, signature: string): Promise<void>;
  /**
   * Where `signature` (base58) stands now (transactionStatus.ts): an unknown one is 'pending'
   * until `now` is SOLANA_UNKNOWN_BOUND_MS (120 s) past `sentAt`, then 'dropped'.
   */
  transactionStatus(
    rpc: SolanaRpc,
    signature: string,
    sentAt: number,
    now: number,
  ): Promise<ChainTransactionStatus>;
  /** Releases the module's connections (WebSocket subscriptions). */
  destroy(): void;
}

/** Loads the web3.js side of the adapter (a lazy chunk). */
export async function loadSolanaChain(): Promise<SolanaChainModule> {
  const { createSolanaChainModule } = await import('./solanaChainModule');
  return createSolanaChainModule();
}
