/**
 * From a Portico network of the bip122 namespace to the chain a Bitcoin wallet names it by
 * (the Wallet Standard's 'bitcoin:mainnet', 'bitcoin:testnet', 'bitcoin:signet',
 * 'bitcoin:regtest'; sats-connect's network names are derived from it). The public chains and
 * regtest are recognised by their CAIP-2 reference (the genesis block hash's first 32 hex
 * characters); another network (a custom signet, say) is named by the app in the adapter's
 * `walletChains` option, else by its address format ('bitcoin:testnet' for a testnet-format
 * network).
 */
import { BITCOIN_REGTEST_REFERENCE } from '@portico/core/networks';
import type { Network } from '@portico/core';
import type { BitcoinAddressFormat } from './wallets/peerAddress';

export type BitcoinWalletChain = `bitcoin:${string}`;

const CHAINS: Readonly<Record<string, BitcoinWalletChain>> = Object.freeze({
  '000000000019d6689c085ae165831e93': 'bitcoin:mainnet',
  '000000000933ea01ad0ee984209779ba': 'bitcoin:testnet',
  '00000008819873e925422c1ff0f99f7c': 'bitcoin:signet',
  [BITCOIN_REGTEST_REFERENCE]: 'bitcoin:regtest',
});

/** The wallet's chain of `network`: the app's override, the known chains, else by address format. */
export function walletChainOf(
  network: Pick<Network, 'id' | 'caipNetworkId'>,
  format: BitcoinAddressFormat,
  overrides: Readonly<Record<string, BitcoinWalletChain>> = {},
): BitcoinWalletChain {
  const id = String(network.id);
  if (Object.hasOwn(overrides, network.caipNetworkId)) return overrides[network.caipNetworkId]!;
  return Object.hasOwn(CHAINS, id) ? CHAINS[id]! : `bitcoin:${format}`;
}
