import fc from 'fast-check';
import { InsufficientFundsError } from './transferErrors';
import { selectCoins, selectionOrder, type SelectionRequest } from './coinSelection';
import type { Utxo } from './esploraAnswers';
import { feeFor } from './feeRate';
import { transferVsize, type PaymentScriptType } from './transactionSize';

const TYPES: readonly PaymentScriptType[] = ['p2wpkh', 'p2tr', 'p2sh-p2wpkh', 'p2pkh'];
const SCRIPT_LENGTH: Record<PaymentScriptType, number> = {
  p2wpkh: 22,
  p2tr: 34,
  'p2sh-p2wpkh': 23,
  p2pkh: 25,
};

const utxoArb = fc.record({
  txid: fc.constantFrom('aa', 'bb', 'cc', 'dd').map((c) => c.repeat(32)),
  vout: fc.nat({ max: 1_000 }),
  value: fc.bigInt({ min: 1n, max: 5_000_000n }),
  confirmed: fc.boolean(),
});
const utxosArb = fc
  .uniqueArray(utxoArb, { selector: (u) => `${u.txid}:${u.vout}`, maxLength: 25 })
  .map((list) => list as Utxo[]);
const requestArb = fc
  .record({
    utxos: utxosArb,
    amount: fc.bigInt({ min: 1n, max: 20_000_000n }),
    feeRateMilli: fc.bigInt({ min: 1_000n, max: 200_000n }),
    inputType: fc.constantFrom(...TYPES),
    receiverScriptLength: fc.constantFrom(22, 23, 25, 34),
    changeDust: fc.constantFrom(294n, 330n, 540n, 546n),
  })
  .map((r): SelectionRequest => ({ ...r, changeScriptLength: SCRIPT_LENGTH[r.inputType] }));

function outcome(request: SelectionRequest) {
  try {
    return selectCoins(request);
  } catch (error) {
    if (error instanceof InsufficientFundsError) return error;
    throw error;
  }
}

