/**
 * Send's views as a visitor goes through them, for the browser tests: open the form from the
 * account screen, fill it, preview. Shared by the EVM, Solana and WalletConnect send tests.
 */
import { eventually } from '@portico/testing/chromium';
import { SEND_LABELS } from '@portico/feature-send';
import type { DemoPage } from './demoPage';

/** The form's submit button, whose text says what is missing ('Add Amount', ...). */
export const sendFormButton = (ui: DemoPage) => ui.dialog().locator('form button[type="submit"]');

/** Opens Send from the account screen of `address` and waits for the empty form. */
export async function openSend(ui: DemoPage, address: string) {
  const account = await ui.openAccount(address);
  await account.getByRole('button', { name: SEND_LABELS.entry, exact: true }).click();
  await sendFormButton(ui).filter({ hasText: SEND_LABELS.addAmount }).waitFor();
}

/**
 * Fills the open form (amount as typed, receiver), previews, and waits until the preview's
 * Send is usable (the fee read). With `symbol`, the preview must show "<amount> <symbol>".
 */
export async function previewSend(ui: DemoPage, amount: string, receiver: string, symbol?: string) {
  await ui.dialog().getByLabel(SEND_LABELS.amount).fill(amount);
  await ui.dialog().getByLabel(SEND_LABELS.receiver).fill(receiver);
  await sendFormButton(ui).filter({ hasText: SEND_LABELS.previewSend }).click();
  const review = ui.page.getByRole('dialog', { name: SEND_LABELS.previewTitle });
  if (symbol) await review.getByText(`${amount} ${symbol}`, { exact: true }).waitFor();
  const send = review.getByRole('button', { name: SEND_LABELS.confirm, exact: true });
  await eventually(async () => expect(await send.isEnabled()).toBe(true));
  return { review, send };
}
