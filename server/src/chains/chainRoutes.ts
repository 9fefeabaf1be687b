/**
 * The chain routes of the blockchain data service (spec 7):
 *
 *   GET  /v1/supported-chains          { http: [CAIP-2 ids], ws: [], swaps: [CAIP-2 ids] }: the
 *                                      eip155 chains, then the solana ones (balances only: the
 *                                      gas price and RPC routes serve eip155 chains); `swaps`
 *                                      (Portico's addition) names the chains beyond the spec's
 *                                      swap networks where the operator runs an exchange
 *                                      (config.uniswapV2), so clients offer swaps there too
 *   GET  /v1/convert/gas-price         chainId: { standard, fast, instant } in wei
 *   POST /v1 (and /v1/)                chainId: one JSON-RPC 2.0 request, forwarded
 *
 * The RPC route forwards only the methods of FORWARDED_RPC_METHODS; any other method gets
 * the JSON-RPC error -32601 (HTTP 200, as a node answers it). A node that does not answer
 * gives 502.
 *
 * Limits (config.rpcProxy): params nested deeper than 16 levels are a 400
 * (jsonRpcRequest.ts); an eth_getLogs spanning more than maxLogsBlockRange blocks is a 400
 * (logsBlockRange.ts); a node answer over maxResponseBytes is a 502.
 */
import { Hono, type Context } from 'hono';
import type { ServerContext } from '../context';
import { readJsonObject } from '../http/requestInput';
import { readChain } from './chainQuery';
import { gasPriceTiers } from './gasPriceTiers';
import { assertLogsBlockRange } from './logsBlockRange';
import {
  isForwardedRpcMethod,
  methodNotAllowedResponse,
  readJsonRpcRequest,
} from './jsonRpcRequest';

export function chainRoutes(context: ServerContext): Hono {
  const app = new Hono();

  app.get('/v1/supported-chains', (c) =>
    c.json({
      http: [
        ...context.chains.list().map((chain) => chain.config.caipNetworkId),
        ...context.solanaChains.list().map((chain) => chain.config.caipNetworkId),
      ],
      ws: [],
      swaps: context.config.uniswapV2.map((exchange) => exchange.caipNetworkId),
    }),
  );

  app.get('/v1/convert/gas-price', async (c) => {
    const chain = readChain(context.chains, c.req.query('chainId'));
    return c.json(gasPriceTiers(await chain.getGasPrice()));
  });

  const forwardRpc = async (c: Context) => {
    const chain = readChain(context.chains, c.req.query('chainId'));
    const request = readJsonRpcRequest(await readJsonObject(c));
    if (!isForwardedRpcMethod(request.method)) return c.json(methodNotAllowedResponse(request));
    const { maxLogsBlockRange, maxResponseBytes } = context.config.rpcProxy;
    if (request.method === 'eth_getLogs') {
      await assertLogsBlockRange(request, maxLogsBlockRange, () => chain.getBlockNumber());
    }
    return c.json((await chain.forward(request, maxResponseBytes)) as Record<string, unknown>);
  };
  app.post('/v1', forwardRpc);
  app.post('/v1/', forwardRpc);

  return app;
}
