/**
 * A swap provider backed by real Uniswap v2 routers, on the chains the operator configures
 * (config.uniswapV2); every other chain goes to the fallback provider.
 *
 * - Tokens: the native currency (0xeeee...eeee) and the exchange's configured tokens (names,
 *   symbols and decimals from the chain's token list).
 * - Quotes: the router's getAmountsOut for the whole input, with the price impact measured
 *   against the pools' reserves (priceImpactBps). No route (an unlisted token, no pool, an
 *   amount the pools cannot fill): no quote.
 * - Build a swap: swapExactETHForTokens, swapExactTokensForETH or swapExactTokensForTokens to
 *   the user, amountOutMin the quote less the slippage (default the spec's 1%), deadline the
 *   latest block's time + 20 minutes, the node's gas estimate plus half (a call the node says
 *   would fail is a 400 with its reason) or, with disableEstimate, a fixed limit per hop.
 * - Spender: the router (allowances and approvals are made out to it).
 *
 * Paths: native <-> token through WETH; token -> token directly when the factory has that
 * pair, else through WETH. Amounts are bigint end to end and decimal text in the answers.
 */
import { encodeFunctionData, getAddress, isHex } from 'viem';
import type { ChainConfig, UniswapV2Config } from '../config';
import type { ChainReader, ChainRegistry } from '../context';
import { HttpError, InvalidRequestError, UpstreamError } from '../errors';
import { SERVER_MESSAGES } from '../messages';
import { callChainNode } from './chainNodeCall';
import { findConfiguredCurrency } from './configuredTokens';
import { isNativeToken, NATIVE_TOKEN_ADDRESS } from './eip155Account';
import type {
  BuildSwapInput,
  BuiltTransactionAnswer,
  SwapProvider,
  SwapQuoteAnswer,
  SwapTokenAnswer,
} from './swapProvider';
import {
  readAmountsOut,
  readLatestBlockTime,
  readPair,
  readReserves,
  UNISWAP_V2_ROUTER_ABI,
} from './uniswapV2Calls';
import { minimumOut, priceImpactBps, slippageBps } from './uniswapV2Math';

type Address = `0x${string}`;

/** Spec 10: "Swap slippage tolerance 1" (percent), core's SWAP_SLIPPAGE_TOLERANCE_PERCENT. */
export const SPEC_SWAP_SLIPPAGE_PERCENT = 1;

/** How long a built swap stays valid after the chain's latest block (Uniswap's default). */
export const UNISWAP_SWAP_DEADLINE_SECONDS = 20n * 60n;
/**
 * The gas limit is the node's estimate times this over 100. The estimate runs in the latest
 * block's second; a pair whose last trade was in an earlier second writes its price
 * accumulators when the swap is mined (about 45,000 gas the first time, measured on anvil:
 * 133,050 estimated, 178,374 needed), so the bare estimate can run out of gas. Unused gas is
 * not charged.
 */
export const UNISWAP_GAS_ESTIMATE_MARGIN_PERCENT = 150n;
/** Gas limit of a swap built without an estimate (disableEstimate): per pool on the path. */
export const UNISWAP_GAS_PER_HOP_WITHOUT_ESTIMATE = 150_000n;
/** ... plus this once (the call, the transfers in and out). */
export const UNISWAP_GAS_BASE_WITHOUT_ESTIMATE = 100_000n;

interface Exchange {
  readonly config: UniswapV2Config;
  readonly chain: ChainReader;
}

/** A swap on one exchange: the router's path and how the native currency is involved. */
interface Route {
  readonly exchange: Exchange;
  readonly path: readonly Address[];
  readonly kind: 'ethForTokens' | 'tokensForEth' | 'tokensForTokens';
}

/** The account's plain address from CAIP-10 'eip155:<id>:0x...'. */
function plainAddress(caipAddress: string): Address {
  return getAddress(caipAddress.slice(caipAddress.lastIndexOf(':') + 1));
}

