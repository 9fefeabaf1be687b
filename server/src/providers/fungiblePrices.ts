/**
 * POST /v1/fungible/price: dollar prices of CAIP-10 tokens from the price provider, with the
 * names, symbols and icons of the configured currencies. Token prices are not a swap route:
 * any configured chain answers. A token the server does not know, on a chain it does not
 * serve, or without a price, is left out (spec 8: "Unsupported networks return empty
 * results"); a malformed body is a 400.
 */
import type { ServerContext } from '../context';
import { InvalidRequestError } from '../errors';
import { SERVER_MESSAGES } from '../messages';
import { findConfiguredCurrency } from './configuredTokens';
import { isNativeToken, readEip155Account, type Eip155Account } from './eip155Account';

/** The most tokens one request may price. */
export const MAX_PRICED_TOKENS = 100;

export interface FungiblePriceAnswer {
  readonly name: string;
  readonly symbol: string;
  /** An http(s) URL, or ''. */
  readonly iconUrl: string;
  /** Dollars per whole token. */
  readonly price: number;
}

/** The body's currency ('usd') and CAIP-10 addresses, or 400. */
export function readPriceRequest(body: Readonly<Record<string, unknown>>): Eip155Account[] {
  const currency = body.currency;
  if (
    currency !== undefined &&
    (typeof currency !== 'string' || currency.toLowerCase() !== 'usd')
  ) {
    throw new InvalidRequestError(SERVER_MESSAGES.unsupportedPriceCurrency(String(currency)));
  }
  const addresses = body.addresses;
  if (!Array.isArray(addresses)) {
    throw new InvalidRequestError(SERVER_MESSAGES.missingField('addresses'));
  }
  if (addresses.length > MAX_PRICED_TOKENS) {
    throw new InvalidRequestError(
      SERVER_MESSAGES.invalidField('addresses', SERVER_MESSAGES.tooManyItems(MAX_PRICED_TOKENS)),
    );
  }
  return addresses.map((address) => readEip155Account(address, 'addresses'));
}

/** The priced tokens, in the order asked; each token once. */
export async function priceFungibles(
  context: ServerContext,
  tokens: readonly Eip155Account[],
): Promise<FungiblePriceAnswer[]> {
  const byChain = new Map<string, (`0x${string}` | null)[]>();
  for (const token of tokens) {
    const list = byChain.get(token.caipNetworkId) ?? [];
    list.push(isNativeToken(token.address) ? null : token.address);
    byChain.set(token.caipNetworkId, list);
  }
  const prices = new Map<string, number>();
  await Promise.all(
    [...byChain].map(async ([caipNetworkId, addresses]) => {
      if (!context.chains.get(caipNetworkId)) return;
      const found = await context.providers.prices.getPricesUsd(caipNetworkId, addresses);
      for (const [address, price] of found) {
        if (Number.isFinite(price) && price >= 0)
          prices.set(priceKey(caipNetworkId, address), price);
      }
    }),
  );
  const answered = new Set<string>();
  const answers: FungiblePriceAnswer[] = [];
  for (const token of tokens) {
    const address = isNativeToken(token.address) ? null : token.address;
    const key = priceKey(token.caipNetworkId, address);
    const price = prices.get(key);
    const chain = context.chains.get(token.caipNetworkId);
    const currency = chain && findConfiguredCurrency(chain.config, address);
    if (answered.has(key) || price === undefined || !currency) continue;
    answered.add(key);
    answers.push({
      name: currency.name,
      symbol: currency.symbol,
      iconUrl: currency.iconUrl ?? '',
      price,
    });
  }
  return answers;
}

function priceKey(caipNetworkId: string, address: string | null): string {
  return `${caipNetworkId}:${address?.toLowerCase() ?? 'native'}`;
}
