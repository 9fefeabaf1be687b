import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { proxyApiRequest } from './apiProxy';

/** Listens on 127.0.0.1 and gives the server's base URL. */
function listen(server: Server): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );
}

const close = (server: Server) => new Promise((resolve) => server.close(resolve));

let seen: IncomingHttpHeaders | undefined;
// The Portico server's stand-in: it answers with the headers it was sent.
const target = createServer((request, response) => {
  seen = request.headers;
  response.setHeader('content-type', 'application/json');
  response.end('{}');
});
let proxy: Server;
let pageUrl: string;

beforeAll(async () => {
  const serverUrl = await listen(target);
  proxy = createServer((request, response) => {
    const pathAndQuery = (request.url ?? '/').replace(/^\/api/, '');
    void proxyApiRequest(
      request,
      response,
      { serverUrl, publicUrl: 'http://127.0.0.1:5173/api' },
      pathAndQuery,
    );
  });
  pageUrl = await listen(proxy);
});
afterAll(async () => {
  await close(proxy);
  await close(target);
});

describe('the /api proxy', () => {
  it("passes the page's Origin and project id on, so the server's project allowlist applies", async () => {
    const response = await fetch(`${pageUrl}/api/v1/onramp/options?projectId=demo`, {
      headers: { origin: 'http://127.0.0.1:5173', 'x-project-id': 'demo' },
    });
    expect(response.status).toBe(200);
    expect(seen?.origin).toBe('http://127.0.0.1:5173');
    expect(seen?.['x-project-id']).toBe('demo');
    expect(seen?.['x-forwarded-prefix']).toBe('/api');
  });

  it("passes the sign-in session's bearer token on (serverSessions reads its session with it)", async () => {
    await fetch(`${pageUrl}/api/v1/siwx/sessions?chainId=eip155:31337&address=0xabc`, {
      headers: { authorization: 'Bearer token-1' },
    });
    expect(seen?.authorization).toBe('Bearer token-1');
  });

  it('passes on no other request header (no cookie reaches the server)', async () => {
    await fetch(`${pageUrl}/api/getWallets`, { headers: { cookie: 'session=1' } });
    expect(seen?.cookie).toBeUndefined();
  });
});
