/**
 * Sign in with the wallet on a real Portico server (startServer, HTTP on 127.0.0.1) over a local
 * anvil chain, with real EOA signatures: the four routes of @portico/siwx-server as the server
 * mounts them, its allow-list defaults and its error shape.
 */
import { generateKeyPairSync, sign } from 'node:crypto';
import { formatSolanaSignInMessage } from '@portico/core/siwx';
import { createMemoryStore, type SiwxStore } from '@portico/siwx-server';
import { startAnvil, type AnvilInstance } from '@portico/testing';
import { base58 } from '@scure/base';
import { createSiweMessage } from 'viem/siwe';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { resolveServerConfig, type ServerConfigInput } from '../config';
import { ConfigError } from '../errors';
import { startServer, type RunningServer } from '../server';
import { testDatabase } from '../__fixtures__/testDatabase';
import { siwxAllowedOrigins } from './siwxRoutes';

const PAGE = 'https://app.example.com';
const account = privateKeyToAccount(generatePrivateKey());
let node: AnvilInstance;
let server: RunningServer;

beforeAll(async () => {
  node = await startAnvil({ chainId: 31337 });
  server = await startServer({
    config: {
      port: 0,
      database: await testDatabase(),
      indexer: { enabled: false },
      chains: [
        {
          caipNetworkId: 'eip155:31337',
          name: 'Portico Local',
          rpcUrl: node.url,
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          tokens: [],
        },
      ],
      // Sign-in reads only the chain's id (no node is asked for an ed25519 signature).
      solanaChains: [
        {
          caipNetworkId: 'solana:localnet',
          name: 'Solana Local',
          rpcUrl: 'http://127.0.0.1:1',
          tokens: [],
        },
      ],
      // The page and the server share an origin (the server at <page>/api, like the demo's).
      publicUrl: `${PAGE}/api`,
    },
    log: () => undefined,
  });
}, 60_000);
afterAll(async () => {
  await server?.close();
  await node?.stop();
});

async function signedMessage(overrides: { domain?: string; chainId?: number } = {}) {
  const answer = await fetch(`${server.url}/v1/siwx/nonce`, { method: 'POST' });
  expect(answer.status).toBe(200);
  const { nonce } = (await answer.json()) as { nonce: string };
  const message = createSiweMessage({
    address: account.address,
    chainId: overrides.chainId ?? 31337,
    domain: overrides.domain ?? 'app.example.com',
    uri: PAGE,
    version: '1',
    nonce,
    issuedAt: new Date(),
    statement: 'Sign in to Example',
  });
  return { message, signature: await account.signMessage({ message }) };
}

