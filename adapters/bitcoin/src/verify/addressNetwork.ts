/**
 * Which bitcoinjs-lib address network verifies a bip122 network's addresses, by CAIP-2
 * reference: mainnet → networks.bitcoin; testnet3, testnet4 and signet → networks.testnet;
 * regtest → networks.regtest. Another bip122 network names its format in `addressFormat`.
 * (Part of the lazy verify chunk: it holds bitcoinjs-lib's network objects.)
 */
import { networks } from 'bitcoinjs-lib';
import type { Network as BitcoinjsNetwork } from 'bitcoinjs-lib';
import { ConfigurationError, type Network } from '@portico/core';
import { BITCOIN_REGTEST_REFERENCE } from '@portico/core/networks';

/** The address encodings of bitcoinjs-lib's networks.bitcoin, .testnet and .regtest. */
export type BitcoinAddressFormat = 'mainnet' | 'testnet' | 'regtest';

const BITCOINJS_NETWORKS: Readonly<Record<BitcoinAddressFormat, BitcoinjsNetwork>> = Object.freeze({
  mainnet: networks.bitcoin,
  testnet: networks.testnet,
  regtest: networks.regtest,
});

const KNOWN_FORMATS: Readonly<Record<string, BitcoinAddressFormat>> = Object.freeze({
  '000000000019d6689c085ae165831e93': 'mainnet',
  '000000000933ea01ad0ee984209779ba': 'testnet', // testnet3
  '00000000da84f2bafbbc53dee25a72ae': 'testnet', // testnet4
  '00000008819873e925422c1ff0f99f7c': 'testnet', // signet
  [BITCOIN_REGTEST_REFERENCE]: 'regtest',
});

/**
 * bitcoinjs's network for `network`'s addresses; a ConfigurationError
 * ('BITCOIN_UNKNOWN_NETWORK') for a network that is not bip122 or whose format is unknown.
 */
export function addressNetworkOf(
  network: Network,
  addressFormat?: BitcoinAddressFormat,
): BitcoinjsNetwork {
  const reference = String(network.id);
  const format =
    network.chainNamespace !== 'bip122'
      ? undefined
      : Object.hasOwn(KNOWN_FORMATS, reference)
        ? KNOWN_FORMATS[reference]
        : addressFormat;
  if (format === undefined || !Object.hasOwn(BITCOINJS_NETWORKS, format)) {
    throw new ConfigurationError(
      `${network.name} (${String(network.caipNetworkId)}) is not a Bitcoin network whose ` +
        `addresses are known: give its addressFormat ('mainnet', 'testnet' or 'regtest')`,
      'BITCOIN_UNKNOWN_NETWORK',
    );
  }
  return BITCOINJS_NETWORKS[format];
}