export function createUniswapV2Swaps(options: {
  readonly exchanges: readonly UniswapV2Config[];
  readonly chains: ChainRegistry;
  /** Answers for every chain without an exchange. */
  readonly fallback: SwapProvider;
}): SwapProvider {
  const { fallback } = options;
  const exchanges = new Map<string, Exchange>();
  for (const config of options.exchanges) {
    const chain = options.chains.get(config.caipNetworkId);
    if (chain) exchanges.set(config.caipNetworkId, { config, chain });
  }

  /** The native currency (null) or one of the exchange's tokens; undefined for anything else. */
  const offered = (exchange: Exchange, address: Address): Address | null | undefined => {
    if (isNativeToken(address)) return null;
    const wanted = address.toLowerCase();
    const token = exchange.config.tokens.find((candidate) => candidate.toLowerCase() === wanted);
    return token === undefined ? undefined : getAddress(token);
  };

  const findRoute = async (
    exchange: Exchange,
    fromCaip: string,
    toCaip: string,
  ): Promise<Route | undefined> => {
    const from = offered(exchange, plainAddress(fromCaip));
    const to = offered(exchange, plainAddress(toCaip));
    if (from === undefined || to === undefined || from === to) return undefined;
    const weth = getAddress(exchange.config.weth);
    if (from === null) return { exchange, path: [weth, to!], kind: 'ethForTokens' };
    if (to === null) return { exchange, path: [from, weth], kind: 'tokensForEth' };
    const direct = await readPair(exchange.chain, exchange.config.factory, from, to);
    const path = direct ? [from, to] : [from, weth, to];
    return { exchange, path, kind: 'tokensForTokens' };
  };

  /** getAmountsOut along the route; undefined when the pools cannot fill it. */
  const amountsOut = (route: Route, amount: bigint) =>
    amount > 0n
      ? readAmountsOut(route.exchange.chain, route.exchange.config.router, amount, route.path)
      : Promise.resolve(undefined);

  const impactOf = async (route: Route, amountIn: bigint, amountOut: bigint) => {
    const { chain, config } = route.exchange;
    const hops = await Promise.all(
      route.path.slice(0, -1).map(async (tokenIn, index) => {
        const pair = await readPair(chain, config.factory, tokenIn, route.path[index + 1]!);
        return pair ? readReserves(chain, pair, tokenIn) : undefined;
      }),
    );
    if (hops.some((hop) => hop === undefined)) return undefined;
    return priceImpactBps(amountIn, amountOut, hops as { reserveIn: bigint; reserveOut: bigint }[]);
  };

  return {
    getSpender(caipNetworkId) {
      const exchange = exchanges.get(caipNetworkId);
      return exchange ? getAddress(exchange.config.router) : fallback.getSpender(caipNetworkId);
    },

    async listTokens(caipNetworkId) {
      const exchange = exchanges.get(caipNetworkId);
      if (!exchange) return fallback.listTokens(caipNetworkId);
      const chainConfig = exchange.chain.config;
      return [null, ...exchange.config.tokens.map((token) => getAddress(token))].flatMap(
        (address): SwapTokenAnswer[] => {
          const currency = findConfiguredCurrency(chainConfig, address);
          if (!currency) return [];
          return [tokenAnswer(chainConfig, address, currency)];
        },
      );
    },

    async getQuotes(input) {
      const exchange = exchanges.get(input.caipNetworkId);
      if (!exchange) return fallback.getQuotes(input);
      const route = await findRoute(exchange, input.from, input.to);
      if (!route) return [];
      const amounts = await amountsOut(route, input.amount);
      if (!amounts) return [];
      const toAmount = amounts[amounts.length - 1]!;
      const impact = await impactOf(route, input.amount, toAmount);
      const quote: SwapQuoteAnswer = {
        id: null,
        fromAmount: input.amount.toString(),
        fromAccount: input.from,
        toAmount: toAmount.toString(),
        toAccount: input.to,
        ...(impact !== undefined && { priceImpactBps: impact.toString() }),
      };
      return [quote];
    },

    async buildSwapTransaction(input) {
      const exchange = exchanges.get(input.caipNetworkId);
      if (!exchange) return fallback.buildSwapTransaction(input);
      const route = await findRoute(exchange, input.from, input.to);
      if (!route) return null;
      const amounts = await amountsOut(route, input.amount);
      if (!amounts) return null;
      return buildSwapCall(route, input, amounts[amounts.length - 1]!);
    },
  };
}

