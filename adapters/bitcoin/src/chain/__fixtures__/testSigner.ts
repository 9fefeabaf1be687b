/**
 * Keys and PSBT signing for the chain module's tests (test support, never shipped): one key
 * per script kind, its regtest address, and a signer that signs every input of a PSBT as a
 * wallet would (the P2TR key tweaked for the key path, BIP 341/86).
 */
import * as ecc from '@bitcoinerlab/secp256k1';
import { crypto, initEccLib, networks, payments, Psbt, type Network } from 'bitcoinjs-lib';
import { ECPairFactory, type ECPairInterface } from 'ecpair';
import type { PaymentScriptType } from '../transactionSize';

initEccLib(ecc);
const ECPair = ECPairFactory(ecc);

export interface TestKey {
  readonly type: PaymentScriptType;
  readonly keyPair: ECPairInterface;
  readonly address: string;
  /** Hex: compressed (33 bytes) for ECDSA kinds, x-only (32 bytes) for P2TR. */
  readonly publicKey: string;
}

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

/** A deterministic key of `type` from a one-byte seed (1..255). */
export function testKey(
  type: PaymentScriptType,
  seed: number,
  network: Network = networks.regtest,
): TestKey {
  const privateKey = new Uint8Array(32);
  privateKey[31] = seed;
  privateKey[0] = 0x11;
  const keyPair = ECPair.fromPrivateKey(privateKey, { network });
  const pubkey = keyPair.publicKey;
  const xOnly = pubkey.subarray(1, 33);
  const payment =
    type === 'p2wpkh'
      ? payments.p2wpkh({ pubkey, network })
      : type === 'p2tr'
        ? payments.p2tr({ internalPubkey: xOnly, network })
        : type === 'p2sh-p2wpkh'
          ? payments.p2sh({ redeem: payments.p2wpkh({ pubkey, network }), network })
          : payments.p2pkh({ pubkey, network });
  return {
    type,
    keyPair,
    address: payment.address as string,
    publicKey: hex(type === 'p2tr' ? xOnly : pubkey),
  };
}

/** Signs every input of `psbtBase64` with `key` (not finalized, as most wallets return it). */
export function signAll(
  psbtBase64: string,
  key: TestKey,
  network: Network = networks.regtest,
): string {
  const psbt = Psbt.fromBase64(psbtBase64, { network });
  const signer =
    key.type === 'p2tr'
      ? key.keyPair.tweak(crypto.taggedHash('TapTweak', key.keyPair.publicKey.subarray(1, 33)))
      : key.keyPair;
  for (let index = 0; index < psbt.inputCount; index += 1) psbt.signInput(index, signer);
  return psbt.toBase64();
}
