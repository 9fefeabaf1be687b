/**
 * Which bitcoinjs-lib address network a bip122 network's addresses use, by CAIP-2 reference:
 * mainnet 'mainnet' (bc1…, 1…, 3…), testnet3 and signet 'testnet' (tb1…, m…/n…, 2…), regtest
 * 'regtest' (bcrt1…, m…/n…, 2…). Another bip122 network (a custom signet, say) says its format
 * in the adapter's `addressFormats` option; without one it is refused. The answer is a name, so
 * this page-load module holds no bitcoinjs-lib: the lazy chain module turns the name into
 * bitcoinjs's network object.
 */
import { ConfigurationError, type CaipNetworkId, type Network } from '@portico/core';
import {
  BITCOIN_REGTEST_REFERENCE,
  bitcoin,
  bitcoinSignet,
  bitcoinTestnet,
} from '@portico/core/networks';

/** The address encodings of bitcoinjs-lib's `networks.bitcoin`, `.testnet` and `.regtest`. */
export type BitcoinAddressFormat = 'mainnet' | 'testnet' | 'regtest';

const FORMATS: readonly BitcoinAddressFormat[] = Object.freeze(['mainnet', 'testnet', 'regtest']);

const KNOWN_FORMATS: Readonly<Record<string, BitcoinAddressFormat>> = Object.freeze({
  [bitcoin.caipNetworkId]: 'mainnet',
  [bitcoinTestnet.caipNetworkId]: 'testnet',
  [bitcoinSignet.caipNetworkId]: 'testnet',
  [`bip122:${BITCOIN_REGTEST_REFERENCE}`]: 'regtest',
});

/**
 * The address format of `network`: the known references first, then `addressFormats`
 * (CAIP-2 id → format). Throws core's ConfigurationError (code 'BITCOIN_UNKNOWN_NETWORK') for a
 * network that is not bip122 or whose format is not known.
 */
export function addressFormatOf(
  network: Pick<Network, 'caipNetworkId' | 'chainNamespace' | 'name'>,
  addressFormats?: Readonly<Record<CaipNetworkId, BitcoinAddressFormat>>,
): BitcoinAddressFormat {
  const id = network.caipNetworkId;
  if (network.chainNamespace === 'bip122') {
    const known = Object.hasOwn(KNOWN_FORMATS, id) ? KNOWN_FORMATS[id] : undefined;
    if (known) return known;
    const configured =
      addressFormats && Object.hasOwn(addressFormats, id) ? addressFormats[id] : undefined;
    if (configured !== undefined && FORMATS.includes(configured)) return configured;
  }
  throw new ConfigurationError(
    `${network.name} (${String(id)}) is not a Bitcoin network this adapter knows the addresses of: ` +
      `give its format ('mainnet', 'testnet' or 'regtest') in the adapter's addressFormats option`,
    'BITCOIN_UNKNOWN_NETWORK',
  );
}
