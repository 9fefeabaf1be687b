/**
 * The demo's Polkadot side in Chromium, on the stack's local chain (chopsticks behind
 * /polkadot/ws): connect by keyboard, pick one of the demo wallet's two accounts, see the balance
 * and what of it can be sent, send to the other account (read on the chain itself), sign a
 * message (verified); axe, light and dark, on the views Polkadot changed (Select account, the
 * account view with a balance in parts, Send); then EVM, Solana, Bitcoin and Polkadot connected
 * at once, and again after a reload, on the account picked.
 */
import { verifyPolkadotMessage } from '@portico/adapter-polkadot';
import { formatBalance, MESSAGES } from '@portico/core';
import { findLitecoind } from '@portico/testing/bitcoin';
import {
  eventually,
  formatAxeViolations,
  HEALTHY_PAGE,
  runAxe,
  saveScreenshot,
} from '@portico/testing/chromium';
import { addressOfKey } from '@portico/testing/polkadot-wallet';
import type { Page } from 'playwright-core';
import { DEMO_BITCOIN_WALLET_ADDRESS } from '../demoBitcoin';
import { DEMO_POLKADOT_ACCOUNTS, DEMO_POLKADOT_NETWORK_NAME } from '../demoPolkadot';
import { DEMO_SOLANA_WALLET_ADDRESS } from '../demoSolana';
import { describeDemoInChromium, withFailureScreenshot } from './demoInChromium';
import { LABELS, type DemoPage } from './demoPage';
import { connectByKeyboard, pressUntilFocused } from './keyboardFocus';
import { connectSideFromAccount, expectConnected, statusOf } from './namespaces';
import { openSend, previewSend } from './sendFlow';

const [SR25519, ED25519] = DEMO_POLKADOT_ACCOUNTS;
const SIGNED_MESSAGE = 'Hello from the Portico demo';
/** 1.5 ROC, in planck (12 decimals). */
const SENT_PLANCK = 1_500_000_000_000n;
/** Bitcoin needs litecoind: without it (and not under CI=true) the four become three. */
const withBitcoin = findLitecoind() !== undefined || process.env.CI === 'true';

const setTheme = (page: Page, mode: 'light' | 'dark') =>
  page.evaluate((theme) => window.porticoDemo?.setThemeMode(theme), mode);

/** axe finds nothing on the open view, light then dark (screenshots of both). */
async function axeLightAndDark(ui: DemoPage, name: string): Promise<void> {
  for (const mode of ['light', 'dark'] as const) {
    await setTheme(ui.page, mode);
    await ui.dialogSettled();
    expect([name, mode, formatAxeViolations(await runAxe(ui.page))]).toEqual([name, mode, '']);
    await saveScreenshot(ui.page, `${name}-${mode}`);
  }
  await setTheme(ui.page, 'light');
}

