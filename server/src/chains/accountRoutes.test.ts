import { deployErc20, startAnvil, type AnvilInstance } from '@portico/testing';
import type { Hono } from 'hono';
import { parseUnits } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { parseBalances, totalValueUsd } from '../../../core/src/services/balances';
import { parseTransactionPage } from '../../../core/src/services/history';
import { openTestRepository } from '../__fixtures__/testRepository';
import type { ServerContext } from '../context';
import type { Repository } from '../storage/repository';
import { createRouteTestContext, serveRoutes } from './__fixtures__/routeTestContext';
import {
  sendNative,
  sendToken,
  startTestChains,
  testChainConfig,
  TOKEN_DEPLOYER,
  type TestChains,
} from './__fixtures__/testChains';
import { accountRoutes } from './accountRoutes';
import { encodeHistoryCursor } from './historyCursor';
import { createHistoryIndexer, type HistoryIndexer } from './historyIndexer';

// Real nodes and a real database: generous time for a loaded machine.
jest.setTimeout(30_000);

const A = 'eip155:31337';
const B = 'eip155:31338';

let chains: TestChains;
let dead: AnvilInstance;
let repository: Repository & { close(): Promise<void> };
let context: ServerContext;
let app: Hono;
let indexer: HistoryIndexer;
beforeAll(async () => {
  [chains, repository, dead] = await Promise.all([
    startTestChains(),
    openTestRepository(),
    startAnvil({ chainId: 31339 }),
  ]);
  await dead.stop();
  context = createRouteTestContext(repository, {
    chains: [
      chains.a.config,
      // Chain B has no configured prices: its balances carry no dollar value.
      testChainConfig(chains.b.node, chains.b.token, false),
      testChainConfig(dead, chains.a.token),
    ],
  });
  app = serveRoutes(context, accountRoutes);
  indexer = createHistoryIndexer({
    chains: context.chains,
    repository,
    pollIntervalMs: 1000,
    log: () => undefined,
  });
}, 60_000);
afterAll(async () => {
  await indexer?.stop();
  await repository?.close();
  await chains?.stop();
});

const fresh = () => {
  const privateKey = generatePrivateKey();
  return { privateKey, address: privateKeyToAccount(privateKey).address };
};
const ether = (text: string) => parseUnits(text, 18);

async function expectError(response: Response | Promise<Response>, status: number, text: string) {
  const answer = await response;
  expect(answer.status).toBe(status);
  const body = (await answer.json()) as { reasons: { description: string }[] };
  expect(body.reasons[0]?.description).toBe(text);
}

const balances = async (address: string, query: string) => {
  const response = await app.request(`/v1/account/${address}/balance?${query}`);
  expect(response.status).toBe(200);
  const json = (await response.json()) as { balances: Record<string, unknown>[] };
  // Everything answered is read by the client as it is (a missing price reads as '0').
  expect(parseBalances(json)).toEqual(json.balances.map((entry) => ({ price: '0', ...entry })));
  return json.balances;
};

const historyPage = async (address: string, query: string) => {
  const response = await app.request(`/v1/account/${address}/history?${query}`);
  expect(response.status).toBe(200);
  const json: unknown = await response.json();
  const page = parseTransactionPage(json);
  // Everything answered is read by the client.
  expect(page.data).toHaveLength((json as { data: unknown[] }).data.length);
  return page;
};

