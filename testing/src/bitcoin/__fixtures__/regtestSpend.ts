/**
 * Test support: a Bitcoin regtest key (P2WPKH, P2TR key path, P2SH-P2WPKH or legacy P2PKH —
 * whose inputs carry the whole previous transaction, from GET /tx/:txid/hex) that spends its UTXOs, read
 * through the Esplora-style API, with bitcoinjs-lib's own `networks.regtest` — exactly what a
 * client of the local chain does. Nothing here knows about litecoind.
 */
import ecc from '@bitcoinerlab/secp256k1';
import { crypto, initEccLib, networks, payments, Psbt, address as btcAddress } from 'bitcoinjs-lib';
import { ECPairFactory, type ECPairInterface } from 'ecpair';

initEccLib(ecc);
const ECPair = ECPairFactory(ecc);

export type KeyKind = 'p2wpkh' | 'p2tr' | 'p2sh-p2wpkh' | 'p2pkh';

export interface RegtestKey {
  readonly kind: KeyKind;
  readonly address: string;
  readonly outputScript: Uint8Array;
  /** Signs every input of a PSBT whose inputs all belong to this key. */
  signAll(psbt: Psbt): void;
  readonly internalKey?: Uint8Array;
  readonly redeemScript?: Uint8Array;
}

export function regtestKey(kind: KeyKind, seedByte: number): RegtestKey {
  const pair = ECPair.fromPrivateKey(new Uint8Array(32).fill(seedByte), {
    network: networks.regtest,
  });
  const signAll = (psbt: Psbt) => psbt.signAllInputs(pair);
  const network = networks.regtest;
  if (kind === 'p2wpkh' || kind === 'p2pkh') {
    const payment = (kind === 'p2pkh' ? payments.p2pkh : payments.p2wpkh)({
      pubkey: pair.publicKey,
      network,
    });
    return { kind, address: payment.address!, outputScript: payment.output!, signAll };
  }
  if (kind === 'p2sh-p2wpkh') {
    const redeem = payments.p2wpkh({ pubkey: pair.publicKey, network });
    const payment = payments.p2sh({ redeem, network });
    return {
      kind,
      address: payment.address!,
      outputScript: payment.output!,
      redeemScript: redeem.output!,
      signAll,
    };
  }
  const internalKey = pair.publicKey.slice(1, 33);
  const payment = payments.p2tr({ internalPubkey: internalKey, network: networks.regtest });
  const tweaked: ECPairInterface = pair.tweak(crypto.taggedHash('TapTweak', internalKey));
  return {
    kind,
    address: payment.address!,
    outputScript: payment.output!,
    internalKey,
    signAll: (psbt) => psbt.signAllInputs(tweaked),
  };
}

export interface Utxo {
  txid: string;
  vout: number;
  value: number;
  status: { confirmed: boolean };
}

export async function fetchUtxos(esploraUrl: string, address: string): Promise<Utxo[]> {
  const response = await fetch(`${esploraUrl}/address/${address}/utxo`);
  if (!response.ok) throw new Error(`utxo: ${response.status} ${await response.text()}`);
  return (await response.json()) as Utxo[];
}

export interface SpendOptions {
  /** Default 1,000 sats. */
  readonly fee?: bigint;
  /** Input nSequence; below 0xfffffffe signals BIP125 replaceability. */
  readonly sequence?: number;
  /** Default: the key's UTXOs from GET /address/:a/utxo. */
  readonly utxos?: readonly Utxo[];
}

/**
 * A signed transaction (hex) that spends all of `key`'s UTXOs: `amount` to `to`, `fee` to the
 * miner, the rest back to the key's own address.
 */
export async function buildSpend(
  esploraUrl: string,
  key: RegtestKey,
  to: string,
  amount: bigint,
  options: SpendOptions = {},
): Promise<{ hex: string; txid: string; change: bigint }> {
  const { fee = 1_000n, sequence } = options;
  const utxos = options.utxos ?? (await fetchUtxos(esploraUrl, key.address));
  const total = utxos.reduce((sum, utxo) => sum + BigInt(utxo.value), 0n);
  const change = total - amount - fee;
  if (utxos.length === 0 || change < 0n) throw new Error(`not enough funds: ${total} sats`);
  const psbt = new Psbt({ network: networks.regtest });
  for (const utxo of utxos) {
    psbt.addInput({
      hash: utxo.txid,
      index: utxo.vout,
      ...(sequence === undefined ? {} : { sequence }),
      ...(key.kind === 'p2pkh'
        ? { nonWitnessUtxo: await previousTransaction(esploraUrl, utxo.txid) }
        : { witnessUtxo: { script: key.outputScript, value: BigInt(utxo.value) } }),
      ...(key.internalKey ? { tapInternalKey: key.internalKey } : {}),
      ...(key.redeemScript ? { redeemScript: key.redeemScript } : {}),
    });
  }
  psbt.addOutput({ script: btcAddress.toOutputScript(to, networks.regtest), value: amount });
  if (change > 0n) psbt.addOutput({ script: key.outputScript, value: change });
  key.signAll(psbt);
  psbt.finalizeAllInputs();
  const tx = psbt.extractTransaction();
  return { hex: tx.toHex(), txid: tx.getId(), change };
}

async function previousTransaction(esploraUrl: string, txid: string): Promise<Uint8Array> {
  const response = await fetch(`${esploraUrl}/tx/${txid}/hex`);
  if (!response.ok) throw new Error(`tx hex: ${response.status} ${await response.text()}`);
  return Uint8Array.from(Buffer.from(await response.text(), 'hex'));
}

export async function postTx(esploraUrl: string, hex: string): Promise<Response> {
  return fetch(`${esploraUrl}/tx`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain' },
    body: hex,
  });
}
