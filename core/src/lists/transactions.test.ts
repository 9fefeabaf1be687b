import fc from 'fast-check';
import { PorticoError } from '../errors/errors';
import { MESSAGES } from '../errors/messages';
import {
  filterTransactions,
  formatRelativeTime,
  groupTransactionsByMonth,
  type Transaction,
  type TransactionTransfer,
} from './transactions';

const MAINNET = 'eip155:1';

const fungible: TransactionTransfer = {
  direction: 'out',
  fungible_info: { name: 'USD Coin', symbol: 'USDC', icon: { url: 'https://icons.example/usdc' } },
  quantity: { numeric: '12.5' },
};
const spamNft: TransactionTransfer = {
  direction: 'in',
  nft_info: { name: 'Free claim', flags: { is_spam: true } },
  quantity: { numeric: '1' },
};
const realNft: TransactionTransfer = {
  direction: 'in',
  nft_info: {
    name: 'Punk #1',
    content: { preview: { url: 'https://nft.example/1' } },
    flags: { is_spam: false },
  },
  quantity: { numeric: '1' },
};

function transaction(
  id: string,
  options: { minedAt?: string; chain?: string; transfers?: TransactionTransfer[] } = {},
): Transaction {
  return {
    id,
    metadata: {
      minedAt: options.minedAt ?? '2024-05-01T12:00:00Z',
      chain: options.chain ?? MAINNET,
      operationType: 'send',
      status: 'confirmed',
      sentFrom: '0x1111111111111111111111111111111111111111',
      sentTo: '0x2222222222222222222222222222222222222222',
      hash: `0x${id.padStart(64, '0')}`,
    },
    transfers: options.transfers ?? [fungible],
  };
}

const ids = (list: readonly Transaction[]) => list.map((t) => t.id);

