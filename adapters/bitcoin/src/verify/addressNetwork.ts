/**
 * Which bitcoinjs-lib address network verifies a bip122 network's addresses: the format comes
 * from the adapter's one table (../addressFormats.ts: mainnet, testnet3 and signet, regtest,
 * then `addressFormats` for another bip122 network), and names bitcoinjs's network object.
 * (Part of the lazy verify chunk: it holds bitcoinjs-lib's network objects.)
 */
import { networks } from 'bitcoinjs-lib';
import type { Network as BitcoinjsNetwork } from 'bitcoinjs-lib';
import type { CaipNetworkId, Network } from '@portico/core';
import { addressFormatOf, type BitcoinAddressFormat } from '../addressFormats';

const BITCOINJS_NETWORKS: Readonly<Record<BitcoinAddressFormat, BitcoinjsNetwork>> = Object.freeze({
  mainnet: networks.bitcoin,
  testnet: networks.testnet,
  regtest: networks.regtest,
});

/**
 * bitcoinjs's network for `network`'s addresses; core's ConfigurationError
 * ('BITCOIN_UNKNOWN_NETWORK') for a network that is not bip122 or whose format is unknown.
 */
export function addressNetworkOf(
  network: Network,
  addressFormats?: Readonly<Record<CaipNetworkId, BitcoinAddressFormat>>,
): BitcoinjsNetwork {
  return BITCOINJS_NETWORKS[addressFormatOf(network, addressFormats)];
}
