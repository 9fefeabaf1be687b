/** @jest-environment jsdom */
import { LABELS } from '../ui/labels';
import { findByText } from './__fixtures__/modalDriver';
import { useModalFixture } from './__fixtures__/modalFixture';

const modal = useModalFixture();

it('ApproveTransaction asks to approve in the wallet, in a live region, with a spinner', async () => {
  const { portico } = await modal.instance();
  await modal.show(portico, { view: 'ApproveTransaction' });
  const text = await findByText(LABELS.approveInWallet);
  expect(text.closest('[aria-live="polite"]')).toBeTruthy();
  expect(document.querySelector('.portico-spinner')).toBeTruthy();
});
