/** @jest-environment jsdom */
/**
 * The account view with the eip155 and solana namespaces (core's toy adapter under those ids):
 * "Active chain", "Switch to <chain>", "Connect <chain>", and Disconnect of the active one.
 * The account button on the page follows the active namespace.
 */
import { act } from 'react';
import {
  connectSide,
  evmToyNetworks,
  twoNamespaces,
  type TwoNamespaces,
} from '../../__fixtures__/twoNamespaces';
import { AccountButton } from '../../buttons/AccountButton';
import { shortAddress as buttonAddress } from '../../buttons/shortAddress';
import { LABELS } from '../../ui/labels';
import { axeViolationsInJsdom as violations } from '../__fixtures__/axeInJsdom';
import {
  byRole,
  click,
  dialog,
  findByRole,
  findByText,
  press,
  waitFor,
} from '../__fixtures__/modalDriver';
import { useModalFixture } from '../__fixtures__/modalFixture';

const modal = useModalFixture();

const activeChain = () => byRole('group', LABELS.activeChain)?.textContent;
/** The address the account view shows in full in its title attribute. */
const shownAddress = () =>
  dialog()?.querySelector('.portico-account__name [title]')?.getAttribute('title');
const accountButtonText = () => document.querySelector('.portico-button--account')?.textContent;

/** Both sides connected (EVM first, then `active`), the modal open on Account. */
async function bothConnected(active: 'eip155' | 'solana' = 'solana'): Promise<TwoNamespaces> {
  const made = await twoNamespaces();
  await connectSide(made.portico, active === 'solana' ? 'eip155' : 'solana');
  await connectSide(made.portico, active);
  await modal.show(made.portico, { view: 'Account' }, <AccountButton balance="hide" />);
  await findByRole('group', LABELS.activeChain);
  return made;
}

