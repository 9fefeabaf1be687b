/**
 * The port between the Bitcoin adapter and the chain: an Esplora-style REST API (balances,
 * UTXOs, fee rates, broadcast, status) and bitcoinjs-lib (addresses, PSBTs). The adapter's
 * page-load code holds only this contract and `loadBitcoinChain()`, whose `import()` puts
 * bitcoinjs-lib and the secp256k1 code in a lazy chunk: an app that only connects and signs
 * messages never downloads them. The wallet is never reached from here: a transfer is built as
 * an unsigned PSBT, the adapter has the wallet sign it, and the chain module finalizes and
 * broadcasts it.
 *
 * Two lazy chunks: `loadBitcoinReads()` is the small Esplora client alone (a balance read or a
 * status check needs no bitcoinjs-lib), `loadBitcoinChain()` is the bitcoinjs-lib module
 * (addresses, transfers, broadcasts), which reads through the same client.
 */
import type { CaipNetworkId, ChainTransactionStatus, Network } from '@portico/core';
import type { BitcoinAddressFormat } from '../addressFormats';

/** A transfer to build from the account's payment address. */
export interface BitcoinTransfer {
  readonly network: Network;
  /** The payment address; its UTXOs fund the transfer and its change returns to it. */
  readonly from: string;
  /** Hex public key of `from` (needed for P2SH-P2WPKH and P2TR inputs). */
  readonly fromPublicKey?: string;
  readonly to: string;
  /** Satoshis, greater than 0 and not dust for the receiver's script. */
  readonly amount: bigint;
  /** sat/vB; default: the API's estimate for the next blocks, never under the floor. */
  readonly feeRate?: number;
}

/** An unsigned transfer: what the wallet signs and what it costs. */
export interface BuiltTransfer {
  /** Base64 PSBT; inputs carry witnessUtxo (and what their script type needs). */
  readonly psbt: string;
  /** Indexes of the inputs `from` signs (all of them). */
  readonly inputIndexes: readonly number[];
  /** The network fee in satoshis. */
  readonly fee: bigint;
  /** Change back to `from` in satoshis; 0 when the change would be dust and went to the fee. */
  readonly change: bigint;
}

export interface BitcoinChainModule {
  /** Confirmed plus unconfirmed satoshis of `address`. */
  getBalance(network: Network, address: string): Promise<bigint>;
  /**
   * Whether `address` is a valid address of `network` (bc1…/1…/3… on mainnet, …) of a kind
   * sent to: P2PKH, P2SH, P2WPKH, P2WSH, P2TR. Another network's address is not.
   */
  isAddress(network: Network, address: string): boolean;
  buildTransfer(transfer: BitcoinTransfer): Promise<BuiltTransfer>;
  /** Finalizes a signed PSBT (base64), broadcasts it and returns its txid (hex). */
  broadcast(network: Network, signedPsbt: string): Promise<string>;
  transactionStatus(
    network: Network,
    txid: string,
    sentAt: number,
    now: number,
  ): Promise<ChainTransactionStatus>;
}

/** The reads that need no bitcoinjs-lib (the Esplora chunk). */
export type BitcoinChainReads = Pick<BitcoinChainModule, 'getBalance' | 'transactionStatus'>;

export interface BitcoinChainOptions {
  /** The address format of bip122 networks other than mainnet, testnet3, signet and regtest. */
  readonly addressFormats?: Readonly<Record<CaipNetworkId, BitcoinAddressFormat>>;
  /** How long one API request may take (default ESPLORA_TIMEOUT_MS, 15 s). */
  readonly timeoutMs?: number;
  /** The fetch the Esplora client uses (default: the global one). */
  readonly fetch?: typeof fetch;
}

/** Loads the Esplora client alone (a small lazy chunk): balances and statuses. */
export async function loadBitcoinReads(
  options: BitcoinChainOptions = {},
): Promise<BitcoinChainReads> {
  const { createBitcoinReads } = await import('./esploraReads');
  return createBitcoinReads(options);
}

/** Loads the bitcoinjs-lib side of the adapter (a lazy chunk). */
export async function loadBitcoinChain(
  options: BitcoinChainOptions = {},
): Promise<BitcoinChainModule> {
  const { createBitcoinChainModule } = await import('./bitcoinChainModule');
  return createBitcoinChainModule(options);
}
