import {
  formatAxeViolations,
  HEALTHY_PAGE,
  runAxe,
  saveScreenshot,
} from '@portico/testing/chromium';
import { describeDemoInChromium, PHONE_VIEWPORT, withFailureScreenshot } from './demoInChromium';
import { RECEIVE_LABELS } from '@portico/feature-receive';
import { WALLET_GUIDE_LABELS } from '@portico/feature-wallet-guide';
import { LABELS, type DemoPage } from './demoPage';

/** axe finds nothing on the page with `view` open, and the view is saved as a screenshot. */
async function checkView(ui: DemoPage, view: string, theme: string) {
  await ui.dialogSettled();
  const violations = await runAxe(ui.page);
  if (violations.length > 0) {
    throw new Error(`axe: ${view} (${theme} theme)\n${formatAxeViolations(violations)}`);
  }
  await saveScreenshot(ui.page, `${view}-${theme}`);
}

async function walkEveryView(ui: DemoPage, theme: 'light' | 'dark', networkName: string) {
  const { page } = ui;
  if (theme === 'dark') {
    await page.getByRole('button', { name: 'Dark mode' }).click();
    await page.locator('[aria-pressed="true"]', { hasText: 'Dark mode' }).waitFor();
  }
  await ui.connectButton().click();
  await ui.walletRow().waitFor();
  await checkView(ui, 'Connect', theme);

  await ui.dialogButton(LABELS.noWallet).click();
  await page.getByRole('dialog', { name: WALLET_GUIDE_LABELS.whatIsAWallet }).waitFor();
  await checkView(ui, 'WhatIsAWallet', theme);
  await ui.dialogButton(LABELS.back).click();

  await ui.dialogButton(LABELS.allWallets).click();
  await page.getByRole('dialog', { name: LABELS.allWallets }).getByRole('searchbox').waitFor();
  await ui.dialog().locator('.portico-row').first().waitFor();
  await checkView(ui, 'AllWallets', theme);
  await ui.dialogButton(LABELS.back).click();

  // A real pairing from the local relay, drawn as the QR code (walletConnect.browser.test.ts pairs it).
  await ui.walletRow(LABELS.walletConnect).click();
  await ui.dialog().getByRole('img', { name: LABELS.qrCode }).waitFor();
  await checkView(ui, 'ConnectingWalletConnect', theme);
  await ui.dialogButton(LABELS.back).click();

  await page.evaluate(() => window.porticoDemoWallet?.rejectNext());
  await ui.walletRow().click();
  // The demo wallet is installed in two namespaces: the modal asks which side.
  await page.getByRole('dialog', { name: LABELS.selectChain }).waitFor();
  await checkView(ui, 'ConnectingMultiChain', theme);
  await ui.chainChoice('EVM').click();
  // The declined state (its text is checked in connectFlow.browser.test.ts).
  await ui.dialogButton(LABELS.tryAgain).waitFor();
  await checkView(ui, 'Connecting-declined', theme);
  await ui.dialogButton(LABELS.tryAgain).click();
  const address = await ui.walletAddress();
  await ui.accountButton(address).waitFor();
  if (await ui.dialog().isVisible()) await page.keyboard.press('Escape');

  await ui.accountButton(address).click();
  const account = page.getByRole('dialog', { name: LABELS.account });
  for (const tab of [LABELS.tokens, LABELS.nfts, LABELS.activity]) {
    await account.getByRole('tab', { name: tab }).click();
    await account.locator('[aria-busy="true"]').waitFor({ state: 'detached' });
    await checkView(ui, `Account-${tab}`, theme);
  }
  // Receive (@portico/feature-receive): its entry by name; the address in full and its QR code.
  await account.getByRole('button', { name: RECEIVE_LABELS.entry, exact: true }).click();
  const receiving = page.getByRole('dialog', { name: RECEIVE_LABELS.receive });
  await receiving.getByText(new RegExp(`^${address}$`, 'i')).waitFor();
  await receiving.getByRole('img', { name: RECEIVE_LABELS.qrCode }).waitFor();
  await checkView(ui, 'Receive', theme);
  await page.keyboard.press('Escape');

  await ui.networkButton(networkName).click();
  await page.getByRole('dialog', { name: LABELS.chooseNetwork }).waitFor();
  await checkView(ui, 'Networks', theme);
  await page.keyboard.press('Escape');

  // Views a wallet or a feature leads to, opened through the demo's instance.
  for (const [view, title] of [
    ['UnsupportedChain', LABELS.switchNetwork],
    ['ApproveTransaction', LABELS.approveTransaction],
  ] as const) {
    await page.evaluate((name) => window.porticoDemo?.open({ view: name }), view);
    await page.getByRole('dialog', { name: title }).waitFor();
    await checkView(ui, view, theme);
    await page.keyboard.press('Escape');
    await ui.dialog().waitFor({ state: 'detached' });
  }
}

describeDemoInChromium('the demo in Chromium: every view, both themes, axe and looks', (demo) => {
  for (const theme of ['light', 'dark'] as const) {
    test(`axe finds no violation in any view, ${theme} theme (screenshots saved)`, async () => {
      const ui = await demo.open();
      const networkName = demo.stack.chains[0]!.name;
      await withFailureScreenshot(ui, `views-${theme}`, () =>
        walkEveryView(ui, theme, networkName),
      );
      expect(ui.guarded.health()).toEqual(HEALTHY_PAGE);
    });
  }

  test('desktop: a 360 px card in a 1280x800 viewport', async () => {
    const ui = await demo.open();
    await withFailureScreenshot(ui, 'layout-desktop', async () => {
      await ui.connectButton().click();
      await ui.walletRow().waitFor();
      await ui.dialogSettled();
      const box = (await ui.dialog().boundingBox())!;
      expect(box.width).toBe(360);
      expect(box.y).toBeGreaterThan(0);
      expect(box.y + box.height).toBeLessThan(800);
      await saveScreenshot(ui.page, 'layout-desktop-1280x800');
    });
  });

  test('phone: a full-width bottom sheet at 390x844', async () => {
    const ui = await demo.open({ viewport: PHONE_VIEWPORT, isMobile: true, hasTouch: true });
    await withFailureScreenshot(ui, 'layout-phone', async () => {
      await ui.connectButton().click();
      await ui.walletRow().waitFor();
      await ui.dialogSettled();
      const box = (await ui.dialog().boundingBox())!;
      expect(Math.round(box.width)).toBe(PHONE_VIEWPORT.width);
      expect(Math.round(box.x)).toBe(0);
      expect(Math.round(box.y + box.height)).toBe(PHONE_VIEWPORT.height);
      await saveScreenshot(ui.page, 'layout-phone-390x844');
    });
  });
});
