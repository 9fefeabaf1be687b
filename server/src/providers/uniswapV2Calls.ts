/**
 * The Uniswap v2 contract reads the swap provider makes, as eth_call on a configured chain's
 * node (ChainReader.forward: its timeouts and answer caps apply): the router's
 * getAmountsOut, the factory's getPair, a pair's getReserves and token0, the latest block's
 * time. Minimal ABIs, written out here: the server does not depend on Uniswap's packages.
 */
import {
  decodeFunctionResult,
  encodeFunctionData,
  isHex,
  parseAbi,
  zeroAddress,
  type Abi,
} from 'viem';
import type { ChainReader } from '../context';
import { UpstreamError } from '../errors';
import { SERVER_MESSAGES } from '../messages';
import { callChainNode } from './chainNodeCall';

type Address = `0x${string}`;

export const UNISWAP_V2_ROUTER_ABI = parseAbi([
  'function getAmountsOut(uint256 amountIn, address[] path) view returns (uint256[] amounts)',
  'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[] amounts)',
  'function swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
  'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
]);
const FACTORY_ABI = parseAbi([
  'function getPair(address tokenA, address tokenB) view returns (address pair)',
]);
const PAIR_ABI = parseAbi([
  'function getReserves() view returns (uint112 reserve0, uint112 reserve1, uint32 blockTimestampLast)',
  'function token0() view returns (address)',
]);

/** eth_call of a view function; undefined when the call reverts or answers nothing readable. */
async function callView<T>(
  chain: ChainReader,
  to: Address,
  abi: Abi,
  functionName: string,
  args: readonly unknown[] = [],
): Promise<T | undefined> {
  const data = encodeFunctionData({ abi, functionName, args } as Parameters<
    typeof encodeFunctionData
  >[0]);
  const outcome = await callChainNode(chain, 'eth_call', [{ to, data }, 'latest']);
  if (!outcome.ok || typeof outcome.result !== 'string' || !isHex(outcome.result)) {
    return undefined;
  }
  try {
    return decodeFunctionResult({ abi, functionName, data: outcome.result } as Parameters<
      typeof decodeFunctionResult
    >[0]) as T;
  } catch {
    return undefined; // '0x' from an address with no code
  }
}

/** The router's amounts along the path; undefined when it has no route (a revert). */
export async function readAmountsOut(
  chain: ChainReader,
  router: Address,
  amountIn: bigint,
  path: readonly Address[],
): Promise<readonly bigint[] | undefined> {
  const amounts = await callView<readonly bigint[]>(
    chain,
    router,
    UNISWAP_V2_ROUTER_ABI,
    'getAmountsOut',
    [amountIn, path],
  );
  return amounts && amounts.length === path.length ? amounts : undefined;
}

/** The pair of two tokens, or undefined when the factory has none. */
export async function readPair(
  chain: ChainReader,
  factory: Address,
  tokenA: Address,
  tokenB: Address,
): Promise<Address | undefined> {
  const pair = await callView<Address>(chain, factory, FACTORY_ABI, 'getPair', [tokenA, tokenB]);
  return pair && pair !== zeroAddress ? pair : undefined;
}

/** A pair's reserves of `tokenIn` and of the other token, or undefined. */
export async function readReserves(
  chain: ChainReader,
  pair: Address,
  tokenIn: Address,
): Promise<{ reserveIn: bigint; reserveOut: bigint } | undefined> {
  const [reserves, token0] = await Promise.all([
    callView<readonly [bigint, bigint, number]>(chain, pair, PAIR_ABI, 'getReserves'),
    callView<Address>(chain, pair, PAIR_ABI, 'token0'),
  ]);
  if (!reserves || !token0) return undefined;
  const [reserve0, reserve1] = reserves;
  return token0.toLowerCase() === tokenIn.toLowerCase()
    ? { reserveIn: reserve0, reserveOut: reserve1 }
    : { reserveIn: reserve1, reserveOut: reserve0 };
}

/** The latest block's timestamp (seconds): the chain's own clock, for swap deadlines. */
export async function readLatestBlockTime(chain: ChainReader): Promise<bigint> {
  const outcome = await callChainNode(chain, 'eth_getBlockByNumber', ['latest', false]);
  const timestamp =
    outcome.ok && typeof outcome.result === 'object' && outcome.result !== null
      ? (outcome.result as { timestamp?: unknown }).timestamp
      : undefined;
  if (typeof timestamp !== 'string' || !isHex(timestamp) || timestamp === '0x') {
    throw new UpstreamError(SERVER_MESSAGES.chainUnavailable(chain.config.caipNetworkId));
  }
  return BigInt(timestamp);
}
