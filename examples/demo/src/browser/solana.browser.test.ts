/**
 * The demo's other chains in Chromium, on one stack and one browser: the Solana side with EVM
 * (connect, balance, sign, send, switch, reload, disconnect one), and the Bitcoin side (connect
 * by keyboard, balance, sign, send, confirmed, receive; axe on each view Bitcoin changed) with
 * EVM and Solana connected at once across a reload.
 */
import { bitcoinRegtest, verifyBitcoinMessage } from '@portico/adapter-bitcoin';
import { decodeBase58 } from '@portico/adapter-solana';
import { formatBalance, formatFiat, MESSAGES } from '@portico/core';
import { RECEIVE_LABELS } from '@portico/feature-receive';
import { findLitecoind } from '@portico/testing/bitcoin';
import { createBitcoinTestWallet, SECOND_PRIVATE_KEY_HEX } from '@portico/testing/bitcoin-wallet';
import {
  eventually,
  formatAxeViolations,
  HEALTHY_PAGE,
  runAxe,
  saveScreenshot,
} from '@portico/testing/chromium';
import { verifyEd25519 } from '@portico/testing/solana';
import { Keypair, PublicKey } from '@solana/web3.js';
import { DEMO_BITCOIN_WALLET_ADDRESS, DEMO_BITCOIN_WALLET_SATS } from '../demoBitcoin';
import {
  DEMO_SOLANA_NETWORK_NAME,
  DEMO_SOLANA_TOKEN,
  DEMO_SOLANA_WALLET_ADDRESS,
} from '../demoSolana';
import { describeDemoInChromium, withFailureScreenshot } from './demoInChromium';
import { DEMO_WALLET_NAME, LABELS, shortAddressOf } from './demoPage';
import { connectByKeyboard } from './keyboardFocus';
import { connectSideFromAccount, expectConnected, statusOf } from './namespaces';
import { readSolanaBalance, readSolanaSignatureStatus, readSolanaTokenBalance } from './readChain';
import { openSend, previewSend } from './sendFlow';

const SOLANA = DEMO_SOLANA_WALLET_ADDRESS;
const BITCOIN = DEMO_BITCOIN_WALLET_ADDRESS;
const BITCOIN_NETWORK_NAME = 'Bitcoin Regtest';
/** Without litecoind (and not under CI=true) the demo has no Bitcoin side: that test skips. */
const testWithBitcoin =
  findLitecoind() !== undefined || process.env.CI === 'true' ? test : test.skip;
const SIGNED_MESSAGE = 'Hello from the Portico demo';

