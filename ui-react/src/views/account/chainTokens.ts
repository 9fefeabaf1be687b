/**
 * The account's tokens read from the chain by the namespace's adapter: the native balance and
 * the tokens the app configured for the network (ERC-20, SPL). The Tokens tab uses them when
 * the balance route has nothing for the network (no services, or a network the blockchain
 * data API does not serve, such as a local one). No prices: the chain has none.
 */
import type { Adapter, Network, TokenBalance } from '@portico/core';

export async function readTokensFromChain(
  adapter: Adapter,
  address: string,
  network: Network,
): Promise<TokenBalance[]> {
  const [native, tokens] = await Promise.all([
    adapter.getBalance({ address, network }),
    adapter.getTokenBalances?.({ address, network }) ?? Promise.resolve([]),
  ]);
  const entry = (
    fields: Pick<TokenBalance, 'name' | 'symbol'> & { address?: string },
    value: bigint,
    decimals: number,
  ): TokenBalance => ({
    ...fields,
    chainId: network.caipNetworkId,
    price: '',
    iconUrl: '',
    quantity: { decimals: String(decimals), numeric: adapter.formatUnits(value, decimals) },
  });
  return [
    entry(
      { name: network.nativeCurrency.name, symbol: network.nativeCurrency.symbol },
      native.value,
      native.decimals,
    ),
    ...tokens
      .filter((token) => token.value > 0n)
      .map((token) =>
        entry(
          { name: token.name ?? token.symbol, symbol: token.symbol, address: token.address },
          token.value,
          token.decimals,
        ),
      ),
  ];
}
