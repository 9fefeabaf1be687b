/**
 * Buy (@portico/feature-onramp) in the demo, in Chromium, through the stack's local test
 * on-ramp (stack/demoOnramp.ts; no real money): open Buy, choose ETH on the local chain, an
 * amount in USD, the quote and the fee range, Continue opens the provider's page in a new
 * window (a popup, noopener), Pay there sends the chain's ETH to the demo wallet: its balance
 * rises on chain and Activity shows the transfer. axe finds nothing on the two Buy views, light
 * and dark at 360 px (nothing wider than the screen), and Buy works by keyboard alone.
 */
import {
  eventually,
  formatAxeViolations,
  HEALTHY_PAGE,
  runAxe,
  saveScreenshot,
} from '@portico/testing/chromium';
import { TEST_ONRAMP_TEXTS } from '@portico/testing';
import { ONRAMP_LABELS } from '@portico/feature-onramp';
import { parseEther } from 'viem';
import { describeDemoInChromium, withFailureScreenshot } from './demoInChromium';
import type { DemoPage } from './demoPage';
import { readNativeBalance } from './readChain';

describeDemoInChromium('the demo in Chromium: Buy through the local test on-ramp', (demo) => {
  test('open Buy, choose ETH, 300 USD, Continue: the test provider pays the wallet on chain and Activity shows it', async () => {
    const ui = await demo.open();
    const { page } = ui;
    const chain = demo.stack.chains[0]!;
    await withFailureScreenshot(ui, 'onramp-buy', async () => {
      const address = await ui.connectDemoWallet();
      const before = await readNativeBalance(chain.rpcUrl, address);
      const account = await ui.openAccount(address);
      await account.getByRole('button', { name: ONRAMP_LABELS.entry, exact: true }).click();
      const offers = page.getByRole('list', { name: ONRAMP_LABELS.offers });
      const eth = offers.getByRole('button', { name: /^ETH/ });
      await eth.waitFor();
      expect(await eth.textContent()).toContain(ONRAMP_LABELS.offerDetail(chain.name));
      await ui.dialogSettled();
      expect(formatAxeViolations(await runAxe(page))).toBe('');
      await eth.click();

      const amount = page.getByLabel(ONRAMP_LABELS.amount, { exact: true });
      await amount.fill('300');
      // 300 USD at the demo's 3000 USD per ETH, less the test provider's 1.5%.
      await page.getByText('0.0985 ETH', { exact: true }).waitFor();
      await page.getByText(ONRAMP_LABELS.feeRange, { exact: true }).waitFor();
      await ui.dialogSettled();
      expect(formatAxeViolations(await runAxe(page))).toBe('');

      const popupOpened = page.context().waitForEvent('page');
      await page.getByRole('button', { name: ONRAMP_LABELS.continue, exact: true }).click();
      const provider = await popupOpened;
      await provider.waitForLoadState();
      await provider.getByText(TEST_ONRAMP_TEXTS.banner, { exact: true }).waitFor();
      await provider.getByText(address, { exact: true }).waitFor();
      // noopener: the provider's page has no handle on the app's window.
      expect(await provider.evaluate(() => window.opener)).toBeNull();
      await page.getByText(ONRAMP_LABELS.opened).waitFor();

      await provider.getByRole('button', { name: TEST_ONRAMP_TEXTS.pay, exact: true }).click();
      await provider.getByRole('heading', { name: TEST_ONRAMP_TEXTS.paid }).waitFor();
      expect(await readNativeBalance(chain.rpcUrl, address)).toBe(before + parseEther('0.0985'));
      await provider.close();

      // Activity lists the incoming ETH once the server's indexer has the block.
      await eventually(async () => {
        const after = await ui.openAccount(address);
        await after.getByRole('tab', { name: 'Activity' }).click();
        // The history rounds to 3 decimals: 'Receive', '0.098 ETH'.
        await after.getByText('0.098 ETH', { exact: true }).first().waitFor({ timeout: 2000 });
      });
    });
    expect(ui.guarded.health()).toEqual(HEALTHY_PAGE);
  });
  /** axe finds nothing, a screenshot, and nothing wider than a 360 px screen. */
  async function check360(ui: DemoPage, name: string) {
    await ui.dialogSettled();
    expect(formatAxeViolations(await runAxe(ui.page))).toBe('');
    await saveScreenshot(ui.page, name);
    const widths = await ui.page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      dialog: document.querySelector('[role="dialog"]')?.getBoundingClientRect().width ?? 0,
    }));
    expect(widths.page).toBeLessThanOrEqual(360);
    expect(widths.dialog).toBeLessThanOrEqual(360);
  }

  test('at 360 px, light then dark: axe finds nothing on the offers and the Buy form with a quote, and nothing is wider than the screen', async () => {
    const ui = await demo.open({ viewport: { width: 360, height: 740 } });
    const { page } = ui;
    await withFailureScreenshot(ui, 'onramp-360', async () => {
      const address = await ui.connectDemoWallet();
      for (const theme of ['light', 'dark'] as const) {
        if (theme === 'dark') {
          await page.getByRole('button', { name: 'Dark mode' }).click();
          await page.locator('[aria-pressed="true"]', { hasText: 'Dark mode' }).waitFor();
        }
        const account = await ui.openAccount(address);
        await account.getByRole('button', { name: ONRAMP_LABELS.entry, exact: true }).click();
        const eth = page
          .getByRole('list', { name: ONRAMP_LABELS.offers })
          .getByRole('button', { name: /^ETH/ });
        await eth.waitFor();
        await check360(ui, `OnRampProviders-360-${theme}`);
        await eth.click();
        await page.getByLabel(ONRAMP_LABELS.amount, { exact: true }).fill('150');
        await page.getByText('0.04925 ETH', { exact: true }).waitFor();
        await check360(ui, `OnRampBuy-360-${theme}`);
        await page.keyboard.press('Escape');
        await ui.dialog().waitFor({ state: 'detached' });
      }
    });
    expect(ui.guarded.health()).toEqual(HEALTHY_PAGE);
  });

  test('by keyboard alone: the entry, the offer, the amount, Enter: the provider page opens', async () => {
    const ui = await demo.open();
    const { page } = ui;
    await withFailureScreenshot(ui, 'onramp-keyboard', async () => {
      const address = await ui.connectDemoWallet();
      const account = await ui.openAccount(address);
      const entry = account.getByRole('button', { name: ONRAMP_LABELS.entry, exact: true });
      await entry.focus();
      await page.keyboard.press('Enter');
      const eth = page
        .getByRole('list', { name: ONRAMP_LABELS.offers })
        .getByRole('button', { name: /^ETH/ });
      await eth.waitFor();
      // Tab until the offer has the focus (the dialog's controls come first).
      await eventually(async () => {
        if (!(await eth.evaluate((element) => element === document.activeElement))) {
          await page.keyboard.press('Tab');
          throw new Error('the offer is not focused yet');
        }
      });
      await page.keyboard.press('Enter');
      const amount = page.getByLabel(ONRAMP_LABELS.amount, { exact: true });
      await amount.waitFor();
      await eventually(async () => {
        if (!(await amount.evaluate((element) => element === document.activeElement))) {
          await page.keyboard.press('Tab');
          throw new Error('the amount is not focused yet');
        }
      });
      await page.keyboard.type('60');
      await page.getByText('0.0197 ETH', { exact: true }).waitFor();
      const popupOpened = page.context().waitForEvent('page');
      await page.keyboard.press('Enter'); // submits the form: Continue
      const provider = await popupOpened;
      await provider.getByText(TEST_ONRAMP_TEXTS.banner, { exact: true }).waitFor();
      await provider.close();
    });
    expect(ui.guarded.health()).toEqual(HEALTHY_PAGE);
  });
});
