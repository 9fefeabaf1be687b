/**
 * The wallet's PSBT signing (BIP-174 with bitcoinjs-lib): it signs the inputs it is asked to,
 * each only if the output it spends is the named address's (P2WPKH: ECDSA with SIGHASH_ALL
 * by default; P2TR: a BIP-341 key-path Schnorr signature with SIGHASH_DEFAULT by default,
 * tapInternalKey set when the PSBT lacks it). It does not finalize: the app does.
 */
import { Psbt, Transaction } from 'bitcoinjs-lib';
import type { Network as BitcoinjsNetwork } from 'bitcoinjs-lib';
import { equalBytes } from './bytes';
import { BitcoinWalletError } from './errors';
import { ensureEcc, taprootSigner, type WalletKey } from './keys';

export interface PsbtSigningRequest {
  readonly key: WalletKey;
  readonly indexes: readonly number[];
  readonly sigHash?: number;
}

function parsePsbt(bytes: Uint8Array, network: BitcoinjsNetwork): Psbt {
  try {
    return Psbt.fromBuffer(bytes, { network });
  } catch (cause) {
    throw BitcoinWalletError.invalidParams(
      `psbt is not a valid PSBT (${cause instanceof Error ? cause.message : String(cause)})`,
    );
  }
}

/** The scriptPubKey input `index` spends, from its witnessUtxo or its full previous tx. */
function spentScript(psbt: Psbt, index: number): Uint8Array | undefined {
  const input = psbt.data.inputs[index]!;
  if (input.witnessUtxo) return input.witnessUtxo.script;
  if (input.nonWitnessUtxo) {
    const vout = psbt.txInputs[index]!.index;
    return Transaction.fromBuffer(input.nonWitnessUtxo).outs[vout]?.script;
  }
  return undefined;
}

/** Signs the requested inputs; refuses (-32602) an index out of range or an input not the key's. */
export function signPsbtInputs(
  psbtBytes: Uint8Array,
  requests: readonly PsbtSigningRequest[],
  network: BitcoinjsNetwork,
): Uint8Array {
  ensureEcc();
  const psbt = parsePsbt(psbtBytes, network);
  // Check every input before signing any: a refused request signs nothing.
  for (const { key, indexes } of requests) {
    for (const index of indexes) {
      if (!Number.isInteger(index) || index < 0 || index >= psbt.inputCount) {
        throw BitcoinWalletError.invalidParams(`the PSBT has no input ${String(index)}`);
      }
      const spent = spentScript(psbt, index);
      if (!spent || !equalBytes(spent, key.output)) {
        throw BitcoinWalletError.invalidParams(`input ${index} does not spend ${key.address}`);
      }
      const internalKey = psbt.data.inputs[index]!.tapInternalKey;
      if (key.type === 'p2tr' && internalKey && !equalBytes(internalKey, key.publicKey)) {
        throw BitcoinWalletError.invalidParams(
          `input ${index}'s tapInternalKey is not ${key.address}'s`,
        );
      }
    }
  }
  for (const { key, indexes, sigHash } of requests) {
    for (const index of indexes) {
      if (sigHash !== undefined) psbt.updateInput(index, { sighashType: sigHash });
      const allowed = sigHash !== undefined ? [sigHash] : undefined;
      if (key.type === 'p2wpkh') {
        psbt.signInput(index, key.keyPair, allowed);
      } else {
        if (!psbt.data.inputs[index]!.tapInternalKey) {
          psbt.updateInput(index, { tapInternalKey: key.publicKey });
        }
        psbt.signTaprootInput(index, taprootSigner(key), undefined, allowed);
      }
    }
  }
  return psbt.toBuffer();
}
