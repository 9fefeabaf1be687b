/**
 * The tokens Swap offers: the exchange's list on the account's network (GET
 * /v1/convert/tokens), each with the account's balance where the adapter reads it (the
 * native balance, and the ERC-20 balances of getTokenBalances). The account's tokens first
 * (by the order of the exchange's list), then the rest of the list.
 */
import type { SwapToken } from '@portico/core/services';
import type { Swapper } from './swapper';
import { isNativeToken, plainAddress } from './swapRules';
import type { SwapTokenChoice } from './swapState';

export async function readSwapTokens(
  swapper: Swapper,
  listed: readonly SwapToken[],
): Promise<SwapTokenChoice[]> {
  const { adapter, address, network } = swapper;
  const [native, held] = await Promise.all([
    adapter.getBalance({ address, network }).catch(() => undefined),
    (adapter.getTokenBalances?.({ address, network }) ?? Promise.resolve([])).catch(() => []),
  ]);
  const balances = new Map(held.map((token) => [token.address.toLowerCase(), token.value]));
  const choices = listed.map((token): SwapTokenChoice => {
    const balance = isNativeToken(token.address)
      ? native?.value
      : balances.get(plainAddress(token.address).toLowerCase());
    return {
      address: token.address,
      symbol: token.symbol,
      name: token.name,
      decimals: token.decimals,
      logoUri: token.logoUri,
      ...(balance !== undefined && { balance }),
    };
  });
  const holds = (token: SwapTokenChoice) => (token.balance ?? 0n) > 0n;
  return [...choices.filter(holds), ...choices.filter((token) => !holds(token))];
}

/** The same token (CAIP-10 addresses compared without case). */
export function sameToken(a: SwapTokenChoice | undefined, b: SwapTokenChoice | undefined): boolean {
  return a !== undefined && b !== undefined && a.address.toLowerCase() === b.address.toLowerCase();
}
