/**
 * The JSON bodies of the Esplora-style API, built from the node (nodeReader.ts), with Bitcoin
 * regtest addresses: an address's stats and UTXOs (confirmed from the UTXO set, unconfirmed
 * outputs and spends from the mempool) and Esplora's transaction JSON.
 *
 * `chain_stats` and the confirmed transaction lists come from addressHistory.ts (the node keeps
 * no address index); confirmed UTXOs from the node's UTXO set (scantxoutset).
 */
import type { AddressHistory } from './addressHistory';
import type { BlockStatus, NodeReader, NodeTx, NodeTxIn, NodeTxOut } from './nodeReader';
import { encodeBitcoinRegtestAddress, regtestScriptFromHex } from './regtestAddresses';

export interface TxoStats {
  funded_txo_count: number;
  funded_txo_sum: number;
  spent_txo_count: number;
  spent_txo_sum: number;
  tx_count: number;
}

export interface AddressJson {
  address: string;
  chain_stats: TxoStats;
  mempool_stats: TxoStats;
}

export interface UtxoJson {
  txid: string;
  vout: number;
  value: number;
  status: BlockStatus;
}

export interface EsploraOutputJson {
  scriptpubkey: string;
  scriptpubkey_asm: string;
  scriptpubkey_type: string;
  scriptpubkey_address?: string;
  value: number;
}

export interface EsploraTxJson {
  txid: string;
  version: number;
  locktime: number;
  vin: {
    txid: string;
    vout: number;
    prevout: EsploraOutputJson | null;
    scriptsig: string;
    scriptsig_asm: string;
    witness?: string[];
    is_coinbase: boolean;
    sequence: number;
  }[];
  vout: EsploraOutputJson[];
  size: number;
  weight: number;
  fee: number;
  status: BlockStatus;
}

const COINBASE_TXID = '0'.repeat(64);
const COINBASE_VOUT = 0xffffffff;

/** The address's view of the mempool: outputs it receives and its outputs the mempool spends. */
interface MempoolView {
  /** The whole mempool, newest first. */
  readonly txs: readonly NodeTx[];
  readonly received: { tx: NodeTx; output: NodeTxOut }[];
  /** outpoint "txid:vout" → the spent output's value, for outputs of this script. */
  readonly spent: Map<string, number>;
  /** every outpoint the mempool spends (any script). */
  readonly spentAny: Set<string>;
  readonly txids: Set<string>;
}

export async function addressJson(
  reader: NodeReader,
  history: AddressHistory,
  address: string,
  scriptHex: string,
): Promise<AddressJson> {
  const [confirmed, mempool] = await Promise.all([
    history.of(scriptHex),
    mempoolView(reader, scriptHex),
  ]);
  const mempoolSpent = [...mempool.spent.values()];
  return {
    address,
    chain_stats: {
      funded_txo_count: confirmed.funded.length,
      funded_txo_sum: sum(confirmed.funded.map((txo) => txo.sats)),
      spent_txo_count: confirmed.spent.length,
      spent_txo_sum: sum(confirmed.spent.map((spend) => spend.sats)),
      tx_count: confirmed.txs.length,
    },
    mempool_stats: {
      funded_txo_count: mempool.received.length,
      funded_txo_sum: sum(mempool.received.map((r) => r.output.sats)),
      spent_txo_count: mempoolSpent.length,
      spent_txo_sum: sum(mempoolSpent),
      tx_count: mempool.txids.size,
    },
  };
}

/** Unspent outputs: confirmed ones the mempool does not spend, then unconfirmed ones. */
export async function utxoJson(reader: NodeReader, scriptHex: string): Promise<UtxoJson[]> {
  const [confirmed, mempool] = await Promise.all([
    reader.scan(scriptHex),
    mempoolView(reader, scriptHex),
  ]);
  const statuses = new Map<number, Promise<BlockStatus>>();
  const statusAt = (height: number) => {
    let status = statuses.get(height);
    if (!status) statuses.set(height, (status = reader.statusAtHeight(height)));
    return status;
  };
  const confirmedJson = await Promise.all(
    confirmed
      .filter((u) => !mempool.spentAny.has(`${u.txid}:${u.vout}`))
      .sort((a, b) => b.height - a.height || a.txid.localeCompare(b.txid) || a.vout - b.vout)
      .map(async (u) => ({
        txid: u.txid,
        vout: u.vout,
        value: u.sats,
        status: await statusAt(u.height),
      })),
  );
  const unconfirmedJson = mempool.received
    .filter(({ tx, output }) => !mempool.spentAny.has(`${tx.txid}:${output.n}`))
    .map(({ tx, output }) => ({
      txid: tx.txid,
      vout: output.n,
      value: output.sats,
      status: { confirmed: false },
    }));
  return [...unconfirmedJson, ...confirmedJson];
}

/** Esplora's page sizes for an address's transactions. */
export const MEMPOOL_TXS_PAGE = 50;
export const CHAIN_TXS_PAGE = 25;

/**
 * An address's transactions, newest first, as Esplora lists them: `all` = the mempool's (up to
 * 50) then the first 25 confirmed; `mempool` = the mempool's only; `chain` = 25 confirmed ones
 * after `lastSeen` (a txid of the previous page), or the first 25.
 */
