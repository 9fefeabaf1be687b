/**
 * A local test on-ramp, so Buy can be completed offline in the demo and in tests. It is two
 * things:
 *
 * - an on-ramp provider for the Portico server (the shape of server/src/providers/
 *   onrampProvider.ts, passed as startServer({ providers: { onramp } })): its options are the
 *   native token of the configured local chains, its quote takes the fee in the middle of the
 *   spec's shown range (1.5%) at the chain's configured price, and its buy URL opens
 * - its own small page on 127.0.0.1 (GET /buy), marked "Test provider — no real money", whose
 *   "Pay" (POST /pay) sends the native token from a funded anvil account to the buyer's
 *   address over the chain node's RPC, and answers once the transaction is mined.
 *
 * It lives in @portico/testing, not in the server: it holds a funded key and pays whoever
 * asks, which must never ship in a server an operator runs.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  createPublicClient,
  createWalletClient,
  formatUnits,
  http,
  isAddress,
  parseUnits,
  type Hex,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { LOOPBACK_HOST } from '../net/freePort';
import {
  renderBuyPage,
  renderFailedPage,
  renderPaidPage,
  TEST_ONRAMP_PAGE_HEADERS,
  type BuyPageFields,
} from './testOnrampPage';

/** The fee the quote takes: 1.5%, inside the spec's shown range (1-2%), in per mille. */
export const TEST_ONRAMP_FEE_PER_MILLE = 15n;
/** The most one "Pay" sends, in the native token, unless configured. */
const DEFAULT_MAX_AMOUNT = '10';
const MAX_BODY_BYTES = 4096;
const NATIVE_DECIMALS = 18;

export interface TestOnrampChain {
  /** The network name the on-ramp lists and its URL carries: 'portico-local'. */
  readonly network: string;
  readonly displayName: string;
  /** The eip155 chain id. */
  readonly chainId: number;
  readonly rpcUrl: string;
  readonly symbol: string;
  readonly nativeName: string;
  /** The native token's price in the payment currency, for quotes: 3000. */
  readonly price: number;
}

export interface TestOnrampOptions {
  readonly chains: readonly TestOnrampChain[];
  /** The funded account that pays (an anvil dev key). */
  readonly payerPrivateKey: Hex;
  /** The largest amount one payment sends (decimal text, native token). Default '10'. */
  readonly maxAmount?: string;
  /** 0 picks a free port. */
  readonly port?: number;
}

interface Amount {
  readonly amount: string;
  readonly currency: string;
}

/** The provider interface of the Portico server (server/src/providers/onrampProvider.ts). */
export interface TestOnrampProvider {
  getOptions(): Promise<{
    paymentCurrencies: readonly {
      id: string;
      payment_method_limits: readonly { id: string; min: string; max: string }[];
    }[];
    purchaseCurrencies: readonly {
      id: string;
      name: string;
      symbol: string;
      networks: readonly {
        name: string;
        display_name: string;
        chain_id: string;
        contract_address: string;
      }[];
    }[];
  }>;
  getQuote(input: {
    readonly purchaseCurrencyId: string;
    readonly paymentCurrencyId: string;
    readonly amount: string;
    readonly network: string;
  }): Promise<{
    networkFee: Amount;
    paymentSubtotal: Amount;
    paymentTotal: Amount;
    purchaseAmount: Amount;
    quoteId: string;
  }>;
  createBuyUrl(input: {
    readonly destinationAddresses: readonly string[];
    readonly defaultNetwork?: string;
    readonly presetCryptoAmount?: string;
    readonly presetFiatAmount?: string;
  }): Promise<string>;
}

export interface TestOnramp {
  /** The page's origin: 'http://127.0.0.1:PORT'. */
  readonly url: string;
  readonly provider: TestOnrampProvider;
  close(): Promise<void>;
}

/** The native amount bought for `fiat` (decimal text) at `price`, less the fee. */
export function nativeForFiat(fiat: string, price: number): bigint {
  const fiatUnits = parseUnits(fiat, NATIVE_DECIMALS);
  const priceMicro = parseUnits(String(price), 6);
  if (priceMicro <= 0n) throw new Error('The test on-ramp needs a positive price');
  return (fiatUnits * 10n ** 6n * (1000n - TEST_ONRAMP_FEE_PER_MILLE)) / (priceMicro * 1000n);
}

const DECIMAL = /^\d{1,30}(\.\d{1,18})?$/;

function readBody(request: IncomingMessage): Promise<URLSearchParams> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new Error('The request is too large'));
        request.destroy();
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => resolve(new URLSearchParams(Buffer.concat(chunks).toString('utf8'))));
    request.on('error', reject);
  });
}

