import { useEffect, useState } from 'react';
import {
  filterTokenList,
  formatBalance,
  formatFiat,
  type Network,
  type ServiceClients,
  type TokenBalance,
} from '@portico/core';
import { Spinner } from '../../ui/Spinner';
import { Text } from '../../ui/Text';
import { WalletImage } from '../../ui/WalletImage';
import { LABELS } from '../../ui/labels';

type TokensState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly tokens: readonly TokenBalance[] }
  | { readonly status: 'failed'; readonly message: string };

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
  const [state, setState] = useState<TokensState>({ status: 'loading' });
  useEffect(() => {
    if (!clients || !network) {
      setState({ status: 'ready', tokens: [] });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    clients.blockchainApi.getBalances({ address, network, signal: controller.signal }).then(
      (balances) =>
        !controller.signal.aborted &&
        setState({ status: 'ready', tokens: filterTokenList(balances.balances) }),
      (error: unknown) =>
        !controller.signal.aborted &&
        setState({ status: 'failed', message: error instanceof Error ? error.message : '' }),
    );
    return () => controller.abort();
  }, [clients, address, network]);

  if (state.status === 'loading') {
    return (
      <div className="portico-empty" aria-busy="true">
        <Spinner />
        <span className="portico-visually-hidden">{LABELS.loading}</span>
      </div>
    );
  }
  if (state.status === 'failed') {
    return (
      <Text className="portico-empty" variant="error">
        {state.message}
      </Text>
    );
  }
  if (state.tokens.length === 0) {
    return (
      <Text className="portico-empty" variant="muted">
        {LABELS.noTokens}
      </Text>
    );
  }
  return (
    <ul className="portico-list portico-tokens" aria-label={LABELS.tokens}>
      {state.tokens.map((token) => (
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
  );
}
