/**
 * A local Polkadot-SDK chain (chopsticks, a dev node) as a core Network. A local chain has its
 * own genesis, so core ships no network for it: this helper defines one with core's
 * `defineNetwork` (validated and frozen like every other network), its CAIP-2 reference the
 * first 32 hex characters of the genesis hash, its JSON-RPC the node's WebSocket (and the same
 * port over HTTP, which substrate nodes and chopsticks also serve).
 */
import { ConfigurationError } from '@portico/core';
import { defineNetwork, type Network, type NetworkInput } from '@portico/core/networks';

/** What an app may change in the local network besides its endpoint and genesis. */
export type PolkadotLocalOverrides = Partial<
  Pick<NetworkInput, 'name' | 'blockExplorers' | 'assets' | 'nativeCurrency'>
>;

const GENESIS_HASH = /^0x[0-9a-fA-F]{64}$/;

/**
 * 'Polkadot Local' (a testnet; UNIT with 12 decimals unless `overrides.nativeCurrency` says the
 * chain's own) on the node at `wsUrl` (ws://127.0.0.1:<port>), whose genesis hash is
 * `genesisHash` (0x and 64 hex). Throws core's ConfigurationError for a URL or a genesis hash
 * it refuses.
 */
export function polkadotLocal(
  wsUrl: string,
  genesisHash: string,
  overrides: PolkadotLocalOverrides = {},
): Network {
  if (typeof genesisHash !== 'string' || !GENESIS_HASH.test(genesisHash)) {
    throw new ConfigurationError(
      `polkadotLocal: the genesis hash must be 0x and 64 hex characters, not ${JSON.stringify(String(genesisHash).slice(0, 80))}`,
      'POLKADOT_LOCAL_GENESIS_HASH',
    );
  }
  return defineNetwork({
    name: 'Polkadot Local',
    nativeCurrency: { name: 'Unit', symbol: 'UNIT', decimals: 12 },
    ...pick(overrides),
    id: genesisHash.slice(2, 34).toLowerCase(),
    chainNamespace: 'polkadot',
    rpcUrls: { default: { http: [httpUrlOf(wsUrl)], webSocket: [wsUrl] } },
    testnet: true,
  });
}

/** The HTTP URL of the node's WebSocket endpoint (ws: → http:, wss: → https:). */
function httpUrlOf(wsUrl: string): string {
  return wsUrl.replace(/^ws(s?):/i, 'http$1:');
}

/** Only the overrides' allowed fields (an object with more keys must not change the rest). */
function pick(overrides: PolkadotLocalOverrides): PolkadotLocalOverrides {
  const { name, blockExplorers, assets, nativeCurrency } = overrides ?? {};
  return {
    ...(name !== undefined && { name }),
    ...(blockExplorers !== undefined && { blockExplorers }),
    ...(assets !== undefined && { assets }),
    ...(nativeCurrency !== undefined && { nativeCurrency }),
  };
}
