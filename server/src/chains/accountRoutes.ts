/**
 * The account routes of the blockchain data service (spec 7):
 *
 *   GET /v1/account/{address}/balance   currency usd, chainId (all chains when absent),
 *                                       forceUpdate: { balances }; a 0x address is read on
 *                                       the eip155 chains, a base58 one on the solana chains
 *   GET /v1/account/{address}/history   chainId (required), cursor, onramp: { data, next }
 *   GET /v1/identity/{address}          chainId, sender (optional): { name, avatar }
 *
 * Balances are read from the chains' nodes on every request (nothing is cached here, so
 * `forceUpdate` has nothing to skip); history comes from the indexer's transfers.
 * History needs a chainId: spec 5 shows transactions only for the connected chain, and
 * positions in two chains do not order against each other. This server records no on-ramp
 * purchases, so a request for one on-ramp provider's transactions (`onramp`) gets an empty
 * page.
 */
import { isSolanaAddress } from '@portico/core';
import { Hono, type Context } from 'hono';
import type { ServerContext } from '../context';
import { InvalidRequestError } from '../errors';
import { publicBaseUrl, type PublicUrlConfig } from '../http/publicBaseUrl';
import { readEvmAddress } from '../http/requestInput';
import { SERVER_MESSAGES } from '../messages';
import { identityOf } from '../names/nameProfile';
import { readAccountBalances, readSolanaAccountBalances } from './accountBalances';
import { readChain, readChainsOrAll, readEip155ChainIdFormat } from './chainQuery';
import { createCurrencyLookup, type CurrencyLookup } from './currencyLookup';
import { decodeHistoryCursor, encodeHistoryCursor } from './historyCursor';
import { readHistoryPage } from './historyPage';
import { toHistoryTransaction, type PriceTexts } from './historyTransaction';
import { priceText } from './usdAmounts';

/** Where this server serves a currency's icon (the catalogue's image route). */
function tokenImageUrlFor(c: Context, config: PublicUrlConfig): (symbol: string) => string {
  const base = publicBaseUrl(c, config);
  return (symbol) => `${base}/public/getTokenImage/${encodeURIComponent(symbol)}`;
}

export function accountRoutes(context: ServerContext): Hono {
  const app = new Hono();
  const { chains, solanaChains, config, providers, repository } = context;

  app.get('/v1/account/:address/balance', async (c) => {
    const param = c.req.param('address');
    const chainId = c.req.query('chainId');
    const currency = c.req.query('currency');
    if (currency !== undefined && currency.toLowerCase() !== 'usd') {
      throw new InvalidRequestError(SERVER_MESSAGES.unsupportedCurrency(currency));
    }
    const tokenImageUrl = tokenImageUrlFor(c, config);
    // A base58 address is a Solana account: the Solana chains answer for it (an eip155 chainId
    // is then 'Unknown chain').
    if (isSolanaAddress(param)) {
      const balances = await readSolanaAccountBalances({
        chains: readChainsOrAll(solanaChains, chainId),
        owner: param,
        prices: providers.prices,
        tokenImageUrl,
      });
      return c.json({ balances });
    }
    const address = readEvmAddress(param);
    const balances = await readAccountBalances({
      chains: readChainsOrAll(chains, chainId),
      address,
      prices: providers.prices,
      tokenImageUrl,
    });
    return c.json({ balances });
  });

  app.get('/v1/account/:address/history', async (c) => {
    const address = readEvmAddress(c.req.param('address'));
    const chainId = readChain(chains, c.req.query('chainId')).config.caipNetworkId;
    const cursor = c.req.query('cursor');
    const before = cursor ? decodeHistoryCursor(cursor) : undefined;
    const onramp = c.req.query('onramp');
    if (onramp) return c.json({ data: [], next: null });

    const currencies: CurrencyLookup = createCurrencyLookup(
      config.chains,
      tokenImageUrlFor(c, config),
    );
    const known = (transfer: { chainId: string; tokenAddress: string | null }) =>
      currencies(transfer.chainId, transfer.tokenAddress) !== undefined;
    const page = await readHistoryPage({
      repository,
      address,
      chainId,
      ...(before && { before }),
      shown: (transfers) => transfers.some(known),
    });
    const prices = await pricesOf(context, chainId, currencies, page.transactions.flat());
    const data = page.transactions.flatMap((transfers) => {
      const transaction = toHistoryTransaction(transfers, address, currencies, () => prices);
      return transaction ? [transaction] : [];
    });
    return c.json({ data, next: page.next ? encodeHistoryCursor(page.next) : null });
  });

  app.get('/v1/identity/:address', async (c) => {
    const address = readEvmAddress(c.req.param('address'));
    readEip155ChainIdFormat(c.req.query('chainId'));
    const sender = c.req.query('sender');
    if (sender) readEvmAddress(sender);
    return c.json(identityOf(await repository.findNamesByAddress(address)));
  });

  return app;
}

/** The dollar prices of the currencies these transfers moved on the chain. */
async function pricesOf(
  { providers }: ServerContext,
  chainId: string,
  currencies: CurrencyLookup,
  transfers: readonly { chainId: string; tokenAddress: string | null }[],
): Promise<PriceTexts> {
  const keys = new Set<`0x${string}` | null>();
  for (const transfer of transfers) {
    const currency = currencies(transfer.chainId, transfer.tokenAddress);
    if (currency) keys.add(currency.priceKey);
  }
  if (keys.size === 0) return new Map();
  const prices = await providers.prices.getPricesUsd(chainId, [...keys]);
  const texts = new Map<string | null, string>();
  for (const [key, price] of prices) {
    const text = priceText(price);
    if (text !== undefined) texts.set(key, text);
  }
  return texts;
}
