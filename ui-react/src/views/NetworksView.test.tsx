/** @jest-environment jsdom */
import type { Portico } from '@portico/core';
import { renderWithPortico, type Rendered } from '../__fixtures__/render';
import { LABELS } from '../ui/labels';
import { connectToy, toyInstance } from './__fixtures__/connectedToy';
import { click, findByRole, openModal, waitFor } from './__fixtures__/modalDriver';

let portico: Portico | undefined;
let rendered: Rendered | undefined;

afterEach(async () => {
  await rendered?.unmount();
  portico?.destroy();
  document.body.innerHTML = '';
});

describe('Networks view', () => {
  it('lists the configured networks, marks the active one, and switching goes back to Account', async () => {
    const { portico: instance, toy } = await toyInstance();
    portico = instance;
    await connectToy(instance);
    rendered = await renderWithPortico(<div />, instance);
    await openModal(instance);
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
