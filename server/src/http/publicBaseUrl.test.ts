import { Hono } from 'hono';
import { loadServerConfig, resolveServerConfig, type ServerConfigInput } from '../config';
import { publicBaseUrl } from './publicBaseUrl';

async function baseUrlFor(
  headers: Record<string, string>,
  config: ServerConfigInput = {},
  requestUrl = 'http://127.0.0.1:8787/where',
): Promise<string> {
  const resolved = resolveServerConfig(config);
  const app = new Hono();
  app.get('/where', (c) => c.text(publicBaseUrl(c, resolved)));
  const response = await app.request(requestUrl, { headers });
  return response.text();
}

const trusted: ServerConfigInput = { trustForwardedHeaders: true };

const PROXY = {
  'x-forwarded-proto': 'http',
  'x-forwarded-host': '127.0.0.1:5173',
  'x-forwarded-prefix': '/api',
};

describe('publicBaseUrl', () => {
  it("is the request's origin unless forwarded headers are trusted", async () => {
    expect(await baseUrlFor(PROXY)).toBe('http://127.0.0.1:8787');
    expect(await baseUrlFor({}, trusted)).toBe('http://127.0.0.1:8787');
  });

  it("is the proxy's address and prefix when they are trusted and its host is allowed", async () => {
    expect(await baseUrlFor(PROXY, trusted)).toBe('http://127.0.0.1:5173/api');
    expect(
      await baseUrlFor(
        { 'x-forwarded-host': 'portico.example, inner', 'x-forwarded-proto': 'https' },
        { ...trusted, allowedHosts: ['portico.example'] },
      ),
    ).toBe('https://portico.example');
    expect(await baseUrlFor({ 'x-forwarded-host': '[::1]:8080' }, trusted)).toBe(
      'http://[::1]:8080',
    );
  });

  it('ignores malformed headers instead of echoing them', async () => {
    const hostile = {
      'x-forwarded-host': 'evil.example/"><script>',
      'x-forwarded-proto': 'javascript',
      'x-forwarded-prefix': '/api/../"x',
    };
    expect(await baseUrlFor(hostile, trusted)).toBe('http://127.0.0.1:8787');
    expect(await baseUrlFor({ ...PROXY, 'x-forwarded-proto': 'javascript' }, trusted)).toBe(
      'http://127.0.0.1:5173/api',
    );
  });

  it('never writes back a Host that is not allowed: the listen address instead', async () => {
    const config = { host: '127.0.0.1', port: 8787 };
    expect(await baseUrlFor({}, config, 'http://evil.example/where')).toBe('http://127.0.0.1:8787');
    expect(await baseUrlFor({}, config, 'http://evil.example:8787/where')).toBe(
      'http://127.0.0.1:8787',
    );
    // A trusted proxy's forwarded host is held to the same list (its prefix still applies).
    expect(
      await baseUrlFor({ ...PROXY, 'x-forwarded-host': 'evil.example' }, { ...config, ...trusted }),
    ).toBe('http://127.0.0.1:8787/api');
  });

  it('takes the loopback names, the listen address and allowedHosts, with any port', async () => {
    const config = { host: '10.0.0.5', allowedHosts: ['Portico.Example'] };
    for (const origin of [
      'http://localhost:3000',
      'http://127.0.0.1:9',
      'http://[::1]:8787',
      'http://10.0.0.5:8787',
      'http://portico.example:8443',
    ]) {
      expect(await baseUrlFor({}, config, `${origin}/where`)).toBe(origin);
    }
  });

  it('is publicUrl when set, whatever the request says', async () => {
    const config = { publicUrl: 'https://api.portico.example/data/', ...trusted };
    expect(await baseUrlFor(PROXY, config, 'http://evil.example/where')).toBe(
      'https://api.portico.example/data',
    );
  });
});

describe('the configuration', () => {
  it('reads publicUrl from PORTICO_PUBLIC_URL, and refuses one that is not http(s)', () => {
    expect(
      loadServerConfig(undefined, { PORTICO_PUBLIC_URL: 'https://api.example' }).publicUrl,
    ).toBe('https://api.example');
    expect(() => loadServerConfig(undefined, { PORTICO_PUBLIC_URL: 'ftp://api.example' })).toThrow(
      'publicUrl (PORTICO_PUBLIC_URL) must be an absolute http(s) URL, not ftp://api.example',
    );
  });

  it('refuses an allowedHosts entry with a port, a path or a scheme', () => {
    for (const host of ['a.example:80', 'a.example/x', 'http://a.example', '', '[::1']) {
      expect(() => resolveServerConfig({ allowedHosts: [host] })).toThrow(
        `allowedHosts must list host names like portico.example or [::1], not ${host}`,
      );
    }
  });
});
