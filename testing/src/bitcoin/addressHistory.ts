/**
 * Per-script history of the active chain, which the node does not keep (it has a txindex, not
 * an address index): every block is read once (getblock verbosity 2) and each output and spend
 * is filed under its output script. `sync()` catches up with the tip before each read; when the
 * block it stopped at is no longer in the active chain (a reorg, e.g. invalidateblock), it starts
 * over. Blocks are fetched in JSON-RPC batches: the first sync of ~110 blocks takes tens of
 * milliseconds.
 *
 * One sync runs at a time. A call that finds one running may not share it (it read the tip
 * before the call, so it can miss a block mined just before the call, e.g. by `fund()`): it
 * waits for the next sync, which starts after the running one ends; calls that arrive meanwhile
 * share that next one. So every read sees each block mined before it was asked.
 */
import type { RpcBatch, RpcCall } from './litecoind';
import { coinsToSats } from './nodeReader';

export interface ChainTxo {
  readonly txid: string;
  readonly vout: number;
  readonly sats: number;
  readonly height: number;
}

export interface ChainSpend {
  /** The spent output. */
  readonly outpoint: string;
  readonly sats: number;
  readonly txid: string;
  readonly height: number;
}

export interface ScriptHistory {
  readonly funded: readonly ChainTxo[];
  readonly spent: readonly ChainSpend[];
  /** Transactions touching the script, oldest first: [txid, height]. */
  readonly txs: readonly (readonly [string, number])[];
}

interface MutableHistory {
  funded: ChainTxo[];
  spent: ChainSpend[];
  txs: [string, number][];
}

interface BlockJson {
  hash: string;
  height: number;
  tx: {
    txid: string;
    vin: { txid?: string; vout?: number; coinbase?: string }[];
    vout: { value: number; n: number; scriptPubKey: { hex: string } }[];
  }[];
}

/** Blocks per JSON-RPC batch. */
const BLOCKS_PER_BATCH = 200;
const EMPTY: ScriptHistory = Object.freeze({ funded: [], spent: [], txs: [] });

export class AddressHistory {
  private hashes: string[] = [];
  private outputs = new Map<string, { scriptHex: string; sats: number }>();
  private scripts = new Map<string, MutableHistory>();
  /** The sync running now (it may have read the tip before a caller arrived). */
  private running: Promise<void> | undefined;
  /** The sync that starts when `running` ends, shared by every call made while it waits. */
  private next: Promise<void> | undefined;

  constructor(
    private readonly rpc: RpcCall,
    private readonly rpcBatch: RpcBatch,
  ) {}

  /** The script's confirmed history, up to the tip at the time of the call. */
  async of(scriptHex: string): Promise<ScriptHistory> {
    await this.sync();
    return this.scripts.get(scriptHex) ?? EMPTY;
  }

  /**
   * Catches up with the node's tip as it is at the call or later (one sync at a time; a call
   * made while one runs waits for the next one, which it shares with the calls made meanwhile).
   */
  sync(): Promise<void> {
    if (this.next) return this.next;
    if (!this.running) return this.start();
    this.next = this.running
      .catch(() => undefined)
      .then(() => {
        this.next = undefined;
        return this.start();
      });
    return this.next;
  }

  private start(): Promise<void> {
    const run = this.catchUp().finally(() => {
      if (this.running === run) this.running = undefined;
    });
    this.running = run;
    return run;
  }

  private async catchUp(): Promise<void> {
    const tip = await this.rpc<number>('getblockcount');
    const last = this.hashes.length - 1;
    if (last >= 0) {
      const stillThere =
        last <= tip && (await this.rpc<string>('getblockhash', [last])) === this.hashes[last];
      if (!stillThere) this.reset();
    }
    for (let from = this.hashes.length; from <= tip; from += BLOCKS_PER_BATCH) {
      const heights = range(from, Math.min(tip, from + BLOCKS_PER_BATCH - 1));
      const hashes = await this.rpcBatch<string>(
        'getblockhash',
        heights.map((h) => [h]),
      );
      const blocks = await this.rpcBatch<BlockJson>(
        'getblock',
        hashes.map((hash) => [hash, 2]),
      );
      for (const block of blocks) {
        // A block replaced between the two batches: start over at the next sync.
        if (block.height !== this.hashes.length || block.hash !== hashes[block.height - from]) {
          this.reset();
          return;
        }
        this.file(block);
        this.hashes.push(block.hash);
      }
    }
  }

  private reset(): void {
    this.hashes = [];
    this.outputs = new Map();
    this.scripts = new Map();
  }

  private file(block: BlockJson): void {
    for (const tx of block.tx) {
      for (const input of tx.vin) {
        if (input.txid === undefined || input.vout === undefined) continue;
        const outpoint = `${input.txid}:${input.vout}`;
        const spent = this.outputs.get(outpoint);
        if (!spent) continue; // not from this chain's blocks (cannot happen on a whole chain)
        this.outputs.delete(outpoint);
        const history = this.historyOf(spent.scriptHex);
        history.spent.push({ outpoint, sats: spent.sats, txid: tx.txid, height: block.height });
        noteTx(history, tx.txid, block.height);
      }
      for (const output of tx.vout) {
        const scriptHex = output.scriptPubKey.hex;
        const sats = coinsToSats(output.value);
        this.outputs.set(`${tx.txid}:${output.n}`, { scriptHex, sats });
        const history = this.historyOf(scriptHex);
        history.funded.push({ txid: tx.txid, vout: output.n, sats, height: block.height });
        noteTx(history, tx.txid, block.height);
      }
    }
  }

  private historyOf(scriptHex: string): MutableHistory {
    let history = this.scripts.get(scriptHex);
    if (!history) this.scripts.set(scriptHex, (history = { funded: [], spent: [], txs: [] }));
    return history;
  }
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

function noteTx(history: MutableHistory, txid: string, height: number): void {
  const last = history.txs.at(-1);
  if (last?.[0] !== txid) history.txs.push([txid, height]);
}
