import { ANVIL_ACCOUNTS, startAnvil, type AnvilInstance } from '@portico/testing';
import type { Hono } from 'hono';
import { createPublicClient, http } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { parseSupportedChains } from '../../../core/src/services/networkSupport';
import { parseGasPrice } from '../../../core/src/services/swapShapes';
import { openTestRepository } from '../__fixtures__/testRepository';
import type { Repository } from '../storage/repository';
import { createRouteTestContext, serveRoutes } from './__fixtures__/routeTestContext';
import {
  startTestChains,
  testChainConfig,
  waitForReceipt,
  type TestChains,
} from './__fixtures__/testChains';
import { chainRoutes } from './chainRoutes';

// Real nodes and a real database: generous time for a loaded machine.
jest.setTimeout(30_000);

let chains: TestChains;
let dead: AnvilInstance;
let repository: Repository & { close(): Promise<void> };
let app: Hono;
beforeAll(async () => {
  [chains, repository, dead] = await Promise.all([
    startTestChains(),
    openTestRepository(),
    startAnvil({ chainId: 31339 }),
  ]);
  await dead.stop();
  const context = createRouteTestContext(repository, {
    chains: [chains.a.config, chains.b.config, testChainConfig(dead, chains.a.token)],
  });
  app = serveRoutes(context, chainRoutes);
}, 60_000);
afterAll(async () => {
  await repository?.close();
  await chains?.stop();
});

