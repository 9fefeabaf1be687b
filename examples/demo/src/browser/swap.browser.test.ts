/**
 * Swap (@portico/feature-swap) in the demo, in Chromium, on the demo chain's real Uniswap v2
 * exchange (deployed from the npm artifacts by the demo stack) through the Portico server's
 * convert routes, with the demo wallet (issue 17's proof): ETH for the demo token and back,
 * checked by the balances on chain; the approval is asked once; a refused swap or approval
 * changes nothing (the account's nonce and balances stay); axe finds nothing on the views.
 */
import {
  eventually,
  formatAxeViolations,
  HEALTHY_PAGE,
  runAxe,
  saveScreenshot,
} from '@portico/testing/chromium';
import { MESSAGES } from '@portico/core';
import { SWAP_LABELS } from '@portico/feature-swap';
import { DEMO_TOKEN } from '../demoChains';
import { describeDemoInChromium, withFailureScreenshot } from './demoInChromium';
import type { DemoPage } from './demoPage';
import { readNativeBalance } from './readChain';

/** One read of the demo node itself (not through the page). */
async function callNode<T>(rpcUrl: string, method: string, params: unknown[]): Promise<T> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const answer = (await response.json()) as { result?: T; error?: { message: string } };
  if (answer.result === undefined) throw new Error(`${method} failed: ${answer.error?.message}`);
  return answer.result;
}

const word = (address: string) => address.slice(2).toLowerCase().padStart(64, '0');
const tokenBalance = async (rpcUrl: string, token: string, owner: string) =>
  BigInt(
    await callNode<string>(rpcUrl, 'eth_call', [
      { to: token, data: `0x70a08231${word(owner)}` },
      'latest',
    ]),
  );
const allowance = async (rpcUrl: string, token: string, owner: string, spender: string) =>
  BigInt(
    await callNode<string>(rpcUrl, 'eth_call', [
      { to: token, data: `0xdd62ed3e${word(owner)}${word(spender)}` },
      'latest',
    ]),
  );
const nonce = async (rpcUrl: string, address: string) =>
  Number(await callNode<string>(rpcUrl, 'eth_getTransactionCount', [address, 'latest']));

/** From the account screen: Swap, the token to receive (or to pay, switched), the amount. */
async function fillSwap(ui: DemoPage, address: string, amount: string, sellToken: boolean) {
  const account = await ui.openAccount(address);
  await account.getByRole('button', { name: SWAP_LABELS.entry, exact: true }).click();
  const dialog = ui.dialog();
  await dialog.getByRole('button', { name: new RegExp(`^${SWAP_LABELS.chooseTo}`) }).click();
  await ui.page
    .getByRole('button', { name: new RegExp(`^${DEMO_TOKEN.symbol}`) })
    .first()
    .click();
  if (sellToken) await dialog.getByRole('button', { name: SWAP_LABELS.switchTokens }).click();
  await dialog.getByLabel(SWAP_LABELS.amount).fill(amount);
  const review = dialog.locator('form button[type="submit"]');
  await review.filter({ hasText: SWAP_LABELS.reviewSwap }).waitFor();
  await review.click();
  return ui.page.getByRole('dialog', { name: SWAP_LABELS.previewTitle });
}

