import { resolveServerConfig } from '../config';
import { FALLBACK_SWAP_SPENDER } from './fallbackSwaps';
import { PLACEHOLDER_QUOTE_ID } from './fallbackOnramp';
import { createDefaultProviders } from './providers';

const config = resolveServerConfig({
  chains: [
    {
      caipNetworkId: 'eip155:1',
      name: 'Ethereum',
      rpcUrl: 'http://127.0.0.1:9',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18, priceUsd: 3000 },
      tokens: [],
    },
  ],
});

describe('the default providers are the spec fallbacks, built from the configuration', () => {
  const providers = createDefaultProviders(config);

  it('prices: the configured prices', async () => {
    expect((await providers.prices.getPricesUsd('eip155:1', [null])).get(null)).toBe(3000);
  });

  it('swaps: the configured currencies, no quote, the fallback spender', async () => {
    expect((await providers.swaps.listTokens('eip155:1')).map((token) => token.symbol)).toEqual([
      'ETH',
    ]);
    expect(providers.swaps.getSpender('eip155:1')).toBe(FALLBACK_SWAP_SPENDER);
  });

  it('on-ramp: the placeholder quote', async () => {
    const quote = await providers.onramp.getQuote({
      purchaseCurrencyId: 'ETH',
      paymentCurrencyId: 'USD',
      amount: '10',
      network: 'ethereum',
    });
    expect(quote.quoteId).toBe(PLACEHOLDER_QUOTE_ID);
  });
});
