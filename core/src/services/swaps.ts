/**
 * The swap routes of the data API (spec 7) and the token prices they use:
 *
 *   GET  /v1/convert/quotes             amount, userAddress, from, to, gasPrice
 *   GET  /v1/convert/tokens             chainId
 *   GET  /v1/convert/allowance          tokenAddress, userAddress
 *   GET  /v1/convert/gas-price          chainId
 *   POST /v1/convert/build-transaction  { amount, eip155: { slippage }, from, to, userAddress, disableEstimate }
 *   GET  /v1/convert/build-approve      userAddress, from, to, amount
 *   POST /v1/fungible/price             { currency, addresses, projectId }
 *
 * Every call names the network it is for (`caipNetworkId`). Rules:
 * - Swaps run only on the spec's swap networks (SWAP_CHAIN_IDS); elsewhere every swap route
 *   throws 'Network not supported for Swaps', and the gas price 'Network not supported for
 *   Gas Price' (spec 8, thrown). No request is made.
 * - On a swap network the service does not list, the lookups answer empty (no quotes, no
 *   tokens, allowance 0: spec 8, "Unsupported networks return empty results"), while the
 *   routes that build something throw as above: there is nothing empty to build.
 * - Token prices are not a swap route: an unlisted network gives no prices.
 * - An answer the client cannot read throws ServiceResponseError where one object is
 *   required; list entries it cannot read are dropped.
 */
import { SWAP_SLIPPAGE_TOLERANCE_PERCENT } from '../constants';
import { MESSAGES } from '../errors/messages';
import type { DataApiContext } from './dataApiContext';
import { isSwapNetwork } from './networkSupport';
import {
  GasPriceNetworkNotSupportedError,
  ServiceResponseError,
  SwapNetworkNotSupportedError,
} from '../errors/errors';
import {
  parseAllowance,
  parseBuiltTransaction,
  parseFungiblePrices,
  parseGasPrice,
  parseSwapQuotes,
  parseSwapTokens,
  type BuiltTransaction,
  type FungiblePrice,
  type GasPrice,
  type SwapQuote,
  type SwapToken,
} from './swapShapes';

interface OnNetwork {
  /** CAIP-2 id of the network the swap is on. */
  readonly caipNetworkId: string;
  readonly signal?: AbortSignal;
}

export interface SwapQuoteRequest extends OnNetwork {
  /** Base units of `from`. */
  readonly amount: string;
  readonly userAddress: string;
  /** CAIP-10 address of the token sold. */
  readonly from: string;
  /** CAIP-10 address of the token bought. */
  readonly to: string;
  readonly gasPrice: string;
}

export interface SwapAllowanceRequest extends OnNetwork {
  readonly tokenAddress: string;
  readonly userAddress: string;
}

export interface BuildSwapRequest extends OnNetwork {
  readonly amount: string;
  readonly from: string;
  readonly to: string;
  readonly userAddress: string;
  readonly disableEstimate?: boolean;
}

export interface BuildApproveRequest extends OnNetwork {
  readonly from: string;
  readonly to: string;
  readonly userAddress: string;
  readonly amount?: string;
}

export interface TokenPriceRequest extends OnNetwork {
  /** CAIP-10 addresses of the tokens. */
  readonly addresses: readonly string[];
}

export interface SwapApi {
  getSwapQuotes(request: SwapQuoteRequest): Promise<SwapQuote[]>;
  getSwapTokens(request: OnNetwork): Promise<SwapToken[]>;
  /** The allowance in base units, as decimal text. */
  getSwapAllowance(request: SwapAllowanceRequest): Promise<string>;
  getGasPrice(request: OnNetwork): Promise<GasPrice>;
  buildSwapTransaction(request: BuildSwapRequest): Promise<BuiltTransaction>;
  buildApproveTransaction(request: BuildApproveRequest): Promise<BuiltTransaction>;
  getTokenPrices(request: TokenPriceRequest): Promise<FungiblePrice[]>;
}

export function createSwapApi({ http, networks }: DataApiContext): SwapApi {
  /**
   * True when the service serves swaps on the network; throws the given error off the spec's
   * swap networks unless the service names the network as one of its own (`swaps`).
   */
  const listed = async (
    { caipNetworkId, signal }: OnNetwork,
    refuse: (caipNetworkId: string) => Error,
  ) => {
    if (isSwapNetwork(caipNetworkId)) return networks.serves(caipNetworkId, undefined, signal);
    if (await networks.servesSwaps(caipNetworkId, signal)) return true;
    throw refuse(caipNetworkId);
  };
  const swaps = (id: string) => new SwapNetworkNotSupportedError(id);
  const required = <T>(value: T | undefined, route: string): T => {
    if (value === undefined) {
      throw new ServiceResponseError(MESSAGES.serviceResponseUnreadable(http.service, route));
    }
    return value;
  };

  return {
    async getSwapQuotes(request) {
      if (!(await listed(request, swaps))) return [];
      const { amount, userAddress, from, to, gasPrice, signal } = request;
      const json = await http.getJson({
        path: '/v1/convert/quotes',
        query: { amount, userAddress, from, to, gasPrice },
        signal,
      });
      return parseSwapQuotes(json);
    },
    async getSwapTokens(request) {
      if (!(await listed(request, swaps))) return [];
      const { caipNetworkId, signal } = request;
      const json = await http.getJson({
        path: '/v1/convert/tokens',
        query: { chainId: caipNetworkId },
        signal,
      });
      return parseSwapTokens(json);
    },
    async getSwapAllowance(request) {
      if (!(await listed(request, swaps))) return '0';
      const { tokenAddress, userAddress, signal } = request;
      const route = 'GET /v1/convert/allowance';
      const json = await http.getJson({
        path: '/v1/convert/allowance',
        query: { tokenAddress, userAddress },
        signal,
      });
      return required(parseAllowance(json), route);
    },
    async getGasPrice(request) {
      const refuse = (id: string) => new GasPriceNetworkNotSupportedError(id);
      if (!(await listed(request, refuse))) throw refuse(request.caipNetworkId);
      const { caipNetworkId, signal } = request;
      const json = await http.getJson({
        path: '/v1/convert/gas-price',
        query: { chainId: caipNetworkId },
        signal,
      });
      return required(parseGasPrice(json), 'GET /v1/convert/gas-price');
    },
    async buildSwapTransaction(request) {
      if (!(await listed(request, swaps))) throw swaps(request.caipNetworkId);
      const { amount, from, to, userAddress, disableEstimate, signal } = request;
      const json = await http.postJson({
        path: '/v1/convert/build-transaction',
        body: {
          amount,
          eip155: { slippage: SWAP_SLIPPAGE_TOLERANCE_PERCENT },
          from,
          to,
          userAddress,
          disableEstimate,
        },
        signal,
      });
      return required(parseBuiltTransaction(json), 'POST /v1/convert/build-transaction');
    },
    async buildApproveTransaction(request) {
      if (!(await listed(request, swaps))) throw swaps(request.caipNetworkId);
      const { from, to, userAddress, amount, signal } = request;
      const json = await http.getJson({
        path: '/v1/convert/build-approve',
        query: { userAddress, from, to, amount },
        signal,
      });
      return required(parseBuiltTransaction(json), 'GET /v1/convert/build-approve');
    },
    async getTokenPrices({ caipNetworkId, addresses, signal }) {
      if (!(await networks.serves(caipNetworkId, undefined, signal))) return [];
      const json = await http.postJson({
        path: '/v1/fungible/price',
        body: { currency: 'usd', addresses, projectId: http.projectId },
        signal,
      });
      return parseFungiblePrices(json);
    },
  };
}
