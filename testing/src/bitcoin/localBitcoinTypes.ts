/**
 * The contract of the local Bitcoin chain (localBitcoin.ts): a throwaway litecoind in regtest
 * (Bitcoin's transaction format, sighash, segwit and taproot) behind an Esplora-style REST API
 * that speaks Bitcoin regtest addresses.
 */
import type { Network } from '@portico/core';

export interface StartLocalBitcoinOptions {
  /** Default true: every transaction POST /tx accepts is mined into a block before it answers. */
  readonly autoMine?: boolean;
  /**
   * What GET /fee-estimates answers (confirmation target in blocks → sat/vB). A regtest node
   * cannot estimate; default DEFAULT_REGTEST_FEE_ESTIMATES ({ 1: 3, 2: 2.5, 3: 2, 6: 1.5, 144: 1 }).
   */
  readonly feeEstimates?: Readonly<Record<string, number>>;
  /** Blocks mined to the node's wallet at start (default 110, at least 101: coinbases mature at 100). */
  readonly initialBlocks?: number;
}

export interface LocalBitcoin {
  /** http://127.0.0.1:<port>, the Esplora-style REST API (no trailing slash). */
  readonly esploraUrl: string;
  /** 'Bitcoin Regtest' with `rpcUrls.default.http[0] = esploraUrl` (bip122:0f9188f13cb7b2c71f2a335e3a4fc328). */
  readonly network: Network;
  /** The node's temporary datadir (its log file `litecoind-<port>.log` is there); `stop()` removes it. */
  readonly datadir: string;
  /** The node's JSON-RPC URL (it needs `rpc()`'s credentials: use `rpc()`). */
  readonly rpcUrl: string;
  /**
   * Pays `sats` to a Bitcoin regtest address from the node's wallet and mines a block (so it is
   * confirmed on return, along with anything else in the mempool). Resolves with the txid.
   */
  fund(address: string, sats: bigint): Promise<string>;
  /** Mines `blocks` (default 1) blocks to the node's wallet, with whatever the mempool holds. */
  mine(blocks?: number): Promise<void>;
  /** On: POST /tx mines the transaction before it answers. Off: it stays in the mempool until `mine()`. */
  setAutoMine(on: boolean): void;
  /** The address's confirmed balance in sats, from the node's UTXO set (scantxoutset). */
  balanceOf(address: string): Promise<bigint>;
  /** Whether the node knows the transaction (mempool or chain), from getrawtransaction. */
  findTransaction(txid: string): Promise<boolean>;
  /** A raw JSON-RPC call to litecoind (its addresses are litecoind's: rltc1…, Q…). */
  rpc<T = unknown>(method: string, params?: readonly unknown[]): Promise<T>;
  /** Closes the REST server, SIGKILLs the node and removes its datadir; safe to call twice. */
  stop(): Promise<void>;
}
