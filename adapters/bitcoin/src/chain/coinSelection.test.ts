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

const sum = (utxos: readonly Utxo[]) => utxos.reduce((total, utxo) => total + utxo.value, 0n);

function outcome(request: SelectionRequest) {
  try {
    return selectCoins(request);
  } catch (error) {
    if (error instanceof InsufficientFundsError) return error;
    throw error;
  }
}

describe('largest-first coin selection', () => {
  // Properties return booleans (expect() in a 10,000-run loop is what makes such tests slow).
  it('pays the amount and exactly the fee of its own size; change is 0 or at least dust; value is conserved', () => {
    fc.assert(
      fc.property(requestArb, (request) => {
        const selection = outcome(request);
        if (selection instanceof InsufficientFundsError) return true;
        const { amount, changeDust, feeRateMilli, inputType, receiverScriptLength } = request;
        const total = sum(selection.inputs);
        const count = selection.inputs.length;
        const withChange = transferVsize(inputType, count, [
          receiverScriptLength,
          request.changeScriptLength,
        ]);
        const without = transferVsize(inputType, count, [receiverScriptLength]);
        const conserved = total === amount + selection.fee + selection.change;
        if (selection.change > 0n) {
          return (
            conserved &&
            selection.vsize === withChange &&
            selection.change >= changeDust &&
            selection.fee === feeFor(withChange, feeRateMilli)
          );
        }
        // No change output: the fee is at least its size's fee, and what went to the fee
        // beyond it would have been dust as change.
        return (
          conserved &&
          selection.vsize === without &&
          selection.fee >= feeFor(without, feeRateMilli) &&
          total - amount - feeFor(withChange, feeRateMilli) < changeDust
        );
      }),
      { numRuns: 10_000 },
    );
  });

  it('takes the largest coins first and stops as soon as they pay (no coin it did not need)', () => {
    fc.assert(
      fc.property(requestArb, (request) => {
        const selection = outcome(request);
        if (selection instanceof InsufficientFundsError) return true;
        const confirmedOnly = selection.inputs.every((utxo) => utxo.confirmed);
        const pool = confirmedOnly ? request.utxos.filter((utxo) => utxo.confirmed) : request.utxos;
        const ordered = selectionOrder(pool);
        const prefix = selection.inputs.every((utxo, index) => utxo === ordered[index]);
        const fewer = selection.inputs.slice(0, -1);
        const fewerFee = feeFor(
          transferVsize(request.inputType, fewer.length, [request.receiverScriptLength]),
          request.feeRateMilli,
        );
        return prefix && (fewer.length === 0 || sum(fewer) < request.amount + fewerFee);
      }),
      { numRuns: 10_000 },
    );
  });

  it('spends an unconfirmed coin only when the confirmed coins do not pay', () => {
    fc.assert(
      fc.property(requestArb, (request) => {
        const selection = outcome(request);
        if (selection instanceof InsufficientFundsError) return true;
        if (selection.inputs.every((utxo) => utxo.confirmed)) return true;
        const confirmed = request.utxos.filter((utxo) => utxo.confirmed);
        return outcome({ ...request, utxos: confirmed }) instanceof InsufficientFundsError;
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
          .map((utxo, index) => ({ utxo, key: keys[index] ?? 0 }))
          .sort((a, b) => a.key - b.key)
          .map(({ utxo }) => utxo);
        const one = outcome(request);
        const other = outcome({ ...request, utxos: shuffled });
        if (one instanceof InsufficientFundsError || other instanceof InsufficientFundsError) {
          return one instanceof InsufficientFundsError && other instanceof InsufficientFundsError;
        }
        return (
          one.fee === other.fee &&
          one.change === other.change &&
          one.inputs.length === other.inputs.length &&
          one.inputs.every((utxo, index) => utxo === other.inputs[index])
        );
      }),
      { numRuns: 5_000 },
    );
  });

  it('refuses with the sats needed and available only when even every coin does not pay', () => {
    fc.assert(
      fc.property(requestArb, (request) => {
        const selection = outcome(request);
        const total = sum(request.utxos);
        const allFee = feeFor(
          transferVsize(request.inputType, Math.max(request.utxos.length, 1), [
            request.receiverScriptLength,
          ]),
          request.feeRateMilli,
        );
        if (!(selection instanceof InsufficientFundsError)) return true;
        return (
          selection.code === 'BITCOIN_INSUFFICIENT_FUNDS' &&
          selection.available === total &&
          selection.needed === request.amount + allFee &&
          total < request.amount + allFee
        );
      }),
      { numRuns: 10_000 },
    );
  });

  it('an example: coins of 5,000, 50,000 and 20,000 sats for 30,000: the 50,000 alone, with change', () => {
    const coin = (value: bigint, vout: number): Utxo => ({
      txid: 'ab'.repeat(32),
      vout,
      value,
      confirmed: true,
    });
    const selection = selectCoins({
      utxos: [coin(5_000n, 0), coin(50_000n, 1), coin(20_000n, 2)],
      amount: 30_000n,
      feeRateMilli: 1_000n,
      inputType: 'p2wpkh',
      receiverScriptLength: 22,
      changeScriptLength: 22,
      changeDust: 294n,
    });
    expect(selection.inputs.map((utxo) => utxo.value)).toEqual([50_000n]);
    expect(selection).toMatchObject({ fee: 141n, change: 19_859n, vsize: 141 });
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
