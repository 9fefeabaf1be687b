/**
 * Which of the payment address's coins fund a transfer: confirmed coins first, largest first.
 * When the confirmed coins pay for the transfer, only they are used (an unconfirmed coin from
 * someone else may still be replaced and vanish); else every coin is. The coins are taken in
 * order of value (largest first; equal values by txid, then output index, so the same coins
 * always give the same choice), one by one, until they pay the amount and the fee of the
 * transaction they make. Then the change: what is left after the amount and the fee of a
 * transaction WITH a change output; when that change would be under the change script's dust
 * limit, there is no change output and the rest goes to the fee. Largest-first spends the
 * fewest inputs (the lowest fee now); it does not look for a changeless exact match
 * (branch-and-bound), so a transfer usually has a change output.
 */
import { InsufficientFundsError } from './transferErrors';
import type { Utxo } from './esploraAnswers';
import { feeFor } from './feeRate';
import { transferVsize, type PaymentScriptType } from './transactionSize';

export interface SelectionRequest {
  readonly utxos: readonly Utxo[];
  readonly amount: bigint;
  /** milli-sat/vB. */
  readonly feeRateMilli: bigint;
  readonly inputType: PaymentScriptType;
  readonly receiverScriptLength: number;
  readonly changeScriptLength: number;
  /** The change script's dust limit. */
  readonly changeDust: bigint;
}

export interface Selection {
  readonly inputs: readonly Utxo[];
  readonly fee: bigint;
  /** 0n when there is no change output. */
  readonly change: bigint;
  /** The virtual size the fee was computed for. */
  readonly vsize: number;
}

/** The coins in selection order: value descending, then txid, then vout. */
export function selectionOrder(utxos: readonly Utxo[]): readonly Utxo[] {
  return [...utxos].sort((a, b) =>
    a.value !== b.value
      ? a.value > b.value
        ? -1
        : 1
      : a.txid !== b.txid
        ? a.txid < b.txid
          ? -1
          : 1
        : a.vout - b.vout,
  );
}

export function selectCoins(request: SelectionRequest): Selection {
  const confirmed = request.utxos.filter((utxo) => utxo.confirmed);
  if (confirmed.length > 0 && confirmed.length < request.utxos.length) {
    const selection = largestFirst({ ...request, utxos: confirmed });
    if (selection) return selection;
  }
  const selection = largestFirst(request);
  if (selection) return selection;
  const total = request.utxos.reduce((sum, utxo) => sum + utxo.value, 0n);
  const inputs = Math.max(request.utxos.length, 1);
  const fee = feeFor(
    transferVsize(request.inputType, inputs, [request.receiverScriptLength]),
    request.feeRateMilli,
  );
  throw new InsufficientFundsError(request.amount + fee, total);
}

/** Largest-first over `request.utxos`; undefined when even all of them do not pay. */
function largestFirst(request: SelectionRequest): Selection | undefined {
  const { amount, feeRateMilli, inputType, receiverScriptLength, changeScriptLength, changeDust } =
    request;
  const ordered = selectionOrder(request.utxos);
  let total = 0n;
  let count = 0;
  for (const coin of ordered) {
    total += coin.value;
    count += 1;
    const vsizeWithout = transferVsize(inputType, count, [receiverScriptLength]);
    const feeWithout = feeFor(vsizeWithout, feeRateMilli);
    if (total < amount + feeWithout) continue;
    const inputs = ordered.slice(0, count);
    const vsizeWith = transferVsize(inputType, count, [receiverScriptLength, changeScriptLength]);
    const feeWith = feeFor(vsizeWith, feeRateMilli);
    const change = total - amount - feeWith;
    if (change >= changeDust) return { inputs, fee: feeWith, change, vsize: vsizeWith };
    return { inputs, fee: total - amount, change: 0n, vsize: vsizeWithout };
  }
  return undefined;
}
