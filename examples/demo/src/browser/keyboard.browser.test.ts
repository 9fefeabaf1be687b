import { HEALTHY_PAGE } from '@portico/testing/chromium';
import type { Page } from 'playwright-core';
import { describeDemoInChromium, withFailureScreenshot } from './demoInChromium';
import { LABELS, shortAddressOf } from './demoPage';
import { connectByKeyboard, focusedName } from './keyboardFocus';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/** A description of the focused element, and whether it is inside the dialog. */
function focused(page: Page) {
  return page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    return {
      label: active
        ? `${active.tagName} ${active.getAttribute('aria-label') ?? active.textContent}`
        : '',
      inDialog: Boolean(active?.closest('[role="dialog"]')),
      isOpener: active?.textContent === 'Connect Wallet',
    };
  });
}

describeDemoInChromium('the demo in Chromium: keyboard and motion', (demo) => {
  test('keyboard alone: Tab to Connect Wallet, Enter, Tab to the wallet, Enter, the EVM side, Enter; focus ends on the account button', async () => {
    const ui = await demo.open();
    const { page } = ui;
    await withFailureScreenshot(ui, 'keyboard-connect-focus', async () => {
      await connectByKeyboard(ui, 'EVM');
      await ui.dialog().waitFor({ state: 'detached' });
      const address = await ui.walletAddress();
      const accountButton = ui.accountButton(address);
      await accountButton.waitFor();
      expect(await ui.connectButton().count()).toBe(0);
      expect(await focusedName(page)).toMatch(
        new RegExp(`^- button ".*${shortAddressOf(address)}.*"`),
      );
      expect(await accountButton.evaluate((element) => element === document.activeElement)).toBe(
        true,
      );
      expect(ui.guarded.health()).toEqual(HEALTHY_PAGE);
    });
  });

  test('Tab reaches every control, focus stays in the dialog, Esc closes and refocuses the opener', async () => {
    const ui = await demo.open();
    const { page } = ui;
    await withFailureScreenshot(ui, 'keyboard-trap', async () => {
      await ui.connectButton().focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: LABELS.connectWallet });
      await dialog.waitFor();
      // The catalogue's rows are in (the list is no longer aria-busy) and the entry is over.
      // Not networkidle: that load state is reached once per page, long before this.
      await ui.dialogButton(LABELS.allWallets).waitFor();
      await ui.dialogSettled();

      const controls = await dialog
        .locator(FOCUSABLE)
        .evaluateAll((elements) =>
          elements
            .filter((element) => (element as HTMLElement).offsetParent !== null)
            .map(
              (element) =>
                `${element.tagName} ${element.getAttribute('aria-label') ?? element.textContent}`,
            ),
        );
      expect(controls.length).toBeGreaterThan(2);
      const reached = new Set<string>();
      for (let press = 0; press < controls.length * 2 + 2; press += 1) {
        await page.keyboard.press('Tab');
        const now = await focused(page);
        expect(now.inDialog).toBe(true);
        reached.add(now.label);
      }
      for (let press = 0; press < controls.length + 1; press += 1) {
        await page.keyboard.press('Shift+Tab');
        expect((await focused(page)).inDialog).toBe(true);
      }
      expect([...reached].sort()).toEqual([...new Set(controls)].sort());

      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect((await focused(page)).isOpener).toBe(true);
      expect(ui.guarded.health()).toEqual(HEALTHY_PAGE);
    });
  });

  test("the browser's back button closes the modal and keeps the page", async () => {
    const ui = await demo.open();
    const { page } = ui;
    await withFailureScreenshot(ui, 'keyboard-back', async () => {
      const url = page.url();
      await ui.connectButton().click();
      await ui.dialog().waitFor();
      await page.evaluate(() => history.back());
      await ui.dialog().waitFor({ state: 'detached' });
      expect(page.url()).toBe(url);
      await ui.connectButton().waitFor();
      expect(ui.guarded.health()).toEqual(HEALTHY_PAGE);
    });
  });

  test('keyboard focus is visible: a ring on :focus-visible for the button and the rows', async () => {
    const ui = await demo.open();
    const { page } = ui;
    await withFailureScreenshot(ui, 'keyboard-focus-ring', async () => {
      const ring = () =>
        page.evaluate(() => {
          const active = document.activeElement as HTMLElement;
          const style = getComputedStyle(active);
          const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
          return {
            focusVisible: active.matches(':focus-visible'),
            ring: outline || style.boxShadow !== 'none',
          };
        });
      await ui.connectButton().focus();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab'); // keyboard focus on "Connect Wallet"
      expect(await ring()).toEqual({ focusVisible: true, ring: true });
      await page.keyboard.press('Enter');
      await ui.walletRow().waitFor();
      await ui.walletRow().focus();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      expect(await ring()).toEqual({ focusVisible: true, ring: true });
    });
  });

  test('with reduced motion the dialog does not animate', async () => {
    const ui = await demo.open({ reducedMotion: 'reduce' });
    await withFailureScreenshot(ui, 'reduced-motion', async () => {
      await ui.connectButton().click();
      await ui.dialog().waitFor();
      const motion = await ui.dialog().evaluate((dialog) => {
        // Animated: a named animation of 1 ms or more. Less never reaches a frame (the usual
        // reduced-motion rule sets 0.01ms so animationend handlers still run).
        const moving = (element: Element) => {
          const style = getComputedStyle(element);
          const durations = style.animationDuration.split(',').map((value) => parseFloat(value));
          return style.animationName !== 'none' && durations.some((seconds) => seconds >= 0.001);
        };
        return [dialog, dialog.parentElement!].map(moving);
      });
      expect(motion).toEqual([false, false]);
    });
  });
});
