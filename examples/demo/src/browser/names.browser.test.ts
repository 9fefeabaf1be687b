/**
 * Names (@portico/feature-names) in the demo, in Chromium, against the stack's Portico server:
 * a refused signature registers nothing; axe finds nothing on "Choose a name" at 360 px, light
 * then dark; then, by keyboard alone, a name is chosen, signed in the demo wallet and
 * registered, the success view passes axe (light and dark), and the account button shows the
 * name, again after a reload. The demo wallet has one EVM account for the whole file, so the
 * registration comes last.
 */
import {
  formatAxeViolations,
  HEALTHY_PAGE,
  runAxe,
  saveScreenshot,
} from '@portico/testing/chromium';
import { MESSAGES } from '@portico/core';
import { NAMES_LABELS as LABELS } from '@portico/feature-names';
import { describeDemoInChromium, withFailureScreenshot } from './demoInChromium';
import type { DemoPage } from './demoPage';

const ENTRY = 'Choose a name';
const SUCCESS_TITLE = 'Name registered';

/** axe finds nothing, and nothing is wider than a 360 px screen; the view is saved. */
async function check(ui: DemoPage, name: string) {
  await ui.dialogSettled();
  expect(formatAxeViolations(await runAxe(ui.page))).toBe('');
  const widths = await ui.page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    dialog: document.querySelector('[role="dialog"]')?.getBoundingClientRect().width ?? 0,
  }));
  expect(widths.page).toBeLessThanOrEqual(360);
  expect(widths.dialog).toBeLessThanOrEqual(360);
  await saveScreenshot(ui.page, name);
}

const setTheme = (ui: DemoPage, mode: 'light' | 'dark') =>
  ui.page.evaluate((theme) => window.porticoDemo?.setThemeMode(theme), mode);

/** The names the stack's server lists for `address` (read from the server itself). */
async function namesOf(serverUrl: string, address: string): Promise<unknown[]> {
  const response = await fetch(`${serverUrl}/v1/profile/reverse/${address}`);
  return response.ok ? ((await response.json()) as unknown[]) : [];
}

describeDemoInChromium('the demo in Chromium: account names', (demo) => {
  const label = `demo${Date.now().toString(36)}`;

  async function openChooseName(ui: DemoPage) {
    const address = await ui.connectDemoWallet();
    const account = await ui.openAccount(address);
    await account.getByRole('button', { name: ENTRY, exact: true }).click();
    const form = ui.page.getByRole('dialog', { name: ENTRY });
    await form.getByLabel(LABELS.nameField, { exact: true }).fill(label);
    const register = form.getByRole('button', { name: new RegExp(`^Register ${label}\\.`) });
    await register.first().waitFor();
    return { address, form, register: register.first() };
  }

  test("a refused signature: 'Signature declined', still on the form, nothing registered", async () => {
    const ui = await demo.open({ viewport: { width: 360, height: 740 } });
    await withFailureScreenshot(ui, 'names-declined', async () => {
      const { address, form, register } = await openChooseName(ui);
      await ui.page.evaluate(() => window.porticoDemoWallet?.rejectNext());
      await register.click();
      await form.getByText(MESSAGES.signatureDeclined, { exact: true }).first().waitFor();
      expect(await ui.page.evaluate(() => window.porticoDemo?.getState().view)).toBe(
        'RegisterAccountName',
      );
      expect(await namesOf(demo.stack.serverUrl, address)).toEqual([]);
    });
    expect(ui.guarded.health()).toEqual(HEALTHY_PAGE);
  });

  test('at 360 px, light then dark: axe finds nothing on "Choose a name" with its suggestions', async () => {
    const ui = await demo.open({ viewport: { width: 360, height: 740 } });
    await withFailureScreenshot(ui, 'names-360', async () => {
      await openChooseName(ui);
      await check(ui, 'RegisterAccountName-360-light');
      await setTheme(ui, 'dark');
      await check(ui, 'RegisterAccountName-360-dark');
    });
    expect(ui.guarded.health()).toEqual(HEALTHY_PAGE);
  });

  test('by keyboard alone at 360 px: register a name signed in the demo wallet; the account button shows it, also after a reload', async () => {
    const ui = await demo.open({ viewport: { width: 360, height: 740 } });
    const { page } = ui;
    await withFailureScreenshot(ui, 'names-keyboard', async () => {
      const address = await ui.connectDemoWallet();
      const account = await ui.openAccount(address);
      // From here on the keyboard only.
      await account.getByRole('button', { name: ENTRY, exact: true }).focus();
      await page.keyboard.press('Enter');
      const form = page.getByRole('dialog', { name: ENTRY });
      const field = form.getByLabel(LABELS.nameField, { exact: true });
      await field.waitFor();
      await field.focus();
      await page.keyboard.type(label);
      await form
        .getByRole('button', { name: new RegExp(`^Register ${label}\\.`) })
        .first()
        .waitFor();
      await page.keyboard.press('Enter'); // Enter in the field registers the first free name
      const success = page.getByRole('dialog', { name: SUCCESS_TITLE });
      await success.getByText(new RegExp(`^${label}\\..* is yours$`)).waitFor();
      await check(ui, 'RegisterAccountNameSuccess-360-light');
      await setTheme(ui, 'dark');
      await check(ui, 'RegisterAccountNameSuccess-360-dark');
      const [registered] = (await namesOf(demo.stack.serverUrl, address)) as { name: string }[];
      expect(registered?.name).toMatch(new RegExp(`^${label}\\.`));
      const done = success.getByRole('button', { name: LABELS.done, exact: true });
      await done.focus();
      await page.keyboard.press('Enter');
      await page.keyboard.press('Escape');
      const button = page.locator('#root').getByRole('button', { name: registered!.name });
      await button.first().waitFor();

      await page.reload();
      await page.locator('#root').getByRole('button', { name: registered!.name }).first().waitFor();
    });
    expect(ui.guarded.health()).toEqual(HEALTHY_PAGE);
  });
});
