/**
 * From a Portico network of the solana namespace to the chain a Wallet Standard wallet knows
 * ('solana:mainnet', 'solana:devnet', 'solana:testnet', 'solana:localnet'). The three public
 * clusters are recognised by their genesis hash (the CAIP-2 reference); any other network is
 * `solana:<its id>`, so a local network defined with id 'localnet' is 'solana:localnet', the
 * name wallets use for a local validator. An app can name the chain of a network itself.
 */
import type { Network } from '@portico/core';

export type WalletStandardChain = `solana:${string}`;

/** CAIP-2 references (first 32 characters of the genesis hash) of the public clusters. */
const CLUSTER_CHAINS: Readonly<Record<string, WalletStandardChain>> = Object.freeze({
  '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'solana:mainnet',
  EtWTRABZaYq6iMfeYKouRu166VU2xqa1: 'solana:devnet',
  '4uhcVJyU9pJkvQyS88uRDiswHXSRLKzj': 'solana:testnet',
});

export function walletChainOf(
  network: Network,
  overrides: Readonly<Record<string, WalletStandardChain>> = {},
): WalletStandardChain {
  return (
    overrides[network.caipNetworkId] ?? CLUSTER_CHAINS[String(network.id)] ?? `solana:${network.id}`
  );
}