function tokenAnswer(
  chain: ChainConfig,
  address: Address | null,
  currency: { name: string; symbol: string; decimals: number; iconUrl?: string },
): SwapTokenAnswer {
  return {
    name: currency.name,
    symbol: currency.symbol,
    address: `${chain.caipNetworkId}:${address ?? getAddress(NATIVE_TOKEN_ADDRESS)}`,
    decimals: currency.decimals,
    logoUri: currency.iconUrl ?? '',
  };
}

async function buildSwapCall(
  route: Route,
  input: BuildSwapInput,
  amountOut: bigint,
): Promise<BuiltTransactionAnswer> {
  const { chain, config } = route.exchange;
  const user = plainAddress(input.userAddress);
  const amountOutMin = minimumOut(
    amountOut,
    slippageBps(input.slippagePercent ?? SPEC_SWAP_SLIPPAGE_PERCENT),
  );
  const deadline = (await readLatestBlockTime(chain)) + UNISWAP_SWAP_DEADLINE_SECONDS;
  const path = [...route.path];
  const data =
    route.kind === 'ethForTokens'
      ? encodeFunctionData({
          abi: UNISWAP_V2_ROUTER_ABI,
          functionName: 'swapExactETHForTokens',
          args: [amountOutMin, path, user, deadline],
        })
      : encodeFunctionData({
          abi: UNISWAP_V2_ROUTER_ABI,
          functionName:
            route.kind === 'tokensForEth' ? 'swapExactTokensForETH' : 'swapExactTokensForTokens',
          args: [input.amount, amountOutMin, path, user, deadline],
        });
  const router = getAddress(config.router);
  const value = route.kind === 'ethForTokens' ? input.amount : 0n;
  const [gas, gasPrice] = await Promise.all([
    input.disableEstimate
      ? Promise.resolve(
          UNISWAP_GAS_BASE_WITHOUT_ESTIMATE +
            UNISWAP_GAS_PER_HOP_WITHOUT_ESTIMATE * BigInt(path.length - 1),
        )
      : estimateGas(chain, { from: user, to: router, data, value }),
    readGasPrice(chain),
  ]);
  return {
    from: user,
    to: router,
    data,
    value: value.toString(),
    eip155: { gas: gas.toString(), gasPrice: gasPrice.toString() },
  };
}

async function estimateGas(
  chain: ChainReader,
  call: { from: Address; to: Address; data: `0x${string}`; value: bigint },
): Promise<bigint> {
  const outcome = await callChainNode(chain, 'eth_estimateGas', [
    { ...call, value: `0x${call.value.toString(16)}` },
  ]);
  if (!outcome.ok) throw new InvalidRequestError(SERVER_MESSAGES.swapWouldFail(outcome.message));
  if (typeof outcome.result !== 'string' || !isHex(outcome.result) || outcome.result === '0x') {
    throw new UpstreamError(SERVER_MESSAGES.chainUnavailable(chain.config.caipNetworkId));
  }
  return (BigInt(outcome.result) * UNISWAP_GAS_ESTIMATE_MARGIN_PERCENT) / 100n;
}

async function readGasPrice(chain: ChainReader): Promise<bigint> {
  try {
    return await chain.getGasPrice();
  } catch (cause) {
    if (cause instanceof HttpError) throw cause;
    throw new UpstreamError(SERVER_MESSAGES.chainUnavailable(chain.config.caipNetworkId), {
      cause,
    });
  }
}
