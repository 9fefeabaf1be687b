/**
 * The swap routes of the data API (spec 7), answered as core's swap client reads them
 * (core/src/services/swaps.ts, swapShapes.ts):
 *
 *   GET  /v1/convert/quotes             amount, userAddress, from, to, gasPrice -> { quotes }
 *   GET  /v1/convert/tokens             chainId -> { tokens }
 *   GET  /v1/convert/allowance          tokenAddress, userAddress -> { allowance }
 *   POST /v1/convert/build-transaction  { amount, eip155: { slippage }, from, to, userAddress,
 *                                         disableEstimate } -> { tx } (null: no route)
 *   GET  /v1/convert/build-approve      userAddress, from, to, amount -> { tx }
 *   POST /v1/fungible/price             { currency, addresses, projectId } -> { fungibles }
 *
 * Every swap route answers only for the spec's swap networks (400 'Network not supported for
 * Swaps') that the server is configured for (400 'Unknown chain'). Tokens and accounts are
 * CAIP-10 ('eip155:1:0x...'); userAddress may also be a plain address, and so may the
 * allowance's tokenAddress when the server serves one swap network. A built call names plain
 * 0x addresses (from: the sender, to: the contract), as a wallet sends it. Quotes and swap
 * transactions come from the swap provider; allowances and approvals are real ERC-20 calls
 * on the chain's node, made out to the provider's spender. GET /v1/convert/gas-price is the
 * chain routes'.
 */
import { Hono } from 'hono';
import { maxUint256 } from 'viem';
import type { ServerContext } from '../context';
import { readJsonObject } from '../http/requestInput';
import { readBaseUnits } from './amountInput';
import { buildErc20Approve, readErc20Allowance } from './erc20Approval';
import { isNativeToken } from './eip155Account';
import { priceFungibles, readPriceRequest } from './fungiblePrices';
import {
  readAllowanceInput,
  readBuildSwapInput,
  readQuoteInput,
  readSwapChainId,
  readSwapInput,
} from './swapInput';
import { InvalidRequestError } from '../errors';
import { SERVER_MESSAGES } from '../messages';

export function swapRoutes(context: ServerContext): Hono {
  const routes = new Hono();
  const { swaps } = context.providers;

  routes.get('/v1/convert/quotes', async (c) => {
    const input = readQuoteInput(context, c.req.query());
    const quotes = await swaps.getQuotes(input);
    return c.json({ quotes });
  });

  routes.get('/v1/convert/tokens', async (c) => {
    const chain = readSwapChainId(context, c.req.query('chainId'));
    const tokens = await swaps.listTokens(chain.config.caipNetworkId);
    return c.json({ tokens });
  });

  routes.get('/v1/convert/allowance', async (c) => {
    const { chain, token, user } = readAllowanceInput(context, c.req.query());
    const caipNetworkId = chain.config.caipNetworkId;
    // The native currency is not spent through an approval: nothing limits it.
    const allowance = isNativeToken(token)
      ? maxUint256
      : await readErc20Allowance(chain, token, user, swaps.getSpender(caipNetworkId));
    return c.json({ allowance: allowance.toString() });
  });

  routes.post('/v1/convert/build-transaction', async (c) => {
    const input = readBuildSwapInput(context, await readJsonObject(c));
    const tx = await swaps.buildSwapTransaction(input);
    return c.json({ tx });
  });

  routes.get('/v1/convert/build-approve', async (c) => {
    const query = c.req.query();
    const { chain, from, user } = readSwapInput(context, query);
    if (isNativeToken(from.address)) {
      throw new InvalidRequestError(SERVER_MESSAGES.nativeNeedsNoApproval);
    }
    // No amount: an unlimited approval, as swap services build it.
    const amount =
      query.amount === undefined || query.amount === ''
        ? maxUint256
        : readBaseUnits(query.amount, 'amount');
    const call = await buildErc20Approve(chain, {
      token: from.address,
      owner: user.address,
      spender: swaps.getSpender(from.caipNetworkId),
      amount,
    });
    return c.json({
      tx: {
        from: user.address,
        to: from.address,
        data: call.data,
        value: '0',
        eip155: { gas: call.gas.toString(), gasPrice: call.gasPrice.toString() },
      },
    });
  });

  routes.post('/v1/fungible/price', async (c) => {
    const tokens = readPriceRequest(await readJsonObject(c));
    return c.json({ fungibles: await priceFungibles(context, tokens) });
  });

  return routes;
}
