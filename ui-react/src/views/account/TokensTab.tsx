import {
  filterTokenList,
  formatBalance,
  formatFiat,
  type Network,
  type ServiceClients,
  type TokenBalance,
} from '@portico/core';
import { WalletImage } from '../../ui/WalletImage';
import { LABELS } from '../../ui/labels';
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
 * Without services: the empty state.
 */
export function TokensTab({
  clients,
  address,
  network,
}: {
  readonly clients: ServiceClients | undefined;
  readonly address: string;
  readonly network: Network | undefined;
}) {
  const state = useRouteList<TokenBalance>(
    clients && network
      ? (signal) =>
          clients.blockchainApi
            .getBalances({ address, network, signal })
            .then((balances) => filterTokenList(balances.balances))
      : undefined,
    [clients, address, network],
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
