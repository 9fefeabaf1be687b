import { formatBalance, MESSAGES } from '@portico/core';
import { ANVIL_ACCOUNTS } from '@portico/testing';
import { eventually, HEALTHY_PAGE } from '@portico/testing/chromium';
import {
  createWalletConnectTestWallet,
  type WalletConnectTestWallet,
} from '@portico/testing/walletconnect';
import { verifyMessage, type Hex } from 'viem';
import { DEMO_SIGN_IN_PAGES } from '../demoSignIn';
import { describeDemoInChromium, withFailureScreenshot } from './demoInChromium';
import { LABELS, shortAddressOf, type DemoPage } from './demoPage';
import { readNativeBalance, readReceiptStatus } from './readChain';
import { openSend, previewSend } from './sendFlow';

// The other side is real: a sign-client in the wallet role (Node), on the demo's relay,
// signing with anvil's account #2 and sending to the demo's anvil nodes.
const WALLET_KEY = ANVIL_ACCOUNTS[2]!.privateKey;
const SIGNED_MESSAGE = 'Hello from the Portico demo';
const CLIPBOARD = ['clipboard-read', 'clipboard-write'];
/** A request sent while the relay is down is answered ~20 s after it is back (sign-client). */
const RELAY_RESTART_WAIT_MS = 60_000;
/** What Chromium logs for each WebSocket the page opens to the relay while it is down. */
const RELAY_SOCKET_FAILED = /^WebSocket connection to 'ws:\/\/127\.0\.0\.1:\d+\/relay\?.*' failed/;

