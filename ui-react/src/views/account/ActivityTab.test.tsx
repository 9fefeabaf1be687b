/** @jest-environment jsdom */
import { MESSAGES, nameLookupOf } from '@portico/core';
import { mainnet } from '@portico/core/networks';
import {
  startStandInService,
  type RecordedRequest,
  type StandInReply,
} from '../../../../core/src/services/__fixtures__/standInService';
import {
  EVM_ADDRESS,
  serveSupportedChains,
} from '../../../../core/src/services/__fixtures__/dataApi';
import { LABELS } from '../../ui/labels';
import { axeViolationsInJsdom } from '../__fixtures__/axeInJsdom';
import { accessibleName, byRole, click, findByRole, waitFor } from '../__fixtures__/modalDriver';
import { useModalFixture } from '../__fixtures__/modalFixture';
import { useNodeHttpFetch } from '../__fixtures__/nodeHttpFetch';
import { ActivityTab } from './ActivityTab';
import {
  RECEIVER,
  fakeTransactionTracker,
  historyTransaction,
  tracked,
} from './__fixtures__/activity';

useNodeHttpFetch();
const modal = useModalFixture();
const HISTORY = `/v1/account/${EVM_ADDRESS}/history`;
const MAINNET = 'eip155:1';

/**
 * The Activity tab of EVM_ADDRESS on mainnet, with real service clients over a stand-in data
 * API (a real local HTTP server) and `tracker`, a FAKE transaction tracker (core's own is
 * tested in core; this one lets a test change a status when it wants).
 */
async function renderActivity(
  history: StandInReply | ((request: RecordedRequest) => StandInReply),
  tracker?: ReturnType<typeof fakeTransactionTracker>,
) {
  const service = modal.closeAfter(await startStandInService());
  serveSupportedChains(service);
  service.route(`GET ${HISTORY}`, history);
  const { portico } = await modal.instance(
    { networks: [mainnet], services: { blockchainApi: service.url } },
    { namespace: 'eip155' },
  );
  const clients = await portico.services();
  await modal.render(
    portico,
    <ActivityTab
      clients={clients}
      address={EVM_ADDRESS}
      caipNetworkId={MAINNET}
      tracker={tracker}
      nameLookup={() => nameLookupOf(portico)}
    />,
  );
  return service;
}

const page = (data: unknown[], next: string | null = null): StandInReply => ({
  json: { data, next },
});
const settled = () =>
  waitFor(() => !document.querySelector('.portico-activity > [aria-busy="true"]'), 'the history');
const trackedRows = () => [
  ...document.querySelectorAll<HTMLElement>('[aria-label="Sent from this app"] > li'),
];
const historyTitles = () =>
  [
    ...document.querySelectorAll('.portico-activity ul:not([aria-label]) .portico-token__detail'),
  ].map((element) => element.textContent);
const monthHeadings = () =>
  [...document.querySelectorAll('h3')].map((heading) => heading.textContent);
const explorerLinks = () => [
  ...document.querySelectorAll<HTMLAnchorElement>('a.portico-activity__explorer'),
];

