/**
 * Broadcasts a PSBT the wallet signed (bitcoinjs-lib, lazy chunk): decodes it, finalizes each
 * input the wallet left unfinalized (wallets differ: some finalize, some only sign), extracts
 * the transaction (bitcoinjs refuses a fee rate above 5,000 sat/vB there), POSTs its hex to
 * /tx and returns its txid, after checking the API answered that txid.
 */
import { Psbt, type Network as BitcoinjsNetwork } from 'bitcoinjs-lib';
import type { Network } from '@portico/core';
import { InvalidPsbtError, TxidMismatchError } from './transferErrors';
import type { BitcoinReads } from './esploraReads';

export async function broadcast(
  reads: BitcoinReads,
  network: Network,
  bitcoinjsNetwork: BitcoinjsNetwork,
  signedPsbt: string,
): Promise<string> {
  const transaction = finalTransaction(signedPsbt, bitcoinjsNetwork);
  const txid = transaction.getId();
  const answered = await reads.broadcastHex(network, transaction.toHex());
  if (answered !== txid) throw new TxidMismatchError(txid, answered);
  return txid;
}

/** The signed transaction of a PSBT, its inputs finalized where the wallet did not. */
export function finalTransaction(signedPsbt: string, network: BitcoinjsNetwork) {
  if (typeof signedPsbt !== 'string' || signedPsbt === '') {
    throw new InvalidPsbtError('it is not a base64 text');
  }
  let psbt: Psbt;
  try {
    psbt = Psbt.fromBase64(signedPsbt, { network });
  } catch (error) {
    throw new InvalidPsbtError('it does not decode', error);
  }
  if (psbt.inputCount === 0) throw new InvalidPsbtError('it has no inputs');
  psbt.data.inputs.forEach((input, index) => {
    if (input.finalScriptSig || input.finalScriptWitness) return;
    try {
      psbt.finalizeInput(index);
    } catch (error) {
      throw new InvalidPsbtError(`input ${index} is not signed`, error);
    }
  });
  try {
    return psbt.extractTransaction();
  } catch (error) {
    throw new InvalidPsbtError('its transaction cannot be extracted', error);
  }
}