describeDemoInChromium(
  'the demo in Chromium: Polkadot',
  (demo) => {
    test(`Polkadot: connect by keyboard, pick the ed25519 account, see the balance and what is transferable, send ${formatBalance({ value: SENT_PLANCK, decimals: 12 })} ROC to the sr25519 account (on chain), sign (verified); axe light and dark; EVM, Solana${withBitcoin ? ', Bitcoin' : ''} and Polkadot connected at once, also after a reload`, async () => {
      const chain = demo.stack.polkadot?.chain;
      if (!chain)
        throw new Error(`the demo has no Polkadot chain: ${demo.stack.polkadotUnavailable}`);
      // The page shows every address in the chain's SS58 prefix (the extension lists prefix 42).
      const picked = await addressOfKey(ED25519, chain.ss58Prefix);
      const other = await addressOfKey(SR25519, chain.ss58Prefix);
      const ui = await demo.open();
      const { page } = ui;
      await page.waitForFunction(() => window.porticoDemoPolkadotWallet !== undefined);
      await withFailureScreenshot(ui, 'polkadot', async () => {
        // Keyboard only, by accessible names: Connect Wallet, the demo wallet, its Polkadot side.
        await connectByKeyboard(ui, 'Polkadot', async () => {
          for (const side of ['EVM', 'Solana', 'Bitcoin', 'Polkadot']) {
            await ui.chainChoice(side).waitFor();
          }
        });

        // The extension gave both accounts: the visitor picks one, by keyboard.
        const picker = page.getByRole('dialog', { name: LABELS.selectAccount });
        const accounts = picker.getByRole('list', { name: LABELS.walletAccounts });
        await accounts.getByRole('button', { name: new RegExp(`^${SR25519.name}`) }).waitFor();
        await axeLightAndDark(ui, 'SelectAccount-polkadot');
        await pressUntilFocused(
          page,
          'Tab',
          accounts.getByRole('button', { name: new RegExp(`^${ED25519.name}`) }),
        );
        await page.keyboard.press('Enter');
        const polkadotButton = ui.accountButton(picked);
        await polkadotButton.waitFor();
        expect(await statusOf(ui, 'polkadot')).toBe('connected');
        expect(await page.evaluate(() => window.porticoDemo?.getAccount('polkadot')?.address)).toBe(
          picked,
        );

        // The balance shown is the chain's own figure: the 100 ROC the stack gave the account.
        const before = await chain.balanceOf(picked);
        const shown = (planck: bigint) => `${formatBalance({ value: planck, decimals: 12 })} ROC`;
        await eventually(async () =>
          expect(await polkadotButton.textContent()).toContain(
            shown(before.free + before.reserved),
          ),
        );

        // The account view: the total, and what of it can be sent now; axe light and dark.
        let account = await ui.openAccount(picked);
        expect(await account.getByRole('group', { name: LABELS.activeChain }).textContent()).toBe(
          'Polkadot',
        );
        await account.getByText(/^Transferable [\d.,]+ ROC$/).waitFor();
        await account.getByRole('button', { name: LABELS.switchAccount }).waitFor();
        await axeLightAndDark(ui, 'Account-polkadot');

        // Send 1.5 ROC to the other account: the form and its preview pass axe; the wallet signs
        // the transfer (transferKeepAlive), the page submits it through /polkadot/ws, the chain
        // puts it in a block at once, and the modal says 'Transaction confirmed'.
        const receiverBefore = await chain.balanceOf(other);
        await openSend(ui, picked);
        await axeLightAndDark(ui, 'Send-polkadot');
        const { send } = await previewSend(ui, '1.5', other, 'ROC');
        await axeLightAndDark(ui, 'SendPreview-polkadot');
        await send.click();
        await page.getByRole('dialog', { name: LABELS.account }).waitFor();
        await page
          .getByRole('status')
          .getByText(MESSAGES.transactionConfirmed, { exact: true })
          .waitFor();
        expect((await chain.balanceOf(other)).free).toBe(receiverBefore.free + SENT_PLANCK);
        // The sender paid the amount and a fee (well under 0.01 ROC).
        const after = await chain.balanceOf(picked);
        const paid = before.free - after.free;
        expect(paid).toBeGreaterThan(SENT_PLANCK);
        expect(paid).toBeLessThan(SENT_PLANCK + 10_000_000_000n);
        const signed = await page.evaluate(() =>
          window.porticoDemoPolkadotWallet?.signedPayloads.map((payload) => payload.address),
        );
        expect(signed).toHaveLength(1);
        // The button shows what the chain holds now.
        await eventually(async () =>
          expect(await polkadotButton.textContent()).toContain(shown(after.free + after.reserved)),
        );
        await page.keyboard.press('Escape');

        // Ask your wallet: a signature of the message (<Bytes>-wrapped) by the ed25519 key.
        await page.getByRole('button', { name: 'Sign a message' }).click();
        const signature = page.locator('output[aria-label="Signature"]');
        await signature.waitFor();
        expect(
          await verifyPolkadotMessage({
            message: SIGNED_MESSAGE,
            signature: (await signature.textContent()) ?? '',
            address: picked,
          }),
        ).toBe(true);

        // The network list on Polkadot names the local chain.
        await ui.networkButton(DEMO_POLKADOT_NETWORK_NAME).waitFor();

        // EVM, Solana (and Bitcoin) from the account view: every namespace connected at once.
        const evmAddress = await connectSideFromAccount(ui, picked, 'EVM', ui.walletAddress);
        await connectSideFromAccount(ui, evmAddress, 'Solana', DEMO_SOLANA_WALLET_ADDRESS);
        if (withBitcoin) {
          await connectSideFromAccount(
            ui,
            DEMO_SOLANA_WALLET_ADDRESS,
            'Bitcoin',
            DEMO_BITCOIN_WALLET_ADDRESS,
          );
        }
        const namespaces = ['eip155', 'solana', ...(withBitcoin ? ['bip122'] : []), 'polkadot'];
        await expectConnected(ui, namespaces);

        // Reload: all come back without a prompt, Polkadot on the account picked.
        await page.reload();
        await page.waitForFunction(() => window.porticoDemoPolkadotWallet !== undefined);
        await expectConnected(ui, namespaces);
        expect(await page.evaluate(() => window.porticoDemo?.getAccount('polkadot')?.address)).toBe(
          picked,
        );
        const enablePrompts = await page.evaluate(
          () =>
            window.porticoDemoPolkadotWallet?.prompts.filter((prompt) => prompt.kind === 'enable')
              .length,
        );
        expect(enablePrompts).toBe(0);
        const shownNow = withBitcoin ? DEMO_BITCOIN_WALLET_ADDRESS : DEMO_SOLANA_WALLET_ADDRESS;
        account = await ui.openAccount(shownNow);
        await account.getByRole('button', { name: LABELS.switchToChain('Polkadot') }).click();
        await eventually(async () =>
          expect(await account.getByRole('group', { name: LABELS.activeChain }).textContent()).toBe(
            'Polkadot',
          ),
        );
        await page.keyboard.press('Escape');
        await eventually(async () =>
          expect(await polkadotButton.textContent()).toContain(shown(after.free + after.reserved)),
        );

        expect(ui.guarded.health()).toEqual(HEALTHY_PAGE);
      });
    });
  },
  { polkadot: true },
);
