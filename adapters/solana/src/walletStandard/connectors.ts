/**
 * Wallet Standard wallets as Portico connectors: one ANNOUNCED connector per wallet, id
 * `wallet-standard:<name>`, the first wallet of a name wins. The Wallet Standard gives a
 * wallet no id of its own (no rdns), so the connector has no `info`.
 */
import type { Connector } from '@portico/core';
import type { KeptStandardWallet, StandardWallet } from './standardWallet';

export const WALLET_STANDARD_CONNECTOR_ID_PREFIX = 'wallet-standard:';

/** A Solana connector; its provider is the wallet itself. */
export type SolanaConnector = Connector<StandardWallet>;

export function standardWalletConnectorId(name: string): string {
  return `${WALLET_STANDARD_CONNECTOR_ID_PREFIX}${name}`;
}

/** The frozen connector of a wallet that passed parseStandardWallet. */
export function standardWalletConnector(kept: KeptStandardWallet): SolanaConnector {
  return Object.freeze({
    id: standardWalletConnectorId(kept.name),
    name: kept.name,
    type: 'ANNOUNCED',
    chain: 'solana',
    ...(kept.icon !== undefined && { imageUrl: kept.icon }),
    provider: kept.wallet,
  });
}

/** `connectors` in order, one per id: a later connector with an id already listed is left out. */
export function uniqueConnectors(
  connectors: Iterable<SolanaConnector>,
): readonly SolanaConnector[] {
  const byId = new Map<string, SolanaConnector>();
  for (const connector of connectors) {
    if (!byId.has(connector.id)) byId.set(connector.id, connector);
  }
  return Object.freeze([...byId.values()]);
}
