/**
 * Keyboard-only steps for the browser tests: press a key until a control (found by role and
 * accessible name) has focus, and read the focused element as assistive technology gets it.
 */
import type { Locator, Page } from 'playwright-core';

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