const rpc = (chainId: string, body: unknown, path = '/v1') =>
  app.request(`${path}?chainId=${encodeURIComponent(chainId)}&projectId=p1`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

async function expectError(response: Response | Promise<Response>, status: number, text: string) {
  const answer = await response;
  expect(answer.status).toBe(status);
  const body = (await answer.json()) as { reasons: { description: string }[] };
  expect(body.reasons[0]?.description).toBe(text);
}

describe('GET /v1/supported-chains', () => {
  it('lists the configured chains for http and none for ws, as the client reads them', async () => {
    const response = await app.request('/v1/supported-chains');
    const json: unknown = await response.json();
    expect(json).toEqual({
      http: ['eip155:31337', 'eip155:31338', 'eip155:31339'],
      ws: [],
      swaps: [],
    });
    expect(parseSupportedChains(json)).toEqual(json);
  });
});

describe('GET /v1/convert/gas-price', () => {
  it("answers the node's gas price in the three tiers the client reads", async () => {
    const response = await app.request('/v1/convert/gas-price?chainId=eip155:31338');
    expect(response.status).toBe(200);
    const gas = parseGasPrice(await response.json());
    expect(gas).toBeDefined();
    const viaRpc = (await (
      await rpc('eip155:31338', { jsonrpc: '2.0', id: 1, method: 'eth_gasPrice' })
    ).json()) as { result: string };
    expect(BigInt(gas!.standard)).toBe(BigInt(viaRpc.result));
    expect(BigInt(gas!.instant)).toBeGreaterThan(BigInt(gas!.standard));
  });

  it('answers 400 for a missing or unknown chain, 502 when the node is down', async () => {
    await expectError(
      app.request('/v1/convert/gas-price'),
      400,
      'The query parameter chainId is required',
    );
    await expectError(
      app.request('/v1/convert/gas-price?chainId=eip155:1'),
      400,
      'Unknown chain: eip155:1',
    );
    await expectError(
      app.request('/v1/convert/gas-price?chainId=31337'),
      400,
      'Unknown chain: 31337',
    );
    await expectError(
      app.request('/v1/convert/gas-price?chainId=eip155:31339'),
      502,
      'The RPC node of eip155:31339 did not answer',
    );
  });
});

describe('POST /v1?chainId= (chain RPC)', () => {
  it("forwards an allowed read to the chain's node and answers what the node answers", async () => {
    for (const path of ['/v1', '/v1/']) {
      const response = await rpc(
        'eip155:31338',
        { jsonrpc: '2.0', id: 'a', method: 'eth_chainId', params: [] },
        path,
      );
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ jsonrpc: '2.0', id: 'a', result: '0x7a6a' });
    }
    const balance = await rpc('eip155:31337', {
      jsonrpc: '2.0',
      id: 2,
      method: 'eth_getBalance',
      params: [privateKeyToAccount(generatePrivateKey()).address, 'latest'],
    });
    expect(await balance.json()).toEqual({ jsonrpc: '2.0', id: 2, result: '0x0' });
  });

  it('broadcasts a signed raw transaction', async () => {
    const account = privateKeyToAccount(ANVIL_ACCOUNTS[3]!.privateKey);
    const nonce = (await (
      await rpc('eip155:31338', {
        jsonrpc: '2.0',
        id: 1,
        method: 'eth_getTransactionCount',
        params: [account.address, 'pending'],
      })
    ).json()) as { result: `0x${string}` };
    const signed = await account.signTransaction({
      chainId: 31338,
      to: privateKeyToAccount(generatePrivateKey()).address,
      value: 1n,
      gas: 21_000n,
      maxFeePerGas: 10n ** 10n,
      maxPriorityFeePerGas: 1n,
      nonce: Number(nonce.result),
    });
    const sent = (await (
      await rpc('eip155:31338', {
        jsonrpc: '2.0',
        id: 3,
        method: 'eth_sendRawTransaction',
        params: [signed],
      })
    ).json()) as { result?: string };
    expect(sent.result).toMatch(/^0x[0-9a-f]{64}$/);
    const receipt = await waitForReceipt(chains.b.node.url, sent.result as `0x${string}`);
    expect(receipt.status).toBe('success');
  });

  it('answers JSON-RPC error -32601 for a method that is not forwarded, and never runs it', async () => {
    const target = privateKeyToAccount(generatePrivateKey()).address;
    const before = (await (
      await rpc('eip155:31338', { jsonrpc: '2.0', id: 1, method: 'eth_blockNumber' })
    ).json()) as { result: string };
    const calls: [string, unknown[]][] = [
      ['anvil_setBalance', [target, '0xde0b6b3a7640000']],
      ['anvil_mine', []],
      ['evm_mine', []],
      ['eth_sendTransaction', [{ from: ANVIL_ACCOUNTS[0]!.address, to: target, value: '0x1' }]],
      ['personal_sign', ['0x00', ANVIL_ACCOUNTS[0]!.address]],
    ];
    for (const [method, params] of calls) {
      const response = await rpc('eip155:31338', { jsonrpc: '2.0', id: 9, method, params });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        jsonrpc: '2.0',
        id: 9,
        error: { code: -32601, message: `Method not allowed on this RPC endpoint: ${method}` },
      });
    }
    const after = (await (
      await rpc('eip155:31338', { jsonrpc: '2.0', id: 1, method: 'eth_blockNumber' })
    ).json()) as { result: string };
    expect(after.result).toBe(before.result);
    const balance = (await (
      await rpc('eip155:31338', {
        jsonrpc: '2.0',
        id: 2,
        method: 'eth_getBalance',
        params: [target, 'latest'],
      })
    ).json()) as { result: string };
    expect(balance.result).toBe('0x0');
  });

  it('answers 400 for a body that is not one JSON-RPC 2.0 request', async () => {
    const notRpc =
      'The body must be one JSON-RPC 2.0 request: { "jsonrpc": "2.0", "id", "method", "params" }';
    await expectError(rpc('eip155:31338', 'nonsense'), 400, 'The request body must be JSON');
    await expectError(
      rpc('eip155:31338', [{ jsonrpc: '2.0', id: 1, method: 'eth_chainId' }]),
      400,
      'The request body must be JSON',
    );
    await expectError(rpc('eip155:31338', { id: 1, method: 'eth_chainId' }), 400, notRpc);
    await expectError(rpc('eip155:31338', { jsonrpc: '2.0', method: 'eth_chainId' }), 400, notRpc);
    await expectError(
      rpc('eip155:31338', { jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: 'x' }),
      400,
      notRpc,
    );
  });

  it('answers 400 for an unknown chain, 502 when the node is down', async () => {
    const body = { jsonrpc: '2.0', id: 1, method: 'eth_chainId' };
    await expectError(rpc('eip155:5', body), 400, 'Unknown chain: eip155:5');
    await expectError(
      app.request('/v1', { method: 'POST', body: JSON.stringify(body) }),
      400,
      'The query parameter chainId is required',
    );
    await expectError(
      rpc('eip155:31339', body),
      502,
      'The RPC node of eip155:31339 did not answer',
    );
  });
});

