/**
 * The test wallet's keys and addresses: one secp256k1 key per account; its payment address
 * is P2WPKH (BIP-84 style) or P2TR (BIP-86 style, key path only), its ordinals address is
 * P2TR of a second key derived from the first (so payment and ordinals never coincide).
 */
import * as ecc from '@bitcoinerlab/secp256k1';
import { crypto as bitcoinCrypto, initEccLib, networks, payments } from 'bitcoinjs-lib';
import type { Network as BitcoinjsNetwork } from 'bitcoinjs-lib';
import { ECPairFactory, type ECPairInterface } from 'ecpair';
import { fromHex, utf8 } from './bytes';
import type { BitcoinTestNetwork, BitcoinWalletChain, BitcoinPaymentType } from './types';

let eccReady = false;
/** bitcoinjs needs the curve for P2TR; set once, on first use (never at import). */
export function ensureEcc(): void {
  if (eccReady) return;
  initEccLib(ecc);
  eccReady = true;
}

const ECPair = ECPairFactory(ecc);

const BITCOINJS_NETWORKS: Readonly<Record<BitcoinTestNetwork, BitcoinjsNetwork>> = Object.freeze({
  mainnet: networks.bitcoin,
  testnet: networks.testnet,
  regtest: networks.regtest,
});

/** The Wallet Standard chains of each network (testnet3 and signet share their addresses). */
export const CHAINS_OF_NETWORK: Readonly<
  Record<BitcoinTestNetwork, readonly BitcoinWalletChain[]>
> = Object.freeze({
  mainnet: Object.freeze(['bitcoin:mainnet'] as const),
  testnet: Object.freeze(['bitcoin:testnet', 'bitcoin:signet'] as const),
  regtest: Object.freeze(['bitcoin:regtest'] as const),
});

export function bitcoinjsNetwork(network: BitcoinTestNetwork): BitcoinjsNetwork {
  const found = BITCOINJS_NETWORKS[network];
  if (!found)
    throw new TypeError(`unknown network ${String(network)}: mainnet, testnet or regtest`);
  return found;
}

/**
 * The default key: BIP-322's own test vector key (WIF L3VFeEujGtevx9w18HD1fhRbCH67Az2dpCymeRE1SoPK6XQtaN2k,
 * mainnet P2WPKH bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l). It is PUBLIC: anyone can spend
 * what it holds. Never fund it on mainnet.
 */
export const DEFAULT_PRIVATE_KEY_HEX =
  'bb051cd0dda0246f33c5a9e133ebd8e7bc02a92af6c41adc131ccd7826c5b004';
/** The key `switchAccount()` moves to by default: sha256 of a fixed text, PUBLIC as well. */
export const SECOND_PRIVATE_KEY_HEX =
  '6533c25cbdde52e13652a7ef7e2f8cc6253efffcc6b3715f8e02e6b9b26ce502';

/** What is added to an account's key to make its ordinals key (public, like the keys). */
const ORDINALS_KEY_TWEAK = bitcoinCrypto.sha256(utf8('portico test wallet: ordinals key'));

export type AddressType = BitcoinPaymentType;

/** One address of the wallet and the key behind it. */
export interface WalletKey {
  readonly type: AddressType;
  /** The untweaked key pair (a P2TR address spends with its BIP-341 tweak of this key). */
  readonly keyPair: ECPairInterface;
  /** 33 bytes compressed (P2WPKH) or 32 bytes x-only internal key (P2TR). */
  readonly publicKey: Uint8Array;
  readonly address: string;
  /** The address's scriptPubKey. */
  readonly output: Uint8Array;
}

export interface AccountKeys {
  readonly payment: WalletKey;
  readonly ordinals: WalletKey;
}

export function privateKeyBytes(key: Uint8Array | string): Uint8Array {
  const bytes = typeof key === 'string' ? fromHex(key.replace(/^0x/, '')) : key;
  if (bytes.length !== 32 || !ecc.isPrivate(bytes)) {
    throw new TypeError('privateKey must be a valid 32-byte secp256k1 private key (bytes or hex)');
  }
  return Uint8Array.from(bytes);
}

export const xOnly = (publicKey: Uint8Array): Uint8Array => publicKey.slice(1, 33);

function walletKey(
  privateKey: Uint8Array,
  type: AddressType,
  network: BitcoinjsNetwork,
): WalletKey {
  ensureEcc();
  const keyPair = ECPair.fromPrivateKey(privateKey, { network });
  if (type === 'p2wpkh') {
    const payment = payments.p2wpkh({ pubkey: keyPair.publicKey, network });
    return Object.freeze({
      type,
      keyPair,
      publicKey: keyPair.publicKey,
      address: payment.address!,
      output: payment.output!,
    });
  }
  const internalPubkey = xOnly(keyPair.publicKey);
  const payment = payments.p2tr({ internalPubkey, network });
  return Object.freeze({
    type,
    keyPair,
    publicKey: internalPubkey,
    address: payment.address!,
    output: payment.output!,
  });
}

export function accountKeys(
  privateKey: Uint8Array,
  paymentType: AddressType,
  network: BitcoinTestNetwork,
): AccountKeys {
  const bitcoinjs = bitcoinjsNetwork(network);
  const ordinalsPrivateKey = ecc.privateAdd(privateKey, ORDINALS_KEY_TWEAK);
  if (!ordinalsPrivateKey) throw new TypeError('privateKey gives no ordinals key');
  return Object.freeze({
    payment: walletKey(privateKey, paymentType, bitcoinjs),
    ordinals: walletKey(ordinalsPrivateKey, 'p2tr', bitcoinjs),
  });
}

/** The key pair that signs a P2TR key-path spend: the BIP-341 tweak of the internal key. */
export function taprootSigner(key: WalletKey): ECPairInterface {
  return key.keyPair.tweak(bitcoinCrypto.taggedHash('TapTweak', key.publicKey));
}