describe('filterTransactions', () => {
  it('transactions whose transfers are all spam NFTs are dropped', () => {
    const list = [
      transaction('1', { transfers: [spamNft] }),
      transaction('2', { transfers: [spamNft, spamNft] }),
      transaction('3'),
    ];
    expect(ids(filterTransactions(list, MAINNET))).toEqual(['3']);
  });

  it('a transaction with at least one transfer that is not a spam NFT is kept', () => {
    const list = [
      transaction('1', { transfers: [spamNft, fungible] }),
      transaction('2', { transfers: [spamNft, realNft] }),
      transaction('3', { transfers: [realNft] }),
    ];
    expect(ids(filterTransactions(list, MAINNET))).toEqual(['1', '2', '3']);
  });

  it('a transaction with zero transfers is kept', () => {
    expect(ids(filterTransactions([transaction('1', { transfers: [] })], MAINNET))).toEqual(['1']);
  });

  it('transactions are shown only for the connected chain', () => {
    const list = [
      transaction('1', { chain: MAINNET }),
      transaction('2', { chain: 'eip155:137' }),
      transaction('3', { chain: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' }),
      transaction('4', { chain: MAINNET }),
    ];
    expect(ids(filterTransactions(list, MAINNET))).toEqual(['1', '4']);
    expect(ids(filterTransactions(list, 'eip155:137'))).toEqual(['2']);
    expect(filterTransactions(list, 'eip155:10')).toEqual([]);
  });

  it('keeps a transaction exactly when it is on the connected chain and not all-spam', () => {
    const transfers = fc.array(fc.constantFrom(fungible, spamNft, realNft), { maxLength: 4 });
    const chains = fc.constantFrom(MAINNET, 'eip155:137');
    fc.assert(
      fc.property(fc.array(fc.tuple(chains, transfers), { maxLength: 8 }), (specs) => {
        const list = specs.map(([chain, t], i) => transaction(String(i), { chain, transfers: t }));
        const kept = new Set(filterTransactions(list, MAINNET));
        return list.every((t) => {
          const spamCount = t.transfers.filter((x) => x === spamNft).length;
          const allSpam = t.transfers.length > 0 && spamCount === t.transfers.length;
          return kept.has(t) === (t.metadata.chain === MAINNET && !allSpam);
        });
      }),
      { numRuns: 1_000 },
    );
  });
});

describe('groupTransactionsByMonth', () => {
  it('groups by year and month, newest month first and newest transaction first', () => {
    const list = [
      transaction('mar-early', { minedAt: '2024-03-02T08:00:00Z' }),
      transaction('may', { minedAt: '2024-05-20T10:00:00Z' }),
      transaction('mar-late', { minedAt: '2024-03-28T08:00:00Z' }),
      transaction('dec-2023', { minedAt: '2023-12-31T23:59:59Z' }),
    ];
    const groups = groupTransactionsByMonth(list);
    expect(groups.map(({ year, month, transactions }) => [year, month, ids(transactions)])).toEqual(
      [
        [2024, 4, ['may']],
        [2024, 2, ['mar-late', 'mar-early']],
        [2023, 11, ['dec-2023']],
      ],
    );
  });

  it('the same month of different years forms different groups', () => {
    const list = [
      transaction('2023', { minedAt: '2023-06-10T00:00:00Z' }),
      transaction('2024', { minedAt: '2024-06-10T00:00:00Z' }),
    ];
    expect(groupTransactionsByMonth(list).map((g) => [g.year, g.month])).toEqual([
      [2024, 5],
      [2023, 5],
    ]);
  });

  it('the month is the UTC month of minedAt, whatever offset it is written with', () => {
    // 00:30 on 1 February at +01:00 is 23:30 on 31 January in UTC.
    const groups = groupTransactionsByMonth([
      transaction('1', { minedAt: '2024-02-01T00:30:00+01:00' }),
    ]);
    expect(groups.map((g) => [g.year, g.month])).toEqual([[2024, 0]]);
  });

  it('transactions mined at the same time keep their input order', () => {
    const minedAt = '2024-05-01T12:00:00Z';
    const list = [transaction('a', { minedAt }), transaction('b', { minedAt })];
    expect(ids(groupTransactionsByMonth(list)[0]?.transactions ?? [])).toEqual(['a', 'b']);
  });

  it.each(['yesterday', '', '2024-05-01', '2024-05-01T12:00:00', '2024-02-30T00:00:00Z'])(
    'a transaction whose minedAt is %p (not an ISO timestamp with a zone) is left out',
    (minedAt) => {
      const list = [transaction('bad', { minedAt }), transaction('good')];
      const groups = groupTransactionsByMonth(list);
      expect(groups.flatMap((g) => ids(g.transactions))).toEqual(['good']);
    },
  );

  it('an empty list gives no groups', () => {
    expect(groupTransactionsByMonth([])).toEqual([]);
  });

  it('places every transaction once, in its UTC month, groups and members newest first', () => {
    const time = fc.integer({ min: Date.UTC(2015, 0, 1), max: Date.UTC(2035, 0, 1) });
    fc.assert(
      fc.property(fc.array(time, { maxLength: 30 }), (times) => {
        const list = times.map((t, i) =>
          transaction(String(i), { minedAt: new Date(t).toISOString() }),
        );
        const groups = groupTransactionsByMonth(list);
        const placed = groups.flatMap((g) => g.transactions);
        const timeOf = (t: Transaction) => Date.parse(t.metadata.minedAt);
        const monthKey = (g: { year: number; month: number }) => g.year * 12 + g.month;
        return (
          placed.length === list.length &&
          new Set(placed).size === list.length &&
          groups.every((g, i) => i === 0 || monthKey(groups[i - 1]!) > monthKey(g)) &&
          groups.every((g) =>
            g.transactions.every((t, i) => {
              const date = new Date(timeOf(t));
              const previous = g.transactions[i - 1];
              return (
                date.getUTCFullYear() === g.year &&
                date.getUTCMonth() === g.month &&
                (previous === undefined || timeOf(previous) >= timeOf(t))
              );
            }),
          )
        );
      }),
      { numRuns: 1_000 },
    );
  });
});

describe('formatRelativeTime', () => {
  const minedAt = '2024-01-15T12:00:00Z';
  const at = (iso: string) => Date.parse(iso);

  it.each([
    ['2024-01-15T12:00:00Z', 'now'],
    ['2024-01-15T12:00:59.999Z', 'now'],
    ['2024-01-15T12:01:00Z', '1m'],
    ['2024-01-15T12:05:30Z', '5m'],
    ['2024-01-15T12:59:59Z', '59m'],
    ['2024-01-15T13:00:00Z', '1h'],
    ['2024-01-15T15:10:00Z', '3h'],
    ['2024-01-16T11:59:59Z', '23h'],
    ['2024-01-16T12:00:00Z', '1d'],
    ['2024-01-17T13:00:00Z', '2d'],
    ['2024-02-15T11:59:59Z', '30d'],
    ['2024-02-15T12:00:00Z', '1mo'],
    ['2024-05-20T00:00:00Z', '4mo'],
    ['2025-01-15T11:59:59Z', '11mo'],
    ['2025-01-15T12:00:00Z', '1y'],
    ['2027-03-01T00:00:00Z', '3y'],
  ])('at %p a transaction mined 2024-01-15T12:00Z shows %p', (now, shown) => {
    expect(formatRelativeTime(minedAt, at(now))).toBe(shown);
  });

  it('counts whole calendar months: 31 January to 29 February is still days', () => {
    expect(formatRelativeTime('2024-01-31T00:00:00Z', at('2024-02-29T00:00:00Z'))).toBe('29d');
    expect(formatRelativeTime('2024-01-31T00:00:00Z', at('2024-03-01T00:00:00Z'))).toBe('1mo');
  });

  it('a time ahead of now (clock skew) shows as "now"', () => {
    expect(formatRelativeTime('2024-01-15T12:10:00Z', at(minedAt))).toBe('now');
  });

  it('reads the offset of the timestamp', () => {
    expect(formatRelativeTime('2024-01-15T13:00:00+01:00', at('2024-01-15T15:00:00Z'))).toBe('3h');
  });

  it.each(['not a date', '2024-01-15', '2024-01-15T12:00:00'])(
    'a minedAt of %p throws INVALID_TIMESTAMP',
    (iso) => {
      expect(() => formatRelativeTime(iso, at(minedAt))).toThrow(
        expect.objectContaining({
          code: 'INVALID_TIMESTAMP',
          message: MESSAGES.invalidTimestamp(iso),
        }),
      );
    },
  );

  it('a now that is not a finite number throws INVALID_TIMESTAMP', () => {
    expect(() => formatRelativeTime(minedAt, Number.NaN)).toThrow(PorticoError);
  });

  it('uses only the short units and never goes back to a smaller age as time passes', () => {
    const SHAPE = /^(?:now|[1-9][0-9]*(?:m|h|d|mo|y))$/;
    const UNITS = ['now', 'm', 'h', 'd', 'mo', 'y'];
    const rank = (shown: string): [number, number] => {
      if (shown === 'now') return [0, 0];
      const [, count = '', unit = ''] = /^([0-9]+)([a-z]+)$/.exec(shown) ?? [];
      return [UNITS.indexOf(unit), Number(count)];
    };
    const instant = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2040, 0, 1) });
    fc.assert(
      fc.property(instant, instant, instant, (then, a, b) => {
        const iso = new Date(then).toISOString();
        const earlier = formatRelativeTime(iso, Math.min(a, b));
        const later = formatRelativeTime(iso, Math.max(a, b));
        const [unitA, countA] = rank(earlier);
        const [unitB, countB] = rank(later);
        return (
          SHAPE.test(earlier) &&
          SHAPE.test(later) &&
          (unitA < unitB || (unitA === unitB && countA <= countB))
        );
      }),
      { numRuns: 10_000 },
    );
  });
});
