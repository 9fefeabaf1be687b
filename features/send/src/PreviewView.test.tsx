/** @jest-environment jsdom */
import { act } from 'react';
import { MESSAGES } from '@portico/core';
import { axeViolationsInJsdom as violations } from '../../../ui-react/src/views/__fixtures__/axeInJsdom';
import {
  byRole,
  click,
  dialog,
  findByRole,
  findByText,
  waitFor,
} from '../../../ui-react/src/views/__fixtures__/modalDriver';
import { useModalFixture } from '../../../ui-react/src/views/__fixtures__/modalFixture';
import { SEND_LABELS as LABELS } from './labels';
import { buttonReads, fill, openSend, showAccount, submitByEnter } from './__fixtures__/sendDriver';
import { TOY_FEE } from './__fixtures__/sendToy';

const modal = useModalFixture();
const RECEIVER = `toy${'ef'.repeat(32)}`;

/** Connected, on the preview of sending `amount` TOY to RECEIVER. */
async function showPreview(amount = '1.25', options: Parameters<typeof showAccount>[1] = {}) {
  const made = await showAccount(modal, options);
  await openSend(made.portico);
  await fill(amount, RECEIVER);
  await buttonReads(LABELS.previewSend);
  await submitByEnter();
  await waitFor(() => made.portico.getState().view === 'WalletSendPreview', 'the preview');
  await waitFor(() => byRole('button', LABELS.confirm)?.hasAttribute('disabled') === false, 'Send');
  return made;
}

/** The preview's rows: term -> what assistive technology reads of the value. */
function rows(): Record<string, string> {
  const terms = [...dialog()!.querySelectorAll('dt')];
  return Object.fromEntries(
    terms.map((term) => {
      const value = term.nextElementSibling!;
      const read = [...value.querySelectorAll('*')]
        .filter((node) => node.children.length === 0 && !node.closest('[aria-hidden="true"]'))
        .map((node) => node.textContent)
        .join(' ');
      return [term.textContent!, read || value.textContent!];
    }),
  );
}

describe('Send feature plugin: the preview and the send', () => {
  it('shows the amount and symbol, the receiver (short, and in full for screen readers), the network and the fee', async () => {
    await showPreview('1.25');
    expect(rows()).toEqual({
      [LABELS.sending]: '1.25 TOY',
      [LABELS.to]: RECEIVER,
      [LABELS.network]: 'Toychain',
      [LABELS.networkFee]: `0.001 TOY`, // TOY_FEE micro-TOY
    });
    expect(TOY_FEE).toBe(1_000n);
    const shown = dialog()!.querySelector('dd [aria-hidden="true"]')!;
    expect(shown.textContent).toBe(`${RECEIVER.slice(0, 6)}…${RECEIVER.slice(-4)}`);
  });

  it("'Send' asks the wallet once, then the modal is back on the account screen", async () => {
    const { portico, toy } = await showPreview('1.25');
    await click(byRole('button', LABELS.confirm)!);
    await waitFor(() => portico.getState().view === 'Account', 'the account screen');
    expect(portico.getState().history).toEqual(['Account']);
    expect(toy.sends).toEqual([{ to: RECEIVER, amount: 1_250_000n }]);
    expect(toy.ledger.get(RECEIVER)).toBe(1_250_000n);
  });

  it('a double click on Send makes ONE wallet request', async () => {
    const { portico, toy } = await showPreview('1');
    const confirm = byRole('button', LABELS.confirm)!;
    const promptsBefore = toy.wallet.prompts;
    await act(async () => {
      // Both clicks land before React renders the disabled button.
      confirm.click();
      confirm.click();
    });
    await waitFor(() => portico.getState().view === 'Account', 'the account screen');
    expect(toy.wallet.prompts - promptsBefore).toBe(1);
    expect(toy.sends).toHaveLength(1);
  });

  it("a refusal in the wallet: 'Signature declined' (once), nothing sent, still on the preview", async () => {
    const { portico, toy } = await showPreview('1');
    toy.wallet.refusals = 1;
    await click(byRole('button', LABELS.confirm)!);
    const text = await findByText(
      MESSAGES.signatureDeclined,
      dialog()!.querySelector('.portico-send-preview')!,
    );
    expect(text).toBeTruthy();
    expect(portico.getState().view).toBe('WalletSendPreview');
    expect(toy.sends).toEqual([]);
    // Core's toast, and only it: the modal's status region shows the one text.
    const toasts = [...document.querySelectorAll('[role="status"][aria-live="polite"]')].map(
      (region) => region.textContent,
    );
    expect(toasts.filter((toast) => toast?.includes(MESSAGES.signatureDeclined))).toHaveLength(1);
    expect(byRole('button', LABELS.confirm)?.hasAttribute('disabled')).toBe(false);
  });

  it("another failure: 'Something went wrong', tied to the Send button; still on the preview", async () => {
    const { portico, toy } = await showPreview('1');
    toy.failNextSend = new Error('execution reverted');
    await click(byRole('button', LABELS.confirm)!);
    await waitFor(
      () => byRole('button', LABELS.confirm)?.getAttribute('aria-describedby'),
      'the error tied to Send',
    );
    const confirm = byRole('button', LABELS.confirm)!;
    const error = document.getElementById(confirm.getAttribute('aria-describedby')!);
    expect(error?.textContent).toBe(MESSAGES.somethingWentWrong);
    expect(portico.getState().view).toBe('WalletSendPreview');
    expect(toy.sends).toEqual([]);
  });

  it('Cancel goes back to the form with its values', async () => {
    const { portico } = await showPreview('2');
    await click(await findByRole('button', LABELS.cancel));
    await waitFor(() => portico.getState().view === 'WalletSend', 'the form');
    await buttonReads(LABELS.previewSend);
  });

  it('the preview has no axe violations', async () => {
    await showPreview('1');
    expect(await violations()).toEqual([]);
  });
});
