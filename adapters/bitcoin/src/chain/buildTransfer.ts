/**
 * Builds a transfer from the payment address as an unsigned PSBT (bitcoinjs-lib, lazy chunk):
 * checks the amount and the receiver, reads the address's coins and the fee rate, selects coins
 * (coinSelection.ts), and adds one input per coin with what its script kind needs to be signed
 * (witnessUtxo for segwit and taproot, the redeem script for P2SH-P2WPKH, the internal key for
 * P2TR, the whole previous transaction for P2PKH, checked against its txid), the receiver's
 * output first and the change back to `from` second. Version 2, locktime 0, every input's
 * sequence 0xfffffffd (replaceable: the fee can be bumped, BIP 125).
 */
import { Psbt, Transaction, type Network as BitcoinjsNetwork } from 'bitcoinjs-lib';
import type { BitcoinTransfer, BuiltTransfer } from './bitcoinChain';
import { InvalidBitcoinAddressError, MalformedEsploraAnswerError } from './chainErrors';
import { selectCoins, type Selection } from './coinSelection';
import { MAX_MONEY_SATS, type Utxo } from './esploraAnswers';
import type { BitcoinReads } from './esploraReads';
import { feeRateMilli } from './feeRate';
import { paymentSpendOf, receiverScriptOf, sameBytes, type PaymentSpend } from './paymentScripts';
import { dustLimit } from './transactionSize';
import {
  DustAmountError,
  InvalidBitcoinAmountError,
  InvalidReceiverError,
  TransferTooLargeError,
} from './transferErrors';

/** Opts into replace-by-fee (BIP 125) and keeps locktime 0 meaningful. */
export const TRANSFER_SEQUENCE = 0xfffffffd;
/** Bitcoin Core's MAX_STANDARD_TX_WEIGHT (400,000 WU) in virtual bytes: larger is not relayed. */
export const MAX_STANDARD_TRANSFER_VSIZE = 100_000;

export async function buildTransfer(
  reads: BitcoinReads,
  network: BitcoinjsNetwork,
  transfer: BitcoinTransfer,
): Promise<BuiltTransfer> {
  const { amount, from, to } = transfer;
  if (typeof amount !== 'bigint' || amount <= 0n || amount > BigInt(MAX_MONEY_SATS)) {
    throw new InvalidBitcoinAmountError(amount);
  }
  const receiverScript = receiverScriptOf(to, network);
  if (!receiverScript) throw new InvalidReceiverError(to, transfer.network.name);
  const receiverDust = dustLimit(receiverScript);
  if (amount < receiverDust) throw new DustAmountError(amount, receiverDust);
  const fromScript = receiverScriptOf(from, network);
  if (!fromScript) throw new InvalidBitcoinAddressError('from', from);
  const spend = paymentSpendOf(from, fromScript, transfer.fromPublicKey);

  const [utxos, rate] = await Promise.all([
    reads.utxos(transfer.network, from),
    transfer.feeRate === undefined
      ? reads.feeRateMilli(transfer.network)
      : Promise.resolve(feeRateMilli(transfer.feeRate)),
  ]);
  const selection = selectCoins({
    utxos,
    amount,
    feeRateMilli: rate,
    inputType: spend.type,
    receiverScriptLength: receiverScript.length,
    changeScriptLength: fromScript.length,
    changeDust: dustLimit(fromScript),
  });
  if (selection.vsize > MAX_STANDARD_TRANSFER_VSIZE) {
    throw new TransferTooLargeError(selection.inputs.length, selection.vsize);
  }
  const previous =
    spend.type === 'p2pkh'
      ? await previousTransactions(reads, transfer, fromScript, selection.inputs)
      : undefined;

  const psbt = new Psbt({ network });
  psbt.setVersion(2);
  psbt.setLocktime(0);
  for (const utxo of selection.inputs) {
    psbt.addInput(inputOf(utxo, spend, previous?.get(utxo.txid)));
  }
  psbt.addOutput({ script: receiverScript, value: amount });
  if (selection.change > 0n) psbt.addOutput({ script: fromScript, value: selection.change });
  return result(psbt, selection);
}

function inputOf(utxo: Utxo, spend: PaymentSpend, previous: Uint8Array | undefined) {
  const outpoint = { hash: utxo.txid, index: utxo.vout, sequence: TRANSFER_SEQUENCE };
  if (spend.type === 'p2pkh') return { ...outpoint, nonWitnessUtxo: previous };
  return {
    ...outpoint,
    witnessUtxo: { script: spend.script, value: utxo.value },
    ...(spend.redeemScript && { redeemScript: spend.redeemScript }),
    ...(spend.tapInternalKey && { tapInternalKey: spend.tapInternalKey }),
  };
}

function result(psbt: Psbt, selection: Selection): BuiltTransfer {
  return Object.freeze({
    psbt: psbt.toBase64(),
    inputIndexes: Object.freeze(selection.inputs.map((_, index) => index)),
    fee: selection.fee,
    change: selection.change,
  });
}

/**
 * The raw previous transactions of P2PKH coins (a legacy signature commits to the coin's value
 * only through them), each checked: it hashes to its txid and its output pays `from`'s script
 * the value the API listed.
 */
async function previousTransactions(
  reads: BitcoinReads,
  transfer: BitcoinTransfer,
  fromScript: Uint8Array,
  coins: readonly Utxo[],
): Promise<ReadonlyMap<string, Uint8Array>> {
  const action = 'read a previous transaction';
  const txids = [...new Set(coins.map((coin) => coin.txid))];
  const hexes = await Promise.all(
    txids.map((txid) => reads.transactionHex(transfer.network, txid)),
  );
  const found = new Map<string, Transaction>();
  txids.forEach((txid, index) => {
    let transaction: Transaction;
    try {
      transaction = Transaction.fromHex(hexes[index] ?? '');
    } catch {
      throw new MalformedEsploraAnswerError(action, `${txid} does not decode`);
    }
    if (transaction.getId() !== txid) {
      throw new MalformedEsploraAnswerError(action, `the transaction is not ${txid}`);
    }
    found.set(txid, transaction);
  });
  for (const coin of coins) {
    const output = found.get(coin.txid)?.outs[coin.vout];
    if (!output || output.value !== coin.value || !sameBytes(output.script, fromScript)) {
      throw new MalformedEsploraAnswerError(
        action,
        `${coin.txid}:${coin.vout} is not the listed coin`,
      );
    }
  }
  return new Map([...found].map(([txid, transaction]) => [txid, transaction.toBuffer()]));
}
