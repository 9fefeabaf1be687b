/**
 * The sign-in API through a real node:http server on 127.0.0.1 (createSiwxNodeHandler), with
 * real EOA signatures checked against a local anvil node: the routes, their answers and
 * cookies, and refusals as the server's error JSON.
 */
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startAnvil, type AnvilInstance } from '@portico/testing';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { siweText, testClock, TEST_DOMAIN, TEST_ORIGIN } from '../__fixtures__/siwxTestKit';
import { createSiwxServer } from '../siwxServer';
import { createSiwxNodeHandler } from './nodeHandler';

const CHAIN_ID = 31337;
const account = privateKeyToAccount(generatePrivateKey());
const clock = testClock();
let node: AnvilInstance;
let http: Server;
let base: string;

beforeAll(async () => {
  node = await startAnvil({ chainId: CHAIN_ID });
  const siwx = createSiwxServer({
    domains: [TEST_DOMAIN],
    uris: [TEST_ORIGIN],
    chains: [{ chainId: `eip155:${CHAIN_ID}`, rpcUrl: node.url }],
    now: clock.now,
  });
  const handle = createSiwxNodeHandler(siwx, {
    basePath: '/auth',
    maxBodyBytes: 4096,
    trustForwardedProto: true,
  });
  http = createServer((request, response) => {
    handle(request, response).then(
      (handled) => {
        if (!handled) response.writeHead(404).end('not mine');
      },
      () => response.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(http.address() as AddressInfo).port}/auth`;
});
afterAll(async () => {
  await new Promise((resolve) => http.close(resolve));
  await node.stop();
});

const json = (body: unknown, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

async function signedBody(overrides: Parameters<typeof siweText>[4] = {}) {
  const answer = await fetch(`${base}/v1/siwx/nonce`, { method: 'POST' });
  const { nonce } = (await answer.json()) as { nonce: string };
  const message = siweText(account.address, CHAIN_ID, nonce, clock.now(), overrides);
  return { message, signature: await account.signMessage({ message }) };
}

describe('POST /v1/siwx/nonce', () => {
  it('answers 200 { nonce, expiresAt }, no-store, with no body or a JSON object', async () => {
    for (const init of [{ method: 'POST' }, json({})]) {
      const response = await fetch(`${base}/v1/siwx/nonce`, init);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.json()).toEqual({
        nonce: expect.stringMatching(/^[A-Za-z0-9]{24}$/),
        expiresAt: new Date(clock.now() + 300_000).toISOString(),
      });
    }
  });

  it('refuses a body that is not JSON sent as application/json (415)', async () => {
    const response = await fetch(`${base}/v1/siwx/nonce`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: '{}',
    });
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({
      status: 415,
      message: 'The request body must be sent as Content-Type: application/json',
      reasons: [{ description: 'The request body must be sent as Content-Type: application/json' }],
    });
  });
});

describe('sessions', () => {
  it('signs in (201, token and HttpOnly cookie), reads by Bearer token and by cookie, signs out (204, cookie cleared)', async () => {
    const { message, signature } = await signedBody();
    const created = await fetch(`${base}/v1/siwx/sessions`, json({ message, signature }));
    expect(created.status).toBe(201);
    const { session } = (await created.json()) as { session: { token: string; expiresAt: string } };
    expect(session).toEqual({
      chainId: `eip155:${CHAIN_ID}`,
      address: account.address,
      expiresAt: new Date(clock.now() + 86_400_000).toISOString(),
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    expect(created.headers.get('set-cookie')).toBe(
      `portico_siwx=${session.token}; HttpOnly; SameSite=Lax; Path=/; Max-Age=86400`,
    );

    const query = `chainId=eip155:${CHAIN_ID}&address=${account.address}`;
    const expected = {
      sessions: [
        {
          chainId: `eip155:${CHAIN_ID}`,
          address: account.address,
          expiresAt: session.expiresAt,
          message,
          signature,
        },
      ],
    };
    const byBearer = await fetch(`${base}/v1/siwx/sessions?${query}`, {
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(byBearer.status).toBe(200);
    expect(await byBearer.json()).toEqual(expected);
    const byCookie = await fetch(`${base}/v1/siwx/sessions?${query}`, {
      headers: { cookie: `other=1; portico_siwx=${session.token}` },
    });
    expect(await byCookie.json()).toEqual(expected);
    const otherChain = await fetch(`${base}/v1/siwx/sessions?chainId=eip155:1`, {
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(await otherChain.json()).toEqual({ sessions: [] });

    const ended = await fetch(`${base}/v1/siwx/sessions?${query}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(ended.status).toBe(204);
    expect(ended.headers.get('set-cookie')).toBe(
      'portico_siwx=; HttpOnly; SameSite=Lax; Path=/; Max-Age=0',
    );
    const after = await fetch(`${base}/v1/siwx/sessions`, {
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(await after.json()).toEqual({ sessions: [] });
  });

  it('answers no sessions without a token', async () => {
    const response = await fetch(`${base}/v1/siwx/sessions`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ sessions: [] });
  });

  it('marks the cookie Secure when the client came over https (X-Forwarded-Proto from a trusted proxy)', async () => {
    const { message, signature } = await signedBody();
    const created = await fetch(
      `${base}/v1/siwx/sessions`,
      json({ message, signature }, { 'x-forwarded-proto': 'https' }),
    );
    expect(created.headers.get('set-cookie')).toMatch(
      /; HttpOnly; SameSite=Lax; Path=\/; Max-Age=86400; Secure$/,
    );
  });

  it('answers refusals as { status, message, reasons } with their 4xx status', async () => {
    const good = await signedBody();
    await fetch(`${base}/v1/siwx/sessions`, json(good));
    const wrongDomain = await signedBody({ domain: 'evil.example' });
    const cases: [unknown, number, RegExp][] = [
      [good, 409, /used already/],
      [wrongDomain, 403, /domain "evil.example"/],
      [{ ...(await signedBody()), signature: `0x${'11'.repeat(65)}` }, 401, /does not match/],
      [{ message: 'hello', signature: '0x00' }, 400, /not a sign-in message/],
      [{ message: good.message }, 400, /Missing field: signature/],
    ];
    for (const [body, status, reason] of cases) {
      const response = await fetch(`${base}/v1/siwx/sessions`, json(body));
      const answer = (await response.json()) as {
        status: number;
        message: string;
        reasons: unknown;
      };
      expect({ status: response.status, answer }).toEqual({
        status,
        answer: {
          status,
          message: expect.stringMatching(reason),
          reasons: [{ description: answer.message }],
        },
      });
    }
  });

  it('refuses a malformed Authorization header (400) and a body over the limit (413)', async () => {
    const malformed = await fetch(`${base}/v1/siwx/sessions`, {
      headers: { authorization: 'Basic abc' },
    });
    expect(malformed.status).toBe(400);
    const large = await fetch(
      `${base}/v1/siwx/sessions`,
      json({ message: 'x'.repeat(5000), signature: '0x' }),
    );
    expect(large.status).toBe(413);
  });

  it('refuses a chunked body as soon as it passes the limit, before it ends (413)', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const request = httpRequest(`${base}/v1/siwx/sessions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      });
      request.on('response', (response) => {
        resolve(response.statusCode ?? 0);
        request.destroy();
      });
      request.on('error', reject);
      // 3 KiB, then 3 KiB more (past the 4 KiB limit); the body is never ended.
      request.write(`{"message":"${'x'.repeat(3000)}`);
      setImmediate(() => request.write('y'.repeat(3000)));
    });
    expect(status).toBe(413);
  });

  it('leaves other paths and methods to the host server', async () => {
    expect((await fetch(`${base}/v1/other`)).status).toBe(404);
    expect((await fetch(`${base}/v1/siwx/nonce`)).status).toBe(404);
    expect((await fetch(base.replace('/auth', '/v1/siwx/nonce'), { method: 'POST' })).status).toBe(
      404,
    );
  });
});