describe('Activity tab: the transactions this app sent, first', () => {
  it("shows pending ones first with a spinner and 'Pending', then failed and confirmed ones the history does not list (this account, this chain); one the history lists shows once", async () => {
    const tracker = fakeTransactionTracker([
      tracked('0xaa01', 'confirmed', { sentAt: 3_000, from: EVM_ADDRESS.toLowerCase() }),
      tracked('0xBB02', 'confirmed', { sentAt: 4_000 }),
      tracked('0xcc03', 'pending', { sentAt: 1_000 }),
      tracked('0xdd04', 'failed', { sentAt: 2_000 }),
      tracked('0xee05', 'pending', { caipNetworkId: 'eip155:8453' }),
      tracked('0xff06', 'pending', { from: '0x2222222222222222222222222222222222222222' }),
    ]);
    // The history has indexed 0xbb02 (in another case): its row replaces the tracked one.
    await renderActivity(
      page([historyTransaction('h1', '2026-11-20T10:00:00Z', { hash: '0xbb02', quantity: '2' })]),
      tracker,
    );
    await settled();
    const rows = trackedRows();
    expect(rows.map((row) => row.querySelector('.portico-token__value')?.textContent)).toEqual([
      'Pending',
      'Confirmed',
      'Failed',
    ]);
    expect(rows[0]?.textContent).toContain('0.5 ETH to 0x1111…1111');
    expect(rows[0]?.querySelector('.portico-spinner')).not.toBeNull();
    expect(rows[1]?.querySelector('.portico-spinner')).toBeNull();
    // Only the connected chain and account: not 0xee05 (on Base), nor 0xff06 (another sender).
    expect(explorerLinks().map((link) => link.href)).toEqual([
      'https://etherscan.io/tx/0xcc03',
      'https://etherscan.io/tx/0xaa01',
      'https://etherscan.io/tx/0xdd04',
    ]);
    expect(historyTitles()).toEqual(['2.000 ETH']);
    expect(await axeViolationsInJsdom()).toEqual([]);
  });

  it('each explorer link opens in a new tab with noopener noreferrer; an explorerUrl that is not https gives no link', async () => {
    const tracker = fakeTransactionTracker([
      tracked('0xaa01', 'pending', { sentAt: 2 }),
      tracked('0xbb02', 'pending', { sentAt: 1, explorerUrl: 'javascript:alert(1)' }),
    ]);
    await renderActivity(page([]), tracker);
    await settled();
    const [link, ...others] = explorerLinks();
    expect(others).toEqual([]);
    expect(link?.target).toBe('_blank');
    expect(link?.rel).toBe('noopener noreferrer');
    expect(accessibleName(link!)).toBe(LABELS.viewTransaction('0xaa01'));
    expect(trackedRows()[1]?.querySelector('a')).toBeNull();
  });

  it('follows the tracker live; when one turns confirmed, the first page is fetched again and the indexed transaction takes its place', async () => {
    const tracker = fakeTransactionTracker([tracked('0xaa01', 'pending')]);
    let indexed = false;
    const older = historyTransaction('h1', '2026-11-01T10:00:00Z', { quantity: '7' });
    const sent = historyTransaction('h2', '2026-11-26T10:00:00Z', {
      hash: '0xaa01',
      quantity: '0.5',
    });
    const service = await renderActivity(() => page(indexed ? [sent, older] : [older]), tracker);
    await settled();
    expect(trackedRows()).toHaveLength(1);
    expect(service.requestsTo(HISTORY)).toHaveLength(1);

    tracker.add(tracked('0xbb02', 'pending', { sentAt: 9_000 }));
    await waitFor(() => trackedRows().length === 2, 'the new pending transaction');

    indexed = true;
    tracker.update('0xaa01', 'confirmed');
    await waitFor(() => historyTitles().length === 2, 'the refetched first page');
    expect(service.requestsTo(HISTORY)).toHaveLength(2);
    expect(service.requestsTo(HISTORY)[1]?.query.cursor).toBeUndefined();
    expect(historyTitles()).toEqual(['0.500 ETH', '7.000 ETH']);
    expect(trackedRows().map((row) => row.textContent)).toEqual([
      expect.stringContaining('Pending'),
    ]);
  });

  it('without a tracker (none registered yet), the history alone', async () => {
    await renderActivity(page([historyTransaction('h1', '2026-11-20T10:00:00Z')]));
    await settled();
    expect(trackedRows()).toEqual([]);
    expect(historyTitles()).toEqual(['1.000 ETH']);
  });

  it("keeps the tracked rows when the history fails, with 'Failed to fetch transactions'", async () => {
    const tracker = fakeTransactionTracker([tracked('0xaa01', 'pending')]);
    await renderActivity({ status: 500, json: {} }, tracker);
    await waitFor(
      () => document.body.textContent?.includes(MESSAGES.failedToFetchTransactions),
      'the failure',
    );
    expect(trackedRows()).toHaveLength(1);
  });
});

