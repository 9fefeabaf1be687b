/** @jest-environment jsdom */
import { act } from 'react';
import { MESSAGES } from '@portico/core';
import { LABELS } from '../ui/labels';
import { click, dialog, findByRole, findByText, waitFor } from './__fixtures__/modalDriver';
import { useModalFixture } from './__fixtures__/modalFixture';

const modal = useModalFixture();

async function connectingWith(failure: Error) {
  const { portico: instance, toy } = await modal.instance();
  toy.wallet.failNextConnect = failure;
  await modal.show(instance);
  await click(await findByRole('button', /Toy Wallet/));
  return instance;
}

describe('ConnectingExternal view', () => {
  it('opened on its own, it asks the wallet of data.connectorId', async () => {
    const { portico: instance } = await modal.instance();
    await modal.render(instance);
    await act(() =>
      instance.open({ view: 'ConnectingExternal', data: { connectorId: 'toy-wallet' } }),
    );
    await waitFor(() => instance.getAccount()?.isConnected, 'the connection');
    expect(instance.getState().open).toBe(false);
  });

  it('a user rejection (code 4001) shows the declined text, the Signature declined toast, shakes, and "Try again" connects', async () => {
    const rejected = Object.assign(new Error('User rejected the request.'), { code: 4001 });
    const instance = await connectingWith(rejected);
    expect(await findByText(MESSAGES.connectionDeclined)).toBeTruthy();
    expect(await findByText(MESSAGES.signatureDeclined)).toBeTruthy(); // the error toast
    expect(await findByText(LABELS.continueIn('Toy Wallet'))).toBeTruthy();
    expect(dialog()?.classList.contains('portico-shake')).toBe(true);
    await click(await findByRole('button', LABELS.tryAgain));
    await waitFor(() => instance.getAccount()?.isConnected, 'the connection');
    expect(instance.getState().open).toBe(false);
  });

  it("another failure shows the error's own message as text, and no declined toast", async () => {
    await connectingWith(new Error('Wallet is locked <b>now</b>'));
    const text = await findByText('Wallet is locked <b>now</b>');
    expect(text.querySelector('b')).toBeNull();
    expect(document.body.textContent).not.toContain(MESSAGES.signatureDeclined);
    expect(await findByRole('button', LABELS.tryAgain)).toBeTruthy();
  });
});