describe('Account view with two namespaces', () => {
  it('names the active chain and offers "Switch to" the other connected one', async () => {
    const { solana } = await bothConnected('solana');
    expect(activeChain()).toBe('Solana');
    expect(shownAddress()).toBe(solana.wallet.address);
    expect(byRole('button', LABELS.switchToChain('EVM'))).toBeTruthy();
    expect(byRole('button', LABELS.switchToChain('Solana'))).toBeUndefined();
    expect(byRole('button', /^Connect /)).toBeUndefined();
    expect(await violations()).toEqual([]);
  });

  it('"Switch to EVM" makes EVM active on the network it is on; the view and the account button follow', async () => {
    const { portico, evm, solana } = await bothConnected('eip155');
    await act(() => portico.switchNetwork(evmToyNetworks[1]));
    await click(byRole('button', LABELS.switchToChain('Solana')) as HTMLElement);
    await waitFor(() => activeChain() === 'Solana', 'the Solana side');
    expect(accountButtonText()).toContain(buttonAddress(solana.wallet.address));

    await click(byRole('button', LABELS.switchToChain('EVM')) as HTMLElement);
    await waitFor(() => activeChain() === 'EVM', 'the EVM side');
    expect(portico.getState().activeNamespace).toBe('eip155');
    expect(portico.getNetwork().caipNetworkId).toBe('eip155:31338');
    expect(evm.wallet.chainId).toBe('31338');
    expect(shownAddress()).toBe(evm.wallet.address);
    expect(accountButtonText()).toContain(buttonAddress(evm.wallet.address));
    expect(portico.getState().view).toBe('Account');
  });

  it('a switch the wallet refuses (its adapter call made to fail) is an alert; the active chain stays', async () => {
    const { portico, evm } = await bothConnected('solana');
    const adapter = portico.getAdapter('eip155');
    const switchNetwork = adapter.switchNetwork.bind(adapter);
    // The toy wallet has no way to refuse a switch: this one adapter call is made to fail.
    adapter.switchNetwork = async () => {
      throw new Error('Wallet refused the switch');
    };
    await click(byRole('button', LABELS.switchToChain('EVM')) as HTMLElement);
    expect(await findByRole('alert', 'Wallet refused the switch')).toBeTruthy();
    expect(activeChain()).toBe('Solana');
    expect(portico.getAccount('eip155')?.address).toBe(evm.wallet.address);
    adapter.switchNetwork = switchNetwork;
  });

  it('"Connect Solana" makes Solana active and opens Connect for it; connecting keeps EVM', async () => {
    const { portico } = await twoNamespaces();
    await connectSide(portico, 'eip155');
    await modal.show(portico, { view: 'Account' });
    expect(await findByRole('group', LABELS.activeChain)).toBeTruthy();
    expect(activeChain()).toBe('EVM');
    expect(byRole('button', /^Switch to /)).toBeUndefined();
    await click(byRole('button', LABELS.connectChain('Solana')) as HTMLElement);
    await waitFor(() => portico.getState().view === 'Connect', 'the Connect view');
    expect(portico.getState().activeNamespace).toBe('solana');
    await click(await findByRole('button', /^Toy Wallet/));
    await waitFor(() => portico.getAccount('solana')?.isConnected, 'the solana account');
    expect(portico.getAccount('eip155')?.isConnected).toBe(true);
    expect(portico.getState().activeNamespace).toBe('solana');
  });

  it('Back from that Connect view: Solana is active but not connected; connect it or switch back', async () => {
    const { portico, evm } = await twoNamespaces();
    await connectSide(portico, 'eip155');
    await modal.show(portico, { view: 'Account' });
    await click(await findByRole('button', LABELS.connectChain('Solana')));
    await waitFor(() => portico.getState().view === 'Connect', 'the Connect view');
    await click(byRole('button', LABELS.back) as HTMLElement);
    await waitFor(() => activeChain() === 'Solana', 'the Account view on Solana');
    expect(await findByText(LABELS.chainNotConnected('Solana'))).toBeTruthy();
    expect(byRole('button', LABELS.connectChain('Solana'))).toBeTruthy();
    expect(await violations()).toEqual([]);
    await click(byRole('button', LABELS.switchToChain('EVM')) as HTMLElement);
    await waitFor(() => shownAddress() === evm.wallet.address, 'the EVM account');
  });

  it('Esc on that Connect view: the modal closes and the button shows the EVM account again', async () => {
    const { portico, evm } = await twoNamespaces();
    await connectSide(portico, 'eip155');
    await modal.show(portico, { view: 'Account' }, <AccountButton balance="hide" />);
    await click(await findByRole('button', LABELS.connectChain('Solana')));
    await waitFor(() => portico.getState().view === 'Connect', 'the Connect view');
    await press('Escape');
    await waitFor(() => !portico.getState().open, 'the modal to close');
    expect(portico.getState().activeNamespace).toBe('eip155');
    expect(accountButtonText()).toContain(buttonAddress(evm.wallet.address));
  });

  it('Disconnect disconnects the active chain only; the other becomes active and the view stays', async () => {
    const { portico, evm } = await bothConnected('solana');
    await click(byRole('button', LABELS.disconnect) as HTMLElement);
    await waitFor(() => !portico.getAccount('solana')?.isConnected, 'the solana disconnection');
    expect(portico.getAccount('eip155')?.isConnected).toBe(true);
    expect(portico.getState().activeNamespace).toBe('eip155');
    await waitFor(() => activeChain() === 'EVM', 'the EVM side shown');
    expect(portico.getState()).toMatchObject({ open: true, view: 'Account' });
    expect(shownAddress()).toBe(evm.wallet.address);
    expect(accountButtonText()).toContain(buttonAddress(evm.wallet.address));
    expect(byRole('button', LABELS.connectChain('Solana'))).toBeTruthy();

    // The last one: disconnected and closed, as with one namespace.
    await click(byRole('button', LABELS.disconnect) as HTMLElement);
    await waitFor(() => !portico.getState().open, 'the modal to close');
    expect(portico.getAccount('eip155')?.isConnected).toBe(false);
    expect(accountButtonText()).toBeUndefined();
  });

  it('with one namespace configured there is no chain switcher', async () => {
    const { portico } = await modal.instance();
    await act(() => portico.connect({ connectorId: 'toy-wallet' }));
    await modal.show(portico, { view: 'Account' });
    await findByRole('button', LABELS.disconnect);
    expect(byRole('group', LABELS.activeChain)).toBeUndefined();
  });
});
