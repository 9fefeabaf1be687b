/** @jest-environment jsdom */
import type { Portico } from '@portico/core';
import { renderWithPortico, type Rendered } from '../__fixtures__/render';
import { LABELS } from '../ui/labels';
import { connectToy, toyInstance } from './__fixtures__/connectedToy';
import {
  byRole,
  click,
  findByRole,
  findByText,
  openModal,
  waitFor,
} from './__fixtures__/modalDriver';

let portico: Portico | undefined;
let rendered: Rendered | undefined;

afterEach(async () => {
  await rendered?.unmount();
  portico?.destroy();
  document.body.innerHTML = '';
});

async function onUnsupportedChain() {
  const { portico: instance, toy } = await toyInstance();
  portico = instance;
  await connectToy(instance);
  rendered = await renderWithPortico(<div />, instance);
  await openModal(instance, { view: 'UnsupportedChain' });
  return { instance, toy };
}

describe('UnsupportedChain view', () => {
  it('says "Switch network", lists the networks, and a choice switches the wallet', async () => {
    const { instance, toy } = await onUnsupportedChain();
    expect(await findByText(LABELS.switchNetwork)).toBeTruthy();
    await click(await findByRole('button', 'Toychain Testnet'));
    await waitFor(() => toy.wallet.chainId === 'toy-2', 'the switch');
    expect(instance.getNetwork().caipNetworkId).toBe('toychain:toy-2');
  });

  it('Disconnect disconnects and closes', async () => {
    const { instance } = await onUnsupportedChain();
    await click(byRole('button', LABELS.disconnect) as HTMLElement);
    await waitFor(() => !instance.getAccount()?.isConnected, 'the disconnection');
    expect(instance.getState().open).toBe(false);
  });
});
