/**
 * One demo stack and one Chromium for a browser test file: start both in beforeAll, open a
 * guarded page per test (no request off the machine, console/page errors and CSP violations
 * recorded), stop both in afterAll. A test file wraps its tests in describeDemoInChromium.
 */
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import {
  describeInChromium,
  launchChromium,
  openGuardedPage,
  saveScreenshot,
  type GuardedPage,
} from '@portico/testing/chromium';
import { startDemoStack, type DemoStack } from '../stack/startDemoStack';
import { ensureDemoBuilt } from './ensureDemoBuilt';
import { demoPage, type DemoPage } from './demoPage';

/** A long timeout: the first file may build the demo (~30 s on 2 busy cores). */
const BROWSER_TEST_TIMEOUT_MS = 180_000;

export const DESKTOP_VIEWPORT = Object.freeze({ width: 1280, height: 800 });
export const PHONE_VIEWPORT = Object.freeze({ width: 390, height: 844 });

export interface DemoInChromium {
  readonly stack: DemoStack;
  readonly browser: Browser;
  /** A new context and page on the demo, loaded, with its "Connect Wallet" button shown. */
  open(options?: BrowserContextOptions): Promise<DemoPage & { guarded: GuardedPage }>;
  stop(): Promise<void>;
}

/** What a test file's stack runs besides the EVM, Solana and Bitcoin chains. */
export interface DemoInChromiumOptions {
  /** The local Polkadot chain (chopsticks, ~250 MB): only for files that use it. Default false. */
  readonly polkadot?: boolean;
}

export async function startDemoInChromium(
  options: DemoInChromiumOptions = {},
): Promise<DemoInChromium> {
  const distDir = await ensureDemoBuilt();
  const [stack, browser] = await Promise.all([
    startDemoStack({ port: 0, distDir, polkadot: options.polkadot === true }),
    launchChromium(),
  ]);
  const opened: GuardedPage[] = [];
  return {
    stack,
    browser,
    async open(options = {}) {
      const guarded = await openGuardedPage(browser, { viewport: DESKTOP_VIEWPORT, ...options });
      opened.push(guarded);
      await guarded.page.goto(stack.url);
      const demo = demoPage(guarded.page);
      await demo.connectButton().waitFor();
      // The demo wallet is its own chunk: wait until it has announced itself and its levers.
      await guarded.page.waitForFunction(() => window.porticoDemoWallet !== undefined);
      return Object.assign(demo, { guarded });
    },
    async stop() {
      await Promise.all(opened.map((guarded) => guarded.close().catch(() => undefined)));
      await browser.close().catch(() => undefined);
      await stack.stop();
    },
  };
}

/**
 * A describe block (skipped when Chromium is not installed) whose tests share one demo and
 * one Chromium: started in beforeAll, stopped in afterAll, with the browser tests' long
 * timeout. `body` gets the demo; use it inside the tests (it is started by then).
 */
export function describeDemoInChromium(
  name: string,
  body: (demo: Omit<DemoInChromium, 'stop'>) => void,
  options: DemoInChromiumOptions = {},
): void {
  jest.setTimeout(BROWSER_TEST_TIMEOUT_MS);
  describeInChromium(name, () => {
    let started: DemoInChromium | undefined;
    beforeAll(async () => {
      started = await startDemoInChromium(options);
    });
    afterAll(() => started?.stop());
    body({
      get stack() {
        return started!.stack;
      },
      get browser() {
        return started!.browser;
      },
      open: (options) => started!.open(options),
    });
  });
}

/**
 * Runs a test's steps; on failure saves `failed-<name>.png` (test-artifacts/screenshots) and
 * adds the dialog's text to the error, then rethrows.
 */
export async function withFailureScreenshot(
  ui: { page: Page },
  name: string,
  steps: () => Promise<void>,
): Promise<void> {
  try {
    await steps();
  } catch (error) {
    const file = await saveScreenshot(ui.page, `failed-${name}`).catch(() => undefined);
    const dialogText = await ui.page
      .getByRole('dialog')
      .innerText({ timeout: 1000 })
      .catch(() => '(no dialog)');
    if (error instanceof Error) {
      const note = `\n\nScreenshot: ${file}\nDialog text:\n${dialogText}\n`;
      error.message += note;
      if (error.stack) error.stack = error.stack.replace(/\n/, `${note}\n`);
    }
    throw error;
  }
}
