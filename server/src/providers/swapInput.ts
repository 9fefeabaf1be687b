/**
 * The inputs of the swap routes, checked in the order the client's own rules apply: the
 * accounts are CAIP-10 on one chain, the chain is a swap network or has a configured exchange
 * (400 'Network not supported for Swaps'), the server serves it (400 'Unknown chain'), the amounts are base units.
 */
import type { ChainReader, ServerContext } from '../context';
import { InvalidRequestError } from '../errors';
import { SERVER_MESSAGES } from '../messages';
import { readBaseUnits } from './amountInput';
import { assertSameChain, readAccountAddress, readEip155Account } from './eip155Account';
import type { BuildSwapInput, SwapQuoteInput } from './swapProvider';
import { assertSwapNetwork, isServedSwapNetwork } from './swapNetworks';

/** Everything the swap routes read a value from: a query parameter or a body field. */
export type InputValues = Readonly<Record<string, unknown>>;

/** The configured chain of a swap network, or 400. */
export function swapChain(context: ServerContext, caipNetworkId: string): ChainReader {
  assertSwapNetwork(context.config, caipNetworkId);
  const chain = context.chains.get(caipNetworkId);
  if (!chain) throw new InvalidRequestError(SERVER_MESSAGES.unknownChain(caipNetworkId));
  return chain;
}

/** The CAIP-2 id in `chainId`, of a configured swap network, or 400. */
export function readSwapChainId(context: ServerContext, value: unknown): ChainReader {
  if (typeof value !== 'string' || value === '') {
    throw new InvalidRequestError(SERVER_MESSAGES.missingField('chainId'));
  }
  return swapChain(context, value);
}

/**
 * The chain of an allowance read: the chain of tokenAddress or userAddress when either is
 * CAIP-10; when both are plain addresses, the one swap network the server serves (a plain
 * address can mean no other). 400 when that does not name one chain.
 */
export function readAllowanceInput(context: ServerContext, values: InputValues) {
  const token = readAccountAddress(values.tokenAddress, 'tokenAddress');
  const user = readAccountAddress(values.userAddress, 'userAddress');
  assertSameChain(
    { name: 'tokenAddress', caipNetworkId: token.caipNetworkId ?? user.caipNetworkId },
    { name: 'userAddress', caipNetworkId: user.caipNetworkId },
  );
  const named = token.caipNetworkId ?? user.caipNetworkId;
  const served = context.chains
    .list()
    .map((chain) => chain.config.caipNetworkId)
    .filter((id) => isServedSwapNetwork(context.config, id));
  const caipNetworkId = named ?? (served.length === 1 ? served[0] : undefined);
  if (caipNetworkId === undefined) {
    throw new InvalidRequestError(SERVER_MESSAGES.swapChainNotNamed);
  }
  return { chain: swapChain(context, caipNetworkId), token: token.address, user: user.address };
}

/** from, to and userAddress on one configured swap network, and the amount. */
export function readSwapInput(context: ServerContext, values: InputValues) {
  const from = readEip155Account(values.from, 'from');
  const to = readEip155Account(values.to, 'to');
  const user = readAccountAddress(values.userAddress, 'userAddress');
  assertSameChain(
    { name: 'from', caipNetworkId: from.caipNetworkId },
    { name: 'to', caipNetworkId: to.caipNetworkId },
    { name: 'userAddress', caipNetworkId: user.caipNetworkId },
  );
  const chain = swapChain(context, from.caipNetworkId);
  return {
    chain,
    from,
    to,
    user: { address: user.address, caipAddress: `${from.caipNetworkId}:${user.address}` },
  };
}

/** GET /v1/convert/quotes: amount, userAddress, from, to, gasPrice (optional). */
export function readQuoteInput(context: ServerContext, values: InputValues): SwapQuoteInput {
  const { from, to, user } = readSwapInput(context, values);
  const amount = readBaseUnits(values.amount, 'amount');
  const gasPrice =
    values.gasPrice === undefined || values.gasPrice === ''
      ? undefined
      : readBaseUnits(values.gasPrice, 'gasPrice');
  return {
    caipNetworkId: from.caipNetworkId,
    from: from.caipAddress,
    to: to.caipAddress,
    userAddress: user.caipAddress,
    amount,
    ...(gasPrice !== undefined && { gasPrice }),
  };
}

/** Slippage is a percent from 0 to 100. */
const MAX_SLIPPAGE_PERCENT = 100;

/** POST /v1/convert/build-transaction: { amount, eip155: { slippage }, from, to, ... }. */
export function readBuildSwapInput(context: ServerContext, body: InputValues): BuildSwapInput {
  const { from, to, user } = readSwapInput(context, body);
  const amount = readBaseUnits(body.amount, 'amount');
  const eip155 = body.eip155;
  if (eip155 !== undefined && (typeof eip155 !== 'object' || eip155 === null)) {
    throw new InvalidRequestError(SERVER_MESSAGES.invalidField('eip155', 'not an object'));
  }
  const slippage = (eip155 as { slippage?: unknown } | undefined)?.slippage;
  if (
    slippage !== undefined &&
    (typeof slippage !== 'number' ||
      !Number.isFinite(slippage) ||
      slippage < 0 ||
      slippage > MAX_SLIPPAGE_PERCENT)
  ) {
    throw new InvalidRequestError(
      SERVER_MESSAGES.invalidField(
        'eip155.slippage',
        `not a percent from 0 to ${MAX_SLIPPAGE_PERCENT}`,
      ),
    );
  }
  const disableEstimate = body.disableEstimate;
  if (disableEstimate !== undefined && typeof disableEstimate !== 'boolean') {
    throw new InvalidRequestError(SERVER_MESSAGES.invalidField('disableEstimate', 'not a boolean'));
  }
  return {
    caipNetworkId: from.caipNetworkId,
    from: from.caipAddress,
    to: to.caipAddress,
    userAddress: user.caipAddress,
    amount,
    ...(slippage !== undefined && { slippagePercent: slippage }),
    disableEstimate: disableEstimate ?? false,
  };
}
