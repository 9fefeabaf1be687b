/** @jest-environment jsdom */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import {
  createServiceClients,
  type FetchFunction,
  type ServiceClients,
} from '@portico/core/services';
import { eventually } from '../../../../core/src/services/__fixtures__/standInService';
import { catalogWallets, startCatalog } from '../__fixtures__/catalogService';
import { nodeHttpFetch } from '../__fixtures__/nodeHttpFetch';
import { useCatalogPicks, type CatalogPicks } from './useCatalogPicks';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const OPTIONS = { featuredWalletIds: [], includeWalletIds: [], excludeWalletIds: [] };
/**
 * Real service clients on the stand-in catalogue (a real local server); their fetch holds each
 * real answer until the test releases it, to see the hook between the request and its answer.
 */
async function heldCatalog() {
  const service = await startCatalog(catalogWallets(1));
  services.push(service);
  const held: (() => void)[] = [];
  const fetch = ((input: string, init?: RequestInit) =>
    nodeHttpFetch(input, init).then(
      (response) => new Promise((resolve) => held.push(() => resolve(response))),
    )) as unknown as FetchFunction;
  const clients = createServiceClients({
    walletCatalogUrl: service.url,
    blockchainApiUrl: service.url,
    fetch,
  });
  const answered = async () => {
    await eventually(() => held.length > 0);
    held.splice(0).forEach((release) => release());
  };
  return { clients, answered };
}

const services: { close(): Promise<void> }[] = [];
afterAll(() => Promise.all(services.map((service) => service.close())));

let root: Root;
let seen: CatalogPicks;

function Probe({ clients }: { clients: ServiceClients | undefined }) {
  seen = useCatalogPicks(clients, OPTIONS, ['eip155:1']);
  return null;
}

async function render(clients: ServiceClients | undefined) {
  await act(async () => root.render(<Probe clients={clients} />));
}

beforeEach(async () => {
  await act(async () => {
    root = createRoot(document.createElement('div'));
  });
});
afterEach(async () => act(async () => root.unmount()));

describe('useCatalogPicks', () => {
  it('without service clients: nothing, and nothing loading', async () => {
    await render(undefined);
    expect(seen).toEqual({ featured: [], recommended: [], loading: false });
  });

  it('is loading from the first render with clients until the catalogue answers, then lists its wallets', async () => {
    const catalog = await heldCatalog();
    await render(catalog.clients);
    expect(seen.loading).toBe(true);
    expect(seen.recommended).toEqual([]);

    await act(() => catalog.answered());
    expect(seen.loading).toBe(false);
    expect(seen.recommended.map((wallet) => wallet.id)).toEqual(['w1']);
  });

  it('new clients (another instance) make it loading again until they answer', async () => {
    const first = await heldCatalog();
    await render(first.clients);
    await act(() => first.answered());
    expect(seen.loading).toBe(false);

    const second = await heldCatalog();
    await render(second.clients);
    expect(seen.loading).toBe(true);
    await act(() => second.answered());
    expect(seen.loading).toBe(false);
  });
});
