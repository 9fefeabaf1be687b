/**
 * Names (@portico/feature-names) and sign-in (@portico/feature-siwx) in the demo, in Chromium,
 * against the stack's Portico server (one stack for both: each signs in the demo wallet).
 *
 * Names: a refused signature registers nothing; axe finds nothing on "Choose a name" at 360 px,
 * light then dark; then, by keyboard alone, a name is chosen, signed in the demo wallet and
 * registered, the success view passes axe (light and dark), and the account button shows the
 * name, again after a reload. The demo wallet has one EVM account for the whole file, so the
 * registration comes last.
 *
 * Sign-in (the demo's sign-in pages, sessions verified and kept by the server): after the
 * connect the modal goes straight to "Sign In" (never closed in between); axe finds nothing
 * there, on ConnectingSiwe and on the page's session card at 360 px, light then dark; a
 * refused signature shows 'Signature declined'; a double click on Sign in makes one sign-in
 * (one nonce, one session the server verified); a reload keeps the session with no new
 * signature; the Solana side signs in too (Sign-In With Solana); required sign-in refuses
 * Escape, Close and the backdrop, Sign in has the focus, and Cancel, reached by Tab and pressed
 * with Enter, disconnects. Each test's page has its own storage, so no session of another test
 * is seen.
 */
