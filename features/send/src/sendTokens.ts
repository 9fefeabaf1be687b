/**
 * What the account can send on its network, read from the chain by the namespace's adapter:
 * the native currency (getBalance) first, then the tokens the adapter reads (getTokenBalances:
 * ERC-20 on eip155, SPL on solana) that the account holds. Tokens with 0 decimals are dropped
 * (spec 5). Where the chain holds the native balance in parts (Balance.parts, polkadot), what
 * Send can move is the transferable part, not the total: Max and the balance checks use it.
 */
import type { SendToken } from './sendState';
import type { Sender } from './sender';

export interface SendBalances {
  readonly nativeBalance: bigint;
  readonly tokens: readonly SendToken[];
}

export async function readSendTokens(sender: Sender): Promise<SendBalances> {
  const { adapter, address, network } = sender;
  const [native, tokens] = await Promise.all([
    adapter.getBalance({ address, network }),
    adapter.getTokenBalances?.({ address, network }) ?? Promise.resolve([]),
  ]);
  const caipNetworkId = network.caipNetworkId;
  const spendable = native.parts?.transferable ?? native.value;
  const nativeToken: SendToken = {
    symbol: network.nativeCurrency.symbol,
    name: network.nativeCurrency.name,
    decimals: native.decimals,
    balance: spendable,
    caipNetworkId,
  };
  return {
    nativeBalance: spendable,
    tokens: [
      nativeToken,
      ...tokens
        .filter((token) => token.decimals !== 0 && token.value > 0n)
        .map((token) => ({
          address: token.address,
          symbol: token.symbol,
          name: token.name ?? token.symbol,
          decimals: token.decimals,
          balance: token.value,
          caipNetworkId,
        })),
    ],
  };
}

/** The same token (native, or the same contract) on the same network. */
export function sameToken(a: SendToken | undefined, b: SendToken | undefined): boolean {
  return (
    a !== undefined &&
    b !== undefined &&
    a.caipNetworkId === b.caipNetworkId &&
    a.address === b.address
  );
}