const post = (body: unknown) =>
  fetch(`${server.url}/v1/siwx/sessions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('the Portico server signs in with the wallet', () => {
  it('issues a nonce, opens a session (Secure cookie: the public URL is https), reads it and signs out', async () => {
    const signed = await signedMessage();
    const created = await post(signed);
    expect(created.status).toBe(201);
    const { session } = (await created.json()) as { session: { token: string; expiresAt: string } };
    expect(session).toMatchObject({ chainId: 'eip155:31337', address: account.address });
    expect(created.headers.get('set-cookie')).toBe(
      `portico_siwx=${session.token}; HttpOnly; SameSite=Lax; Path=/; Max-Age=86400; Secure`,
    );
    expect(created.headers.get('cache-control')).toBe('no-store');

    const auth = { authorization: `Bearer ${session.token}` };
    const query = `chainId=eip155:31337&address=${account.address}`;
    const read = await fetch(`${server.url}/v1/siwx/sessions?${query}`, { headers: auth });
    expect(await read.json()).toEqual({
      sessions: [
        {
          chainId: 'eip155:31337',
          address: account.address,
          expiresAt: session.expiresAt,
          ...signed,
        },
      ],
    });
    const ended = await fetch(`${server.url}/v1/siwx/sessions?${query}`, {
      method: 'DELETE',
      headers: auth,
    });
    expect(ended.status).toBe(204);
    const after = await fetch(`${server.url}/v1/siwx/sessions?${query}`, { headers: auth });
    expect(await after.json()).toEqual({ sessions: [] });
  });

  it("refuses with the server's error shape: another domain 403, a chain it does not serve 403, a replay 409", async () => {
    const first = await signedMessage();
    expect((await post(first)).status).toBe(201);
    const cases: [unknown, number, string][] = [
      [
        await signedMessage({ domain: 'evil.example' }),
        403,
        'The message is for the domain "evil.example"',
      ],
      [
        await signedMessage({ chainId: 1 }),
        403,
        'The chain eip155:1 is not one this server signs in on (eip155:31337, solana:localnet)',
      ],
      [first, 409, 'This signed message was used already to sign in: sign a new one'],
    ];
    for (const [body, status, reason] of cases) {
      const response = await post(body);
      const answer = (await response.json()) as { message: string };
      expect(response.status).toBe(status);
      expect(answer).toEqual({
        status,
        message: expect.stringContaining(reason),
        reasons: [{ description: answer.message }],
      });
    }
  });

  it('signs a Solana account in (Sign-In With Solana, ed25519)', async () => {
    const { publicKey, privateKey } = generateKeyPairSync('ed25519');
    const address = base58.encode(Buffer.from(publicKey.export({ format: 'jwk' }).x!, 'base64url'));
    const { nonce } = (await (
      await fetch(`${server.url}/v1/siwx/nonce`, { method: 'POST' })
    ).json()) as {
      nonce: string;
    };
    const message = formatSolanaSignInMessage({
      accountAddress: address,
      chainId: 'solana:localnet',
      domain: 'app.example.com',
      uri: PAGE,
      version: '1',
      nonce,
      issuedAt: new Date().toISOString(),
    });
    const signature = base58.encode(sign(null, Buffer.from(message), privateKey));
    const created = await post({ message, signature });
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({
      session: { chainId: 'solana:localnet', address },
    });
  });

  it('reads bodies like every route: 415 for text/plain', async () => {
    const response = await fetch(`${server.url}/v1/siwx/sessions`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: '{}',
    });
    expect(response.status).toBe(415);
  });

  it('lets a page sign out cross-origin: a preflight allows DELETE with an Authorization header', async () => {
    const response = await fetch(`${server.url}/v1/siwx/sessions`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://other.example',
        'access-control-request-method': 'DELETE',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-methods')).toContain('DELETE');
    expect(response.headers.get('access-control-allow-headers')).toContain('authorization');
  });
});

describe('startServer({ siwxStore })', () => {
  it('keeps nonces and sessions in the store it is given', async () => {
    const memory = createMemoryStore();
    const issued: string[] = [];
    const store: SiwxStore = {
      ...memory,
      async addNonce(record) {
        issued.push(record.nonce);
        await memory.addNonce(record);
      },
    };
    const own = await startServer({
      config: { port: 0, database: await testDatabase(), indexer: { enabled: false } },
      siwxStore: store,
      log: () => undefined,
    });
    try {
      const answer = await fetch(`${own.url}/v1/siwx/nonce`, { method: 'POST' });
      const { nonce } = (await answer.json()) as { nonce: string };
      expect(issued).toEqual([nonce]);
    } finally {
      await own.close();
    }
  }, 60_000);
});

describe('siwx.allowedOrigins', () => {
  const origins = (input: ServerConfigInput) => siwxAllowedOrigins(resolveServerConfig(input));

  it("defaults to the CORS list, the projects' origins and the server's own origin", () => {
    expect(
      origins({
        cors: { origins: ['https://a.example'] },
        projects: { p: { allowedOrigins: ['https://b.example:8443'] } },
        publicUrl: 'https://api.example.com/data',
      }),
    ).toEqual(['https://a.example', 'https://b.example:8443', 'https://api.example.com']);
    expect(origins({ host: '127.0.0.1', port: 8787 })).toEqual(['http://127.0.0.1:8787']);
  });

  it('is the configured list when set', () => {
    expect(
      origins({
        siwx: { allowedOrigins: ['https://app.example.com/'] },
        cors: { origins: ['https://a.example'] },
      }),
    ).toEqual(['https://app.example.com']);
  });

  it('stops the server at start for an origin with a path, or not http(s)', () => {
    for (const bad of ['https://app.example.com/login', 'ftp://x.example', 'app.example.com']) {
      expect(() => resolveServerConfig({ siwx: { allowedOrigins: [bad] } })).toThrow(ConfigError);
    }
    expect(() => resolveServerConfig({ siwx: { sessionLifetimeSeconds: 0 } })).toThrow(ConfigError);
  });
});