describe('Activity tab: the history', () => {
  it('shows only the connected chain, drops transactions whose transfers are all spam NFTs, groups by month newest first', async () => {
    await renderActivity(
      page([
        historyTransaction('old', '2026-09-03T10:00:00Z', { quantity: '3' }),
        historyTransaction('base', '2026-11-03T10:00:00Z', { chain: 'eip155:8453', quantity: '4' }),
        historyTransaction('spam', '2026-11-04T10:00:00Z', { spamNft: true }),
        historyTransaction('new', '2026-11-05T10:00:00Z', { quantity: '5' }),
        historyTransaction('mid', '2026-10-05T10:00:00Z', { quantity: '6' }),
      ]),
    );
    await settled();
    expect(historyTitles()).toEqual(['5.000 ETH', '6.000 ETH', '3.000 ETH']);
    const month = new Intl.DateTimeFormat(undefined, {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    expect(monthHeadings()).toEqual(
      [Date.UTC(2026, 10), Date.UTC(2026, 9), Date.UTC(2026, 8)].map((time) => month.format(time)),
    );
    expect(byRole('button', LABELS.loadMore)).toBeUndefined();
  });

  it("'Load more' appends the next page by its cursor; a failed page shows 'Failed to fetch transactions' and keeps the loaded ones; trying again works", async () => {
    let failNext = true;
    const service = await renderActivity((request) => {
      if (request.query.cursor === undefined) {
        return page([historyTransaction('p1', '2026-11-20T10:00:00Z', { quantity: '1' })], 'c2');
      }
      if (failNext) {
        failNext = false;
        return { status: 500, json: {} };
      }
      return page([historyTransaction('p2', '2026-10-20T10:00:00Z', { quantity: '2' })]);
    });
    await settled();
    const more = await findByRole('button', LABELS.loadMore);
    more.focus();
    // A double click: the next page is asked for once.
    await click(more);
    await click(more);
    await waitFor(
      () =>
        document.querySelector('[role="alert"]')?.textContent ===
        MESSAGES.failedToFetchTransactions,
      'the failure',
    );
    expect(service.requestsTo(HISTORY).map((request) => request.query.cursor)).toEqual([
      undefined,
      'c2',
    ]);
    expect(historyTitles()).toEqual(['1.000 ETH']);
    expect(document.activeElement).toBe(byRole('button', LABELS.loadMore));

    await click(byRole('button', LABELS.loadMore)!);
    await waitFor(() => historyTitles().length === 2, 'the second page');
    expect(historyTitles()).toEqual(['1.000 ETH', '2.000 ETH']);
    expect(document.querySelector('[role="alert"]')).toBeNull();
    // The last page has no cursor: no more button.
    expect(byRole('button', LABELS.loadMore)).toBeUndefined();
    expect(await axeViolationsInJsdom()).toEqual([]);
  });
});

describe('Activity tab: counterparties', () => {
  it('without a names plugin, each row names its counterparty by its short address (the whole one its title), and no name is asked for', async () => {
    const SENDER = '0x2222222222222222222222222222222222222222';
    const tracker = fakeTransactionTracker([tracked('0xaa01', 'pending')]);
    const service = await renderActivity(
      page([
        historyTransaction('out', '2026-11-20T10:00:00Z'),
        historyTransaction('in', '2026-11-19T10:00:00Z', { sentFrom: SENDER, sentTo: EVM_ADDRESS }),
        // With itself: no other side to name.
        historyTransaction('self', '2026-11-18T10:00:00Z', { sentTo: EVM_ADDRESS }),
      ]),
      tracker,
    );
    await settled();
    const lines = [...document.querySelectorAll<HTMLElement>('.portico-activity__counterparty')];
    expect(lines.map((line) => line.textContent)).toEqual([
      LABELS.counterparty.to('0x1111…1111'),
      LABELS.counterparty.from('0x2222…2222'),
    ]);
    expect(lines.map((line) => line.title)).toEqual([RECEIVER, SENDER]);
    expect(trackedRows()[0]?.textContent).toContain('0.5 ETH to 0x1111…1111');
    expect(service.requests.filter((r) => r.path.startsWith('/v1/profile/'))).toEqual([]);
    expect(await axeViolationsInJsdom()).toEqual([]);
  });
});
