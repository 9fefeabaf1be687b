import {
  FALLBACK_ONRAMP_OPTIONS,
  parseOnrampOptions,
  parseOnrampQuote,
  placeholderQuote,
} from '../../../core/src/services/onramp';
import { readWebUrl } from '../../../core/src/services/untrustedJson';
import type { ChainConfig } from '../config';
import { ONRAMP_PAGE_CSP } from './onrampUnavailablePage';
import { onrampRoutes } from './onrampRoutes';
import { postJson, routeGroupApp, routeGroupContext } from './__fixtures__/routeGroupApp';

const SERVER = 'http://127.0.0.1:8787';
const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const ethereum: ChainConfig = {
  caipNetworkId: 'eip155:1',
  name: 'Ethereum',
  rpcUrl: 'http://127.0.0.1:1',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  tokens: [],
};
const { app, errors } = routeGroupApp(
  onrampRoutes,
  routeGroupContext({ config: { chains: [ethereum] } }),
);
afterEach(() => expect(errors).toEqual([]));

const request = (path: string, init?: RequestInit) => app.request(`${SERVER}${path}`, init);
const urlBody = {
  destinationWallets: [{ address: ADDRESS, blockchains: ['ethereum'] }],
  defaultNetwork: 'ethereum',
  partnerUserId: ADDRESS,
  defaultExperience: 'buy',
  presetFiatAmount: 50,
};
const quoteBody = {
  purchaseCurrency: { id: 'ETH', name: 'Ether', symbol: 'ETH', networks: [] },
  paymentCurrency: { id: 'USD', payment_method_limits: [] },
  amount: '100.00',
  network: 'ethereum',
};

describe('GET /v1/onramp/options', () => {
  it("answers the spec's fallback payment currencies and the configured purchase currencies", async () => {
    const response = await request('/v1/onramp/options');
    expect(response.status).toBe(200);
    const options = parseOnrampOptions(await response.json());
    expect(options?.paymentCurrencies).toEqual(FALLBACK_ONRAMP_OPTIONS.paymentCurrencies);
    expect(options?.purchaseCurrencies.map((currency) => currency.id)).toEqual(['ETH']);
  });
});

describe('POST /v1/onramp/quote', () => {
  it("answers the client's placeholder quote", async () => {
    const response = await request('/v1/onramp/quote', postJson(quoteBody));
    expect(response.status).toBe(200);
    expect(parseOnrampQuote(await response.json())).toEqual(placeholderQuote('100.00', 'USD'));
  });
});

describe('POST /v1/generators/onrampurl and the unavailable page', () => {
  it("answers an http URL of this server's unavailable page, which says so plainly", async () => {
    const response = await request('/v1/generators/onrampurl', postJson(urlBody));
    expect(response.status).toBe(200);
    const url = readWebUrl((await response.json()) as Record<string, unknown>, 'url');
    expect(url).toBeDefined();
    expect(new URL(url!).origin).toBe(SERVER);

    const page = await app.request(url!);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('content-security-policy')).toBe(ONRAMP_PAGE_CSP);
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    const html = await page.text();
    expect(html).toContain('No payment provider is configured');
    expect(html).toContain(`<dd>${ADDRESS}</dd>`);
    expect(html).toContain('<dt>Fiat amount</dt><dd>50</dd>');
    expect(html).not.toMatch(/<script/i);
  });

  it('the page escapes whatever its query holds', async () => {
    const page = await request(
      `/onramp/unavailable?${new URLSearchParams({ network: '</dd><script>alert(1)</script>' })}`,
    );
    const html = await page.text();
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain('&lt;/dd&gt;&lt;script&gt;');
  });
});

describe('bad input is a 400 with a clear message, on every on-ramp route', () => {
  it.each([
    [
      'onrampurl, no wallets',
      '/v1/generators/onrampurl',
      { ...urlBody, destinationWallets: 'x' },
      'Missing field: destinationWallets',
    ],
    [
      'onrampurl, no partnerUserId',
      '/v1/generators/onrampurl',
      { ...urlBody, partnerUserId: '' },
      'Missing field: partnerUserId',
    ],
    [
      'onrampurl, a bad amount',
      '/v1/generators/onrampurl',
      { ...urlBody, presetCryptoAmount: 'lots' },
      'Invalid presetCryptoAmount',
    ],
    [
      'quote, no payment currency',
      '/v1/onramp/quote',
      { ...quoteBody, paymentCurrency: null },
      'Missing field: paymentCurrency.id',
    ],
    ['quote, a bad amount', '/v1/onramp/quote', { ...quoteBody, amount: '-1' }, 'Invalid amount'],
    ['quote, not an object', '/v1/onramp/quote', [quoteBody], 'The request body must be JSON'],
  ])('%s', async (_what, path, body, message) => {
    const response = await request(path, postJson(body));
    expect(response.status).toBe(400);
    await expect(response.json()).resolves.toMatchObject({
      status: 400,
      message: expect.stringContaining(message),
    });
  });
});
