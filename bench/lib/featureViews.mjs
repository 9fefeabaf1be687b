// Feature plugins in Chromium (issue 16): click on a feature's entry on the account screen ->
// first frame of its view. The app (apps/pageload-features) is the README's React app with every
// feature package built under features/*, installed from the same tarballs as the page-load app
// (its node_modules), on one local anvil network behind /rpc. The bench's stand-in wallet
// connects with anvil's first account; the account screen is open and the page idle before the
// click; the feature's view code is fetched by that click (first use), and its gzip size is
// reported with the figure. The app's services are a real Portico server of its own (a child
// process, lib/serverProcess.mjs) on 127.0.0.1 whose one chain is that node, with a real
// Uniswap v2 exchange deployed on it (lib/uniswapExchange.mjs) in its uniswapV2 configuration:
// Swap's entry shows on a network the server swaps on, Buy's from the on-ramp options route,
// and Names' (opt-in: the app sets `features: { names: true }`) for an account without a name.
// With @portico/feature-siwx built, the same app and server also time sign-in (siwxSignIn.mjs).
/* global window, requestIdleCallback */
import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { benchAppConfig } from '../apps/pageload/vite.config.mjs';
import { serveApp } from '../apps/pageload/serveApp.mjs';
import { startAnvilNode } from './anvilNode.mjs';
import { startServerProcess } from './serverProcess.mjs';
import { deployBenchExchange } from './uniswapExchange.mjs';
import { armClickToSelector } from '../apps/pageload/inPage.mjs';
import { copyAppSources } from './packedApp.mjs';
import { loadUntilIdle, newGuardedPage } from './pageInteractions.mjs';
import { round } from './pageLoadBudgets.mjs';
import { measureScripts } from './pageScripts.mjs';
import { measureSiwxSignIn, SIWX_PACKAGE } from './siwxSignIn.mjs';

const FEATURES_APP_DIR = fileURLToPath(new URL('../apps/pageload-features/', import.meta.url));
const RUNS = 5;
/** anvil's first account (funded on the node): the address the stand-in wallet connects with. */
export const BENCH_ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const SHORT_ACCOUNT = `${BENCH_ACCOUNT.slice(0, 6)}…${BENCH_ACCOUNT.slice(-4)}`;
/**
 * What "its view is shown" means per plugin id: the view's own root element in the dialog (not
 * the loading state). A plugin not listed here is reported as not measured.
 */
export const FEATURE_VIEW_SELECTORS = Object.freeze({
  receive: '[role="dialog"] .portico-receive',
  send: '[role="dialog"] .portico-send',
  swaps: '[role="dialog"] .portico-swap',
  onramp: '[role="dialog"] .portico-onramp',
  names: '[role="dialog"] .portico-names',
});

/**
 * Builds apps/pageload-features into `folder` with `appDir`'s node_modules (the packed
 * tarballs, features included) and `features`' plugins. Returns the dist folder and its
 * modules.json.
 */
export async function buildFeaturesApp({ appDir, folder, features }) {
  const root = join(folder, 'features-app');
  mkdirSync(root, { recursive: true });
  copyAppSources(FEATURES_APP_DIR, root, ['index.html', 'main.jsx']);
  const plugins = features.flatMap((feature) =>
    feature.plugins.map((plugin) => ({ ...plugin, name: feature.name })),
  );
  writeFileSync(
    join(root, 'plugins.js'),
    [
      '// Written by the bench (bench/lib/featureViews.mjs): the built feature plugins.',
      ...plugins.map((plugin) => `import { ${plugin.exportName} } from '${plugin.name}';`),
      `export const plugins = [${plugins.map((plugin) => plugin.exportName).join(', ')}];`,
      features.some((feature) => feature.name === SIWX_PACKAGE)
        ? `export { serverSessions } from '${SIWX_PACKAGE}';`
        : 'export const serverSessions = undefined;',
      '',
    ].join('\n'),
  );
  symlinkSync(join(appDir, 'node_modules'), join(root, 'node_modules'), 'dir');
  const distDir = join(folder, 'features-dist');
  const { build } = await import('vite');
  const config = benchAppConfig(root);
  await build({
    ...config,
    configFile: false,
    build: { ...config.build, outDir: distDir, emptyOutDir: true },
  });
  return { distDir, modules: JSON.parse(readFileSync(join(distDir, 'modules.json'), 'utf8')) };
}

/** Idle: the account screen's reads (balance, tabs) answered, the main thread free. */
async function settle(page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(
    () => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })),
  );
}

/** A fresh page, idle, connected with the stand-in wallet, the account screen open and idle. */
async function openAccountScreen(browser, url, blocked) {
  const opened = await newGuardedPage(browser, blocked, { accounts: [BENCH_ACCOUNT] });
  const { page } = opened;
  await loadUntilIdle(page, url);
  await page.locator('#root').getByRole('button', { name: 'Connect Wallet', exact: true }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^Bench Wallet/ })
    .click();
  const accountButton = page.locator('#root').getByRole('button', { name: SHORT_ACCOUNT });
  await accountButton.waitFor();
  if (await page.getByRole('dialog').isVisible()) await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  await accountButton.click();
  await page.getByRole('dialog', { name: 'Account' }).waitFor();
  await settle(page);
  return opened;
}

/**
 * One run on a fresh page: click the entry -> its view (first use: the view's code is fetched
 * then), then Back, idle, and the same click again (its code loaded). `scripts` gets the
 * scripts the first click fetched.
 */
