// Sign in with the wallet in Chromium (issue 18): from the visitor's connect to the wallet's
// signature request, in the feature views' app (apps/pageload-features) opened with
// `?signIn=server`: `siwx: serverSessions({ url: <origin>/api })`, verified and kept by the
// app's own Portico server (lib/featureViews.mjs's, its /v1/siwx routes), as a real app that
// trusts a sign-in does (pageSessions verifies nothing; see features/siwx/README.md). The
// stand-in wallet connects with anvil's first account and refuses the personal_sign it
// receives (apps/pageload/inPage.mjs), so no session is kept and every run asks again.
//
// "Connect" is the visitor's click on the wallet in the Connect view (the click event's time).
// The sign-in view (SIWXSignMessage) needs one more click, on "Sign in", so the figure comes in
// two parts, each on an idle page:
//   1. click on the wallet -> first frame with the sign-in view (the account connects, the
//      plugin's code loads, the modal goes to SIWXSignMessage);
//   2. click on "Sign in" -> the wallet receives personal_sign (the server's nonce, the
//      message's text, the request);
// and their sum per run (connect -> signature request, less the visitor's time on the view).
// First use: a fresh page, the sign-in code fetched by these clicks. Again: in the same page,
// Cancel, disconnect, then Connect Wallet, the wallet and Sign in once more (its code loaded).
/* global window, requestIdleCallback */
import { URL } from 'node:url';
import { armClickToSelector, armClickToWalletRequest } from '../apps/pageload/inPage.mjs';
import { loadUntilIdle, newGuardedPage } from './pageInteractions.mjs';
import { round } from './pageLoadBudgets.mjs';
import { measureScripts } from './pageScripts.mjs';

/** The same run count as the feature views' (lib/featureViews.mjs). */
const RUNS = 5;
export const SIWX_PACKAGE = '@portico/feature-siwx';
const SIGN_IN_VIEW = '[role="dialog"] .portico-siwx';

async function settle(page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(
    () => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })),
  );
}

/** Connect Wallet, then the two timed clicks; ends on 'Signature declined'. */
async function connectAndSignIn(page, phases) {
  await page.locator('#root').getByRole('button', { name: 'Connect Wallet', exact: true }).click();
  const wallet = page.getByRole('dialog').getByRole('button', { name: /^Bench Wallet/ });
  await wallet.waitFor();
  await settle(page);
  phases.current = 'connect';
  await page.evaluate(armClickToSelector, SIGN_IN_VIEW);
  await wallet.click();
  const view = await page.evaluate(() => window.__porticoBenchFirstRow);
  const signIn = page.getByRole('dialog').getByRole('button', { name: 'Sign in', exact: true });
  await signIn.waitFor();
  await settle(page);
  phases.current = 'sign in';
  await page.evaluate(armClickToWalletRequest, 'personal_sign');
  await signIn.click();
  const request = await page.evaluate(() => window.__porticoBenchWalletRequest);
  // The view's alert (a toast says it too).
  await page
    .getByRole('dialog')
    .getByRole('alert')
    .filter({ hasText: 'Signature declined' })
    .waitFor();
  phases.current = 'after';
  return { view, request };
}

/** One fresh page: first use, then Cancel, disconnect and the same again. */
async function measureRun(browser, url, blocked, account, scripts) {
  const { context, page, consoleErrors } = await newGuardedPage(browser, blocked, {
    accounts: [account],
  });
  try {
    await loadUntilIdle(page, url);
    const phases = { current: 'load' };
    page.on('request', (request) => {
      if (request.resourceType() === 'script') {
        scripts.push({ url: request.url(), phase: phases.current });
      }
    });
    const first = await connectAndSignIn(page, phases);
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel', exact: true }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.evaluate(() => window.__porticoBench.disconnect());
    await page
      .locator('#root')
      .getByRole('button', { name: 'Connect Wallet', exact: true })
      .waitFor();
    await settle(page);
    phases.current = 'again';
    const again = await connectAndSignIn(page, phases);
    return { first, again, consoleErrors };
  } finally {
    await context.close();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const part = (run) => ({ frames: run.frames, ms: round(run.ms), timedOut: run.timedOut });
const total = (run) => ({
  frames: run.view.frames + run.request.frames,
  ms: run.view.ms + run.request.ms,
});

function mediansOf(runs) {
  const totals = runs.map(total);
  return {
    view: {
      frames: median(runs.map((r) => r.view.frames)),
      ms: round(median(runs.map((r) => r.view.ms))),
    },
    request: {
      frames: median(runs.map((r) => r.request.frames)),
      ms: round(median(runs.map((r) => r.request.ms))),
    },
    total: {
      frames: median(totals.map((t) => t.frames)),
      ms: round(median(totals.map((t) => t.ms))),
    },
  };
}

/**
 * Connect -> sign-in view -> signature request, first use and again, median of RUNS fresh
 * pages, with the gzip size of the scripts each click fetched the first time. `url`: the
 * features app's, served with its Portico server behind /api.
 */
export async function measureSiwxSignIn({
  browser,
  url,
  distDir,
  modules,
  account,
  blocked,
  errors,
}) {
  const runs = [];
  let loaded;
  for (let run = 0; run < RUNS; run += 1) {
    const scripts = [];
    const { first, again, consoleErrors } = await measureRun(
      browser,
      new URL('/?signIn=server', url).href,
      blocked,
      account,
      scripts,
    );
    // The stand-in wallet's refusal is logged by the page as an error: not the page's fault.
    errors.push(...consoleErrors.filter((text) => !text.includes('rejected by the bench wallet')));
    runs.push({ first, again, againScripts: scripts.filter((s) => s.phase === 'again').length });
    loaded ??= {
      connect: measureScripts(
        scripts.filter((s) => s.phase === 'connect'),
        distDir,
        modules,
      ),
      signIn: measureScripts(
        scripts.filter((s) => s.phase === 'sign in'),
        distDir,
        modules,
      ),
    };
  }
  // Which of those files hold feature-siwx's own code (the rest: the connect's own views, other
  // plugins loaded on connect, the adapter's sign-in text).
  const ownFiles = (result) =>
    result.files.filter((file) => (modules[file.file]?.packages ?? {})[SIWX_PACKAGE] > 0);
  const sized = (result) => ({
    gzipKiB: result.totalGzipKiB,
    files: result.files.map((file) => file.file),
    siwxGzipKiB: Math.round(ownFiles(result).reduce((sum, f) => sum + f.gzipKiB, 0) * 100) / 100,
    siwxFiles: ownFiles(result).map((file) => file.file),
  });
  return {
    store: "serverSessions (the app's Portico server, /v1/siwx)",
    runs: runs.map((run) => ({
      view: part(run.first.view),
      request: part(run.first.request),
      again: { view: part(run.again.view), request: part(run.again.request) },
      againScripts: run.againScripts,
    })),
    first: mediansOf(runs.map((run) => run.first)),
    again: mediansOf(runs.map((run) => run.again)),
    timedOut: runs.some((run) =>
      [run.first, run.again].some((pass) => pass.view.timedOut || pass.request.timedOut),
    ),
    scriptsFetchedAgain: runs.reduce((sum, run) => sum + run.againScripts, 0),
    connectChunk: sized(loaded.connect),
    signInChunk: sized(loaded.signIn),
  };
}
