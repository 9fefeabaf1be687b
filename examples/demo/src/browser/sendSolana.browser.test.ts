/**
 * Send (@portico/feature-send) in the demo on Solana, in Chromium, on the local Solana node
 * (LiteSVM) with the demo's Wallet Standard wallet (issue 16's proof): SOL and the SPL token
 * to a fresh address, each checked on chain by the receiver's balance; a refused signature
 * sends nothing; axe finds nothing on the form and the preview.
 */
import {
  eventually,
  formatAxeViolations,
  HEALTHY_PAGE,
  runAxe,
  saveScreenshot,
} from '@portico/testing/chromium';
import { MESSAGES } from '@portico/core';
import { SEND_LABELS } from '@portico/feature-send';
import { Keypair } from '@solana/web3.js';
import { DEMO_SOLANA_TOKEN, DEMO_SOLANA_WALLET_ADDRESS } from '../demoSolana';
import { describeDemoInChromium, withFailureScreenshot } from './demoInChromium';
import { DEMO_WALLET_NAME, type DemoPage } from './demoPage';
import { readSolanaBalance, readSolanaTokenBalance } from './readChain';
import { openSend, previewSend } from './sendFlow';

/** Connects the demo wallet's Solana side and opens Send from the account screen. */
async function openSendOnSolana(ui: DemoPage) {
  await ui.connectButton().click();
  await ui.walletRow(DEMO_WALLET_NAME).click();
  await ui.chainChoice('Solana').click();
  await ui.accountButton(DEMO_SOLANA_WALLET_ADDRESS).waitFor();
  await openSend(ui, DEMO_SOLANA_WALLET_ADDRESS);
}

describeDemoInChromium('the demo in Chromium: Send on Solana', (demo) => {
  test('SOL, then the SPL token, to a fresh address: both on chain', async () => {
    const ui = await demo.open();
    const { page } = ui;
    const rpcUrl = demo.stack.solana.rpcUrl;
    const receiver = Keypair.generate().publicKey.toBase58();
    await withFailureScreenshot(ui, 'send-solana', async () => {
      await openSendOnSolana(ui);
      // 0.01 SOL: above the rent-exempt minimum of a new account.
      const { send } = await previewSend(ui, '0.01', receiver, 'SOL');
      await ui.dialogSettled();
      expect(formatAxeViolations(await runAxe(page))).toBe('');
      await saveScreenshot(page, 'WalletSendPreview-solana-light');
      await send.click();
      await page.getByRole('dialog', { name: 'Account' }).waitFor();
      await eventually(async () =>
        expect(await readSolanaBalance(rpcUrl, receiver)).toBe(10_000_000n),
      );

      const account = await ui.openAccount(DEMO_SOLANA_WALLET_ADDRESS);
      await account.getByRole('button', { name: SEND_LABELS.entry, exact: true }).click();
      await ui
        .dialog()
        .getByRole('button', { name: /^Token: SOL/ })
        .click();
      const list = page.getByRole('list', { name: SEND_LABELS.tokens });
      await list.getByRole('button', { name: new RegExp(`^${DEMO_SOLANA_TOKEN.symbol}`) }).click();
      await ui
        .dialog()
        .getByRole('button', { name: new RegExp(`^Token: ${DEMO_SOLANA_TOKEN.symbol}`) })
        .waitFor();
      const spl = await previewSend(ui, '1.5', receiver, DEMO_SOLANA_TOKEN.symbol);
      await spl.send.click();
      await page.getByRole('dialog', { name: 'Account' }).waitFor();
      await eventually(async () =>
        expect(await readSolanaTokenBalance(rpcUrl, receiver, DEMO_SOLANA_TOKEN.address)).toBe(
          1_500_000n,
        ),
      );
    });
    expect(ui.guarded.health()).toEqual(HEALTHY_PAGE);
  });

  test("a refused signature: 'Signature declined', still on the preview, nothing sent", async () => {
    const ui = await demo.open();
    const { page } = ui;
    const receiver = Keypair.generate().publicKey.toBase58();
    await withFailureScreenshot(ui, 'send-solana-declined', async () => {
      await openSendOnSolana(ui);
      const { review, send } = await previewSend(ui, '0.01', receiver, 'SOL');
      await page.evaluate(() => window.porticoDemoSolanaWallet?.rejectNext());
      await send.click();
      await review.getByText(MESSAGES.signatureDeclined, { exact: true }).first().waitFor();
      expect(await page.evaluate(() => window.porticoDemo?.getState().view)).toBe(
        'WalletSendPreview',
      );
      expect(await readSolanaBalance(demo.stack.solana.rpcUrl, receiver)).toBe(0n);
    });
    expect(ui.guarded.health()).toEqual(HEALTHY_PAGE);
  });
});
