/** @jest-environment jsdom */
/**
 * Activity counterparties by name: with the names plugin installed, @portico/react's Activity
 * tab shows the name registered for a row's counterparty (the plugin's NameLookup through
 * core's feature directory; @portico/react never imports this package). The name service and
 * the history are a stand-in on 127.0.0.1 that records what it is sent; the wallet is core's
 * toy on eip155.
 */
import { act } from 'react';
import { defineNetwork } from '../../../core/src/networks/network';
import { createToyChain } from '../../../core/src/__fixtures__/toyChain';
import { createTestPortico, whenDiscovered } from '../../../core/src/__fixtures__/instance';
import { startStandInService } from '../../../core/src/services/__fixtures__/standInService';
import { LABELS as MODAL_LABELS } from '../../../ui-react/src/ui/labels';
import { axeViolationsInJsdom as violations } from '../../../ui-react/src/views/__fixtures__/axeInJsdom';
import { connectToy } from '../../../ui-react/src/views/__fixtures__/connectedToy';
import { click, findByRole, waitFor } from '../../../ui-react/src/views/__fixtures__/modalDriver';
import { useModalFixture } from '../../../ui-react/src/views/__fixtures__/modalFixture';
import { useNodeHttpFetch } from '../../../ui-react/src/views/__fixtures__/nodeHttpFetch';
import { names } from './index';

useNodeHttpFetch(); // jsdom has no fetch: a small one over node:http, to a real local server
const modal = useModalFixture();

const toyEthereum = defineNetwork({
  id: 1,
  chainNamespace: 'eip155',
  name: 'Toy Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:9/toy-eth'] } },
});

const BOB = '0xB0B0000000000000000000000000000000000b0b';
const CAROL = '0xCa201000000000000000000000000000000Ca201';
/** A name that is markup: it must show as text, never become an element. */
const HOSTILE = '<img src=x onerror=alert(1)>.reown.id';

const row = (id: string, minedAt: string, sentFrom: string, sentTo: string) => ({
  id,
  metadata: {
    minedAt,
    chain: 'eip155:1',
    operationType: 'send',
    status: 'confirmed',
    sentFrom,
    sentTo,
  },
  transfers: [{ quantity: { numeric: '1' }, fungible_info: { symbol: 'ETH', name: 'Ether' } }],
});

/** The account screen's Activity tab of a connected toy account that sent to Bob, Carol and Dan. */
async function activity(plugins = [names]) {
  const service = modal.closeAfter(await startStandInService());
  service.route('GET /v1/supported-chains', { json: { http: ['eip155:1'], ws: [] } });
  const toy = createToyChain({ namespace: 'eip155' });
  const me = toy.wallet.address;
  const DAN = '0xDa40000000000000000000000000000000000da4';
  service.route(`GET /v1/account/${me}/history`, {
    json: {
      data: [
        row('t1', '2026-11-20T10:00:00Z', me, BOB),
        row('t2', '2026-11-19T10:00:00Z', CAROL, me),
        row('t3', '2026-11-18T10:00:00Z', me, DAN),
        row('t4', '2026-11-17T10:00:00Z', me, BOB.toLowerCase()), // Bob again, in another case
      ],
      next: null,
    },
  });
  service.route(`GET /v1/profile/reverse/${BOB}`, {
    json: [{ name: 'bob.reown.id', addresses: {}, attributes: [] }],
  });
  service.route(`GET /v1/profile/reverse/${CAROL}`, {
    json: [{ name: HOSTILE, addresses: {}, attributes: [] }],
  });
  service.route(`GET /v1/profile/reverse/${DAN}`, { json: [] }); // no name
  const portico = createTestPortico({
    adapters: [toy.plugin],
    networks: [toyEthereum],
    plugins,
    features: { names: true },
    services: { walletCatalog: service.url, blockchainApi: service.url },
  });
  await whenDiscovered(portico);
  await connectToy(portico);
  await modal.show(portico);
  await click(await findByRole('tab', MODAL_LABELS.activity));
  const reverse = () =>
    service.requests.filter((request) => request.path.startsWith('/v1/profile/reverse/'));
  return { portico, reverse, me };
}

const counterparties = () =>
  [...document.querySelectorAll<HTMLElement>('.portico-activity__counterparty')].map(
    (line) => line.textContent,
  );

describe('Activity counterparties by name (names plugin installed)', () => {
  it("a row shows its counterparty's registered name; one without a name keeps its address", async () => {
    const { reverse, me } = await activity();
    await waitFor(
      () => counterparties()[0] === MODAL_LABELS.counterparty.to('bob.reown.id'),
      "Bob's name",
    );
    expect(counterparties()).toEqual([
      MODAL_LABELS.counterparty.to('bob.reown.id'),
      MODAL_LABELS.counterparty.from(HOSTILE),
      MODAL_LABELS.counterparty.to('0xDa40…0da4'),
      MODAL_LABELS.counterparty.to('bob.reown.id'),
    ]);
    // Untrusted text: rendered as text, no element made of it, no link.
    const lines = document.querySelectorAll('.portico-activity__counterparty');
    expect([...lines].every((line) => line.children.length === 0)).toBe(true);
    expect(document.querySelector('.portico-activity img[src="x"]')).toBeNull();
    // Each counterparty asked for once (Bob in two cases too), plus the account's own name.
    const asked = reverse().map((request) => request.path.toLowerCase());
    expect(asked.filter((path) => path.endsWith(BOB.toLowerCase()))).toHaveLength(1);
    expect(new Set(asked)).toEqual(
      new Set(
        [BOB, CAROL, '0xDa40000000000000000000000000000000000da4', me].map(
          (address) => `/v1/profile/reverse/${address.toLowerCase()}`,
        ),
      ),
    );
    expect(await violations()).toEqual([]);
  });

  it("showing the tab again within 5 minutes asks the service nothing more (core's name cache)", async () => {
    const { reverse } = await activity();
    await waitFor(() => counterparties()[0]?.includes('bob.reown.id'), "Bob's name");
    const before = reverse().length;
    await click(await findByRole('tab', MODAL_LABELS.tokens));
    await click(await findByRole('tab', MODAL_LABELS.activity));
    await waitFor(() => counterparties()[0]?.includes('bob.reown.id'), "Bob's name again");
    await act(async () => undefined);
    expect(reverse()).toHaveLength(before);
  });

  it('without the names plugin, the rows keep the addresses and no name is asked for', async () => {
    const { reverse } = await activity([]);
    await waitFor(() => counterparties().length === 4, 'the rows');
    expect(counterparties()[0]).toBe(MODAL_LABELS.counterparty.to('0xB0B0…0b0b'));
    expect(reverse()).toEqual([]);
  });
});
