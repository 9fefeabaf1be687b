/**
 * Reads what the Esplora-style layer answers from litecoind's RPC: confirmed outputs of a script
 * from the UTXO set (scantxoutset, one scan at a time: the node refuses a second one while a
 * scan runs), the mempool's transactions decoded (getrawmempool + getrawtransaction), any
 * transaction and its status (getrawtransaction with -txindex=1), block heights and times.
 * Amounts leave here as satoshis (number: regtest sums stay far below 2^53).
 */
import { LitecoindRpcError, type RpcCall } from './litecoind';

/** One output of a decoded transaction. */
export interface NodeTxOut {
  readonly n: number;
  readonly sats: number;
  readonly scriptHex: string;
  readonly asm: string;
}

/** One input of a decoded transaction (coinbase inputs have no txid). */
export interface NodeTxIn {
  readonly txid?: string;
  readonly vout?: number;
  readonly coinbase?: string;
  readonly scriptSigHex: string;
  readonly scriptSigAsm: string;
  readonly witness: readonly string[];
  readonly sequence: number;
}

/** A decoded transaction without its (changing) confirmation status. */
export interface NodeTx {
  readonly txid: string;
  readonly version: number;
  readonly locktime: number;
  readonly size: number;
  readonly weight: number;
  readonly vin: readonly NodeTxIn[];
  readonly vout: readonly NodeTxOut[];
}

export interface BlockStatus {
  readonly confirmed: boolean;
  readonly block_height?: number;
  readonly block_hash?: string;
  readonly block_time?: number;
}

export interface ScannedOutput {
  readonly txid: string;
  readonly vout: number;
  readonly sats: number;
  readonly height: number;
}

interface RawTxJson {
  txid: string;
  version: number;
  locktime: number;
  size: number;
  weight: number;
  blockhash?: string;
  vin: {
    txid?: string;
    vout?: number;
    coinbase?: string;
    scriptSig?: { asm: string; hex: string };
    txinwitness?: string[];
    sequence: number;
  }[];
  vout: { value: number; n: number; scriptPubKey: { asm: string; hex: string } }[];
}

/** RPC -5: "No such mempool or blockchain transaction" (and "Invalid or non-wallet transaction id"). */
const RPC_INVALID_ADDRESS_OR_KEY = -5;
const TX_CACHE_LIMIT = 10_000;

export function coinsToSats(value: number): number {
  return Math.round(value * 1e8);
}

export class NodeReader {
  private readonly txs = new Map<string, NodeTx>();
  private readonly blockTimes = new Map<string, { height: number; time: number }>();
  private scanQueue: Promise<unknown> = Promise.resolve();

  constructor(private readonly rpc: RpcCall) {}

  /** The confirmed unspent outputs paying `scriptHex`. */
  scan(scriptHex: string): Promise<ScannedOutput[]> {
    const run = async () => {
      const result = await this.rpc<{
        unspents: { txid: string; vout: number; amount: number; height: number }[];
      }>('scantxoutset', ['start', [`raw(${scriptHex})`]]);
      return result.unspents.map((u) => ({
        txid: u.txid,
        vout: u.vout,
        sats: coinsToSats(u.amount),
        height: u.height,
      }));
    };
    const next = this.scanQueue.then(run, run);
    this.scanQueue = next.catch(() => undefined);
    return next;
  }

  /** The transaction, decoded, or undefined when the node does not know it. */
  async tx(txid: string): Promise<NodeTx | undefined> {
    const cached = this.txs.get(txid);
    if (cached) return cached;
    const raw = await this.rawJson(txid);
    return raw && this.remember(raw);
  }

  /** The transaction's confirmation status, or undefined when the node does not know it. */
  async status(txid: string): Promise<BlockStatus | undefined> {
    const raw = await this.rawJson(txid);
    if (!raw) return undefined;
    this.remember(raw);
    return raw.blockhash ? this.blockStatus(raw.blockhash) : { confirmed: false };
  }

  async rawHex(txid: string): Promise<string | undefined> {
    try {
      return await this.rpc<string>('getrawtransaction', [txid, false]);
    } catch (error) {
      if (isUnknownTx(error)) return undefined;
      throw error;
    }
  }

  /**
   * Every transaction in the mempool, decoded, newest first (by the time it entered; one that
   * leaves the mempool meanwhile is skipped).
   */
  async mempool(): Promise<NodeTx[]> {
    const entries = await this.rpc<Record<string, { time: number }>>('getrawmempool', [true]);
    const txids = Object.entries(entries)
      .sort(([a, x], [b, y]) => y.time - x.time || a.localeCompare(b))
      .map(([txid]) => txid);
    const txs = await Promise.all(txids.map((txid) => this.tx(txid)));
    return txs.filter((tx): tx is NodeTx => tx !== undefined);
  }

  /** The output an input spends (undefined for a coinbase input or an unknown transaction). */
  async prevout(input: NodeTxIn): Promise<NodeTxOut | undefined> {
    if (input.txid === undefined || input.vout === undefined) return undefined;
    return (await this.tx(input.txid))?.vout[input.vout];
  }

  /** Confirmed status of the block at `height` in the active chain. */
  async statusAtHeight(height: number): Promise<BlockStatus> {
    return this.blockStatus(await this.rpc<string>('getblockhash', [height]));
  }

  tipHeight(): Promise<number> {
    return this.rpc<number>('getblockcount');
  }

  tipHash(): Promise<string> {
    return this.rpc<string>('getbestblockhash');
  }

  private async blockStatus(hash: string): Promise<BlockStatus> {
    let header = this.blockTimes.get(hash);
    if (!header) {
      const full = await this.rpc<{ height: number; time: number }>('getblockheader', [hash, true]);
      header = { height: full.height, time: full.time };
      this.blockTimes.set(hash, header);
    }
    return {
      confirmed: true,
      block_height: header.height,
      block_hash: hash,
      block_time: header.time,
    };
  }

  private async rawJson(txid: string): Promise<RawTxJson | undefined> {
    try {
      return await this.rpc<RawTxJson>('getrawtransaction', [txid, true]);
    } catch (error) {
      if (isUnknownTx(error)) return undefined;
      throw error;
    }
  }

  private remember(raw: RawTxJson): NodeTx {
    const tx: NodeTx = {
      txid: raw.txid,
      version: raw.version,
      locktime: raw.locktime,
      size: raw.size,
      weight: raw.weight,
      vin: raw.vin.map((input) => ({
        ...(input.coinbase === undefined
          ? { txid: input.txid, vout: input.vout }
          : { coinbase: input.coinbase }),
        scriptSigHex: input.scriptSig?.hex ?? '',
        scriptSigAsm: input.scriptSig?.asm ?? '',
        witness: input.txinwitness ?? [],
        sequence: input.sequence,
      })),
      vout: raw.vout.map((output) => ({
        n: output.n,
        sats: coinsToSats(output.value),
        scriptHex: output.scriptPubKey.hex,
        asm: output.scriptPubKey.asm,
      })),
    };
    if (this.txs.size >= TX_CACHE_LIMIT) this.txs.clear();
    this.txs.set(tx.txid, tx);
    return tx;
  }
}

function isUnknownTx(error: unknown): boolean {
  return error instanceof LitecoindRpcError && error.code === RPC_INVALID_ADDRESS_OR_KEY;
}
