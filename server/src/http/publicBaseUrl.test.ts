import { Hono } from 'hono';
import { publicBaseUrl } from './publicBaseUrl';

async function baseUrlFor(headers: Record<string, string>, trust: boolean): Promise<string> {
  const app = new Hono();
  app.get('/where', (c) => c.text(publicBaseUrl(c, trust)));
  const response = await app.request('http://127.0.0.1:8787/where', { headers });
  return response.text();
}

const PROXY = {
  'x-forwarded-proto': 'http',
  'x-forwarded-host': '127.0.0.1:5173',
  'x-forwarded-prefix': '/api',
};

describe('publicBaseUrl', () => {
  it("is the request's origin unless forwarded headers are trusted", async () => {
    expect(await baseUrlFor(PROXY, false)).toBe('http://127.0.0.1:8787');
    expect(await baseUrlFor({}, true)).toBe('http://127.0.0.1:8787');
  });

  it("is the proxy's address and prefix when they are trusted", async () => {
    expect(await baseUrlFor(PROXY, true)).toBe('http://127.0.0.1:5173/api');
    expect(
      await baseUrlFor(
        { 'x-forwarded-host': 'portico.example, inner', 'x-forwarded-proto': 'https' },
        true,
      ),
    ).toBe('https://portico.example');
    expect(await baseUrlFor({ 'x-forwarded-host': '[::1]:8080' }, true)).toBe('http://[::1]:8080');
  });

  it('ignores malformed headers instead of echoing them', async () => {
    const hostile = {
      'x-forwarded-host': 'evil.example/"><script>',
      'x-forwarded-proto': 'javascript',
      'x-forwarded-prefix': '/api/../"x',
    };
    expect(await baseUrlFor(hostile, true)).toBe('http://127.0.0.1:8787');
    expect(await baseUrlFor({ ...PROXY, 'x-forwarded-proto': 'javascript' }, true)).toBe(
      'http://127.0.0.1:5173/api',
    );
  });
});
