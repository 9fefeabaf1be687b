import type { ChainNamespace } from '@portico/core';
import { usePorticoBalance } from '../hooks/usePorticoBalance';

/**
 * The balance part of the account button ("1.234 ETH"), its own component so that a balance
 * change re-renders this text alone. Nothing until the balance has been read.
 */
export function AccountBalance({ namespace }: { readonly namespace?: ChainNamespace }) {
  const { balance, symbol } = usePorticoBalance(namespace);
  if (balance === undefined) return null;
  return (
    <span className="portico-button__balance">{symbol ? `${balance} ${symbol}` : balance}</span>
  );
}
