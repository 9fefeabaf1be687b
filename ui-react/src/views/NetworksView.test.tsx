/** @jest-environment jsdom */
import { LABELS } from '../ui/labels';
import { connectToy } from './__fixtures__/connectedToy';
import { click, findByRole, waitFor } from './__fixtures__/modalDriver';
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

    await click(testnet);
    await waitFor(() => instance.getState().view === 'Account', 'the Account view');
    expect(instance.getNetwork().caipNetworkId).toBe('toychain:toy-2');
    expect(toy.wallet.chainId).toBe('toy-2');
    expect(instance.getState().history).toEqual(['Account']);
  });
});
