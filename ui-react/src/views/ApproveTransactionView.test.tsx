/** @jest-environment jsdom */
import type { Portico } from '@portico/core';
import { renderWithPortico, type Rendered } from '../__fixtures__/render';
import { LABELS } from '../ui/labels';
import { toyInstance } from './__fixtures__/connectedToy';
import { findByText, openModal } from './__fixtures__/modalDriver';

let portico: Portico | undefined;
let rendered: Rendered | undefined;

afterEach(async () => {
  await rendered?.unmount();
  portico?.destroy();
  document.body.innerHTML = '';
});

it('ApproveTransaction asks to approve in the wallet, in a live region, with a spinner', async () => {
  ({ portico } = await toyInstance());
  rendered = await renderWithPortico(<div />, portico);
  await openModal(portico, { view: 'ApproveTransaction' });
  const text = await findByText(LABELS.approveInWallet);
  expect(text.closest('[aria-live="polite"]')).toBeTruthy();
  expect(document.querySelector('.portico-spinner')).toBeTruthy();
});
