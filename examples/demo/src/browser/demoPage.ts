/**
 * How the browser tests find things on the demo page: by role and accessible name, with the
 * texts from ui-react's LABELS (one text, one place), never by CSS class.
 */
import type { Locator, Page } from 'playwright-core';
import { LABELS } from '../../../../ui-react/src/ui/labels';
import { DEMO_WALLET_NAME } from '../demoWalletInfo';

export { LABELS, DEMO_WALLET_NAME };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `0x1234…abcd`, as the account button shows an address (ui-react's shortAddress). */
export function shortAddressOf(address: string): string {
  return `${address.slice(0, 6)}…${address.slice(-4)}`;
}

export interface DemoPage {
  readonly page: Page;
  connectButton(): Locator;
  dialog(): Locator;
  /** The dialog's title (its accessible name). */
  dialogTitle(): Locator;
  /** A button inside the dialog named exactly `name` (or matching the RegExp). */
  dialogButton(name: string | RegExp): Locator;
  walletRow(name?: string): Locator;
  /**
   * In "Select chain" (the demo wallet is installed in two namespaces), the side to connect:
   * 'EVM' or 'Solana'.
   */
  chainChoice(label: string): Locator;
  /** The account button (once connected), found by the short address it shows. */
  accountButton(address: string): Locator;
  networkButton(networkName: string): Locator;
  /** Clicks "Connect Wallet", the demo wallet's row, then its EVM side; resolves once connected. */
  connectDemoWallet(): Promise<string>;
  /** Opens the Account view from the account button (closing whatever view is open first). */
  openAccount(address: string): Promise<Locator>;
  /** Waits until nothing in the dialog is loading (aria-busy) and its animations have finished. */
  dialogSettled(): Promise<void>;
  /** The demo wallet's accounts, read from `window.porticoDemoWallet.state`. */
  walletAddress(): Promise<string>;
}

export function demoPage(page: Page): DemoPage {
  const dialog = () => page.getByRole('dialog');
  const dialogButton = (name: string | RegExp) =>
    dialog().getByRole('button', { name, exact: typeof name === 'string' });
  // The app's own buttons (the dialog is portalled into <body>, outside #root).
  const appButton = (name: string | RegExp) =>
    page.locator('#root').getByRole('button', { name, exact: typeof name === 'string' });
  const walletAddress = async () => {
    const address = await page.evaluate(() => {
      const wallet = (
        window as unknown as { porticoDemoWallet?: { state: { accounts: string[] } } }
      ).porticoDemoWallet;
      return wallet?.state.accounts[0];
    });
    if (!address) throw new Error(`window.porticoDemoWallet has no account on ${page.url()}`);
    return address;
  };
  const chainChoice = (label: string) =>
    page
      .getByRole('dialog', { name: LABELS.selectChain })
      .getByRole('button', { name: new RegExp(`^${escapeRegExp(label)}`) });
  const accountButton = (address: string) =>
    appButton(new RegExp(escapeRegExp(shortAddressOf(address))));
  return {
    page,
    connectButton: () => appButton(LABELS.connectWallet),
    dialog,
    dialogTitle: () => dialog().getByRole('heading').first(),
    dialogButton,
    walletRow: (name = DEMO_WALLET_NAME) => dialogButton(new RegExp(`^${escapeRegExp(name)}`)),
    chainChoice,
    accountButton,
    networkButton: (networkName: string) => appButton(networkName),
    walletAddress,
    async dialogSettled() {
      // Lists that are still loading say so (aria-busy): wait for their answers to be in.
      await dialog().locator('[aria-busy="true"]').first().waitFor({ state: 'detached' });
      // Then no finite animation runs anywhere on the page (the dialog's entry, a toast's, a
      // view's), seen twice a frame apart: an animation that starts after a first look (a
      // toast raised by the state the test waited for) is waited for too. A spinner's endless
      // animation never finishes and is not counted.
      await page.evaluate(async () => {
        const frame = () => new Promise((resolveFrame) => requestAnimationFrame(resolveFrame));
        const running = () =>
          document
            .getAnimations()
            .filter(
              (a) =>
                a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity,
            );
        for (let quietFrames = 0; quietFrames < 2;) {
          const now = running();
          if (now.length === 0) {
            quietFrames += 1;
            await frame();
          } else {
            quietFrames = 0;
            await Promise.all(now.map((a) => a.finished.catch(() => undefined)));
          }
        }
      });
    },
    async openAccount(address: string) {
      if (await dialog().isVisible()) await page.keyboard.press('Escape');
      await dialog().waitFor({ state: 'detached' });
      await accountButton(address).click();
      const account = page.getByRole('dialog', { name: LABELS.account });
      await account.waitFor();
      return account;
    },
    async connectDemoWallet() {
      await appButton(LABELS.connectWallet).click();
      await dialogButton(new RegExp(`^${escapeRegExp(DEMO_WALLET_NAME)}`)).click();
      await chainChoice('EVM').click();
      const address = await walletAddress();
      await accountButton(address).waitFor();
      return address;
    },
  };
}
