/**
 * What Connect and AllWallets hand ConnectingMultiChain for a wallet installed in several
 * namespaces: its name and one connector id per namespace, carried in the router's
 * string-only view data.
 */
import type { ConnectItem, ViewData } from '@portico/core';

export interface MultiChainChoice {
  readonly namespace: string;
  readonly connectorId: string;
}

/**
 * A row's connectors, one per namespace (WalletConnect is not a choice: its one session serves
 * every namespace). Two or more: the row asks which chain to connect (Select chain).
 */
export function multiChainChoices(item: Pick<ConnectItem, 'connectors'>): MultiChainChoice[] {
  const byNamespace = new Map<string, string>();
  for (const connector of item.connectors) {
    if (connector.type === 'WALLET_CONNECT' || byNamespace.has(connector.chain)) continue;
    byNamespace.set(connector.chain, connector.id);
  }
  return [...byNamespace].map(([namespace, connectorId]) => ({ namespace, connectorId }));
}

export function multiChainViewData(name: string, choices: readonly MultiChainChoice[]): ViewData {
  return { walletName: name, choices: JSON.stringify(choices) };
}

/** The choices back from view data; [] for anything that is not what multiChainViewData wrote. */
export function readMultiChainChoices(data: ViewData | undefined): MultiChainChoice[] {
  try {
    const parsed: unknown = JSON.parse(data?.choices ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (choice): choice is MultiChainChoice =>
        typeof choice?.namespace === 'string' && typeof choice?.connectorId === 'string',
    );
  } catch {
    return [];
  }
}
