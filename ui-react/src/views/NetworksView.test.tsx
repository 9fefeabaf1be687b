/** @jest-environment jsdom */
import { connectSide, twoNamespaces } from '../__fixtures__/twoNamespaces';
import { LABELS } from '../ui/labels';
import { axeViolationsInJsdom as violations } from './__fixtures__/axeInJsdom';
import { connectToy } from './__fixtures__/connectedToy';
import {
  accessibleName,
  allByRole,
  byRole,
  click,
  findByRole,
  waitFor,
} from './__fixtures__/modalDriver';
import { useModalFixture } from './__fixtures__/modalFixture';

const modal = useModalFixture();

describe('Networks view', () => {
  it('lists the configured networks, marks the active one, and switching goes back to Account', async () => {
    const { portico: instance, toy } = await modal.instance();
    await connectToy(instance);
    await modal.show(instance);
    await click(await findByRole('button', /^Toychain$/));
    expect(instance.getState().view).toBe('Networks');

    const active = await findByRole('button', `Toychain${LABELS.activeNetwork}`);
    expect(active.getAttribute('aria-current')).toBe('true');
    const testnet = await findByRole('button', 'Toychain Testnet');
    expect(testnet.getAttribute('aria-current')).toBeNull();
    // One namespace: one list, no namespace headings.
    expect(allByRole('heading').map(accessibleName)).toEqual([LABELS.chooseNetwork]);

    await click(testnet);
    await waitFor(() => instance.getState().view === 'Account', 'the Account view');
    expect(instance.getNetwork().caipNetworkId).toBe('toychain:toy-2');
    expect(toy.wallet.chainId).toBe('toy-2');
    expect(instance.getState().history).toEqual(['Account']);
  });

  it('with two namespaces, the networks are grouped under "EVM" and "Solana"', async () => {
    const { portico } = await twoNamespaces();
    await connectSide(portico, 'eip155');
    await modal.show(portico, { view: 'Networks' });
    await findByRole('list', 'EVM');
    expect(allByRole('heading').map(accessibleName)).toEqual([
      LABELS.chooseNetwork,
      'EVM',
      'Solana',
    ]);
    expect(allByRole('button', byRole('list', 'EVM')).map(accessibleName)).toEqual([
      `Toy EVM${LABELS.activeNetwork}`,
      'Toy EVM Two',
    ]);
    expect(allByRole('button', byRole('list', 'Solana')).map(accessibleName)).toEqual([
      'Toy Solana',
    ]);
    expect(await violations()).toEqual([]);
  });

  it('a network of a connected namespace switches to it and returns to Account', async () => {
    const { portico } = await twoNamespaces();
    await connectSide(portico, 'eip155');
    await connectSide(portico, 'solana');
    await modal.show(portico, { view: 'Account' });
    await click(await findByRole('button', /^Toy Solana/));
    await click(byRole('button', 'Toy EVM Two', await findByRole('list', 'EVM')) as HTMLElement);
    await waitFor(() => portico.getState().view === 'Account', 'the Account view');
    expect(portico.getState().activeNamespace).toBe('eip155');
    expect(portico.getNetwork().caipNetworkId).toBe('eip155:31338');
    expect(portico.getState().history).toEqual(['Account']);
  });

  it('a network of a namespace not connected makes it active and opens Connect for it', async () => {
    const { portico } = await twoNamespaces();
    await connectSide(portico, 'eip155');
    await modal.show(portico, { view: 'Account' });
    await click(await findByRole('button', /^Toy EVM/));
    await click(byRole('button', 'Toy Solana', await findByRole('list', 'Solana')) as HTMLElement);
    await waitFor(() => portico.getState().view === 'Connect', 'the Connect view');
    expect(portico.getState().activeNamespace).toBe('solana');
    expect(portico.getNetwork().caipNetworkId).toBe('solana:toy-localnet');
    expect(portico.getAccount('eip155')?.isConnected).toBe(true);
    // Connect for solana alone: the toy wallet's row connects that side, with no chain to choose.
    await click(await findByRole('button', /^Toy Wallet/));
    await waitFor(() => portico.getAccount('solana')?.isConnected, 'the solana account');
  });

  it('with nothing connected, a network of the other namespace opens Connect for it too', async () => {
    const { portico } = await twoNamespaces();
    await modal.show(portico, { view: 'Networks' });
    await click(byRole('button', 'Toy Solana', await findByRole('list', 'Solana')) as HTMLElement);
    await waitFor(() => portico.getState().view === 'Connect', 'the Connect view');
    expect(portico.getState().activeNamespace).toBe('solana');
  });
});
