/**
 * Receive's QR code decodes to the connected address (issue 16's proof), on EVM and on Solana:
 * the code as Chromium paints it (an element screenshot, so the page's styles and theme count),
 * decoded by jsqr, a QR reader independent of the encoder that drew it.
 */
import type { Browser, Locator } from 'playwright-core';
import jsQR from 'jsqr';
import { RECEIVE_LABELS } from '@portico/feature-receive';
import { HEALTHY_PAGE } from '@portico/testing/chromium';
import { DEMO_SOLANA_WALLET_ADDRESS } from '../demoSolana';
import { describeDemoInChromium, withFailureScreenshot } from './demoInChromium';
import { DEMO_WALLET_NAME, type DemoPage } from './demoPage';

/**
 * The RGBA pixels of a PNG, read by Chromium in a blank page of its own (the demo's CSP is not
 * involved, and Node has no PNG decoder).
 */
async function pixelsOf(browser: Browser, png: Buffer) {
  const page = await browser.newPage();
  try {
    const { width, height, rgba } = await page.evaluate(async (base64) => {
      const image = new Image();
      image.src = `data:image/png;base64,${base64}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      const data = context.getImageData(0, 0, canvas.width, canvas.height).data;
      return { width: canvas.width, height: canvas.height, rgba: Array.from(data) };
    }, png.toString('base64'));
    return { width, height, rgba: Uint8ClampedArray.from(rgba) };
  } finally {
    await page.close();
  }
}

/** What the painted QR code says, or throws when jsqr finds no code in it. */
async function decodePaintedQr(browser: Browser, code: Locator): Promise<string> {
  const { width, height, rgba } = await pixelsOf(browser, await code.screenshot());
  const found = jsQR(rgba, width, height, { inversionAttempts: 'dontInvert' });
  if (!found) throw new Error(`jsqr found no QR code in the ${width}x${height} screenshot`);
  return found.data;
}

/** Opens Receive from the account screen; resolves with the view's dialog once its code is in. */
async function openReceive(ui: DemoPage, address: string): Promise<Locator> {
  const account = await ui.openAccount(address);
  await account.getByRole('button', { name: RECEIVE_LABELS.entry, exact: true }).click();
  const receiving = ui.page.getByRole('dialog', { name: RECEIVE_LABELS.receive });
  await receiving.getByRole('img', { name: RECEIVE_LABELS.qrCode }).waitFor();
  await ui.dialogSettled();
  return receiving;
}

describeDemoInChromium('the demo in Chromium: Receive’s QR code decodes to the address', (demo) => {
  test('EVM (light theme): the painted code decodes to the connected address, as shown in the view', async () => {
    const ui = await demo.open();
    await withFailureScreenshot(ui, 'receive-qr-evm', async () => {
      const address = await ui.connectDemoWallet();
      const receiving = await openReceive(ui, address);
      const decoded = await decodePaintedQr(
        demo.browser,
        receiving.getByRole('img', { name: RECEIVE_LABELS.qrCode }),
      );
      expect(decoded.toLowerCase()).toBe(address.toLowerCase());
      expect(decoded).toMatch(/^0x[0-9a-fA-F]{40}$/);
      // The same text the view shows for copying, character for character.
      await receiving.getByText(decoded, { exact: true }).waitFor();
    });
    expect(ui.guarded.health()).toEqual(HEALTHY_PAGE);
  });

  test('Solana (dark theme): the painted code decodes to the base58 address', async () => {
    const ui = await demo.open();
    const { page } = ui;
    await withFailureScreenshot(ui, 'receive-qr-solana', async () => {
      await page.getByRole('button', { name: 'Dark mode' }).click();
      await page.locator('[aria-pressed="true"]', { hasText: 'Dark mode' }).waitFor();
      await ui.connectButton().click();
      await ui.walletRow(DEMO_WALLET_NAME).click();
      await ui.chainChoice('Solana').click();
      await ui.accountButton(DEMO_SOLANA_WALLET_ADDRESS).waitFor();
      const receiving = await openReceive(ui, DEMO_SOLANA_WALLET_ADDRESS);
      const decoded = await decodePaintedQr(
        demo.browser,
        receiving.getByRole('img', { name: RECEIVE_LABELS.qrCode }),
      );
      expect(decoded).toBe(DEMO_SOLANA_WALLET_ADDRESS);
      await receiving.getByText(decoded, { exact: true }).waitFor();
    });
    expect(ui.guarded.health()).toEqual(HEALTHY_PAGE);
  });
});
