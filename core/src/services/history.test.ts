import fc from 'fast-check';

import { filterTransactions, groupTransactionsByMonth } from '../lists/transactions';
import {
  EVM_ADDRESS,
  routeRequests,
  serveSupportedChains,
  SOLANA_MAINNET,
  testDataApiContext,
  UNLISTED_SWAP_NETWORK,
} from './__fixtures__/dataApi';
import { startStandInService, type StandInService } from './__fixtures__/standInService';
import { createHistoryApi, EMPTY_TRANSACTION_PAGE, parseTransactionPage } from './history';
import { HttpStatusError, TransactionsFetchError } from '../errors/errors';

let service: StandInService;
beforeEach(async () => {
  service = await startStandInService();
  serveSupportedChains(service);
});
afterEach(() => service.close());

const historyPath = `/v1/account/${EVM_ADDRESS}/history`;

const transaction = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  metadata: {
    minedAt: '2024-05-01T12:00:00Z',
    chain: 'eip155:1',
    operationType: 'send',
    status: 'confirmed',
    sentFrom: EVM_ADDRESS,
    sentTo: '0x0000000000000000000000000000000000000002',
    hash: `0x${'ab'.repeat(32)}`,
  },
  transfers: [
    {
      direction: 'out',
      fungible_info: { name: 'Ether', symbol: 'ETH', icon: { url: 'https://x/eth.png' } },
      quantity: { numeric: '0.5' },
    },
  ],
  ...extra,
});

