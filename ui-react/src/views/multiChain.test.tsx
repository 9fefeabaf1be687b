/** @jest-environment jsdom */
/**
 * The modal with two chain namespaces (toychain and othchain, one toy wallet installed in both,
 * as a multi-chain extension is): choosing a side, switching between connected ones,
 * connecting the other, disconnecting one, and the network list grouped by namespace.
 */
import type { Portico } from '@portico/core';
import { act } from 'react';
import { createToyChain, otherNetwork, toyNetworks } from '../../../core/src/__fixtures__/toyChain';
import { createTestPortico, whenDiscovered } from '../../../core/src/__fixtures__/instance';
import { LABELS } from '../ui/labels';
import { axeViolationsInJsdom as violations } from './__fixtures__/axeInJsdom';
import { allByRole, byRole, click, findByRole, waitFor } from './__fixtures__/modalDriver';
import { useModalFixture } from './__fixtures__/modalFixture';

const modal = useModalFixture();

async function twoNamespaces(): Promise<Portico> {
  const portico = createTestPortico({
    adapters: [createToyChain().plugin, createToyChain({ namespace: 'othchain' }).plugin],
    networks: [...toyNetworks, otherNetwork],
  });
  await whenDiscovered(portico);
  await waitFor(() => portico.getConnectors('othchain').length > 0, 'the othchain side');
  return portico;
}

async function connect(portico: Portico, namespace: string) {
  await act(async () => {
    await portico.connect({ connectorId: 'toy-wallet', namespace });
  });
}

const activeChain = () => byRole('group', LABELS.activeChain)?.textContent;

describe('the modal with two namespaces', () => {
  it('a wallet installed in both asks which chain, marks a connected one, and connects the chosen side', async () => {
    const portico = await twoNamespaces();
    await modal.show(portico);
    await click((await findByRole('button', /^Toy Wallet/)) as HTMLElement);
    expect(await findByRole('heading', LABELS.selectChain)).toBeTruthy();
    expect(await violations()).toEqual([]);
    const choices = byRole('list', LABELS.selectChain) as HTMLElement;
    expect(allByRole('button', choices).map((button) => button.textContent)).toEqual([
      'toychain',
      'othchain',
    ]);
    await click(byRole('button', 'othchain', choices) as HTMLElement);
    await waitFor(() => portico.getAccount('othchain')?.isConnected, 'the othchain account');
    expect(portico.getAccount('toychain')?.isConnected).toBe(false);
    expect(portico.getState().activeNamespace).toBe('othchain');

    await act(async () => portico.open({ view: 'Connect' }));
    await click((await findByRole('button', /^Toy Wallet/)) as HTMLElement);
    const connected = (await findByRole('button', /^othchain/)) as HTMLButtonElement;
    expect(connected.textContent).toContain(LABELS.connected);
    expect(connected.disabled).toBe(true);
  });

  it('the account view names the active chain and switches to the other connected one', async () => {
    const portico = await twoNamespaces();
    await connect(portico, 'othchain');
    await connect(portico, 'toychain');
    await modal.show(portico);
    await findByRole('group', LABELS.activeChain);
    expect(activeChain()).toBe('toychain');
    expect(await violations()).toEqual([]);
    await click(byRole('button', LABELS.switchToChain('othchain')) as HTMLElement);
    await waitFor(() => activeChain() === 'othchain', 'the switch');
    expect(portico.getState().activeNamespace).toBe('othchain');
    expect(byRole('button', LABELS.switchToChain('toychain'))).toBeTruthy();
  });

  it('a chain not connected yet is offered: Connect opens the Connect view for that namespace only', async () => {
    const portico = await twoNamespaces();
    await connect(portico, 'toychain');
    await modal.show(portico);
    await click((await findByRole('button', LABELS.connectChain('othchain'))) as HTMLElement);
    await waitFor(() => portico.getState().view === 'Connect', 'the Connect view');
    // Filtered to othchain: the row connects at once, with no chain to choose.
    await click((await findByRole('button', /^Toy Wallet/)) as HTMLElement);
    await waitFor(() => portico.getAccount('othchain')?.isConnected, 'the othchain account');
    expect(portico.getAccount('toychain')?.isConnected).toBe(true);
  });

  it('Disconnect disconnects the chain shown; the other stays and is shown; the last one closes', async () => {
    const portico = await twoNamespaces();
    await connect(portico, 'toychain');
    await connect(portico, 'othchain');
    await modal.show(portico);
    await findByRole('group', LABELS.activeChain);
    await click(byRole('button', LABELS.disconnect) as HTMLElement);
    await waitFor(() => !portico.getAccount('othchain')?.isConnected, 'the disconnection');
    expect(portico.getAccount('toychain')?.isConnected).toBe(true);
    await waitFor(() => activeChain() === 'toychain', 'the remaining chain');
    expect(portico.getState().open).toBe(true);
    await click(byRole('button', LABELS.disconnect) as HTMLElement);
    await waitFor(() => !portico.getState().open, 'the modal to close');
  });

  it('the network list is grouped by namespace; a network of a chain not connected leads to Connect', async () => {
    const portico = await twoNamespaces();
    await connect(portico, 'toychain');
    await modal.show(portico, { view: 'Networks' });
    const toyList = (await findByRole('list', 'toychain')) as HTMLElement;
    expect(allByRole('button', toyList)).toHaveLength(2);
    const otherList = byRole('list', 'othchain') as HTMLElement;
    await click(byRole('button', /^Otherchain/, otherList) as HTMLElement);
    await waitFor(() => portico.getState().view === 'Connect', 'the Connect view');
    expect(portico.getState().activeNamespace).toBe('othchain');
    expect(portico.getAccount('toychain')?.isConnected).toBe(true);
  });
});
