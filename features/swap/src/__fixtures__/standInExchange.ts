/**
 * Test fixture: a stand-in for the Portico server's convert routes, on a real HTTP server on
 * 127.0.0.1 (core's standInService), with the JSON-RPC `eth_blockNumber` of the network's
 * node on the same server. It stands in for the server because the toy wallet's addresses are
 * not EVM addresses, which the real server refuses; the toy chain stands in for the chain.
 * The exchange quotes at a fixed rate (1 TOY-ETH = 100 PTT), remembers approvals the wallet
 * sent (by their ERC-20 approve selector) and builds calls with recognisable data.
 */
import {
  startStandInService,
  type RecordedRequest,
  type StandInService,
} from '../../../../core/src/services/__fixtures__/standInService';

export const CHAIN = 'eip155:1';
export const NATIVE = `${CHAIN}:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE`;
export const PTT = `${CHAIN}:0x5FbDB2315678afecb367f032d93F642f64180aa3`;
export const ROUTER = '0x7a250d5630B4cF539739dF2C5dAcb4c659F2488D';
/** The ERC-20 approve selector: what marks an approval among the wallet's requests. */
export const APPROVE_DATA = '0x095ea7b3';
export const SWAP_DATA = '0x7ff36ab5';

export interface StandInExchange {
  readonly service: StandInService;
  /** The network's RPC URL (answers eth_blockNumber with `block`). */
  readonly rpcUrl: string;
  /** The chain's latest block; a test moves it on. */
  block: bigint;
  /** PTT per native token, in whole tokens; a test changes it to move the price. */
  rate: bigint;
  /** The allowance of PTT to the router (what an approval sets). */
  allowance: bigint;
  /** The quote's `priceImpactBps` as the server sends it (integer text); none when undefined. */
  priceImpactBps?: unknown;
  /** Requests to a convert route (path). */
  calls(path: string): RecordedRequest[];
  close(): Promise<void>;
}

const TOKENS = [
  { name: 'Ether', symbol: 'ETH', address: NATIVE, decimals: 18, logoUri: '' },
  { name: 'Portico Test Token', symbol: 'PTT', address: PTT, decimals: 18, logoUri: '' },
];

export async function startStandInExchange(): Promise<StandInExchange> {
  const service = await startStandInService();
  const exchange: StandInExchange = {
    service,
    rpcUrl: `${service.url}/rpc`,
    block: 100n,
    rate: 100n,
    allowance: 0n,
    calls: (path) => service.requestsTo(path),
    close: () => service.close(),
  };
  const tx = (from: string, to: string, data: string, value: string) => ({
    json: { tx: { from, to, data, value, eip155: { gas: '100000', gasPrice: '2000000000' } } },
  });
  const quoted = (amount: bigint, from: string) =>
    from === NATIVE ? amount * exchange.rate : amount / exchange.rate;

  service.route('GET /v1/supported-chains', { json: { http: [CHAIN], ws: [] } });
  service.route('POST /rpc', () => ({
    json: { jsonrpc: '2.0', id: 1, result: `0x${exchange.block.toString(16)}` },
  }));
  service.route('GET /v1/convert/tokens', { json: { tokens: TOKENS } });
  service.route('GET /v1/convert/gas-price', {
    json: { standard: '2000000000', fast: '3000000000', instant: '4000000000' },
  });
  service.route('GET /v1/convert/quotes', ({ query }) => ({
    json: {
      quotes: [
        {
          id: null,
          fromAmount: query.amount,
          fromAccount: query.from,
          toAmount: quoted(BigInt(query.amount!), query.from!).toString(),
          toAccount: query.to,
          ...(exchange.priceImpactBps !== undefined && {
            priceImpactBps: exchange.priceImpactBps,
          }),
        },
      ],
    },
  }));
  service.route('GET /v1/convert/allowance', ({ query }) => ({
    json: {
      allowance:
        query.tokenAddress === NATIVE
          ? (2n ** 256n - 1n).toString()
          : exchange.allowance.toString(),
    },
  }));
  service.route('POST /v1/fungible/price', {
    json: {
      fungibles: [
        { name: 'Ether', symbol: 'ETH', price: '3000', iconUrl: '' },
        { name: 'Portico Test Token', symbol: 'PTT', price: '30', iconUrl: '' },
      ],
    },
  });
  service.route('GET /v1/convert/build-approve', ({ query }) =>
    tx(query.userAddress!, PTT.split(':')[2]!, `${APPROVE_DATA}${'00'.repeat(64)}`, '0'),
  );
  service.route('POST /v1/convert/build-transaction', ({ body }) => {
    const request = body as { amount: string; from: string; userAddress: string };
    const value = request.from === NATIVE ? request.amount : '0';
    return tx(request.userAddress, ROUTER, `${SWAP_DATA}${'00'.repeat(32)}`, value);
  });
  return exchange;
}