describe('GET /v1/account/{address}/history', () => {
  it('sends cursor, onramp and chainId with the project id, and reads data and next', async () => {
    service.route(`GET ${historyPath}`, { json: { data: [transaction('t1')], next: 'c2' } });
    const { context } = testDataApiContext(service, { projectId: 'p1' });
    const page = await createHistoryApi(context).getHistory({
      address: EVM_ADDRESS,
      caipNetworkId: 'eip155:1',
      cursor: 'c1',
      onramp: 'coinbase',
    });
    expect(page).toEqual({ data: [transaction('t1')], next: 'c2' });
    expect(routeRequests(service).map((r) => [r.method, r.path, r.query])).toEqual([
      [
        'GET',
        historyPath,
        { cursor: 'c1', onramp: 'coinbase', chainId: 'eip155:1', projectId: 'p1' },
      ],
    ]);
  });

  it('the first page has no cursor parameter; the last page has next null', async () => {
    service.route(`GET ${historyPath}`, { json: { data: [], next: null } });
    const { context } = testDataApiContext(service);
    await expect(
      createHistoryApi(context).getHistory({ address: EVM_ADDRESS, caipNetworkId: 'eip155:1' }),
    ).resolves.toEqual({ data: [], next: null });
    expect(routeRequests(service)[0]?.query).toEqual({ chainId: 'eip155:1' });
  });

  it('spec 9, activity on eip155: a solana network gives an empty page without any request', async () => {
    const { context } = testDataApiContext(service);
    await expect(
      createHistoryApi(context).getHistory({ address: EVM_ADDRESS, caipNetworkId: SOLANA_MAINNET }),
    ).resolves.toEqual(EMPTY_TRANSACTION_PAGE);
    expect(service.requests).toEqual([]);
  });

  it('spec 8: a network the service does not list gives an empty page, no history request', async () => {
    const { context } = testDataApiContext(service);
    await expect(
      createHistoryApi(context).getHistory({
        address: EVM_ADDRESS,
        caipNetworkId: UNLISTED_SWAP_NETWORK,
      }),
    ).resolves.toEqual(EMPTY_TRANSACTION_PAGE);
    expect(routeRequests(service)).toEqual([]);
  });

  it("spec 8: a failure throws 'Failed to fetch transactions', carrying the cause", async () => {
    service.route(`GET ${historyPath}`, { status: 500, json: {} });
    const { context } = testDataApiContext(service);
    const failure = createHistoryApi(context).getHistory({
      address: EVM_ADDRESS,
      caipNetworkId: 'eip155:1',
    });
    await expect(failure).rejects.toThrow('Failed to fetch transactions');
    await expect(failure).rejects.toBeInstanceOf(TransactionsFetchError);
    const error = (await failure.catch((e: unknown) => e)) as TransactionsFetchError;
    expect(error.cause).toBeInstanceOf(HttpStatusError);
    expect((error.cause as HttpStatusError).status).toBe(500);
  });

  it("a failed supported-chains lookup is also 'Failed to fetch transactions'", async () => {
    service.route('GET /v1/supported-chains', { status: 502, raw: 'bad gateway' });
    const { context } = testDataApiContext(service);
    await expect(
      createHistoryApi(context).getHistory({ address: EVM_ADDRESS, caipNetworkId: 'eip155:1' }),
    ).rejects.toBeInstanceOf(TransactionsFetchError);
  });

  it('an aborted request rejects with the abort, not with the toast text', async () => {
    service.route(`GET ${historyPath}`, { json: { data: [] }, delayMs: 2_000 });
    const { context } = testDataApiContext(service);
    const controller = new AbortController();
    const pending = createHistoryApi(context).getHistory({
      address: EVM_ADDRESS,
      caipNetworkId: 'eip155:1',
      signal: controller.signal,
    });
    setTimeout(() => controller.abort(), 30);
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('reading the history answer (untrusted)', () => {
  it('drops transactions without an id or metadata, and transfers without a quantity', () => {
    const page = parseTransactionPage({
      data: [
        transaction('ok'),
        { id: 'no-metadata' },
        { metadata: transaction('x').metadata },
        transaction('bad-transfers', {
          transfers: [{ quantity: { numeric: '-1' } }, 'x', { quantity: { numeric: '2' } }],
        }),
      ],
      next: 42,
    });
    expect(page.data.map((t) => t.id)).toEqual(['ok', 'bad-transfers']);
    expect(page.data[1]?.transfers).toEqual([{ quantity: { numeric: '2' } }]);
    expect(page.next).toBeNull();
  });

  it('an NFT transfer without spam flags is not spam; icons that are not http(s) are dropped', () => {
    const page = parseTransactionPage({
      data: [
        transaction('nft', {
          transfers: [
            {
              nft_info: { name: 'Punk', content: { preview: { url: 'javascript:x' } } },
              fungible_info: { symbol: 'ETH', icon: { url: 'data:x' } },
              quantity: { numeric: 1 },
            },
          ],
        }),
      ],
    });
    expect(page.data[0]?.transfers[0]).toEqual({
      nft_info: { name: 'Punk', flags: { is_spam: false } },
      fungible_info: { symbol: 'ETH' },
      quantity: { numeric: '1' },
    });
  });

  it('property: any JSON answer reads as a page the list rules can use, never throws', () => {
    const anyTransfer = fc.record(
      {
        direction: fc.oneof(fc.string(), fc.jsonValue()),
        fungible_info: fc.oneof(
          fc.jsonValue(),
          fc.record({ symbol: fc.jsonValue(), icon: fc.jsonValue() }),
        ),
        nft_info: fc.oneof(
          fc.jsonValue(),
          fc.record({ flags: fc.jsonValue(), name: fc.jsonValue() }),
        ),
        quantity: fc.oneof(fc.jsonValue(), fc.record({ numeric: fc.jsonValue() })),
      },
      { requiredKeys: [] },
    );
    const anyTransaction = fc.record(
      {
        id: fc.jsonValue(),
        metadata: fc.oneof(
          fc.jsonValue(),
          fc.record({
            minedAt: fc.oneof(
              fc.string(),
              fc.date().map((d) => (Number.isNaN(d.getTime()) ? 'x' : d.toISOString())),
            ),
            chain: fc.constantFrom('eip155:1', 'eip155:10', 'x'),
            operationType: fc.string(),
            status: fc.string(),
            sentFrom: fc.string(),
            sentTo: fc.string(),
          }),
        ),
        transfers: fc.oneof(fc.jsonValue(), fc.array(anyTransfer)),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(
        fc.oneof(
          fc.jsonValue(),
          fc.record({ data: fc.array(anyTransaction), next: fc.jsonValue() }),
        ),
        (json) => {
          const page = parseTransactionPage(json);
          expect(page.next === null || typeof page.next === 'string').toBe(true);
          for (const tx of page.data) {
            expect(typeof tx.id).toBe('string');
            expect(typeof tx.metadata.minedAt).toBe('string');
            for (const transfer of tx.transfers) {
              expect(transfer.quantity.numeric).toMatch(/^[0-9]+(\.[0-9]+)?$/);
            }
          }
          groupTransactionsByMonth(filterTransactions(page.data, 'eip155:1'));
        },
      ),
      { numRuns: 1_000 },
    );
  });
});
