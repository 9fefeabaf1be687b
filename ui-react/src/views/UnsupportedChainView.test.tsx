/** @jest-environment jsdom */
import { LABELS } from '../ui/labels';
import { connectToy } from './__fixtures__/connectedToy';
import { byRole, click, findByRole, findByText, waitFor } from './__fixtures__/modalDriver';
import { useModalFixture } from './__fixtures__/modalFixture';

const modal = useModalFixture();

async function onUnsupportedChain() {
  const { portico: instance, toy } = await modal.instance();
  await connectToy(instance);
  await modal.show(instance, { view: 'UnsupportedChain' });
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
