import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { findFreePort } from '@portico/testing';
import { judgeEsploraRequest, proxyEsploraRequest } from './esploraProxy';

const ADDRESS = 'bcrt1qtp7fhly84qm6q4hhzmp0nh5frtdugmyszllqc7';
const TXID = 'a'.repeat(64);

describe('what the page may ask the demo Bitcoin node through /bitcoin/api', () => {
  it('allows the reads and the broadcast the Bitcoin adapter makes', () => {
    const allowed: [string, string][] = [
      ['GET', `/address/${ADDRESS}`],
      ['GET', `/address/${ADDRESS}/utxo`],
      ['GET', `/address/${ADDRESS}/txs`],
      ['GET', '/address/mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn'],
      ['GET', `/tx/${TXID}`],
      ['GET', `/tx/${TXID.toUpperCase()}/hex`],
      ['GET', `/tx/${TXID}/status`],
      ['POST', '/tx'],
      ['GET', '/fee-estimates'],
      ['GET', '/blocks/tip/height'],
    ];
    for (const [method, path] of allowed) {
      expect([method, path, judgeEsploraRequest(method, path)]).toEqual([
        method,
        path,
        { allowed: true },
      ]);
    }
  });

  it('refuses every other path with a 404 that says so', () => {
    const refused = [
      '/',
      '',
      '/mine',
      '/blocks/tip/hash',
      '/block/0',
      `/tx/${TXID}/merkle-proof`,
      `/tx/${TXID.slice(1)}/status`,
      `/address/${ADDRESS}/utxo/extra`,
      '/address/short',
      '/address/..%2F..%2Fmine',
      '/address/../mine',
      `/address/${ADDRESS}%2Futxo`,
      '/tx/',
      '/fee-estimates/',
      '/FEE-ESTIMATES',
    ];
    for (const path of refused) {
      expect([path, judgeEsploraRequest('GET', path)]).toEqual([
        path,
        {
          allowed: false,
          status: 404,
          message: `${path} is not available through the demo's Bitcoin proxy`,
        },
      ]);
    }
  });

  it('refuses another method on an allowed path with a 405 and the allowed one', () => {
    expect(judgeEsploraRequest('POST', `/address/${ADDRESS}`)).toEqual({
      allowed: false,
      status: 405,
      message: 'Method not allowed',
      allow: 'GET',
    });
    expect(judgeEsploraRequest('GET', '/tx')).toMatchObject({ status: 405, allow: 'POST' });
    for (const method of ['PUT', 'DELETE', 'HEAD', 'OPTIONS', 'PATCH']) {
      expect(judgeEsploraRequest(method, '/fee-estimates')).toMatchObject({ status: 405 });
    }
  });
});

describe('proxyEsploraRequest', () => {
  let server: Server;
  let nodeUrl: string;
  const url = () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  beforeAll(async () => {
    // Nothing listens on this port: the node is down.
    nodeUrl = `http://127.0.0.1:${await findFreePort()}`;
    server = createServer((request, response) => {
      void proxyEsploraRequest(request, response, nodeUrl, request.url ?? '/');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('answers 502 with a clear text when the node does not answer', async () => {
    const response = await fetch(`${url()}/fee-estimates`);
    expect(response.status).toBe(502);
    expect(await response.text()).toBe('The demo Bitcoin node did not answer');
  });

  it('refuses a POST /tx body that is not hex before asking the node', async () => {
    const response = await fetch(`${url()}/tx`, { method: 'POST', body: 'not hex' });
    expect(response.status).toBe(400);
    expect(await response.text()).toBe('The body is not a raw transaction in hex');
  });
});