export async function addressTxsJson(
  reader: NodeReader,
  history: AddressHistory,
  scriptHex: string,
  which: 'all' | 'mempool' | 'chain',
  lastSeen?: string,
): Promise<EsploraTxJson[]> {
  const unconfirmed: NodeTx[] = [];
  if (which !== 'chain') {
    const mempool = await mempoolView(reader, scriptHex);
    unconfirmed.push(
      ...mempool.txs.filter((tx) => mempool.txids.has(tx.txid)).slice(0, MEMPOOL_TXS_PAGE),
    );
  }
  let confirmed: (readonly [string, number])[] = [];
  if (which !== 'mempool') {
    const newestFirst = [...(await history.of(scriptHex)).txs].reverse();
    const start =
      lastSeen === undefined ? 0 : newestFirst.findIndex(([txid]) => txid === lastSeen) + 1;
    confirmed =
      start === 0 && lastSeen !== undefined ? [] : newestFirst.slice(start, start + CHAIN_TXS_PAGE);
  }
  const unconfirmedJson = unconfirmed.map((tx) => txJson(reader, tx, { confirmed: false }));
  const confirmedJson = confirmed.map(async ([txid, height]) => {
    const tx = await reader.tx(txid);
    if (!tx) throw new Error(`the node lost confirmed transaction ${txid}`);
    return txJson(reader, tx, await reader.statusAtHeight(height));
  });
  return Promise.all([...unconfirmedJson, ...confirmedJson]);
}

/** Esplora's transaction JSON (prevouts from the node's txindex). */
export async function txJson(
  reader: NodeReader,
  tx: NodeTx,
  status: BlockStatus,
): Promise<EsploraTxJson> {
  const vin = await Promise.all(
    tx.vin.map(async (input) => {
      const prevout = await reader.prevout(input);
      return {
        txid: input.txid ?? COINBASE_TXID,
        vout: input.vout ?? COINBASE_VOUT,
        prevout: prevout ? outputJson(prevout) : null,
        scriptsig: input.coinbase ?? input.scriptSigHex,
        scriptsig_asm: input.scriptSigAsm,
        ...(input.witness.length > 0 ? { witness: [...input.witness] } : {}),
        is_coinbase: input.coinbase !== undefined,
        sequence: input.sequence,
      };
    }),
  );
  const isCoinbase = tx.vin.some((input) => input.coinbase !== undefined);
  const inSum = sum(vin.map((input) => input.prevout?.value ?? 0));
  const outSum = sum(tx.vout.map((output) => output.sats));
  return {
    txid: tx.txid,
    version: tx.version,
    locktime: tx.locktime,
    vin,
    vout: tx.vout.map(outputJson),
    size: tx.size,
    weight: tx.weight,
    fee: isCoinbase ? 0 : inSum - outSum,
    status,
  };
}

/** The Bitcoin regtest address an output script pays, when it is a standard kind. */
export function scriptAddress(scriptHex: string): string | undefined {
  const script = regtestScriptFromHex(scriptHex);
  return script && encodeBitcoinRegtestAddress(script);
}

function outputJson(output: NodeTxOut): EsploraOutputJson {
  const address = scriptAddress(output.scriptHex);
  return {
    scriptpubkey: output.scriptHex,
    scriptpubkey_asm: output.asm,
    scriptpubkey_type: scriptType(output.scriptHex),
    ...(address === undefined ? {} : { scriptpubkey_address: address }),
    value: output.sats,
  };
}

function scriptType(scriptHex: string): string {
  const script = regtestScriptFromHex(scriptHex);
  if (script?.kind === 'p2pkh' || script?.kind === 'p2sh') return script.kind;
  if (script?.kind === 'witness') {
    if (script.version === 1) return 'v1_p2tr';
    return script.program.length === 20 ? 'v0_p2wpkh' : 'v0_p2wsh';
  }
  if (scriptHex.startsWith('6a')) return 'op_return';
  return 'unknown';
}

async function mempoolView(reader: NodeReader, scriptHex: string): Promise<MempoolView> {
  const txs = await reader.mempool();
  const view: MempoolView = {
    txs,
    received: [],
    spent: new Map(),
    spentAny: new Set(),
    txids: new Set(),
  };
  await Promise.all(
    txs.map(async (tx) => {
      for (const output of tx.vout) {
        if (output.scriptHex === scriptHex) {
          view.received.push({ tx, output });
          view.txids.add(tx.txid);
        }
      }
      for (const input of tx.vin) await noteSpend(reader, view, tx, input, scriptHex);
    }),
  );
  return view;
}

async function noteSpend(
  reader: NodeReader,
  view: MempoolView,
  tx: NodeTx,
  input: NodeTxIn,
  scriptHex: string,
): Promise<void> {
  if (input.txid === undefined) return;
  const outpoint = `${input.txid}:${input.vout}`;
  view.spentAny.add(outpoint);
  const prevout = await reader.prevout(input);
  if (prevout?.scriptHex === scriptHex) {
    view.spent.set(outpoint, prevout.sats);
    view.txids.add(tx.txid);
  }
}

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}