describe('largest-first coin selection', () => {
  it('pays the amount and exactly the fee of its own size; change is 0 or at least dust; value is conserved', () => {
    fc.assert(
      fc.property(requestArb, (request) => {
        const selection = outcome(request);
        if (selection instanceof InsufficientFundsError) return;
        const total = selection.inputs.reduce((sum, u) => sum + u.value, 0n);
        expect(total).toBe(request.amount + selection.fee + selection.change);
        const outputs =
          selection.change > 0n
            ? [request.receiverScriptLength, request.changeScriptLength]
            : [request.receiverScriptLength];
        const vsize = transferVsize(request.inputType, selection.inputs.length, outputs);
        expect(selection.vsize).toBe(vsize);
        if (selection.change > 0n) {
          expect(selection.change).toBeGreaterThanOrEqual(request.changeDust);
          expect(selection.fee).toBe(feeFor(vsize, request.feeRateMilli));
        } else {
          // No change output: the fee is at least its size's fee, and what went to the fee
          // beyond it would have been dust as change.
          expect(selection.fee).toBeGreaterThanOrEqual(feeFor(vsize, request.feeRateMilli));
          const withChange = transferVsize(request.inputType, selection.inputs.length, [
            request.receiverScriptLength,
            request.changeScriptLength,
          ]);
          expect(total - request.amount - feeFor(withChange, request.feeRateMilli)).toBeLessThan(
            request.changeDust,
          );
        }
      }),
      { numRuns: 10_000 },
    );
  });

  it('takes the largest coins first and stops as soon as they pay (no coin it did not need)', () => {
    fc.assert(
      fc.property(requestArb, (request) => {
        const selection = outcome(request);
        if (selection instanceof InsufficientFundsError) return;
        const confirmedOnly = selection.inputs.every((utxo) => utxo.confirmed);
        const pool = confirmedOnly ? request.utxos.filter((utxo) => utxo.confirmed) : request.utxos;
        const ordered = selectionOrder(pool);
        expect(selection.inputs).toEqual(ordered.slice(0, selection.inputs.length));
        const fewer = selection.inputs.slice(0, -1);
        const fewerTotal = fewer.reduce((sum, u) => sum + u.value, 0n);
        const fewerFee = feeFor(
          transferVsize(request.inputType, fewer.length, [request.receiverScriptLength]),
          request.feeRateMilli,
        );
        expect(fewer.length === 0 || fewerTotal < request.amount + fewerFee).toBe(true);
      }),
      { numRuns: 10_000 },
    );
  });

  it('spends an unconfirmed coin only when the confirmed coins do not pay', () => {
    fc.assert(
      fc.property(requestArb, (request) => {
        const selection = outcome(request);
        if (selection instanceof InsufficientFundsError) return;
        if (selection.inputs.some((utxo) => !utxo.confirmed)) {
          const confirmed = request.utxos.filter((utxo) => utxo.confirmed);
          expect(() => selectCoins({ ...request, utxos: confirmed })).toThrow(
            InsufficientFundsError,
          );
        }
      }),
      { numRuns: 10_000 },
    );
    const coin = (value: bigint, confirmed: boolean, txid: string): Utxo => ({
      txid: txid.repeat(64),
      vout: 0,
      value,
      confirmed,
    });
    const base = {
      amount: 10_000n,
      feeRateMilli: 1_000n,
      inputType: 'p2wpkh' as const,
      receiverScriptLength: 22,
      changeScriptLength: 22,
      changeDust: 294n,
    };
    expect(
      selectCoins({
        ...base,
        utxos: [coin(90_000n, false, 'a'), coin(20_000n, true, 'b')],
      }).inputs.map((u) => u.value),
    ).toEqual([20_000n]);
    expect(
      selectCoins({
        ...base,
        utxos: [coin(90_000n, false, 'a'), coin(5_000n, true, 'b')],
      }).inputs.map((u) => u.value),
    ).toEqual([90_000n]);
  });

  it('is deterministic: the same coins in any order give the same selection', () => {
    fc.assert(
      fc.property(requestArb, fc.infiniteStream(fc.nat()), (request, stream) => {
        const keys = request.utxos.map(() => stream.next().value as number);
        const shuffled = request.utxos
          .map((utxo, index) => ({ utxo, key: keys[index] }))
          .sort((a, b) => (a.key ?? 0) - (b.key ?? 0))
          .map(({ utxo }) => utxo);
        expect(outcome({ ...request, utxos: shuffled })).toEqual(outcome(request));
      }),
      { numRuns: 2_000 },
    );
  });

  it('refuses with the sats needed and available only when even every coin does not pay', () => {
    fc.assert(
      fc.property(requestArb, (request) => {
        const selection = outcome(request);
        const total = request.utxos.reduce((sum, u) => sum + u.value, 0n);
        const allFee = feeFor(
          transferVsize(request.inputType, Math.max(request.utxos.length, 1), [
            request.receiverScriptLength,
          ]),
          request.feeRateMilli,
        );
        if (selection instanceof InsufficientFundsError) {
          expect(selection.code).toBe('BITCOIN_INSUFFICIENT_FUNDS');
          expect(selection.available).toBe(total);
          expect(selection.needed).toBe(request.amount + allFee);
          expect(total < request.amount + allFee).toBe(true);
        } else {
          expect(
            total >= request.amount + allFee || selection.inputs.length < request.utxos.length,
          ).toBe(true);
        }
      }),
      { numRuns: 10_000 },
    );
  });

  it('no coins: insufficient funds, not a crash', () => {
    expect(() =>
      selectCoins({
        utxos: [],
        amount: 1_000n,
        feeRateMilli: 1_000n,
        inputType: 'p2wpkh',
        receiverScriptLength: 22,
        changeScriptLength: 22,
        changeDust: 294n,
      }),
    ).toThrow(InsufficientFundsError);
  });
});
