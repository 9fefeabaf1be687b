/**
 * Test fixture: drive Send in the modal as a visitor does (jsdom): open it from the account
 * screen, read and fill its fields by their labels, read the form's button.
 */
import { act } from 'react';
import type { Portico } from '@portico/core';
import { LABELS as MODAL_LABELS } from '../../../../ui-react/src/ui/labels';
import { connectToy } from '../../../../ui-react/src/views/__fixtures__/connectedToy';
import {
  dialog,
  click,
  findByRole,
  type,
  waitFor,
} from '../../../../ui-react/src/views/__fixtures__/modalDriver';
import type { ModalFixture } from '../../../../ui-react/src/views/__fixtures__/modalFixture';
import { SEND_LABELS as LABELS } from '../labels';
import { sendInstance, type SendInstanceOptions } from './sendInstance';

/** A connected instance with Send, the modal open on the account screen. */
export async function showAccount(modal: ModalFixture, options: SendInstanceOptions = {}) {
  const made = await sendInstance(options);
  await connectToy(made.portico);
  await modal.show(made.portico);
  await findByRole('tab', MODAL_LABELS.tokens);
  return made;
}

/** The input labelled `label` (its <label for>). */
export function field(label: string): HTMLInputElement {
  const element = [...document.querySelectorAll('label')].find(
    (candidate) => candidate.textContent === label,
  );
  const input = element && document.getElementById(element.htmlFor);
  if (!(input instanceof HTMLInputElement)) throw new Error(`no field labelled ${label}`);
  return input;
}

/** The form's submit button (its text says what is missing). */
export const formButton = () =>
  dialog()!.querySelector<HTMLButtonElement>('form button[type="submit"]')!;

/** Waits until the form's button reads `text`. */
export const buttonReads = (text: string) =>
  waitFor(() => formButton()?.textContent === text, `the button "${text}"`);

/** Opens Send from the account screen's entry; resolves once its balances are read. */
export async function openSend(portico: Portico) {
  await click(await findByRole('button', LABELS.entry));
  await waitFor(() => portico.getState().view === 'WalletSend' && formButton(), 'the Send form');
  await waitFor(() => formButton().textContent !== LABELS.selectToken, 'the balances');
}

/** Fills the amount and the receiver (both fields, as a visitor types them). */
export async function fill(amount: string, receiver?: string) {
  await type(field(LABELS.amount), amount);
  if (receiver !== undefined) await type(field(LABELS.receiver), receiver);
}

/** The ids an element's aria-describedby names, as their texts. */
export function descriptions(element: Element): string[] {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? `(missing #${id})`);
}

/** Submits the form as Enter in one of its fields does. */
export async function submitByEnter() {
  await act(async () => {
    formButton().form!.requestSubmit();
  });
}