describeDemoInChromium('the demo in Chromium: Solana and Bitcoin, and EVM with them', (demo) => {
  test('connect the Solana side, see its balance, sign and send; connect EVM too, switch, reload, disconnect one', async () => {
    const ui = await demo.open();
    const { page } = ui;
    await withFailureScreenshot(ui, 'solana-two-namespaces', async () => {
      // Solana first: the demo wallet is one row, the modal asks which side.
      await ui.connectButton().click();
      await ui.walletRow(DEMO_WALLET_NAME).click();
      await ui.chainChoice('Solana').click();
      const solanaButton = ui.accountButton(SOLANA);
      await solanaButton.waitFor();
      expect(await solanaButton.textContent()).toContain(shortAddressOf(SOLANA));

      // The balance shown is the node's own figure, 3 decimals.
      const lamports = await readSolanaBalance(demo.stack.solana.rpcUrl, SOLANA);
      const shown = `${formatBalance({ value: lamports, decimals: 9 })} SOL`;
      await eventually(async () => expect(await solanaButton.textContent()).toContain(shown));

      // Sign: an ed25519 signature by the Solana key, in base58.
      await page.getByRole('button', { name: 'Sign a message' }).click();
      const signature = page.locator('output[aria-label="Signature"]');
      await signature.waitFor();
      const signed = (await signature.textContent()) ?? '';
      expect(
        verifyEd25519(
          new PublicKey(SOLANA).toBytes(),
          new TextEncoder().encode(SIGNED_MESSAGE),
          decodeBase58(signed) ?? new Uint8Array(),
        ),
      ).toBe(true);

      // Send 0.001 SOL to yourself: confirmed on the node.
      await page.getByRole('button', { name: 'Send 0.001 SOL to yourself' }).click();
      const output = page.locator('output[aria-label="Transaction"]');
      await output.waitFor();
      const transaction = (await output.textContent()) ?? '';
      expect(await readSolanaSignatureStatus(demo.stack.solana.rpcUrl, transaction)).toMatch(
        /confirmed|finalized/,
      );

      // An SPL send from the page (web3.js and the adapter's own SPL code in the browser), to an
      // address with no token account yet: the account is created and 1.5 PDS arrive. The page
      // has no global Buffer before or after: the adapter needs and installs none.
      const receiver = Keypair.generate().publicKey.toBase58();
      const globalBuffer = () => page.evaluate(() => typeof Reflect.get(globalThis, 'Buffer'));
      expect(await globalBuffer()).toBe('undefined');
      await page.evaluate(
        ({ to, token }) =>
          window.porticoDemo!.sendToken({ to, token, amount: 1_500_000n, namespace: 'solana' }),
        { to: receiver, token: DEMO_SOLANA_TOKEN },
      );
      expect(
        await readSolanaTokenBalance(demo.stack.solana.rpcUrl, receiver, DEMO_SOLANA_TOKEN.address),
      ).toBe(1_500_000n);
      expect(await globalBuffer()).toBe('undefined');

      // The account view names the active chain and offers EVM.
      let account = await ui.openAccount(SOLANA);
      expect(await account.getByRole('group', { name: LABELS.activeChain }).textContent()).toBe(
        'Solana',
      );
      // The SPL token from the Portico server's balance route, which read the node: 1,000 PDS
      // less the 1.5 sent, at the demo's configured price of $1 (the chain itself has none).
      await account.getByRole('tab', { name: LABELS.tokens }).click();
      const pdsRow = account
        .getByRole('tabpanel')
        .getByRole('listitem')
        .filter({ hasText: `${formatBalance({ value: 998_500_000n, decimals: 6 })} PDS` });
      await pdsRow.waitFor();
      expect(await pdsRow.textContent()).toContain(`$${formatFiat('998.5')}`);
      // The account view on Solana with another chain to connect: axe finds nothing.
      await ui.dialogSettled();
      expect(formatAxeViolations(await runAxe(page))).toBe('');
      await saveScreenshot(page, 'Account-solana-tokens-light');
      // Receive on Solana: the wallet's base58 address in full, its QR code, and the namespace's
      // networks only (the EVM ones are not where this address receives).
      await account.getByRole('button', { name: RECEIVE_LABELS.entry, exact: true }).click();
      const receiving = page.getByRole('dialog', { name: RECEIVE_LABELS.receive });
      await receiving.getByText(SOLANA, { exact: true }).waitFor();
      await receiving.getByRole('img', { name: RECEIVE_LABELS.qrCode }).waitFor();
      const receivesOn = receiving.getByRole('list', { name: RECEIVE_LABELS.networksHeading });
      expect(await receivesOn.getByRole('listitem').count()).toBe(1);
      await receivesOn.getByText(DEMO_SOLANA_NETWORK_NAME, { exact: true }).waitFor();
      await ui.dialogSettled();
      expect(formatAxeViolations(await runAxe(page))).toBe('');
      await page.keyboard.press('Escape');
      // Connect, for EVM only: the row connects at once.
      const evmAddress = await connectSideFromAccount(ui, SOLANA, 'EVM', ui.walletAddress);
      expect(await statusOf(ui, 'solana')).toBe('connected');

      // Switch back to Solana from the account view.
      account = await ui.openAccount(evmAddress);
      expect(await account.getByRole('group', { name: LABELS.activeChain }).textContent()).toBe(
        'EVM',
      );
      await account.getByRole('button', { name: LABELS.switchToChain('Solana') }).click();
      await eventually(async () =>
        expect(await account.getByRole('group', { name: LABELS.activeChain }).textContent()).toBe(
          'Solana',
        ),
      );
      await page.keyboard.press('Escape');
      await solanaButton.waitFor();

      // Reload: both come back, Solana still the one shown.
      await page.reload();
      await solanaButton.waitFor();
      await eventually(async () => expect(await statusOf(ui, 'eip155')).toBe('connected'));

      // Disconnect Solana: EVM stays and is shown.
      account = await ui.openAccount(SOLANA);
      await account.getByRole('button', { name: LABELS.disconnect }).click();
      await eventually(async () => expect(await statusOf(ui, 'solana')).toBe('disconnected'));
      expect(await statusOf(ui, 'eip155')).toBe('connected');
      await page.keyboard.press('Escape');
      await ui.accountButton(evmAddress).waitFor();

      // Reload again: EVM comes back, Solana stays disconnected (no prompt, no silent reconnect).
      await page.reload();
      await ui.accountButton(evmAddress).waitFor();
      await eventually(async () => expect(await statusOf(ui, 'eip155')).toBe('connected'));
      expect(await statusOf(ui, 'solana')).toBe('disconnected');

      expect(ui.guarded.health()).toEqual(HEALTHY_PAGE);
    });
  });

  testWithBitcoin(
    'Bitcoin: connect by keyboard, see the balance, send 0.001 BTC to a P2TR address (declined once: nothing sent) and see it confirmed, sign (BIP-322, verified); EVM, Solana and Bitcoin connected at once, also after a reload',
    async () => {
      const ui = await demo.open();
      const { page } = ui;
      const node = demo.stack.bitcoin!.node;
      // A fresh Taproot (P2TR) receiver: another public test key's address.
      const receiver = createBitcoinTestWallet({
        privateKey: SECOND_PRIVATE_KEY_HEX,
        network: 'regtest',
        paymentType: 'p2tr',
      }).paymentAddress;
      expect(receiver).toMatch(/^bcrt1p/);
      await withFailureScreenshot(ui, 'bitcoin-three-namespaces', async () => {
        // Keyboard only, by accessible names: Connect Wallet, the demo wallet, its Bitcoin side;
        // the chooser with its sides is axe clean.
        await connectByKeyboard(ui, 'Bitcoin', async () => {
          for (const side of ['EVM', 'Solana', 'Bitcoin']) await ui.chainChoice(side).waitFor();
          expect(formatAxeViolations(await runAxe(page))).toBe('');
        });
        const bitcoinButton = ui.accountButton(BITCOIN);
        await bitcoinButton.waitFor();
        expect(await statusOf(ui, 'bip122')).toBe('connected');

        // The balance shown is the node's own figure: the 1 BTC the stack gave the wallet.
        expect(await node.balanceOf(BITCOIN)).toBe(DEMO_BITCOIN_WALLET_SATS);
        const oneBitcoin = `${formatBalance({ value: DEMO_BITCOIN_WALLET_SATS, decimals: 8 })} BTC`;
        await eventually(async () =>
          expect(await bitcoinButton.textContent()).toContain(oneBitcoin),
        );

        // The account view names the active chain; axe finds nothing.
        let account = await ui.openAccount(BITCOIN);
        expect(await account.getByRole('group', { name: LABELS.activeChain }).textContent()).toBe(
          'Bitcoin',
        );
        await ui.dialogSettled();
        expect(formatAxeViolations(await runAxe(page))).toBe('');

        // Send 0.001 BTC: the wallet signs the PSBT, the page broadcasts it through the demo's
        // /bitcoin/api, the local chain mines it, the tracker says 'Transaction confirmed'.
        await openSend(ui, BITCOIN);
        const { review, send } = await previewSend(ui, '0.001', receiver, 'BTC');
        await ui.dialogSettled();
        expect(formatAxeViolations(await runAxe(page))).toBe('');
        // Refused in the wallet first: 'Signature declined', still on the preview, nothing sent.
        await page.evaluate(() =>
          window.porticoDemoBitcoinWallet?.rejectNext('bitcoin:signTransaction'),
        );
        await send.click();
        await review.getByText(MESSAGES.signatureDeclined, { exact: true }).first().waitFor();
        expect(await node.balanceOf(receiver)).toBe(0n);
        await eventually(async () => expect(await send.isEnabled()).toBe(true));
        await send.click();
        await page.getByRole('dialog', { name: LABELS.account }).waitFor();
        await page
          .getByRole('status')
          .getByText(MESSAGES.transactionConfirmed, { exact: true })
          .waitFor();
        expect(await node.balanceOf(receiver)).toBe(100_000n);
        // The sender paid the amount and a fee.
        const left = await node.balanceOf(BITCOIN);
        expect(left).toBeLessThan(DEMO_BITCOIN_WALLET_SATS - 100_000n);
        expect(left).toBeGreaterThan(DEMO_BITCOIN_WALLET_SATS - 200_000n);
        await page.keyboard.press('Escape');

        // Ask your wallet: a BIP-322 signature by the payment key (base64), and 0.001 BTC to
        // yourself, on the node (after Send: its toasts are not taken for Send's).
        await page.getByRole('button', { name: 'Sign a message' }).click();
        const signature = page.locator('output[aria-label="Signature"]');
        await signature.waitFor();
        expect(
          await verifyBitcoinMessage({
            address: BITCOIN,
            message: SIGNED_MESSAGE,
            signature: (await signature.textContent()) ?? '',
            network: bitcoinRegtest(demo.stack.bitcoin!.pageEsploraUrl),
          }),
        ).toBe(true);
        await page.getByRole('button', { name: 'Send 0.001 BTC to yourself' }).click();
        const sent = page.locator('output[aria-label="Transaction"]');
        await sent.waitFor();
        expect(await node.findTransaction((await sent.textContent()) ?? '')).toBe(true);

        // The button shows what the node holds now.
        const leftShown = `${formatBalance({ value: await node.balanceOf(BITCOIN), decimals: 8 })} BTC`;
        await eventually(async () =>
          expect(await bitcoinButton.textContent()).toContain(leftShown),
        );

        // Receive on Bitcoin: the payment address in full, its QR code, Bitcoin Regtest only.
        account = await ui.openAccount(BITCOIN);
        await account.getByRole('button', { name: RECEIVE_LABELS.entry, exact: true }).click();
        const receiving = page.getByRole('dialog', { name: RECEIVE_LABELS.receive });
        await receiving.getByText(BITCOIN, { exact: true }).waitFor();
        await receiving.getByRole('img', { name: RECEIVE_LABELS.qrCode }).waitFor();
        const receivesOn = receiving.getByRole('list', { name: RECEIVE_LABELS.networksHeading });
        expect(await receivesOn.getByRole('listitem').count()).toBe(1);
        await receivesOn.getByText(BITCOIN_NETWORK_NAME, { exact: true }).waitFor();
        await ui.dialogSettled();
        expect(formatAxeViolations(await runAxe(page))).toBe('');
        await page.keyboard.press('Escape');

        // The network list on Bitcoin: axe finds nothing.
        await ui.networkButton(BITCOIN_NETWORK_NAME).click();
        await page.getByRole('dialog', { name: LABELS.chooseNetwork }).waitFor();
        await ui.dialogSettled();
        expect(formatAxeViolations(await runAxe(page))).toBe('');
        await page.keyboard.press('Escape');

        // EVM, then Solana, from the account view: three namespaces connected at once.
        const evmAddress = await connectSideFromAccount(ui, BITCOIN, 'EVM', ui.walletAddress);
        await connectSideFromAccount(ui, evmAddress, 'Solana', SOLANA);
        await expectConnected(ui, ['eip155', 'solana', 'bip122']);

        // Reload: all three come back without a prompt; Bitcoin's balance is read again.
        const connectPrompts = () =>
          page.evaluate(
            () =>
              window.porticoDemoBitcoinWallet
                ?.prompts()
                .filter((prompt) => prompt.feature === 'bitcoin:connect').length,
          );
        await page.reload();
        await ui.accountButton(SOLANA).waitFor();
        await expectConnected(ui, ['eip155', 'solana', 'bip122']);
        expect(await connectPrompts()).toBe(0);
        account = await ui.openAccount(SOLANA);
        await account.getByRole('button', { name: LABELS.switchToChain('Bitcoin') }).click();
        await eventually(async () =>
          expect(await account.getByRole('group', { name: LABELS.activeChain }).textContent()).toBe(
            'Bitcoin',
          ),
        );
        await page.keyboard.press('Escape');
        await eventually(async () =>
          expect(await bitcoinButton.textContent()).toContain(leftShown),
        );

        expect(ui.guarded.health()).toEqual(HEALTHY_PAGE);
      });
    },
  );
});