describeDemoInChromium('the demo in Chromium: WalletConnect', (demo) => {
  const wallets: WalletConnectTestWallet[] = [];
  afterAll(async () => {
    await Promise.all(wallets.map((wallet) => wallet.stop()));
  });

  const newWallet = async () => {
    const wallet = await createWalletConnectTestWallet({
      relayUrl: demo.stack.relay.url,
      privateKey: WALLET_KEY,
      chains: demo.stack.chains.map(({ chainId, rpcUrl }) => ({ chainId, rpcUrl })),
    });
    wallets.push(wallet);
    return wallet;
  };

  /** Opens WalletConnect in the modal and takes the pairing link the way a visitor would. */
  const copyPairingLink = async (ui: DemoPage) => {
    const dialog = ui.dialog();
    await dialog.getByRole('img', { name: LABELS.qrCode }).waitFor();
    await dialog.getByRole('button', { name: LABELS.copyLink }).click();
    const uri = await ui.page.evaluate(() => navigator.clipboard.readText());
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/);
    return uri;
  };

  const openWalletConnect = async (ui: DemoPage) => {
    await ui.connectButton().click();
    // The catalogue's rows come in after the list opens: a click while they arrive can land
    // on the row that moved under the pointer (seen once on a loaded CI machine).
    await ui.dialogSettled();
    await ui.walletRow(LABELS.walletConnect).click();
    return copyPairingLink(ui);
  };

  const pairThroughModal = async (ui: DemoPage) => {
    const wallet = await newWallet();
    await wallet.pair(await openWalletConnect(ui));
    await ui.accountButton(wallet.address).waitFor();
    return wallet;
  };

  const clickAction = (ui: DemoPage, name: string) => ui.page.getByRole('button', { name }).click();

  const outputText = async (ui: DemoPage, label: string, timeout?: number) => {
    const output = ui.page.locator(`output[aria-label="${label}"]`);
    await output.waitFor({ timeout });
    return (await output.textContent()) ?? '';
  };

  test('the sign-in page (?signIn=on): the WalletConnect test wallet connects and signs in with one approval (one-click sign-in); the server verifies it, the session card shows it, "Sign In" never opens', async () => {
    const ui = await demo.open({ permissions: CLIPBOARD });
    const { page } = ui;
    await page.goto(new URL(DEMO_SIGN_IN_PAGES.on, demo.stack.url).href);
    await ui.connectButton().waitFor();
    const requests = { nonces: 0, sessions: 0 };
    page.on('request', (request) => {
      if (request.method() !== 'POST') return;
      if (request.url().endsWith('/api/v1/siwx/nonce')) requests.nonces += 1;
      if (request.url().endsWith('/api/v1/siwx/sessions')) requests.sessions += 1;
    });
    // Every view the modal shows.
    await page.evaluate(() => {
      const views: string[] = [];
      Object.assign(window, { modalViews: views });
      window.porticoDemo?.subscribeState((state) => {
        if (state.open && views.at(-1) !== state.view) views.push(state.view);
      });
    });
    await withFailureScreenshot(ui, 'walletconnect-one-click-sign-in', async () => {
      const wallet = await newWallet();
      const verified = page.waitForResponse(
        (response) =>
          response.url().endsWith('/api/v1/siwx/sessions') &&
          response.request().method() === 'POST',
      );
      await wallet.pair(await openWalletConnect(ui));
      expect((await verified).status()).toBe(201);
      await ui.accountButton(wallet.address).waitFor();
      const session = page.locator('#root').getByRole('status', { name: 'Session' });
      const signedIn = new RegExp(`^signed in as ${wallet.address}$`, 'i');
      await session.filter({ hasText: signedIn }).waitFor();
      await ui.dialog().waitFor({ state: 'detached' });
      expect(requests).toEqual({ nonces: 1, sessions: 1 });
      const views = await page.evaluate(
        () => (window as unknown as { modalViews: string[] }).modalViews,
      );
      expect(views).toContain('ConnectingWalletConnect');
      expect(views).not.toContain('SIWXSignMessage');
    });
    expect(ui.guarded.health()).toEqual(HEALTHY_PAGE);
  });

  test('QR -> the wallet pairs -> account and balance; sign, send, reload, wallet disconnect', async () => {
    const ui = await demo.open({ permissions: CLIPBOARD });
    const [chain] = demo.stack.chains;
    await withFailureScreenshot(ui, 'walletconnect-flow', async () => {
      const wallet = await pairThroughModal(ui);
      const accountButton = ui.accountButton(wallet.address);
      expect(await accountButton.textContent()).toContain(shortAddressOf(wallet.address));
      const wei = await readNativeBalance(chain!.rpcUrl, wallet.address);
      const shown = `${formatBalance({ value: wei, decimals: 18 })} ETH`;
      await eventually(async () => expect(await accountButton.textContent()).toContain(shown));

      await clickAction(ui, 'Sign a message');
      const signature = (await outputText(ui, 'Signature')) as Hex;
      const valid = await verifyMessage({
        address: wallet.address,
        message: SIGNED_MESSAGE,
        signature,
      });
      expect(valid).toBe(true);

      await clickAction(ui, 'Send 0.001 ETH to yourself');
      const hash = await outputText(ui, 'Transaction');
      expect(hash).toMatch(/^0x[0-9a-f]{64}$/);
      await eventually(async () =>
        expect(await readReceiptStatus(chain!.rpcUrl, hash)).toBe('0x1'),
      );

      // Reload: the session comes back from the browser's storage, with no new pairing.
      await ui.page.reload();
      await ui.accountButton(wallet.address).waitFor();
      expect(await ui.dialog().count()).toBe(0);

      // The wallet ends the session: the page shows disconnected.
      await wallet.disconnect();
      await ui.connectButton().waitFor();
      expect(await ui.accountButton(wallet.address).count()).toBe(0);

      expect(ui.guarded.health()).toEqual(HEALTHY_PAGE);
    });
  });

  test("Send over WalletConnect: ETH through the Send views, signed by the paired wallet, lands on chain; a refusal reads 'Signature declined'", async () => {
    const ui = await demo.open({ permissions: CLIPBOARD });
    const { page } = ui;
    const chain = demo.stack.chains[0]!;
    const receiver = `0x${'57'.repeat(20)}`;
    await withFailureScreenshot(ui, 'walletconnect-send', async () => {
      const wallet = await pairThroughModal(ui);
      await openSend(ui, wallet.address);
      const { review, send } = await previewSend(ui, '0.05', receiver, 'ETH');

      // Refused in the wallet: the spec's text, still on the preview, nothing sent.
      wallet.rejectNext('eth_sendTransaction');
      await send.click();
      await review.getByText(MESSAGES.signatureDeclined, { exact: true }).first().waitFor();
      expect(await readNativeBalance(chain.rpcUrl, receiver)).toBe(0n);

      // Accepted: back to the account, and the receiver holds it on chain.
      await send.click();
      await page.getByRole('dialog', { name: 'Account' }).waitFor();
      await eventually(async () =>
        expect(await readNativeBalance(chain.rpcUrl, receiver)).toBe(5n * 10n ** 16n),
      );
      await wallet.disconnect();
      await ui.connectButton().waitFor();
      expect(ui.guarded.health()).toEqual(HEALTHY_PAGE);
    });
  });

  test("a declined request shows 'Signature declined'; a request sent while the relay restarts is answered", async () => {
    const ui = await demo.open({ permissions: CLIPBOARD });
    await withFailureScreenshot(ui, 'walletconnect-faults', async () => {
      const wallet = await pairThroughModal(ui);

      wallet.rejectNext('personal_sign');
      await clickAction(ui, 'Sign a message');
      await ui.page.getByText(MESSAGES.signatureDeclined).first().waitFor();

      await demo.stack.relay.restart({
        whileDown: async () => {
          await clickAction(ui, 'Sign a message');
        },
      });
      const signature = (await outputText(ui, 'Signature', RELAY_RESTART_WAIT_MS)) as Hex;
      const valid = await verifyMessage({
        address: wallet.address,
        message: SIGNED_MESSAGE,
        signature,
      });
      expect(valid).toBe(true);

      await wallet.disconnect();
      await ui.connectButton().waitFor();
      // Chromium logs the page's reconnection attempts while the relay was down; nothing else.
      const health = ui.guarded.health();
      const relayDown = health.consoleErrors.filter((text) => RELAY_SOCKET_FAILED.test(text));
      expect({
        ...health,
        consoleErrors: health.consoleErrors.filter((text) => !relayDown.includes(text)),
      }).toEqual(HEALTHY_PAGE);
    });
  });

  test('a pairing left until it expires is replaced by a new link, and the new one pairs', async () => {
    const ui = await demo.open({ permissions: CLIPBOARD });
    await withFailureScreenshot(ui, 'walletconnect-expiry', async () => {
      // The page's clock is Playwright's from here: 4 minutes pass in a moment.
      await ui.page.clock.install();
      const first = await openWalletConnect(ui);
      await ui.page.clock.fastForward('03:51');
      const second = await eventually(async () => {
        const uri = await copyPairingLink(ui);
        expect(uri).not.toBe(first);
        return uri;
      });
      const wallet = await newWallet();
      await wallet.pair(second);
      await ui.accountButton(wallet.address).waitFor();
      await wallet.disconnect();
      await ui.connectButton().waitFor();
      expect(ui.guarded.health()).toEqual(HEALTHY_PAGE);
    });
  });

  test('with the relay down the WalletConnect view shows the relay error and "Try again"; once it is back, "Try again" shows a QR code the wallet pairs', async () => {
    const ui = await demo.open({ permissions: CLIPBOARD });
    await withFailureScreenshot(ui, 'walletconnect-relay-down', async () => {
      const dialog = ui.dialog();
      const tryAgain = dialog.getByRole('button', { name: LABELS.tryAgain });
      await demo.stack.relay.restart({
        whileDown: async () => {
          await ui.connectButton().click();
          await ui.walletRow(LABELS.walletConnect).click();
          await dialog.getByText(MESSAGES.walletConnectRelayUnreachable).waitFor();
          await tryAgain.waitFor();
          expect(await dialog.getByRole('img', { name: LABELS.qrCode }).count()).toBe(0);
          expect(await dialog.getByText(LABELS.preparingLink).count()).toBe(0);
        },
      });

      await tryAgain.click();
      const wallet = await newWallet();
      await wallet.pair(await copyPairingLink(ui));
      await ui.accountButton(wallet.address).waitFor();
      await wallet.disconnect();
      await ui.connectButton().waitFor();
      // Chromium logs the refused WebSocket connections while the relay was down; nothing else.
      const health = ui.guarded.health();
      expect({
        ...health,
        consoleErrors: health.consoleErrors.filter((text) => !RELAY_SOCKET_FAILED.test(text)),
      }).toEqual(HEALTHY_PAGE);
    });
  });
});
