/** @jest-environment jsdom */
/**
 * Select chain: the toy wallet installed in the eip155 and solana namespaces (one row in
 * Connect and in All Wallets) asks which side to connect; the rows are named "EVM" and
 * "Solana", a connected side is tagged and disabled, and a pick goes through ConnectingExternal.
 */
import { act } from 'react';
import { MESSAGES } from '@portico/core';
import { connectSide, twoNamespaces } from '../__fixtures__/twoNamespaces';
import { LABELS } from '../ui/labels';
import { axeViolationsInJsdom as violations } from './__fixtures__/axeInJsdom';
import {
  accessibleName,
  allByRole,
  byRole,
  click,
  dialog,
  findByRole,
  findByText,
  waitFor,
} from './__fixtures__/modalDriver';
import { useModalFixture } from './__fixtures__/modalFixture';

const modal = useModalFixture();

const chainList = () => byRole('list', LABELS.selectChain) as HTMLElement;
const chainRow = (name: string) => byRole('button', name, chainList()) as HTMLButtonElement;

/** Opens the modal on `view` and presses the toy wallet's row; waits for Select chain. */
async function pressToyWallet(view: 'Connect' | 'AllWallets' = 'Connect') {
  const { portico, evm, solana } = await twoNamespaces();
  await modal.show(portico, { view });
  await click(await findByRole('button', /^Toy Wallet/));
  await findByRole('heading', LABELS.selectChain);
  return { portico, evm, solana };
}

describe('Select chain (ConnectingMultiChain view)', () => {
  it('a wallet in two namespaces is one Connect row; pressing it lists "EVM" and "Solana"', async () => {
    const { portico } = await twoNamespaces();
    await modal.show(portico);
    await findByRole('button', /^Toy Wallet/);
    const toyRows = allByRole('button').filter((row) => /^Toy Wallet/.test(accessibleName(row)));
    expect(toyRows).toHaveLength(1);
    await click(byRole('button', /^Toy Wallet/) as HTMLElement);
    expect(await findByRole('heading', LABELS.selectChain)).toBeTruthy();
    expect(portico.getState().view).toBe('ConnectingMultiChain');
    expect(allByRole('button', chainList()).map((row) => row.getAttribute('aria-label'))).toEqual([
      'EVM',
      'Solana',
    ]);
    expect(await findByText(LABELS.chooseChainFor('Toy Wallet'))).toBeTruthy();
    expect(await violations()).toEqual([]);
  });

  it('pressing "Solana" connects the solana side only, through ConnectingExternal', async () => {
    const { portico } = await pressToyWallet();
    await click(chainRow('Solana'));
    await waitFor(() => portico.getAccount('solana')?.isConnected, 'the solana account');
    expect(portico.getAccount('eip155')?.isConnected).toBe(false);
    expect(portico.getState().activeNamespace).toBe('solana');
    expect(portico.getState().open).toBe(false);
  });

  it('a namespace already connected is tagged "Connected" and disabled; the other gets the focus', async () => {
    const { portico } = await twoNamespaces();
    await connectSide(portico, 'eip155');
    await modal.show(portico, { view: 'Connect' });
    await click(await findByRole('button', /^Toy Wallet/));
    await findByRole('heading', LABELS.selectChain);
    const evm = chainRow('EVM');
    expect(evm.disabled).toBe(true);
    const described = document.getElementById(evm.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe(LABELS.connected);
    const solana = chainRow('Solana');
    expect(solana.disabled).toBe(false);
    expect(solana.getAttribute('aria-describedby')).toBeNull();
    await waitFor(() => document.activeElement === solana, 'the focus on the Solana row');
    expect(await violations()).toEqual([]);
  });

  it('a declined connect keeps the ConnectingExternal flow: the declined text, then "Try again"', async () => {
    const { portico, solana } = await pressToyWallet();
    solana.wallet.failNextConnect = Object.assign(new Error('User rejected the request.'), {
      code: 4001,
    });
    await click(chainRow('Solana'));
    expect(await findByText(MESSAGES.connectionDeclined)).toBeTruthy();
    expect(portico.getState().view).toBe('ConnectingExternal');
    await click(await findByRole('button', LABELS.tryAgain));
    await waitFor(() => portico.getAccount('solana')?.isConnected, 'the solana account');
    expect(dialog()).toBeNull();
  });

  it('Back from Select chain returns to Connect', async () => {
    const { portico } = await pressToyWallet();
    await click(byRole('button', LABELS.back) as HTMLElement);
    await waitFor(() => portico.getState().view === 'Connect', 'the Connect view');
  });

  it('All Wallets: the wallet in two namespaces is one row and asks for the chain too', async () => {
    const { portico } = await pressToyWallet('AllWallets');
    expect(portico.getState().history).toEqual(['AllWallets', 'ConnectingMultiChain']);
    await click(byRole('button', LABELS.back) as HTMLElement);
    const toyRows = await waitFor(() => {
      const rows = allByRole('button').filter((row) => /^Toy Wallet/.test(accessibleName(row)));
      return rows.length > 0 && rows;
    }, 'the All Wallets rows');
    expect(toyRows).toHaveLength(1);
    await click(toyRows[0] as HTMLElement);
    await findByRole('heading', LABELS.selectChain);
    await click(chainRow('EVM'));
    await waitFor(() => portico.getAccount('eip155')?.isConnected, 'the EVM account');
    expect(portico.getAccount('solana')?.isConnected).toBe(false);
  });

  it('a Connect view for one namespace (Connect <chain>) connects at once, with no chain to choose', async () => {
    const { portico } = await twoNamespaces();
    await modal.render(portico);
    await act(() => portico.open({ view: 'Connect', data: { namespace: 'solana' } }));
    await click(await findByRole('button', /^Toy Wallet/));
    await waitFor(() => portico.getAccount('solana')?.isConnected, 'the solana account');
    expect(portico.getState().history).not.toContain('ConnectingMultiChain');
  });
});