describe('POST /v1, hostile requests', () => {
  let limited: Hono;
  beforeAll(() => {
    const context = createRouteTestContext(repository, {
      chains: [chains.a.config, chains.b.config],
      rpcProxy: { maxLogsBlockRange: 5, maxResponseBytes: 2048 },
    });
    limited = serveRoutes(context, chainRoutes);
  });
  const send = (app: Hono, chainId: string, body: unknown) =>
    app.request(`/v1?chainId=${chainId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const getLogs = (filter: unknown) =>
    send(limited, 'eip155:31338', {
      jsonrpc: '2.0',
      id: 1,
      method: 'eth_getLogs',
      params: [filter],
    });

  it('answers 400, not 502, for deeply nested params', async () => {
    const nested = (depth: number) =>
      `{"jsonrpc":"2.0","id":1,"method":"eth_call","params":${'['.repeat(depth)}${']'.repeat(depth)}}`;
    await expectError(
      send(app, 'eip155:31337', nested(20)),
      400,
      'The JSON-RPC params nest deeper than 16 levels',
    );
    // Deep enough to overflow JSON.stringify (a 502 before): whichever reader refuses it first.
    expect((await send(app, 'eip155:31337', nested(20_000))).status).toBe(400);
  });

  it('refuses an eth_getLogs over more blocks than rpcProxy.maxLogsBlockRange, with tags resolved', async () => {
    // Enough blocks on the chain for 'earliest' to 'latest' to pass the cap.
    await fetch(chains.b.node.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'anvil_mine', params: ['0xa'] }),
    });
    const tooMany = (blocks: number) =>
      `eth_getLogs spans ${blocks} blocks; this server answers at most 5 blocks per request: split the range`;
    await expectError(getLogs({ fromBlock: '0x0', toBlock: '0x9' }), 400, tooMany(10));
    const head = Number(
      await createPublicClient({ transport: http(chains.b.node.url) }).getBlockNumber(),
    );
    await expectError(getLogs({ fromBlock: 'earliest' }), 400, tooMany(head + 1));
    await expectError(getLogs({ fromBlock: '0x1', toBlock: 'finalized' }), 400, tooMany(head));

    for (const filter of [
      { fromBlock: '0x0', toBlock: '0x4' },
      { fromBlock: 'latest' },
      { fromBlock: `0x${(head - 4).toString(16)}`, toBlock: 'latest' },
      {},
    ]) {
      const response = await getLogs(filter);
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({
        jsonrpc: '2.0',
        id: 1,
        result: expect.any(Array),
      });
    }
  });

  it('forwards an eth_getLogs by blockHash whatever the chain length', async () => {
    const block = (await (
      await send(limited, 'eip155:31338', {
        jsonrpc: '2.0',
        id: 1,
        method: 'eth_getBlockByNumber',
        params: ['0x1', false],
      })
    ).json()) as { result: { hash: string } };
    const response = await getLogs({ blockHash: block.result.hash, fromBlock: undefined });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ result: expect.any(Array) });
  });

  it('answers 400 for an eth_getLogs without one filter object, or with a block that is neither a number nor a tag', async () => {
    const filterText =
      'eth_getLogs takes one filter object: [{ "fromBlock", "toBlock", "address", "topics" }] or [{ "blockHash", ... }]';
    for (const params of [[], [{}, {}], ['0x1'], { fromBlock: '0x1' }]) {
      await expectError(
        send(limited, 'eip155:31338', { jsonrpc: '2.0', id: 1, method: 'eth_getLogs', params }),
        400,
        filterText,
      );
    }
    await expectError(
      getLogs({ fromBlock: 12 }),
      400,
      'Invalid eth_getLogs fromBlock: 12 is not a block number or a tag (earliest, latest, safe, finalized, pending)',
    );
    await expectError(
      getLogs({ toBlock: 'newest' }),
      400,
      'Invalid eth_getLogs toBlock: "newest" is not a block number or a tag (earliest, latest, safe, finalized, pending)',
    );
  });

  it('answers 502 for a node answer over rpcProxy.maxResponseBytes, and relays smaller ones', async () => {
    // Block 1 holds the test token's deployment: several KB of bytecode.
    const big = { jsonrpc: '2.0', id: 1, method: 'eth_getBlockByNumber', params: ['0x1', true] };
    await expectError(
      send(limited, 'eip155:31338', big),
      502,
      'The RPC node of eip155:31338 answered more than 2048 bytes: ask for less',
    );
    expect((await send(app, 'eip155:31338', big)).status).toBe(200);
    const small = await send(limited, 'eip155:31338', {
      jsonrpc: '2.0',
      id: 1,
      method: 'eth_chainId',
    });
    expect(await small.json()).toEqual({ jsonrpc: '2.0', id: 1, result: '0x7a6a' });
  });
});
