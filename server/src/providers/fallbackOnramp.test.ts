import {
  FALLBACK_ONRAMP_OPTIONS,
  parseOnrampOptions,
  parseOnrampQuote,
  placeholderQuote as clientPlaceholderQuote,
} from '../../../core/src/services/onramp';
import type { ChainConfig } from '../config';
import { createFallbackOnramp, ONRAMP_UNAVAILABLE_PATH } from './fallbackOnramp';

const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const ethereum: ChainConfig = {
  caipNetworkId: 'eip155:1',
  name: 'Ethereum',
  rpcUrl: 'http://127.0.0.1:1',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  tokens: [{ address: TOKEN, symbol: 'PTT', name: 'Portico Test Token', decimals: 18 }],
};
const local: ChainConfig = {
  caipNetworkId: 'eip155:31337',
  name: 'Portico Local',
  rpcUrl: 'http://127.0.0.1:2',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  tokens: [],
};

describe('the fallback on-ramp (spec 8)', () => {
  const onramp = createFallbackOnramp([ethereum, local]);

  it("offers the spec's fallback payment currencies: USD and EUR, card 10.00-7500.00, bank 10.00-25000.00", async () => {
    const options = parseOnrampOptions(await onramp.getOptions());
    expect(options?.paymentCurrencies).toEqual(FALLBACK_ONRAMP_OPTIONS.paymentCurrencies);
  });

  it("offers the configured chains' native currencies and tokens, one currency per symbol", async () => {
    const options = parseOnrampOptions(await onramp.getOptions());
    expect(options?.purchaseCurrencies).toEqual([
      {
        id: 'ETH',
        name: 'Ether',
        symbol: 'ETH',
        networks: [
          { name: 'ethereum', display_name: 'Ethereum', chain_id: '1', contract_address: '' },
          {
            name: 'portico-local',
            display_name: 'Portico Local',
            chain_id: '31337',
            contract_address: '',
          },
        ],
      },
      {
        id: 'PTT',
        name: 'Portico Test Token',
        symbol: 'PTT',
        networks: [
          {
            name: 'ethereum',
            display_name: 'Ethereum',
            chain_id: '1',
            contract_address: TOKEN,
          },
        ],
      },
    ]);
  });

  it('with no chain configured, offers no purchase currency', async () => {
    const options = await createFallbackOnramp([]).getOptions();
    expect(options.purchaseCurrencies).toEqual([]);
  });

  it("quotes the client's placeholder quote: every amount is the amount asked, 1:1", async () => {
    const quote = await onramp.getQuote({
      purchaseCurrencyId: 'ETH',
      paymentCurrencyId: 'EUR',
      amount: '25.50',
      network: 'ethereum',
    });
    expect(parseOnrampQuote(quote)).toEqual(clientPlaceholderQuote('25.50', 'EUR'));
  });

  it("the buy URL is this server's unavailable page with the request's parameters on its query", async () => {
    const url = new URL(
      await onramp.createBuyUrl({
        serverUrl: 'http://127.0.0.1:8787',
        destinationAddresses: ['0xabc', 'So1ana&x=1'],
        defaultNetwork: 'ethereum',
        partnerUserId: 'user 1',
        presetFiatAmount: '50',
      }),
    );
    expect(`${url.origin}${url.pathname}`).toBe(`http://127.0.0.1:8787${ONRAMP_UNAVAILABLE_PATH}`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      addresses: '0xabc,So1ana&x=1',
      network: 'ethereum',
      partnerUserId: 'user 1',
      fiatAmount: '50',
    });
  });
});
