/**
 * Swap's calls to the convert routes, as pure functions of the instance and the form: a quote
 * (with the tokens' dollar prices, the allowance and the chain's block it was read at), the
 * call the next wallet step sends (the approval or the swap), its network fee, and the
 * spec's text for a failure.
 */
import { MESSAGES, SwapNetworkNotSupportedError, type Portico } from '@portico/core';
import type { BuiltTransaction } from '@portico/core/services';
import { latestBlockNumber } from './latestBlock';
import { swapApiOf, type Swapper } from './swapper';
import { amountInBaseUnits, needsApproval } from './swapRules';
import type { SwapState, SwapTokenChoice, SwapWalletStep } from './swapState';

/** The spec's text for a failure of the convert routes. */
export function swapErrorText(error: unknown): string {
  if (
    error instanceof SwapNetworkNotSupportedError ||
    (error instanceof Error && error.message.includes(MESSAGES.networkNotSupportedForSwaps))
  ) {
    return MESSAGES.networkNotSupportedForSwaps;
  }
  return MESSAGES.somethingWentWrong;
}

/** The quote, prices, allowance and block for the form as it stands. */
export async function readQuote(portico: Portico, swapper: Swapper, state: SwapState) {
  const { sourceToken: from, toToken: to } = state;
  const amount = from && amountInBaseUnits(state.sourceTokenAmount, from.decimals);
  if (!from || !to || !amount) return undefined;
  const api = await swapApiOf(portico);
  if (!api) return undefined;
  const caipNetworkId = swapper.network.caipNetworkId;
  const gas = await api.getGasPrice({ caipNetworkId }).catch(() => undefined);
  const [quotes, blockNumber, prices, allowance] = await Promise.all([
    api.getSwapQuotes({
      caipNetworkId,
      amount: amount.toString(),
      userAddress: swapper.account,
      from: from.address,
      to: to.address,
      gasPrice: gas?.standard ?? '0',
    }),
    latestBlockNumber(swapper.network),
    api.getTokenPrices({ caipNetworkId, addresses: [from.address, to.address] }).catch(() => []),
    api
      .getSwapAllowance({
        caipNetworkId,
        tokenAddress: from.address,
        userAddress: swapper.account,
      })
      .then(BigInt)
      .catch(() => undefined),
  ]);
  const found = quotes[0];
  const quote = found && {
    fromAmount: BigInt(found.fromAmount),
    toAmount: BigInt(found.toAmount),
    fromDecimals: from.decimals,
    toDecimals: to.decimals,
    ...(blockNumber !== undefined && { blockNumber }),
    ...(found.priceImpactBps !== undefined && { priceImpactBps: BigInt(found.priceImpactBps) }),
  };
  const priceOf = (token: SwapTokenChoice) =>
    prices.find((price) => price.symbol === token.symbol)?.price;
  return {
    quote,
    quoteMissing: !quote,
    sourcePriceUsd: priceOf(from),
    toPriceUsd: priceOf(to),
    allowance,
  };
}

/** The call the next wallet step sends, built by the convert routes. */
export async function buildNext(
  portico: Portico,
  swapper: Swapper,
  state: SwapState,
  only?: SwapWalletStep,
) {
  const { sourceToken: from, toToken: to } = state;
  const amount = from && amountInBaseUnits(state.sourceTokenAmount, from.decimals);
  const api = await swapApiOf(portico);
  if (!api || !from || !to || !amount) return undefined;
  const request = {
    caipNetworkId: swapper.network.caipNetworkId,
    from: from.address,
    to: to.address,
    userAddress: swapper.account,
    amount: amount.toString(),
  };
  const step: SwapWalletStep =
    only ?? (needsApproval(from, amount, state.allowance) ? 'approve' : 'swap');
  const tx =
    step === 'approve'
      ? await api.buildApproveTransaction(request)
      : await api.buildSwapTransaction(request);
  return { step, tx };
}

export const feeOf = (tx: BuiltTransaction) => BigInt(tx.eip155.gas) * BigInt(tx.eip155.gasPrice);
