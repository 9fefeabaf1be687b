/**
 * The Esplora answers this adapter reads, checked as untrusted input: every number a safe
 * integer >= 0 (satoshis at most 21,000,000 BTC), every txid 64 hex characters, every shape as
 * Esplora documents it (github.com/Blockstream/esplora/blob/master/API.md). An answer that is
 * not is a MalformedEsploraAnswerError, never a crash or a wrong figure.
 */
import { MalformedEsploraAnswerError } from './chainErrors';

/** 21,000,000 BTC in satoshis: no amount on chain is larger. */
export const MAX_MONEY_SATS = 2_100_000_000_000_000;
/** A txid as Esplora writes it (lower-case hex; upper case is accepted and lowered). */
const TXID = /^[0-9a-fA-F]{64}$/;
/** An output index is a u32. */
const MAX_VOUT = 0xffff_ffff;

export interface Utxo {
  readonly txid: string;
  readonly vout: number;
  readonly value: bigint;
  readonly confirmed: boolean;
}

export interface TxStatus {
  readonly confirmed: boolean;
}

type Fields = Readonly<Record<string, unknown>>;

function record(value: unknown, action: string, what: string): Fields {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new MalformedEsploraAnswerError(action, `${what} is not an object`);
  }
  return value as Fields;
}

/** A safe integer from 0 to `max`. */
export function count(
  value: unknown,
  action: string,
  what: string,
  max = Number.MAX_SAFE_INTEGER,
): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0 || value > max) {
    throw new MalformedEsploraAnswerError(
      action,
      `${what} is not a whole number from 0 to ${max} (${typeof value === 'number' ? value : typeof value})`,
    );
  }
  return value;
}

export function txidIn(value: unknown, action: string, what = 'txid'): string {
  if (typeof value !== 'string' || !TXID.test(value)) {
    throw new MalformedEsploraAnswerError(action, `${what} is not 64 hex characters`);
  }
  return value.toLowerCase();
}

function stats(value: unknown, action: string, what: string): bigint {
  const fields = record(value, action, what);
  for (const key of ['funded_txo_count', 'spent_txo_count', 'tx_count']) {
    count(fields[key], action, `${what}.${key}`);
  }
  const funded = count(fields.funded_txo_sum, action, `${what}.funded_txo_sum`);
  const spent = count(fields.spent_txo_sum, action, `${what}.spent_txo_sum`);
  return BigInt(funded) - BigInt(spent);
}

/**
 * GET /address/:address → funded minus spent satoshis over the chain and the mempool. The
 * mempool's part may be negative (it spends confirmed coins); the sum may not.
 */
export function balanceOf(answer: unknown, address: string, action: string): bigint {
  const fields = record(answer, action, 'the address');
  if (
    fields.address !== undefined &&
    (typeof fields.address !== 'string' || !sameAddress(fields.address, address))
  ) {
    throw new MalformedEsploraAnswerError(action, 'it is about another address');
  }
  const chain = stats(fields.chain_stats, action, 'chain_stats');
  const mempool = stats(fields.mempool_stats, action, 'mempool_stats');
  const balance = chain + mempool;
  if (chain < 0n || balance < 0n || balance > BigInt(MAX_MONEY_SATS)) {
    throw new MalformedEsploraAnswerError(action, `the balance ${balance} is not possible`);
  }
  return balance;
}

/** Bech32 addresses may be written in upper case; base58 ones are case-sensitive. */
function sameAddress(a: string, b: string): boolean {
  if (a === b) return true;
  const bech32 = /^(bc|tb|bcrt)1/i;
  return bech32.test(a) && bech32.test(b) && a.toLowerCase() === b.toLowerCase();
}

/** GET /address/:address/utxo → the address's unspent outputs (each outpoint once). */
export function utxosOf(answer: unknown, action: string): readonly Utxo[] {
  if (!Array.isArray(answer))
    throw new MalformedEsploraAnswerError(action, 'the list is not an array');
  const seen = new Set<string>();
  return answer.map((item: unknown, index) => {
    const fields = record(item, action, `utxo ${index}`);
    const txid = txidIn(fields.txid, action, `utxo ${index}'s txid`);
    const vout = count(fields.vout, action, `utxo ${index}'s vout`, MAX_VOUT);
    const value = count(fields.value, action, `utxo ${index}'s value`, MAX_MONEY_SATS);
    const outpoint = `${txid}:${vout}`;
    if (seen.has(outpoint))
      throw new MalformedEsploraAnswerError(action, `${outpoint} is listed twice`);
    seen.add(outpoint);
    return Object.freeze({
      txid,
      vout,
      value: BigInt(value),
      confirmed: statusOf(fields.status, action).confirmed,
    });
  });
}

/** GET /tx/:txid/status → whether it is in a block. */
export function statusOf(answer: unknown, action: string): TxStatus {
  const fields = record(answer, action, 'the status');
  if (typeof fields.confirmed !== 'boolean') {
    throw new MalformedEsploraAnswerError(action, 'status.confirmed is not a boolean');
  }
  if (fields.confirmed && fields.block_height !== undefined)
    count(fields.block_height, action, 'block_height');
  return { confirmed: fields.confirmed };
}

/** GET /fee-estimates → target (blocks, as text) → sat/vB, only the targets asked for. */
export function feeEstimatesOf(
  answer: unknown,
  targets: readonly string[],
  action: string,
): ReadonlyMap<string, number> {
  const fields = record(answer, action, 'the fee estimates');
  const estimates = new Map<string, number>();
  for (const target of targets) {
    if (!Object.hasOwn(fields, target)) continue;
    const rate = fields[target];
    if (typeof rate !== 'number' || !Number.isFinite(rate) || rate < 0) {
      throw new MalformedEsploraAnswerError(
        action,
        `the estimate for ${target} blocks is not a number >= 0`,
      );
    }
    estimates.set(target, rate);
  }
  return estimates;
}

/** A transaction's hex (GET /tx/:txid/hex): even-length hex, at least a minimal transaction. */
export function transactionHexOf(answer: string, action: string): string {
  const hex = answer.trim();
  if (hex.length < 120 || hex.length % 2 !== 0 || !/^[0-9a-fA-F]+$/.test(hex)) {
    throw new MalformedEsploraAnswerError(action, 'the transaction is not hex');
  }
  return hex.toLowerCase();
}
