/**
 * The Next.js example in Chromium, in React's development build (`next dev`): its server
 * component renders Portico's buttons into the HTML, the page hydrates with no console error
 * or warning, and so it does again after a reload with a remembered wallet that reconnects
 * before React hydrates, on the network the visitor chose last. The wallet is Portico's
 * EIP-1193 test wallet injected before the page, as an extension is (extensionWallet.ts); the
 * chains are two anvil nodes; nothing leaves 127.0.0.1.
 */
import { resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import {
  describeInChromium,
  HEALTHY_PAGE,
  launchChromium,
  openGuardedPage,
  type GuardedPage,
} from '@portico/testing/chromium';
import { ANVIL_ACCOUNTS } from '@portico/testing/browser';
import { startNextExample, type NextExample } from '../stack/startNextExample';
import { assertPackagesBuilt } from './builtPackages';
import { EXTENSION_WALLET_NAME } from './extensionWallet';
import { extensionWalletScript } from './extensionWalletScript';

// Starting `next dev` compiles the page first: ~25 s on 2 cores.
jest.setTimeout(240_000);

const EXAMPLE_DIR = resolve(__dirname, '..', '..');
const ADDRESS = ANVIL_ACCOUNTS[0]!.address;
const SHORT_ADDRESS = `${ADDRESS.slice(0, 6)}…${ADDRESS.slice(-4)}`;
/** The client chunk of app/page.tsx in `next dev`. */
const PAGE_CHUNK = '**/_next/static/chunks/app/page.js*';

interface ExamplePage extends GuardedPage {
  /** console.warn messages (GuardedPage keeps the errors). */
  readonly warnings: string[];
}

describeInChromium("the Next.js example in React's development build", () => {
  let example: NextExample;
  let browser: Browser;
  let walletScript: string;
  const opened: GuardedPage[] = [];

  beforeAll(async () => {
    assertPackagesBuilt();
    [example, browser] = await Promise.all([
      startNextExample({ exampleDir: EXAMPLE_DIR }),
      launchChromium(),
    ]);
    walletScript = await extensionWalletScript(example.chains);
  });

  afterAll(async () => {
    await Promise.all(opened.map((page) => page.close().catch(() => undefined)));
    await browser?.close().catch(() => undefined);
    await example?.stop();
  });

  async function openExample(): Promise<ExamplePage> {
    const guarded = await openGuardedPage(browser);
    opened.push(guarded);
    await guarded.context.addInitScript({ content: walletScript });
    const warnings: string[] = [];
    guarded.context.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await guarded.page.goto(example.url);
    return Object.assign(guarded, { warnings });
  }

  async function connectThroughTheModal({ page }: GuardedPage): Promise<void> {
    await page.getByRole('button', { name: 'Connect Wallet' }).click();
    await page.getByRole('dialog').getByRole('button', { name: EXTENSION_WALLET_NAME }).click();
    await page.locator('.portico-button--account', { hasText: SHORT_ADDRESS }).waitFor();
  }

  function expectClean(page: ExamplePage): void {
    expect({ ...page.health(), warnings: page.warnings }).toEqual({
      ...HEALTHY_PAGE,
      warnings: [],
    });
  }

  it("puts the buttons into the server's HTML: Connect Wallet on the default network", async () => {
    const response = await fetch(example.url);
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toMatch(
      /<button type="button" class="portico-button portico-button--network[^>]*>/,
    );
    expect(html).toContain('<span class="portico-button__network">Portico Local</span>');
    expect(html).toMatch(/portico-button--connect[^>]*>Connect Wallet<\/button>/);
  });

  it('hydrates a first visit with no console error or warning, and connects the wallet', async () => {
    const page = await openExample();
    await connectThroughTheModal(page);
    expectClean(page);
  });

  it('hydrates with no console error or warning after a reload whose remembered wallet reconnects before hydration', async () => {
    const page = await openExample();
    await connectThroughTheModal(page);
    await page.page.keyboard.press('Escape');
    await page.page.getByRole('button', { name: 'Portico Local' }).click();
    await page.page
      .getByRole('dialog')
      .getByRole('button', { name: /Portico Local 2/ })
      .click();
    await page.page.locator('.portico-button--network', { hasText: 'Portico Local 2' }).waitFor();
    expectClean(page);

    // The page's own chunk (the buttons' client reference) waits until the wallet has handed
    // the page its accounts, so React hydrates the buttons after the reconnect however busy
    // the machine is; the layout's chunk, which creates the instance, is not held.
    await page.context.route(PAGE_CHUNK, async (route) => {
      await page.page
        .waitForFunction(
          () => window.porticoExtensionWalletProbe?.buttonHydratedAtFirstAccounts !== undefined,
        )
        .catch(() => undefined); // the probe assertion below says what happened
      await route.fallback();
    });
    await page.page.reload();
    // The server rendered Connect Wallet on Portico Local; the browser's instance had the
    // wallet back on Portico Local 2 before React reached the buttons.
    await page.page.locator('.portico-button--account', { hasText: SHORT_ADDRESS }).waitFor();
    await page.page.locator('.portico-button--network', { hasText: 'Portico Local 2' }).waitFor();
    const probe = await page.page.evaluate(() => window.porticoExtensionWalletProbe);
    expect(probe).toEqual({ buttonHydratedAtFirstAccounts: false });
    expectClean(page);
  });

  it('made no connection off the machine from the server side either', () => {
    expect(example.refusedHosts()).toEqual([]);
  });
});
