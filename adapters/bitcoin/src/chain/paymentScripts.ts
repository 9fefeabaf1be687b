/**
 * Addresses as scripts, with bitcoinjs-lib (lazy chunk): which address network a format is,
 * which addresses are sent to (an allow-list of script kinds), and what spending from the
 * payment address needs in a PSBT input.
 */
import {
  address as bitcoinAddress,
  networks,
  payments,
  type Network as BitcoinjsNetwork,
} from 'bitcoinjs-lib';
import type { BitcoinAddressFormat } from '../addressFormats';
import { UnsupportedPaymentAddressError } from './transferErrors';
import type { PaymentScriptType } from './transactionSize';

export function bitcoinjsNetworkOf(format: BitcoinAddressFormat): BitcoinjsNetwork {
  if (format === 'mainnet') return networks.bitcoin;
  return format === 'testnet' ? networks.testnet : networks.regtest;
}

/** The script kinds an address may have to be sent to. */
export type ReceiverScriptType = 'p2pkh' | 'p2sh' | 'p2wpkh' | 'p2wsh' | 'p2tr';

/** The kind of a standard output script, by its exact bytes; undefined for any other script. */
export function scriptTypeOf(script: Uint8Array): ReceiverScriptType | undefined {
  const length = script.length;
  const [a, b] = script;
  if (
    length === 25 &&
    a === 0x76 &&
    b === 0xa9 &&
    script[2] === 0x14 &&
    script[23] === 0x88 &&
    script[24] === 0xac
  ) {
    return 'p2pkh';
  }
  if (length === 23 && a === 0xa9 && b === 0x14 && script[22] === 0x87) return 'p2sh';
  if (length === 22 && a === 0x00 && b === 0x14) return 'p2wpkh';
  if (length === 34 && a === 0x00 && b === 0x20) return 'p2wsh';
  if (length === 34 && a === 0x51 && b === 0x20) return 'p2tr';
  return undefined;
}

/**
 * The output script of `address` on `network`, when it is an address of that network and of
 * an allowed kind; undefined otherwise (another network's address, a typo, a future witness
 * version).
 */
export function receiverScriptOf(
  address: unknown,
  network: BitcoinjsNetwork,
): Uint8Array | undefined {
  if (typeof address !== 'string' || address.length > 90) return undefined;
  let script: Uint8Array;
  try {
    script = bitcoinAddress.toOutputScript(address, network);
  } catch {
    return undefined;
  }
  return scriptTypeOf(script) === undefined ? undefined : script;
}

/** What an input spending from the payment address carries besides the outpoint and the coin. */
export interface PaymentSpend {
  readonly type: PaymentScriptType;
  readonly script: Uint8Array;
  /** P2SH-P2WPKH: the P2WPKH redeem script of the public key. */
  readonly redeemScript?: Uint8Array;
  /** P2TR: the x-only internal key, so the wallet can sign the key path. */
  readonly tapInternalKey?: Uint8Array;
}

/**
 * How to spend from `from`: P2WPKH, P2TR (its public key, when given, must be the address's
 * internal key), P2SH (taken as P2SH-P2WPKH: the public key is required and must make the
 * address) or P2PKH. `script` is from's output script on the network (checked by the caller).
 */
export function paymentSpendOf(
  from: string,
  script: Uint8Array,
  publicKeyHex: string | undefined,
): PaymentSpend {
  const type = scriptTypeOf(script);
  const publicKey = publicKeyHex === undefined ? undefined : publicKeyBytes(from, publicKeyHex);
  switch (type) {
    case 'p2wpkh':
    case 'p2pkh':
      return { type, script };
    case 'p2tr': {
      if (publicKey === undefined) return { type, script };
      const internalKey = publicKey.length === 33 ? publicKey.subarray(1) : publicKey;
      const output = tryPayment(() => payments.p2tr({ internalPubkey: internalKey }).output);
      if (!output || !sameBytes(output, script)) {
        throw new UnsupportedPaymentAddressError(
          from,
          'its public key is not the address’s internal key',
        );
      }
      return { type, script, tapInternalKey: internalKey };
    }
    case 'p2sh': {
      if (publicKey === undefined) {
        throw new UnsupportedPaymentAddressError(
          from,
          'a P2SH-P2WPKH address needs its public key',
        );
      }
      const redeem = tryPayment(() => payments.p2wpkh({ pubkey: publicKey }));
      const output = redeem && tryPayment(() => payments.p2sh({ redeem }).output);
      if (!redeem?.output || !output || !sameBytes(output, script)) {
        throw new UnsupportedPaymentAddressError(
          from,
          'it is not the P2SH-P2WPKH address of its public key',
        );
      }
      return { type: 'p2sh-p2wpkh', script, redeemScript: redeem.output };
    }
    default:
      throw new UnsupportedPaymentAddressError(
        from,
        'only P2WPKH, P2TR, P2SH-P2WPKH and P2PKH addresses are spent from',
      );
  }
}

function publicKeyBytes(from: string, hex: string): Uint8Array {
  if (typeof hex !== 'string' || !/^([0-9a-fA-F]{64}|0[23][0-9a-fA-F]{64})$/.test(hex)) {
    throw new UnsupportedPaymentAddressError(from, 'its public key is not 32 or 33 bytes of hex');
  }
  return Uint8Array.from(hex.match(/../g) ?? [], (byte) => parseInt(byte, 16));
}

function tryPayment<T>(make: () => T): T | undefined {
  try {
    return make();
  } catch {
    return undefined;
  }
}

export function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, index) => byte === b[index]);
}
