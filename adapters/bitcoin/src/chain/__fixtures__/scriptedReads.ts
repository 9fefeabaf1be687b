/**
 * A scripted stand-in for the Esplora reads (esploraReads.ts) for unit tests of the builder and
 * the broadcaster: its coins, fee rate and previous transactions are what the test gives (the
 * integration tests read a real local chain). Coins to `address` are made as real previous
 * transactions, so P2PKH inputs have real txids.
 */
import { Transaction, address as bitcoinAddress, networks } from 'bitcoinjs-lib';
import type { Utxo } from '../esploraAnswers';
import type { BitcoinReads } from '../esploraReads';

export interface ScriptedReads extends BitcoinReads {
  /** The hex each broadcast posted. */
  readonly posted: string[];
}

/** Coins of `values` to `address`, one previous transaction each (so each txid is real). */
export function coinsTo(
  address: string,
  values: readonly bigint[],
): { utxos: Utxo[]; hexes: Map<string, string> } {
  const script = bitcoinAddress.toOutputScript(address, networks.regtest);
  const hexes = new Map<string, string>();
  const utxos = values.map((value, index) => {
    const previous = new Transaction();
    previous.version = 2;
    previous.addInput(new Uint8Array(32).fill(index + 1), index);
    previous.addOutput(new Uint8Array([0x6a]), 0n);
    previous.addOutput(script, value);
    hexes.set(previous.getId(), previous.toHex());
    return { txid: previous.getId(), vout: 1, value, confirmed: true };
  });
  return { utxos, hexes };
}

export function scriptedReads(script: {
  utxos?: readonly Utxo[];
  hexes?: ReadonlyMap<string, string>;
  feeRateMilli?: bigint;
  /** What POST /tx answers; by default the posted transaction's id. */
  answerTxid?: (hex: string) => string;
}): ScriptedReads {
  const posted: string[] = [];
  return {
    posted,
    getBalance: async () => (script.utxos ?? []).reduce((sum, u) => sum + u.value, 0n),
    utxos: async () => script.utxos ?? [],
    feeRateMilli: async () => script.feeRateMilli ?? 1_000n,
    transactionHex: async (_network, txid) => {
      const hex = script.hexes?.get(txid);
      if (hex === undefined) throw new Error(`no scripted transaction ${txid}`);
      return hex;
    },
    broadcastHex: async (_network, hex) => {
      posted.push(hex);
      return script.answerTxid ? script.answerTxid(hex) : Transaction.fromHex(hex).getId();
    },
    transactionStatus: async () => 'pending',
  };
}
