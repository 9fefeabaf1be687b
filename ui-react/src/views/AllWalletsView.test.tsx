/** @jest-environment jsdom */
import { act } from 'react';
import { LABELS } from '../ui/labels';
import { catalogWallets, startCatalog, walletRequests } from './__fixtures__/catalogService';
import { allByRole, byRole, findByRole, type, waitFor } from './__fixtures__/modalDriver';
import { useModalFixture } from './__fixtures__/modalFixture';
import { useNodeHttpFetch } from './__fixtures__/nodeHttpFetch';

useNodeHttpFetch();
const modal = useModalFixture();

const rowNames = () =>
  allByRole('listitem').map((item) => item.querySelector('.portico-row__name')?.textContent);

/** AllWallets over a catalogue of `count` wallets (and the toy wallet's entry); the catalogue. */
async function showAllWallets(count: number, chain = {}) {
  const service = modal.closeAfter(
    await startCatalog([
      {
        id: 'w-toy',
        name: 'Toy Wallet (catalogue)',
        rdns: 'dev.portico.toy',
        chains: ['eip155:1'],
      },
      ...catalogWallets(count),
    ]),
  );
  const { portico: instance } = await modal.instance(
    { services: { walletCatalog: service.url } },
    chain,
  );
  await modal.show(instance, { view: 'AllWallets' });
  await findByRole('button', /^Wallet 1$/);
  return service;
}

describe('AllWallets view', () => {
  it('lists the catalogue in a virtual list, the installed wallet first and marked, once', async () => {
    await showAllWallets(100, { connectorType: 'ANNOUNCED' });
    const list = byRole('list', LABELS.walletList) as HTMLElement;
    expect(list).toBeTruthy();
    const names = rowNames();
    expect(names[0]).toBe('Toy Wallet');
    expect(allByRole('listitem')[0]?.textContent).toContain(LABELS.installed);
    expect(names).not.toContain('Toy Wallet (catalogue)');
    // 100 wallets in the catalogue, but only the visible rows (plus overscan) are in the DOM.
    expect(allByRole('listitem').length).toBeLessThan(20);
    // Page 1 holds 40 wallets; the catalogue's Toy Wallet is the installed row, not a second.
    expect(allByRole('listitem')[0]?.getAttribute('aria-setsize')).toBe('40');
  });

  it('asks for the configured chains, and without a match falls back to the whole catalogue', async () => {
    const service = await showAllWallets(5);
    const queries = walletRequests(service);
    expect(queries.some((query) => query.chains === 'toychain:toy-1,toychain:toy-2')).toBe(true);
    expect(queries.some((query) => query.chains === undefined && query.entries === '40')).toBe(
      true,
    );
    expect(rowNames()).toContain('Wallet 5');
  });

  it('loads the next page of 40 when the list is scrolled to its end', async () => {
    const service = await showAllWallets(100);
    const viewport = document.querySelector('.portico-vlist') as HTMLElement;
    await act(async () => {
      viewport.scrollTop = 41 * 56;
      viewport.dispatchEvent(new Event('scroll'));
    });
    await waitFor(() => walletRequests(service).some((query) => query.page === '2'), 'page 2');
    await waitFor(() => allByRole('listitem')[0]?.getAttribute('aria-setsize') === '80', '80 rows');
  });

  it('searches the catalogue (debounced) for up to 100 matches', async () => {
    const service = await showAllWallets(300);
    const input = document.querySelector('input[type="search"]') as HTMLInputElement;
    await type(input, 'W');
    await type(input, 'Wallet');
    await type(input, 'Wallet 12');
    await waitFor(() => rowNames()[0] === 'Wallet 12', 'the search results');
    expect(rowNames()).not.toContain('Toy Wallet');
    const search = walletRequests(service).filter((query) => query.search);
    // Typed quickly: only the last text is asked for (with, then without the chains filter).
    expect(new Set(search.map((query) => query.search))).toEqual(new Set(['Wallet 12']));
    expect(search[0]?.entries).toBe('100');
    expect(rowNames()).not.toContain('Wallet 2');
  });

  it('without services shows the wallets of the page only', async () => {
    const { portico: instance } = await modal.instance();
    await modal.show(instance, { view: 'AllWallets' });
    await findByRole('button', /Toy Wallet/);
    expect(rowNames()).toEqual(['Toy Wallet']);
  });
});
