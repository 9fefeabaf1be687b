/**
 * Keyboard-only steps for the browser tests: press a key until a control (found by role and
 * accessible name) has focus, read the focused element as assistive technology gets it, and
 * connect a side of the demo wallet with the keyboard alone.
 */
import type { Locator, Page } from 'playwright-core';
import { LABELS, type DemoPage } from './demoPage';

/** The focused element as assistive technology gets it: its role and accessible name. */
export async function focusedName(page: Page): Promise<string> {
  const onBody = await page.evaluate(
    () => (document.activeElement ?? document.body) === document.body,
  );
  if (onBody) return '<body>';
  const snapshot = await page.locator(':focus').ariaSnapshot();
  return snapshot.split('\n')[0] ?? '';
}

/** Presses `key` until `target` (found by role and accessible name) has focus; at most `max` times. */
export async function pressUntilFocused(page: Page, key: string, target: Locator, max = 30) {
  const hasFocus = () => target.evaluate((element) => element === document.activeElement);
  for (let press = 0; !(await hasFocus()); press += 1) {
    if (press === max)
      throw new Error(`${key} x${max} never reached it: ${await focusedName(page)}`);
    await page.keyboard.press(key);
  }
}

/**
 * Connects one side of the demo wallet by keyboard alone, finding each control by its role and
 * accessible name: Tab to "Connect Wallet", Enter; Tab to the demo wallet's row once the
 * catalogue is in, Enter; in "Select chain", Tab to `side` ('EVM', 'Solana', 'Bitcoin',
 * 'Polkadot'), Enter. `onChooser` runs while "Select chain" is shown and settled (to check it).
 * Resolves once `side` was chosen; the caller waits for what follows.
 */
export async function connectByKeyboard(
  ui: DemoPage,
  side: string,
  onChooser?: (chooser: Locator) => Promise<void>,
): Promise<void> {
  const { page } = ui;
  await pressUntilFocused(page, 'Tab', ui.connectButton());
  await page.keyboard.press('Enter');
  const connect = page.getByRole('dialog', { name: LABELS.connectWallet });
  // The view has given focus to its first control and the catalogue's rows are in.
  await connect.locator(':focus').waitFor();
  await ui.dialogButton(LABELS.allWallets).waitFor();
  await ui.dialogSettled();
  await pressUntilFocused(page, 'Tab', ui.walletRow());
  await page.keyboard.press('Enter');
  // One wallet, several namespaces: the modal asks which side.
  const chooser = page.getByRole('dialog', { name: LABELS.selectChain });
  await chooser.locator(':focus').waitFor();
  await ui.dialogSettled();
  await onChooser?.(chooser);
  await pressUntilFocused(page, 'Tab', ui.chainChoice(side));
  await page.keyboard.press('Enter');
}
