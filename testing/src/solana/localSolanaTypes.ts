/**
 * The contract of the local Solana node (localSolana.ts): a JSON-RPC server over LiteSVM on
 * 127.0.0.1, with the HTTP and WebSocket surface @solana/web3.js 1.x uses.
 */
import type { LiteSVM } from 'litesvm';

export interface StartLocalSolanaOptions {
  /** Defaults to a free port on 127.0.0.1 (HTTP and WebSocket share it). */
  readonly port?: number;
}

export interface LocalSolana {
  /** http://127.0.0.1:<port>: pass to `new Connection(url, { wsEndpoint })`. */
  readonly url: string;
  /** ws://127.0.0.1:<port> (web3.js would guess port + 1: always pass it). */
  readonly wsUrl: string;
  /** The VM itself, for tests that set up accounts directly. */
  readonly svm: LiteSVM;
  /** Gives `lamports` to `address` (base58) now, as a confirmed airdrop would. */
  fund(address: string, lamports: bigint): void;
  stop(): Promise<void>;
}
