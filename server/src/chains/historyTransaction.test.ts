import fc from 'fast-check';
import { parseTransactionPage } from '../../../core/src/services/history';
import type { TransferRecord } from '../storage/repository';
import { createCurrencyLookup } from './currencyLookup';
import { testChainConfig } from './__fixtures__/testChains';
import {
  directionOf,
  operationTypeOf,
  toHistoryTransaction,
  type PriceTexts,
} from './historyTransaction';

const ACCOUNT = '0x1111111111111111111111111111111111111111';
const OTHER = '0x2222222222222222222222222222222222222222';
const ZERO = '0x0000000000000000000000000000000000000000';
const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const CHAIN = 'eip155:31337';
const HASH = `0x${'ab'.repeat(32)}`;

const config = testChainConfig(
  { chainId: 31337, url: 'http://127.0.0.1:1', wsUrl: '', port: 1, stop: async () => {} },
  TOKEN,
);
const currencies = createCurrencyLookup([config], (symbol) => `https://icons.test/${symbol}`);
const noPrices = (): PriceTexts => new Map();

const transfer = (overrides: Partial<TransferRecord> = {}): TransferRecord => ({
  chainId: CHAIN,
  blockNumber: 10,
  transactionIndex: 2,
  logIndex: -1,
  transactionHash: HASH,
  minedAt: 1_714_564_800,
  from: ACCOUNT,
  to: OTHER,
  tokenAddress: null,
  value: '1500000000000000000',
  status: 'confirmed',
  ...overrides,
});

describe('toHistoryTransaction', () => {
  it('answers a native send as the client reads it', () => {
    const entry = toHistoryTransaction([transfer()], ACCOUNT.toUpperCase(), currencies, noPrices);
    expect(entry).toEqual({
      id: HASH,
      metadata: {
        minedAt: '2024-05-01T12:00:00.000Z',
        chain: CHAIN,
        operationType: 'send',
        status: 'confirmed',
        sentFrom: '0x1111111111111111111111111111111111111111',
        sentTo: '0x2222222222222222222222222222222222222222',
        hash: HASH,
      },
      transfers: [
        {
          fungible_info: { name: 'Ether', symbol: 'ETH', icon: { url: 'https://icons.test/ETH' } },
          direction: 'out',
          quantity: { numeric: '1.5' },
        },
      ],
    });
    expect(parseTransactionPage({ data: [entry] }).data).toEqual([entry]);
  });

  it('groups the native transfer and token logs of one transaction; the native one names the parties', () => {
    const entry = toHistoryTransaction(
      [
        transfer({
          logIndex: 1,
          from: OTHER,
          to: ACCOUNT,
          tokenAddress: TOKEN.toLowerCase(),
          value: '2000000000000000000',
        }),
        transfer({ logIndex: -1, from: ACCOUNT, to: '0x3333333333333333333333333333333333333333' }),
      ],
      ACCOUNT,
      currencies,
      () => new Map([[TOKEN, '1.5']]),
    );
    expect(entry?.metadata.operationType).toBe('trade');
    expect(entry?.metadata.sentTo).toBe('0x3333333333333333333333333333333333333333');
    expect(entry?.transfers).toEqual([
      {
        fungible_info: {
          name: 'Portico Test Token',
          symbol: 'PTT',
          icon: { url: 'https://icons.test/PTT' },
        },
        direction: 'in',
        quantity: { numeric: '2' },
        price: '1.5',
        value: '3',
      },
      expect.objectContaining({ direction: 'out', quantity: { numeric: '1.5' } }),
    ]);
  });

  it('is failed when the native transfer reverted, and names no receiver for a contract creation', () => {
    const entry = toHistoryTransaction(
      [transfer({ status: 'failed', to: null })],
      ACCOUNT,
      currencies,
      noPrices,
    );
    expect(entry?.metadata).toMatchObject({ status: 'failed', sentTo: '' });
  });

  it('leaves out transfers of unknown tokens, and is nothing when only those remain', () => {
    const spam = transfer({ logIndex: 0, from: OTHER, to: ACCOUNT, tokenAddress: OTHER });
    expect(toHistoryTransaction([spam], ACCOUNT, currencies, noPrices)).toBeUndefined();
    const entry = toHistoryTransaction([spam, transfer()], ACCOUNT, currencies, noPrices);
    expect(entry?.transfers).toHaveLength(1);
  });

  it('is read whole by the client for any transfers of a known currency', () => {
    const address = fc.constantFrom(ACCOUNT, OTHER, ZERO);
    const record = fc.record({
      logIndex: fc.integer({ min: -1, max: 500 }),
      from: address,
      to: fc.oneof(address, fc.constant(null)),
      tokenAddress: fc.constantFrom(null, TOKEN.toLowerCase()),
      value: fc.bigInt({ min: 0n, max: 2n ** 256n - 1n }).map(String),
      status: fc.constantFrom('confirmed' as const, 'failed' as const),
      minedAt: fc.integer({ min: 0, max: 4_000_000_000 }),
    });
    fc.assert(
      fc.property(fc.array(record, { minLength: 1, maxLength: 5 }), (records) => {
        const entry = toHistoryTransaction(
          records.map((r) => transfer(r)),
          ACCOUNT,
          currencies,
          () => new Map([[null, '3000']]),
        );
        // The client reads everything but the dollar figures (it prices on its own).
        const read = {
          ...entry,
          transfers: entry?.transfers.map(({ price: _p, value: _v, ...rest }) => rest),
        };
        expect(parseTransactionPage({ data: [entry] }).data).toEqual([read]);
      }),
    );
  });
});

describe('directionOf and operationTypeOf', () => {
  it('tell in, out and self from the account', () => {
    expect(directionOf(transfer({ from: ACCOUNT, to: OTHER }), ACCOUNT)).toBe('out');
    expect(directionOf(transfer({ from: OTHER, to: ACCOUNT }), ACCOUNT)).toBe('in');
    expect(directionOf(transfer({ from: ACCOUNT, to: ACCOUNT }), ACCOUNT)).toBe('self');
  });

  it('name sends, receives, trades, mints and burns', () => {
    const type = (...records: TransferRecord[]) =>
      operationTypeOf(
        records,
        records.map((r) => directionOf(r, ACCOUNT)),
      );
    expect(type(transfer())).toBe('send');
    expect(type(transfer({ from: OTHER, to: ACCOUNT }))).toBe('receive');
    expect(type(transfer(), transfer({ from: OTHER, to: ACCOUNT }))).toBe('trade');
    expect(type(transfer({ from: ZERO, to: ACCOUNT }))).toBe('mint');
    expect(type(transfer({ to: ZERO }))).toBe('burn');
    expect(type(transfer({ to: ACCOUNT }))).toBe('send');
  });
});