export async function startTestOnramp(options: TestOnrampOptions): Promise<TestOnramp> {
  const payer = privateKeyToAccount(options.payerPrivateKey);
  const maxAmount = parseUnits(options.maxAmount ?? DEFAULT_MAX_AMOUNT, NATIVE_DECIMALS);
  const byNetwork = new Map(options.chains.map((chain) => [chain.network, chain]));
  // One payment at a time: each takes the payer's next nonce.
  let queue: Promise<unknown> = Promise.resolve();

  /** The checked fields of a buy or pay request, or the reason they are refused. */
  const readFields = (read: (name: string) => string | null): BuyPageFields | string => {
    const address = read('address') ?? '';
    const amount = read('amount') ?? '';
    const chain = byNetwork.get(read('network') ?? '');
    if (!isAddress(address)) return 'The receiver is not an address';
    if (!chain) return 'This network is not offered';
    if (!DECIMAL.test(amount)) return 'The amount is not a decimal number';
    const wei = parseUnits(amount, NATIVE_DECIMALS);
    if (wei <= 0n || wei > maxAmount) {
      return `The amount must be above 0 and at most ${formatUnits(maxAmount, NATIVE_DECIMALS)}`;
    }
    return { address, amount, network: chain.network, symbol: chain.symbol };
  };

  const pay = async (fields: BuyPageFields): Promise<Hex> => {
    const chain = byNetwork.get(fields.network)!;
    const viemChain = {
      id: chain.chainId,
      name: chain.displayName,
      nativeCurrency: { name: chain.nativeName, symbol: chain.symbol, decimals: NATIVE_DECIMALS },
      rpcUrls: { default: { http: [chain.rpcUrl] } },
    } as const;
    const wallet = createWalletClient({ account: payer, chain: viemChain, transport: http() });
    const reader = createPublicClient({ chain: viemChain, transport: http() });
    const hash = await wallet.sendTransaction({
      to: fields.address as Hex,
      value: parseUnits(fields.amount, NATIVE_DECIMALS),
    });
    const receipt = await reader.waitForTransactionReceipt({ hash, pollingInterval: 50 });
    if (receipt.status !== 'success') throw new Error(`The transaction ${hash} failed`);
    return hash;
  };

  const send = (response: ServerResponse, status: number, html: string) => {
    response.writeHead(status, TEST_ONRAMP_PAGE_HEADERS);
    response.end(html);
  };

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', `http://${LOOPBACK_HOST}`);
    if (request.method === 'GET' && url.pathname === '/buy') {
      const fields = readFields((name) => url.searchParams.get(name));
      if (typeof fields === 'string') return send(response, 400, renderFailedPage(fields));
      return send(response, 200, renderBuyPage(fields));
    }
    if (request.method === 'POST' && url.pathname === '/pay') {
      const body = await readBody(request);
      const fields = readFields((name) => body.get(name));
      if (typeof fields === 'string') return send(response, 400, renderFailedPage(fields));
      const paid = queue.then(() => pay(fields));
      queue = paid.catch(() => undefined);
      try {
        return send(response, 200, renderPaidPage(fields, await paid));
      } catch (error) {
        return send(response, 502, renderFailedPage((error as Error).message));
      }
    }
    response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
    response.end('Not found');
  };

  const server: Server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) send(response, 400, renderFailedPage((error as Error).message));
      else response.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, LOOPBACK_HOST, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${LOOPBACK_HOST}:${port}`;

  const first = options.chains[0];
  if (!first) throw new Error('The test on-ramp needs at least one chain');
  const limits = [{ id: 'card', min: '10.00', max: '7500.00' }];

  const provider: TestOnrampProvider = {
    async getOptions() {
      return {
        paymentCurrencies: [{ id: 'USD', payment_method_limits: limits }],
        purchaseCurrencies: [...new Set(options.chains.map((chain) => chain.symbol))].map(
          (symbol) => {
            const chains = options.chains.filter((chain) => chain.symbol === symbol);
            return {
              id: symbol,
              name: chains[0]!.nativeName,
              symbol,
              networks: chains.map((chain) => ({
                name: chain.network,
                display_name: chain.displayName,
                chain_id: String(chain.chainId),
                contract_address: '',
              })),
            };
          },
        ),
      };
    },
    async getQuote({ amount, paymentCurrencyId, network }) {
      const chain = byNetwork.get(network) ?? first;
      const subtotal = { amount, currency: paymentCurrencyId };
      const bought = formatUnits(nativeForFiat(amount, chain.price), NATIVE_DECIMALS);
      return {
        networkFee: { amount: '0', currency: paymentCurrencyId },
        paymentSubtotal: subtotal,
        paymentTotal: subtotal,
        purchaseAmount: { amount: bought, currency: chain.symbol },
        quoteId: `test-quote-${Date.now()}`,
      };
    },
    async createBuyUrl(input) {
      const chain = byNetwork.get(input.defaultNetwork ?? '') ?? first;
      const address = input.destinationAddresses[0] ?? '';
      const amount =
        input.presetCryptoAmount ??
        (input.presetFiatAmount
          ? formatUnits(nativeForFiat(input.presetFiatAmount, chain.price), NATIVE_DECIMALS)
          : '0.1');
      const buy = new URL('/buy', url);
      buy.searchParams.set('address', address);
      buy.searchParams.set('amount', amount);
      buy.searchParams.set('network', chain.network);
      return buy.toString();
    },
  };

  return {
    url,
    provider,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
