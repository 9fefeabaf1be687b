/** @jest-environment jsdom */
import { MESSAGES, type FeaturePlugin } from '@portico/core';
import { mainnet } from '@portico/core/networks';
import { LABELS } from '../ui/labels';
import { startStandInService } from '../../../core/src/services/__fixtures__/standInService';
import { serveSupportedChains } from '../../../core/src/services/__fixtures__/dataApi';
import { connectToy } from './__fixtures__/connectedToy';
import {
  allByRole,
  byRole,
  click,
  findByRole,
  findByText,
  press,
  waitFor,
} from './__fixtures__/modalDriver';
import { useModalFixture } from './__fixtures__/modalFixture';
import { useNodeHttpFetch } from './__fixtures__/nodeHttpFetch';
import { shortAddress } from './account/addressDisplay';

useNodeHttpFetch();
const modal = useModalFixture();

async function showAccount(options = {}, chain = {}) {
  const { portico: instance, toy } = await modal.instance(options, chain);
  await connectToy(instance);
  await modal.show(instance);
  await findByRole('tab', LABELS.tokens);
  return { instance, toy };
}

describe('Account view', () => {
  it('shows the short address, the native balance and the tabs; Disconnect disconnects and closes', async () => {
    const { instance, toy } = await showAccount();
    expect(instance.getState().view).toBe('Account');
    expect(await findByText(shortAddress(toy.wallet.address))).toBeTruthy();
    expect(await findByText('5.000 TOY')).toBeTruthy();
    expect(allByRole('tab').map((tab) => tab.textContent)).toEqual([
      LABELS.tokens,
      LABELS.nfts,
      LABELS.activity,
    ]);
    await click(byRole('button', LABELS.disconnect) as HTMLElement);
    await waitFor(() => !instance.getAccount()?.isConnected, 'the disconnection');
    expect(instance.getState().open).toBe(false);
  });

  it('without services, the Tokens tab lists what the adapter reads from the chain (the native balance)', async () => {
    await showAccount();
    const panel = await waitFor(
      () => document.querySelector('[role="tabpanel"] .portico-tokens'),
      'the token list',
    );
    expect(panel.textContent).toContain('Toy');
    expect(panel.textContent).toContain('5.000 TOY');
  });

  it('the tabs follow the ARIA pattern: arrow keys move and select; NFTs shows its empty state', async () => {
    await showAccount();
    const tokens = byRole('tab', LABELS.tokens) as HTMLElement;
    tokens.focus();
    await press('ArrowRight');
    const nfts = byRole('tab', LABELS.nfts) as HTMLElement;
    expect(document.activeElement).toBe(nfts);
    expect(nfts.getAttribute('aria-selected')).toBe('true');
    expect(document.querySelector('[role="tabpanel"]')?.textContent).toBe(LABELS.noNfts);
    await press('ArrowLeft');
    expect(byRole('tab', LABELS.tokens)?.getAttribute('aria-selected')).toBe('true');
  });

  it('no wallet feature button while no plugin provides it; a plugin that adds "Swap" brings one', async () => {
    await showAccount();
    expect(byRole('button', 'Swap')).toBeUndefined();
    await modal.cleanup();

    const swaps: FeaturePlugin = {
      id: 'swaps',
      views: ['Swap'],
      entry: { label: 'Swap', slot: 'swaps' },
      load: async () => ({ views: { Swap: () => <p>Swap view</p> } }),
    };
    await showAccount({ plugins: [swaps] });
    await click(await findByRole('button', 'Swap'));
    expect(await findByText('Swap view')).toBeTruthy();
  });

  it('Tokens and Activity come from the blockchain API of an eip155 network', async () => {
    const service = modal.closeAfter(await startStandInService());
    serveSupportedChains(service);
    const evm = { networks: [mainnet] as const, services: { blockchainApi: service.url } };
    const { toy } = await showAccount(evm, { namespace: 'eip155' });
    const path = `/v1/account/${toy.wallet.address}`;
    service.route(`GET ${path}/balance`, {
      json: {
        balances: [
          {
            name: 'USD Coin',
            symbol: 'USDC',
            chainId: 'eip155:1',
            address: 'eip155:1:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
            value: 12.5,
            price: 1,
            iconUrl: 'javascript:alert(1)',
            quantity: { decimals: '6', numeric: '12.5' },
          },
        ],
      },
    });
    service.route(`GET ${path}/history`, { status: 500, json: {} });
    await click(byRole('tab', LABELS.activity) as HTMLElement);
    await click(byRole('tab', LABELS.tokens) as HTMLElement);
    expect(await findByText('USD Coin')).toBeTruthy();
    expect(await findByText('12.500 USDC')).toBeTruthy();
    // The icon's scheme is refused: the neutral initial tile instead.
    expect(document.querySelector('img[src^="javascript"]')).toBeNull();
    await click(byRole('tab', LABELS.activity) as HTMLElement);
    expect(await findByText(MESSAGES.failedToFetchTransactions)).toBeTruthy();
  });
});
