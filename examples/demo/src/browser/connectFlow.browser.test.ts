import { formatBalance, formatQuantity, MESSAGES } from '@portico/core';
import { eventually, HEALTHY_PAGE } from '@portico/testing/chromium';
import { describeDemoInChromium, withFailureScreenshot } from './demoInChromium';
import { DEMO_WALLET_NAME, LABELS, shortAddressOf } from './demoPage';
import { readNativeBalance } from './readChain';

describeDemoInChromium('the demo in Chromium: connecting', (demo) => {
  test('connect, see the real balance, tokens and activity, switch network, disconnect', async () => {
    const ui = await demo.open();
    const { page } = ui;
    const [chain, chain2] = demo.stack.chains;
    await withFailureScreenshot(ui, 'connect-flow', async () => {
      await ui.connectButton().click();
      const dialog = page.getByRole('dialog', { name: LABELS.connectWallet });
      await dialog.waitFor();
      expect(await dialog.getAttribute('aria-modal')).toBe('true');

      await ui.walletRow(DEMO_WALLET_NAME).click();
      // One wallet, two namespaces: the modal asks which side.
      await ui.chainChoice('EVM').click();
      const address = await ui.walletAddress();
      const accountButton = ui.accountButton(address);
      await accountButton.waitFor();
      expect(await accountButton.textContent()).toContain(shortAddressOf(address));

      // The balance shown is the node's own figure for the account, 3 decimals, rounded down.
      const wei = await readNativeBalance(chain!.rpcUrl, address);
      expect(wei).toBeLessThan(10_000n * 10n ** 18n); // gas and the seeded transfers were paid
      const shown = `${formatBalance({ value: wei, decimals: 18 })} ETH`;
      await eventually(async () => expect(await accountButton.textContent()).toContain(shown));

      await ui.openAccount(address);
      const account = page.getByRole('dialog', { name: LABELS.account });
      await account.getByRole('tab', { name: LABELS.tokens }).click();
      await account.getByRole('tabpanel').getByText('PDT').first().waitFor();

      await account.getByRole('tab', { name: LABELS.activity }).click();
      const activity = account.getByRole('tabpanel');
      for (const seeded of [`${formatQuantity('1.5')} ETH`, `${formatQuantity('250')} PDT`]) {
        await activity.getByText(seeded, { exact: true }).first().waitFor();
      }

      await page.keyboard.press('Escape');
      await ui.networkButton(chain!.name).click();
      const networks = page.getByRole('dialog', { name: LABELS.chooseNetwork });
      await networks.getByRole('button', { name: new RegExp(`${chain2!.name}$`) }).click();
      await ui.networkButton(chain2!.name).waitFor();
      const walletChainId = await page.evaluate(() => window.porticoDemoWallet?.state.chainId);
      expect(walletChainId).toBe(chain2!.chainId);

      await ui.openAccount(address);
      await page.getByRole('dialog').getByRole('button', { name: LABELS.disconnect }).click();
      await ui.connectButton().waitFor();
      expect(await accountButton.count()).toBe(0);

      expect(ui.guarded.health()).toEqual(HEALTHY_PAGE);
    });
  });

  test('a reload where the wallet announces itself after reconnect gave up on it: it still reconnects', async () => {
    const ui = await demo.open();
    const { page } = ui;
    await withFailureScreenshot(ui, 'late-wallet-reconnect', async () => {
      const address = await ui.connectDemoWallet();
      // The demo wallet is a chunk of its own: on the reload the test holds it back until
      // Portico has given up waiting for it (a busy machine does the same, by chance).
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/demoWallet-[^/]*\.js$/, async (route) => {
        await released;
        await route.fallback();
      });
      await page.reload({ waitUntil: 'commit' });
      await page.waitForFunction(() => window.porticoDemo?.getAccount()?.status === 'disconnected');
      await ui.connectButton().waitFor();
      release();
      await ui.accountButton(address).waitFor();
      await page.unroute(/\/assets\/demoWallet-[^/]*\.js$/);
      expect(ui.guarded.health()).toEqual(HEALTHY_PAGE);
    });
  });

  test('a declined connection shows the error, and "Try again" connects', async () => {
    const ui = await demo.open();
    const { page } = ui;
    await withFailureScreenshot(ui, 'declined', async () => {
      await page.evaluate(() => window.porticoDemoWallet?.rejectNext());
      await ui.connectButton().click();
      await ui.walletRow(DEMO_WALLET_NAME).click();
      await ui.chainChoice('EVM').click();
      const dialog = ui.dialog();
      await dialog.getByText(MESSAGES.connectionDeclined).waitFor();
      expect(await ui.connectButton().isVisible()).toBe(true);

      await dialog.getByRole('button', { name: LABELS.tryAgain }).click();
      const address = await ui.walletAddress();
      await ui.accountButton(address).waitFor();
      expect(await ui.connectButton().count()).toBe(0);

      expect(ui.guarded.health()).toEqual(HEALTHY_PAGE);
    });
  });
});