/** Tab (at most 20 times) until the focused element's text or label matches `name`. */
async function tabTo(ui: DemoPage, name: RegExp) {
  for (let presses = 0; presses < 20; presses += 1) {
    const focused = await ui.page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      return `${element?.getAttribute('aria-label') ?? ''} ${element?.textContent ?? ''}`;
    });
    if (name.test(focused)) return;
    await ui.page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${String(name)}`);
}

describeDemoInChromium('the demo in Chromium: Swap on the local Uniswap v2 exchange', (demo) => {
  test('ETH for the demo token: a refused swap sends nothing, then the swap lands on chain', async () => {
    const ui = await demo.open();
    const { page } = ui;
    const chain = demo.stack.chains[0]!;
    await withFailureScreenshot(ui, 'swap-eth-for-token', async () => {
      const address = await ui.connectDemoWallet();
      const preview = await fillSwap(ui, address, '1', false);
      const confirm = preview.getByRole('button', { name: SWAP_LABELS.confirm, exact: true });
      await eventually(async () => expect(await confirm.isEnabled()).toBe(true));
      await preview.getByText('1%', { exact: true }).waitFor();
      await ui.dialogSettled();
      expect(formatAxeViolations(await runAxe(page))).toBe('');

      const [tokensBefore, nonceBefore] = await Promise.all([
        tokenBalance(chain.rpcUrl, chain.tokenAddress, address),
        nonce(chain.rpcUrl, address),
      ]);
      await page.evaluate(() => window.porticoDemoWallet?.rejectNext());
      await confirm.click();
      await preview.getByText(MESSAGES.signatureDeclined, { exact: true }).first().waitFor();
      expect(await nonce(chain.rpcUrl, address)).toBe(nonceBefore);

      await eventually(async () => expect(await confirm.isEnabled()).toBe(true));
      await confirm.click();
      await page.getByRole('dialog', { name: 'Account' }).waitFor();
      await eventually(async () =>
        expect(await tokenBalance(chain.rpcUrl, chain.tokenAddress, address)).toBeGreaterThan(
          tokensBefore,
        ),
      );
      expect(await nonce(chain.rpcUrl, address)).toBe(nonceBefore + 1);
    });
    expect(ui.guarded.health()).toEqual(HEALTHY_PAGE);
  });

  test('the demo token for ETH: "Approve", refused once (nothing changes), then approved once and swapped', async () => {
    const ui = await demo.open();
    const { page } = ui;
    const chain = demo.stack.chains[0]!;
    const router = chain.exchange.router;
    await withFailureScreenshot(ui, 'swap-token-for-eth', async () => {
      const address = await ui.connectDemoWallet();
      const preview = await fillSwap(ui, address, '100', true);
      const approve = preview.getByRole('button', {
        name: SWAP_LABELS.approve(DEMO_TOKEN.symbol),
      });
      await eventually(async () => expect(await approve.isEnabled()).toBe(true));
      await preview.getByText(SWAP_LABELS.approveHint(DEMO_TOKEN.symbol)).waitFor();
      await ui.dialogSettled();
      expect(formatAxeViolations(await runAxe(page))).toBe('');

      const [tokensBefore, nonceBefore] = await Promise.all([
        tokenBalance(chain.rpcUrl, chain.tokenAddress, address),
        nonce(chain.rpcUrl, address),
      ]);
      await page.evaluate(() => window.porticoDemoWallet?.rejectNext());
      await approve.click();
      await preview.getByText(MESSAGES.signatureDeclined, { exact: true }).first().waitFor();
      expect(await nonce(chain.rpcUrl, address)).toBe(nonceBefore);
      expect(await allowance(chain.rpcUrl, chain.tokenAddress, address, router)).toBe(0n);

      // Approved: the wallet asks twice (approval, then the swap) and the modal goes back.
      const ethBefore = await readNativeBalance(chain.rpcUrl, address);
      await eventually(async () => expect(await approve.isEnabled()).toBe(true));
      await approve.click();
      await page.getByRole('dialog', { name: 'Account' }).waitFor({ timeout: 60_000 });
      await eventually(async () =>
        expect(await tokenBalance(chain.rpcUrl, chain.tokenAddress, address)).toBe(
          tokensBefore - 100n * 10n ** BigInt(DEMO_TOKEN.decimals),
        ),
      );
      expect(await nonce(chain.rpcUrl, address)).toBe(nonceBefore + 2);
      // The approval was for this swap and is spent: the next sale asks again.
      expect(await allowance(chain.rpcUrl, chain.tokenAddress, address, router)).toBe(0n);
      // ETH came back (more than the two transactions' fees).
      expect(await readNativeBalance(chain.rpcUrl, address)).toBeGreaterThan(ethBefore);
    });
    expect(ui.guarded.health()).toEqual(HEALTHY_PAGE);
  });

  test('by keyboard alone at a 360 px wide screen, light then dark: axe finds nothing on the form, the token list and the preview, nothing is wider than the screen, and the swap lands', async () => {
    const ui = await demo.open({ viewport: { width: 360, height: 740 } });
    const { page } = ui;
    const chain = demo.stack.chains[0]!;
    const check = async (name: string) => {
      await ui.dialogSettled();
      expect(formatAxeViolations(await runAxe(page))).toBe('');
      await saveScreenshot(page, name);
      const widths = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        dialog: document.querySelector('[role="dialog"]')?.getBoundingClientRect().width ?? 0,
      }));
      expect(widths.page).toBeLessThanOrEqual(360);
      expect(widths.dialog).toBeLessThanOrEqual(360);
    };
    await withFailureScreenshot(ui, 'swap-keyboard-360', async () => {
      const address = await ui.connectDemoWallet();
      for (const theme of ['light', 'dark'] as const) {
        if (theme === 'dark') {
          await page.getByRole('button', { name: 'Dark mode' }).click();
          await page.locator('[aria-pressed="true"]', { hasText: 'Dark mode' }).waitFor();
        }
        const tokensBefore = await tokenBalance(chain.rpcUrl, chain.tokenAddress, address);
        const account = await ui.openAccount(address);
        await account.getByRole('button', { name: SWAP_LABELS.entry, exact: true }).focus();
        await page.keyboard.press('Enter');
        await ui.dialog().locator('form').waitFor();
        await check(`Swap-360-${theme}`);
        await tabTo(ui, new RegExp(SWAP_LABELS.chooseTo));
        await page.keyboard.press('Enter');
        const tokenRow = page.getByRole('button', { name: new RegExp(`^${DEMO_TOKEN.symbol}`) });
        await tokenRow.first().waitFor();
        await check(`SwapSelectToken-360-${theme}`);
        await tabTo(ui, new RegExp(`^ *${DEMO_TOKEN.symbol}`));
        await page.keyboard.press('Enter');
        await tabTo(ui, /^ *$/); // the amount field (an input has no text)
        await page.keyboard.type('0.5');
        const review = ui.dialog().locator('form button[type="submit"]');
        await review.filter({ hasText: SWAP_LABELS.reviewSwap }).waitFor();
        await page.keyboard.press('Enter');
        const preview = page.getByRole('dialog', { name: SWAP_LABELS.previewTitle });
        const confirm = preview.getByRole('button', { name: SWAP_LABELS.confirm, exact: true });
        await eventually(async () => expect(await confirm.isEnabled()).toBe(true));
        await check(`SwapPreview-360-${theme}`);
        await tabTo(ui, new RegExp(`^ *${SWAP_LABELS.confirm} *$`));
        await page.keyboard.press('Enter');
        await page.getByRole('dialog', { name: 'Account' }).waitFor();
        await eventually(async () =>
          expect(await tokenBalance(chain.rpcUrl, chain.tokenAddress, address)).toBeGreaterThan(
            tokensBefore,
          ),
        );
        await page.keyboard.press('Escape');
        await ui.dialog().waitFor({ state: 'detached' });
      }
    });
    expect(ui.guarded.health()).toEqual(HEALTHY_PAGE);
  });
});
