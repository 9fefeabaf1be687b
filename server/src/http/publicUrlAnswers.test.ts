/**
 * The server's own URLs and cache headers in its answers, through the whole app: a Host the
 * server does not know is never written back, the on-ramp page keeps a proxy's prefix, and
 * per-user JSON is not stored by shared caches.
 */
import { openEdgeTestApp, type EdgeTestApp } from './__fixtures__/edgeTestApp';

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const ONRAMP_URL_BODY = JSON.stringify({
  destinationWallets: [{ address: ADDRESS, blockchains: ['ethereum'] }],
  partnerUserId: 'user-1',
});

let edge: EdgeTestApp;
let trusting: EdgeTestApp;
beforeAll(async () => {
  edge = await openEdgeTestApp({ host: '127.0.0.1', port: 8787 });
  trusting = await openEdgeTestApp({ host: '127.0.0.1', port: 8787, trustForwardedHeaders: true });
}, 60_000);
afterAll(async () => {
  await edge?.close();
  await trusting?.close();
});

async function onrampUrl(app: EdgeTestApp, url: string, headers: Record<string, string> = {}) {
  const response = await app.app.request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: ONRAMP_URL_BODY,
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { url: string }).url;
}

describe('the on-ramp URL', () => {
  it('never names a Host the server does not know (Host: evil.example)', async () => {
    const url = await onrampUrl(edge, 'http://evil.example/v1/generators/onrampurl');
    expect(url).not.toContain('evil.example');
    expect(url.startsWith('http://127.0.0.1:8787/onramp/unavailable?')).toBe(true);
  });

  it("keeps a trusted proxy's prefix (the demo's /api)", async () => {
    const url = await onrampUrl(trusting, 'http://127.0.0.1:8787/v1/generators/onrampurl', {
      'x-forwarded-proto': 'http',
      'x-forwarded-host': '127.0.0.1:5173',
      'x-forwarded-prefix': '/api',
    });
    expect(url.startsWith('http://127.0.0.1:5173/api/onramp/unavailable?')).toBe(true);
  });
});

describe('Cache-Control', () => {
  it.each([
    ['GET', `/v1/account/${ADDRESS}/balance?currency=usd`],
    ['GET', `/v1/profile/reverse/${ADDRESS}`],
    ['GET', `/v1/sessions/eip155:1:${ADDRESS}`],
    ['GET', `/v1/identity/${ADDRESS}`],
    ['POST', '/v1/onramp/quote'],
    ['GET', '/v1/account/not-an-address/balance'],
  ])('%s %s (per user, or an error) is no-store', async (method, path) => {
    const response = await edge.app.request(path, {
      method,
      headers: { 'content-type': 'application/json' },
      ...(method === 'POST' && {
        body: JSON.stringify({
          purchaseCurrency: { id: 'ETH', name: 'Ether', networks: [] },
          paymentCurrency: { id: 'USD', payment_method_limits: [] },
          amount: '100.00',
          network: 'ethereum',
        }),
      }),
    });
    expect(response.status).toBe(path.includes('not-an-address') ? 400 : 200);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('leaves shared answers to the client, and images keep their own lifetime', async () => {
    const wallets = await edge.app.request('/getWallets');
    expect(wallets.status).toBe(200);
    expect(wallets.headers.get('cache-control')).toBeNull();
    const image = await edge.app.request('/public/getTokenImage/ETH');
    expect(image.headers.get('cache-control')).toMatch(/^public, max-age=\d+$/);
  });
});