async function measureRun(page, plugin, selector, scripts) {
  const entry = page
    .getByRole('dialog', { name: 'Account' })
    .getByRole('button', { name: plugin.entryLabel, exact: true });
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push({ url: request.url(), phase: plugin.id });
  });
  await page.evaluate(armClickToSelector, selector);
  await entry.click();
  const first = await page.evaluate(() => window.__porticoBenchFirstRow);
  const fetched = [...scripts];
  await page.getByRole('dialog').getByRole('button', { name: 'Back', exact: true }).click();
  await entry.waitFor();
  await settle(page);
  await page.evaluate(armClickToSelector, selector);
  await entry.click();
  const again = await page.evaluate(() => window.__porticoBenchFirstRow);
  scripts.splice(0, scripts.length, ...fetched);
  return { ...first, again };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const brief = (run) => ({ frames: run.frames, ms: round(run.ms), timedOut: run.timedOut });

/**
 * For each plugin of `features` with an account-screen entry and a selector: click its entry
 * -> first frame with its view, and again once its code is loaded, median of RUNS fresh pages,
 * and the scripts the first click fetched (gzip).
 */
export async function measureFeatureViews({
  browser,
  url,
  distDir,
  modules,
  features,
  blocked,
  errors,
}) {
  const results = {};
  for (const feature of features) {
    for (const plugin of feature.plugins) {
      const selector = FEATURE_VIEW_SELECTORS[plugin.id];
      if (!plugin.entryLabel || !selector) {
        results[plugin.id] = {
          package: feature.name,
          measured: false,
          note: plugin.entryLabel
            ? 'no selector for its view in FEATURE_VIEW_SELECTORS'
            : 'no entry on the account screen',
        };
        continue;
      }
      const runs = [];
      let loaded;
      for (let run = 0; run < RUNS; run += 1) {
        const { context, page, consoleErrors } = await openAccountScreen(browser, url, blocked);
        try {
          const scripts = [];
          runs.push(await measureRun(page, plugin, selector, scripts));
          loaded ??= measureScripts(scripts, distDir, modules);
          errors.push(...consoleErrors);
        } finally {
          await context.close();
        }
      }
      results[plugin.id] = {
        package: feature.name,
        measured: true,
        entry: plugin.entryLabel,
        runs: runs.map((run) => ({ ...brief(run), again: brief(run.again) })),
        medianFrames: median(runs.map((run) => run.frames)),
        medianMs: round(median(runs.map((run) => run.ms))),
        againMedianFrames: median(runs.map((run) => run.again.frames)),
        againMedianMs: round(median(runs.map((run) => run.again.ms))),
        timedOut: runs.some((run) => run.timedOut || run.again.timedOut),
        chunkGzipKiB: loaded?.totalGzipKiB ?? 0,
        chunkFiles: loaded?.files ?? [],
      };
    }
  }
  return results;
}

/** The features app's server: the node's chain with the exchange, the page-load catalogue. */
function featuresServerConfig({ folder, nodeUrl, exchange }) {
  return {
    host: '127.0.0.1',
    port: 0,
    database: { driver: 'pglite' },
    catalog: { file: join(folder, 'catalog.json') },
    chains: [
      {
        caipNetworkId: 'eip155:31337',
        name: 'Bench Local',
        rpcUrl: nodeUrl,
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18, priceUsd: 3000 },
        tokens: [
          { address: exchange.token, symbol: 'PTT', name: 'Portico Test Token', decimals: 18 },
        ],
      },
    ],
    uniswapV2: [
      {
        caipNetworkId: 'eip155:31337',
        router: exchange.router,
        factory: exchange.factory,
        weth: exchange.weth,
        tokens: [exchange.token],
      },
    ],
    indexer: { enabled: false },
  };
}

/**
 * The feature views' app (apps/pageload-features): built with the page-load app's node_modules,
 * served with a local anvil node behind /rpc and its own Portico server (the node's chain, a
 * real Uniswap v2 exchange on it) behind /api, measured in `browser`. `folder` holds the
 * page-load app and its catalogue (catalog.json). Resolves `{ views, siwxSignIn }` (the latter
 * undefined without a built feature-siwx).
 */
export async function measureFeatures({ folder, features, browser, blocked, pageErrors }) {
  const node = await startAnvilNode(31337);
  let server;
  let served;
  try {
    const exchange = await deployBenchExchange(node.url);
    server = await startServerProcess(
      featuresServerConfig({ folder, nodeUrl: node.url, exchange }),
    );
    const featuresApp = await buildFeaturesApp({ appDir: join(folder, 'app'), folder, features });
    served = await serveApp({
      distDir: featuresApp.distDir,
      apiUrl: server.url,
      rpcUrl: node.url,
    });
    const measured = {
      browser,
      url: served.url,
      distDir: featuresApp.distDir,
      modules: featuresApp.modules,
      blocked,
      errors: pageErrors,
    };
    const views = await measureFeatureViews({ ...measured, features });
    // Sign-in (issue 18, lib/siwxSignIn.mjs): the same app with `?signIn=server`.
    const siwxSignIn = features.some((feature) => feature.name === SIWX_PACKAGE)
      ? await measureSiwxSignIn({ ...measured, account: BENCH_ACCOUNT })
      : undefined;
    return { views, siwxSignIn };
  } finally {
    await served?.close();
    await server?.stop();
    node.stop();
  }
}