import {
  formatAxeViolations,
  HEALTHY_PAGE,
  runAxe,
  saveScreenshot,
} from '@portico/testing/chromium';
import { MESSAGES } from '@portico/core';
import { NAMES_LABELS as LABELS } from '@portico/feature-names';
import { SIWX_LABELS } from '../../../../features/siwx/src/labels';
import { DEMO_SIGN_IN_PAGES } from '../demoSignIn';
import { DEMO_SOLANA_WALLET_ADDRESS } from '../demoSolana';
import { describeDemoInChromium, withFailureScreenshot } from './demoInChromium';
import { LABELS as MODAL_LABELS, shortAddressOf, type DemoPage } from './demoPage';

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

  describe('sign-in, verified by the Portico server', () => {
    const SIGN_IN_TITLE = SIWX_LABELS.signMessageTitle;
    const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

    /** The demo's sign-in page (`on` or `required`), with the nonces and sessions it asks for. */
    async function openSignInPage(mode: 'on' | 'required') {
      const ui = await demo.open({ viewport: { width: 360, height: 740 } });
      await ui.page.goto(new URL(DEMO_SIGN_IN_PAGES[mode], demo.stack.url).href);
      await ui.connectButton().waitFor();
      await ui.page.waitForFunction(() => window.porticoDemoWallet !== undefined);
      const requests = { nonces: 0, sessions: 0 };
      ui.page.on('request', (request) => {
        if (request.method() !== 'POST') return;
        if (request.url().endsWith('/api/v1/siwx/nonce')) requests.nonces += 1;
        if (request.url().endsWith('/api/v1/siwx/sessions')) requests.sessions += 1;
      });
      // Every time the modal closes (it must not between the connect and the sign-in).
      await ui.page.evaluate(() => {
        const closes: string[] = [];
        Object.assign(window, { modalCloses: closes });
        window.porticoDemo?.subscribeState((state) => {
          if (!state.open) closes.push(state.view);
        });
      });
      const modalCloses = () =>
        ui.page.evaluate(() => (window as unknown as { modalCloses: string[] }).modalCloses);
      const session = ui.page.locator('#root').getByRole('status', { name: 'Session' });
      return { ui, requests, modalCloses, session };
    }

    test('after the connect the modal goes straight to "Sign In"; at 360 px, light then dark, axe finds nothing; a refused signature says \'Signature declined\'; a double click signs in once; a reload keeps the session', async () => {
      const { ui, requests, modalCloses, session } = await openSignInPage('on');
      const { page } = ui;
      await withFailureScreenshot(ui, 'siwx-sign-in', async () => {
        const address = await ui.connectDemoWallet();
        const dialog = page.getByRole('dialog', { name: SIGN_IN_TITLE });
        const signIn = dialog.getByRole('button', { name: SIWX_LABELS.signIn, exact: true });
        await signIn.waitFor();
        expect(await modalCloses()).toEqual([]);
        await dialog
          .getByText(SIWX_LABELS.needsToConnect('Portico Demo'), { exact: true })
          .waitFor();
        await check(ui, 'SIWXSignMessage-360-light');
        await setTheme(ui, 'dark');
        await check(ui, 'SIWXSignMessage-360-dark');
        await setTheme(ui, 'light');

        await page.evaluate(() => window.porticoDemoWallet?.rejectNext());
        await signIn.click();
        await dialog.getByText(MESSAGES.signatureDeclined, { exact: true }).first().waitFor();
        await expect(session.textContent()).resolves.toBe('not signed in');

        const before = { ...requests };
        const verified = page.waitForResponse(
          (response) =>
            response.url().endsWith('/api/v1/siwx/sessions') &&
            response.request().method() === 'POST',
        );
        await signIn.dblclick();
        expect((await verified).status()).toBe(201);
        await dialog.waitFor({ state: 'detached' });
        expect(requests.nonces - before.nonces).toBe(1);
        expect(requests.sessions - before.sessions).toBe(1);
        const signedIn = new RegExp(`^signed in as ${escapeRegExp(address)}$`, 'i');
        await expect(session.textContent()).resolves.toMatch(signedIn);

        // A reload: the wallet reconnects and the server still holds the session; no signature.
        const afterSignIn = { ...requests };
        await page.reload();
        await page.waitForFunction(() => window.porticoDemoWallet !== undefined);
        await session.filter({ hasText: signedIn }).waitFor();
        expect(requests).toEqual(afterSignIn);
        expect(await page.getByRole('dialog').count()).toBe(0);
        // The page's sign-in card (the session, Sign out): axe, light then dark.
        await page.locator('#root').getByRole('button', { name: 'Sign out' }).waitFor();
        await check(ui, 'demo-signed-in-360-light');
        await setTheme(ui, 'dark');
        await check(ui, 'demo-signed-in-360-dark');
      });
      expect(ui.guarded.health()).toEqual(HEALTHY_PAGE);
    });

    test('on Solana: the demo wallet signs in (Sign-In With Solana, ed25519), verified by the server', async () => {
      const { ui, session } = await openSignInPage('on');
      const { page } = ui;
      await withFailureScreenshot(ui, 'siwx-solana', async () => {
        await ui.connectButton().click();
        await ui.walletRow().click();
        await ui.chainChoice('Solana').click();
        const dialog = page.getByRole('dialog', { name: SIGN_IN_TITLE });
        const signIn = dialog.getByRole('button', { name: SIWX_LABELS.signIn, exact: true });
        await signIn.waitFor();
        await dialog.getByText(shortAddressOf(DEMO_SOLANA_WALLET_ADDRESS)).waitFor();
        const verified = page.waitForResponse(
          (response) =>
            response.url().endsWith('/api/v1/siwx/sessions') &&
            response.request().method() === 'POST',
        );
        await signIn.click();
        expect((await verified).status()).toBe(201);
        await dialog.waitFor({ state: 'detached' });
        await expect(session.textContent()).resolves.toBe(
          `signed in as ${DEMO_SOLANA_WALLET_ADDRESS}`,
        );
        // ConnectingSiwe (the one-click WalletConnect view), opened by hand: axe, light, dark.
        await page.evaluate(() => window.porticoDemo?.open({ view: 'ConnectingSiwe' }));
        await dialog.getByRole('button', { name: SIWX_LABELS.signIn, exact: true }).waitFor();
        await check(ui, 'ConnectingSiwe-360-light');
        await setTheme(ui, 'dark');
        await check(ui, 'ConnectingSiwe-360-dark');
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'detached' });
      });
      expect(ui.guarded.health()).toEqual(HEALTHY_PAGE);
    });

    test('required: Escape, Close and the backdrop leave "Sign In" open; Sign in has the focus; Cancel, by Tab and Enter, disconnects', async () => {
      const { ui, session } = await openSignInPage('required');
      const { page } = ui;
      await withFailureScreenshot(ui, 'siwx-required', async () => {
        await ui.connectDemoWallet();
        const dialog = page.getByRole('dialog', { name: SIGN_IN_TITLE });
        await dialog.getByRole('button', { name: SIWX_LABELS.signIn, exact: true }).waitFor();
        await dialog
          .getByText(`${SIWX_LABELS.prove} ${SIWX_LABELS.cancelDisconnects}`, { exact: true })
          .waitFor();
        // The view's first control has the focus: Sign in.
        await page.waitForFunction(
          (name) => document.activeElement?.textContent === name,
          SIWX_LABELS.signIn,
        );

        await page.keyboard.press('Escape');
        await dialog.getByRole('button', { name: MODAL_LABELS.close, exact: true }).click();
        const box = await dialog.boundingBox();
        expect(box && box.y > 10).toBe(true); // the corner below is the backdrop
        await page.mouse.click(2, 2);
        await ui.dialogSettled();
        expect(await page.evaluate(() => window.porticoDemo?.getState())).toMatchObject({
          open: true,
          view: 'SIWXSignMessage',
        });
        await expect(session.textContent()).resolves.toBe('not signed in');

        // By keyboard: Tab from Sign in reaches Cancel; Enter disconnects.
        await dialog.getByRole('button', { name: SIWX_LABELS.signIn, exact: true }).focus();
        await page.keyboard.press('Tab');
        expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
          SIWX_LABELS.cancel,
        );
        await page.keyboard.press('Enter');
        await ui.connectButton().waitFor();
        await expect(session.textContent()).resolves.toBe('no wallet connected');
      });
      expect(ui.guarded.health()).toEqual(HEALTHY_PAGE);
    });
  });
});
