/**
 * `verifyBitcoinMessage`, the page-load side: a contract and one `import()`. The verifier
 * (bitcoinjs-lib and secp256k1) is a lazy chunk, loaded on the first call, so an app that
 * never verifies never downloads it.
 */
import type { CaipNetworkId, Network } from '@portico/core';
import type { BitcoinAddressFormat } from '../addressFormats';

export interface VerifyBitcoinMessageParams {
  /** The address that signed, in `network`'s text form (bc1…, tb1…, bcrt1…, 1…, 3…, m…, 2…). */
  readonly address: string;
  /** The message as signed: text (UTF-8 encoded) or bytes. */
  readonly message: string | Uint8Array;
  /**
   * Base64: a BIP-322 simple signature (an encoded witness stack; P2WPKH and P2TR addresses)
   * or a BIP-137 signature (65 bytes; P2PKH, P2SH-P2WPKH and P2WPKH addresses).
   */
  readonly signature: string;
  /** A bip122 network: its CAIP-2 reference says the address format (mainnet, testnet/signet, regtest). */
  readonly network: Network;
  /**
   * The address formats of bip122 networks this package does not know (a custom signet, say),
   * by CAIP-2 id: the same object as the adapter's `addressFormats` option.
   */
  readonly addressFormats?: Readonly<Record<CaipNetworkId, BitcoinAddressFormat>>;
}

/**
 * Does `signature` sign `message` for `address`? Resolves false for a wrong, tampered or
 * malformed signature and for a signature scheme the address type has none of; rejects (a
 * PorticoError, code 'BITCOIN_ADDRESS_NOT_OF_NETWORK' or 'BITCOIN_UNKNOWN_NETWORK') when the
 * address is not one of `network` or the network's address format is not known.
 */
export async function verifyBitcoinMessage(params: VerifyBitcoinMessageParams): Promise<boolean> {
  const { verifyMessage } = await import('./verifyMessage');
  return verifyMessage(params);
}
