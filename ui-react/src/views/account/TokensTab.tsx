import {
  filterTokenList,
  formatBalance,
  formatFiat,
  type Adapter,
  type Network,
  type ServiceClients,
  type TokenBalance,
} from '@portico/core';
import { WalletImage } from '../../ui/WalletImage';
import { LABELS } from '../../ui/labels';
import { readTokensFromChain } from './chainTokens';
import { RouteList, useRouteList } from './RouteList';

function safeFormat(format: (value: string) => string, value: string | undefined): string {
  if (value === undefined) return '';
  try {
    return format(value);
  } catch {
    return '';
  }
}

/**
 * The account's tokens from the balance route (GET /v1/account/{address}/balance): tokens
 * with decimals '0' dropped (spec 5), amounts with 3 decimals, dollar values with 2.
 * When the route has nothing for the network (no services, or a network the data API does not
 * serve), the tokens are read from the chain by the namespace's adapter.
 */
export function TokensTab({
  clients,
  address,
  network,
  adapter,
}: {
  readonly clients: ServiceClients | undefined;
  readonly address: string;
  readonly network: Network | undefined;
  /** The namespace's adapter, to read the tokens from the chain when the route has none. */
  readonly adapter?: Adapter;
}) {
  const state = useRouteList<TokenBalance>(
    network && (clients || adapter)
      ? async (signal) => {
          const fromRoute = clients
            ? filterTokenList(
                (await clients.blockchainApi.getBalances({ address, network, signal })).balances,
              )
            : [];
          if (fromRoute.length > 0 || !adapter) return fromRoute;
          // A namespace whose adapter cannot read the chain (WalletConnect alone) shows none.
          const fromChain = await readTokensFromChain(adapter, address, network).catch(() => []);
          return filterTokenList(fromChain);
        }
      : undefined,
    [clients, address, network, adapter],
  );

  return (
    <RouteList state={state} emptyText={LABELS.noTokens}>
      {(tokens) => (
        <ul className="portico-list portico-tokens" aria-label={LABELS.tokens}>
          {tokens.map((token) => (
            <li key={`${token.chainId}:${token.address ?? token.symbol}`} className="portico-token">
              <WalletImage src={token.iconUrl} name={token.symbol} size={36} shape="circle" />
              <span className="portico-token__name">
                <span className="portico-token__title">{token.name}</span>
                <span className="portico-token__detail">
                  {safeFormat(formatBalance, token.quantity.numeric)} {token.symbol}
                </span>
              </span>
              <span className="portico-token__value">
                {token.value !== undefined && `$${safeFormat(formatFiat, token.value)}`}
              </span>
            </li>
          ))}
        </ul>
      )}
    </RouteList>
  );
}
