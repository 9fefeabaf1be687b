/**
 * The on-ramp routes of the data API (spec 7), answered as core's on-ramp client reads them
 * (core/src/services/onramp.ts), from the on-ramp provider (by default the spec's fallback,
 * fallbackOnramp.ts):
 *
 *   POST /v1/generators/onrampurl  { destinationWallets, defaultNetwork, partnerUserId,
 *                                    defaultExperience, presetCryptoAmount, presetFiatAmount }
 *                                  -> { url }
 *   GET  /v1/onramp/options        -> { paymentCurrencies, purchaseCurrencies }
 *   POST /v1/onramp/quote          { purchaseCurrency, paymentCurrency, amount, network }
 *                                  -> { networkFee, paymentSubtotal, paymentTotal,
 *                                       purchaseAmount, quoteId }
 *   GET  /onramp/unavailable       Portico's own: the HTML page the fallback's URL opens
 */
import { Hono } from 'hono';
import type { ServerContext } from '../context';
import { readJsonObject } from '../http/requestInput';
import { ONRAMP_UNAVAILABLE_PATH } from './fallbackOnramp';
import { readOnrampQuoteBody, readOnrampUrlBody } from './onrampInput';
import { publicBaseUrl } from '../http/publicBaseUrl';
import { ONRAMP_PAGE_HEADERS, renderOnrampUnavailablePage } from './onrampUnavailablePage';

export function onrampRoutes(context: ServerContext): Hono {
  const routes = new Hono();
  const { onramp } = context.providers;

  routes.post('/v1/generators/onrampurl', async (c) => {
    // The server's own address as the client reached it: the fallback's page is on it.
    const serverUrl = publicBaseUrl(c, context.config);
    const input = readOnrampUrlBody(await readJsonObject(c), serverUrl);
    return c.json({ url: await onramp.createBuyUrl(input) });
  });

  routes.get('/v1/onramp/options', async (c) => c.json(await onramp.getOptions()));

  routes.post('/v1/onramp/quote', async (c) => {
    const input = readOnrampQuoteBody(await readJsonObject(c));
    return c.json(await onramp.getQuote(input));
  });

  routes.get(ONRAMP_UNAVAILABLE_PATH, (c) =>
    c.body(
      renderOnrampUnavailablePage((name) => c.req.query(name)),
      200,
      ONRAMP_PAGE_HEADERS,
    ),
  );

  return routes;
}
