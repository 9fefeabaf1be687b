/**
 * What every wallet wrapper of the adapter is given about the networks (from the adapter's
 * options), and the small rules they share: how a signature's bytes tell its scheme, and how a
 * wallet's accounts list becomes payment first, ordinals after.
 */
import type { Network } from '@portico/core';
import type { BitcoinWalletChain } from '../walletChains';
import type { BitcoinAccount, BitcoinSignatureScheme } from './bitcoinWallet';
import type { BitcoinAddressFormat } from './peerAddress';

export interface WalletContext {
  /** The address format of a network (throws core's ConfigurationError for an unknown one). */
  addressFormatOf(network: Network): BitcoinAddressFormat;
  /** The wallet chain of a network ('bitcoin:regtest', ...). */
  walletChainOf(network: Network): BitcoinWalletChain;
}

/** BIP-137: a header byte (27–42: recovery id, key kind) then r and s, 65 bytes in all. */
const BIP137_LENGTH = 65;
const BIP137_HEADERS = { first: 27, last: 42 } as const;

/**
 * How a message signature was made, told from its bytes: 65 bytes with a BIP-137 header byte is
 * the legacy format; anything else is BIP-322's simple format (a serialized witness stack, 66
 * bytes or more for a key-path P2TR or a P2WPKH spend, never 65).
 */
export function schemeOfSignature(signature: Uint8Array): BitcoinSignatureScheme {
  const header = signature[0] ?? 0;
  return signature.length === BIP137_LENGTH &&
    header >= BIP137_HEADERS.first &&
    header <= BIP137_HEADERS.last
    ? 'bip137'
    : 'bip322-simple';
}

/** Accounts with the payment ones first (the account is the first payment address). */
export function paymentFirst(accounts: readonly BitcoinAccount[]): readonly BitcoinAccount[] {
  return Object.freeze([
    ...accounts.filter((account) => account.purpose === 'payment'),
    ...accounts.filter((account) => account.purpose !== 'payment'),
  ]);
}
