/**
 * A Bitcoin regtest network on the app's own Esplora-style REST API. Regtest is local, so core
 * ships no network for it (it has no public endpoint): this helper defines one with core's
 * `defineNetwork`, so it is validated and frozen like every other network.
 */
import {
  BITCOIN_REGTEST_REFERENCE,
  defineNetwork,
  type Network,
  type NetworkInput,
} from '@portico/core/networks';

/** What an app may change in the regtest network besides its API base. */
export type BitcoinRegtestOverrides = Partial<
  Pick<NetworkInput, 'name' | 'blockExplorers' | 'assets' | 'nativeCurrency'>
>;

/**
 * `bip122:0f9188f13cb7b2c71f2a335e3a4fc328` ('Bitcoin Regtest', BTC with 8 decimals, a testnet)
 * whose Esplora-style API base is `esploraUrl` (e.g. `http://127.0.0.1:3002`). Throws core's
 * ConfigurationError for a URL defineNetwork refuses.
 */
export function bitcoinRegtest(
  esploraUrl: string,
  overrides: BitcoinRegtestOverrides = {},
): Network {
  return defineNetwork({
    name: 'Bitcoin Regtest',
    nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
    ...pick(overrides),
    id: BITCOIN_REGTEST_REFERENCE,
    chainNamespace: 'bip122',
    rpcUrls: { default: { http: [esploraUrl] } },
    testnet: true,
  });
}

/** Only the overrides' allowed fields (an object with more keys must not change the rest). */
function pick(overrides: BitcoinRegtestOverrides): BitcoinRegtestOverrides {
  const { name, blockExplorers, assets, nativeCurrency } = overrides ?? {};
  return {
    ...(name !== undefined && { name }),
    ...(blockExplorers !== undefined && { blockExplorers }),
    ...(assets !== undefined && { assets }),
    ...(nativeCurrency !== undefined && { nativeCurrency }),
  };
}