describe('GET /v1/account/{address}/balance', () => {
  it('lists the native currency and held tokens from the node, priced, as the client reads them', async () => {
    const receiver = fresh().address;
    await sendNative(chains.a.node.url, receiver, ether('1.5'));
    await sendToken(chains.a.node.url, chains.a.token, receiver, ether('25'));

    const answer = await balances(
      receiver,
      `currency=usd&chainId=${A}&forceUpdate=${chains.a.token}`,
    );
    expect(answer).toEqual([
      {
        name: 'Ether',
        symbol: 'ETH',
        chainId: A,
        price: '3000',
        value: '4500',
        iconUrl: 'http://localhost/public/getTokenImage/ETH',
        quantity: { decimals: '18', numeric: '1.5' },
      },
      {
        name: 'Portico Test Token',
        symbol: 'PTT',
        chainId: A,
        address: `${A}:${chains.a.token}`,
        price: '1.5',
        value: '37.5',
        iconUrl: 'http://localhost/public/getTokenImage/PTT',
        quantity: { decimals: '18', numeric: '25' },
      },
    ]);
    expect(totalValueUsd(parseBalances({ balances: answer }))).toBe('4537.5');
  });

  it('lists a zero native balance and leaves out tokens the address does not hold', async () => {
    const answer = await balances(fresh().address, `currency=usd&chainId=${A}`);
    expect(
      answer.map((entry) => [entry.symbol, (entry.quantity as { numeric: string }).numeric]),
    ).toEqual([['ETH', '0']]);
  });

  it('has no price or value for a currency without a price', async () => {
    const receiver = fresh().address;
    await sendToken(chains.b.node.url, chains.b.token, receiver, ether('2'));
    const answer = await balances(receiver, `chainId=${B}`);
    expect(answer.map((entry) => entry.symbol)).toEqual(['ETH', 'PTT']);
    for (const entry of answer) {
      expect(entry).not.toHaveProperty('price');
      expect(entry).not.toHaveProperty('value');
    }
  });

  it('reads only the chain asked for', async () => {
    const receiver = fresh().address;
    await sendNative(chains.b.node.url, receiver, 5n);
    const onA = await balances(receiver, `chainId=${A}`);
    expect(onA.map((entry) => [entry.chainId, entry.quantity])).toEqual([
      [A, { decimals: '18', numeric: '0' }],
    ]);
  });

  it('answers 400 for a bad address, unknown chain or other currency; 502 when the node is down', async () => {
    const address = fresh().address;
    await expectError(
      app.request(`/v1/account/0x123/balance?chainId=${A}`),
      400,
      'Invalid address: 0x123',
    );
    await expectError(
      app.request(`/v1/account/${address}/balance?chainId=solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`),
      400,
      'Unknown chain: solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    );
    await expectError(
      app.request(`/v1/account/${address}/balance?currency=eur&chainId=${A}`),
      400,
      'Unsupported currency: eur; balances are valued in usd',
    );
    await expectError(
      app.request(`/v1/account/${address}/balance?chainId=eip155:31339`),
      502,
      'The RPC node of eip155:31339 did not answer',
    );
    // Without a chain id every chain is read: one dead node makes the answer 502 too.
    await expectError(
      app.request(`/v1/account/${address}/balance`),
      502,
      'The RPC node of eip155:31339 did not answer',
    );
  });
});

describe('GET /v1/account/{address}/history', () => {
  it('lists native and token transfers newest first, as sends and receives', async () => {
    const [other, receiver] = [fresh(), fresh()];
    const url = chains.a.node.url;
    const etherHash = await sendNative(url, receiver.address, ether('0.25'));
    const tokenHash = await sendToken(url, chains.a.token, receiver.address, ether('3'));
    // The receiver sends some ether on: a send in its history.
    const sendHash = await sendNative(url, other.address, ether('0.1'), receiver.privateKey);
    await indexer.syncOnce();

    const page = await historyPage(receiver.address, `chainId=${A}`);
    expect(page.next).toBeNull();
    expect(page.data.map((transaction) => transaction.id)).toEqual([
      sendHash,
      tokenHash,
      etherHash,
    ]);
    const [sent, token, received] = page.data;
    expect(sent?.metadata).toMatchObject({
      chain: A,
      operationType: 'send',
      status: 'confirmed',
      sentFrom: receiver.address,
      sentTo: other.address,
      hash: sendHash,
    });
    expect(sent?.transfers).toEqual([
      {
        direction: 'out',
        fungible_info: {
          name: 'Ether',
          symbol: 'ETH',
          icon: { url: 'http://localhost/public/getTokenImage/ETH' },
        },
        quantity: { numeric: '0.1' },
      },
    ]);
    expect(token?.metadata).toMatchObject({
      operationType: 'receive',
      sentFrom: TOKEN_DEPLOYER.address,
      sentTo: receiver.address,
    });
    expect(token?.transfers[0]).toMatchObject({
      direction: 'in',
      fungible_info: { symbol: 'PTT', name: 'Portico Test Token' },
      quantity: { numeric: '3' },
    });
    expect(received?.transfers[0]?.quantity.numeric).toBe('0.25');
    expect(Date.parse(received!.metadata.minedAt)).toBeGreaterThan(0);
  });

  it('gives the dollar price and value of each transfer when the price is known', async () => {
    const receiver = fresh().address;
    await sendNative(chains.a.node.url, receiver, ether('2'));
    await indexer.syncOnce();
    const response = await app.request(`/v1/account/${receiver}/history?chainId=${A}`);
    const json = (await response.json()) as { data: { transfers: unknown[] }[] };
    expect(json.data[0]?.transfers[0]).toMatchObject({ price: '3000', value: '6000' });
  });

  it('pages 20 transactions at a time, linked by next, nothing repeated or lost', async () => {
    const receiver = fresh().address;
    const hashes: string[] = [];
    for (let i = 0; i < 25; i++) hashes.push(await sendNative(chains.b.node.url, receiver, 1n));
    await indexer.syncOnce();

    const first = await historyPage(receiver, `chainId=${B}`);
    expect(first.data).toHaveLength(20);
    expect(first.next).not.toBeNull();
    const second = await historyPage(receiver, `chainId=${B}&cursor=${first.next}`);
    expect(second.data).toHaveLength(5);
    expect(second.next).toBeNull();
    expect([...first.data, ...second.data].map((t) => t.id)).toEqual([...hashes].reverse());
  });

  it('lists only the chain asked for', async () => {
    const receiver = fresh().address;
    await sendNative(chains.b.node.url, receiver, 1n);
    await indexer.syncOnce();
    expect((await historyPage(receiver, `chainId=${A}`)).data).toEqual([]);
    expect((await historyPage(receiver, `chainId=${B}`)).data).toHaveLength(1);
  });

  it('leaves out transfers of tokens the server is not configured for', async () => {
    const receiver = fresh().address;
    const unknownToken = await deployErc20(chains.a.node.url, {
      privateKey: TOKEN_DEPLOYER.privateKey,
      initialSupply: ether('100'),
      symbol: 'SPAM',
    });
    await sendToken(chains.a.node.url, unknownToken, receiver, ether('1'));
    const known = await sendToken(chains.a.node.url, chains.a.token, receiver, ether('1'));
    await indexer.syncOnce();
    const page = await historyPage(receiver, `chainId=${A}`);
    expect(page.data.map((t) => t.id)).toEqual([known]);
  });

  it('answers an empty page for an on-ramp provider (this server records no purchases)', async () => {
    const receiver = fresh().address;
    await sendNative(chains.a.node.url, receiver, 1n);
    await indexer.syncOnce();
    expect(await historyPage(receiver, `chainId=${A}&onramp=coinbase`)).toEqual({
      data: [],
      next: null,
    });
  });

  it('answers 400 for a bad address, a missing or unknown chain, or a malformed cursor', async () => {
    const address = fresh().address;
    await expectError(
      app.request(`/v1/account/not-an-address/history?chainId=${A}`),
      400,
      'Invalid address: not-an-address',
    );
    await expectError(
      app.request(`/v1/account/${address}/history`),
      400,
      'The query parameter chainId is required',
    );
    await expectError(
      app.request(`/v1/account/${address}/history?chainId=eip155:5`),
      400,
      'Unknown chain: eip155:5',
    );
    await expectError(
      app.request(`/v1/account/${address}/history?chainId=${A}&cursor=abc!`),
      400,
      'Invalid cursor: abc!',
    );
    const wellFormed = encodeHistoryCursor({ blockNumber: 1, transactionIndex: 0, logIndex: -1 });
    expect((await historyPage(address, `chainId=${A}&cursor=${wellFormed}`)).data).toEqual([]);
  });
});
