// Page load in a real browser (`npm run bench -- --only=pageload`): the root README's app
// (apps/pageload: NetworkButton + ConnectButton, the viem adapter, a projectId and WalletConnect)
// with Portico installed from its packed tarballs (lib/packedApp.mjs) and built with Vite, a
// 10,000-wallet catalogue from the built Portico server, served on 127.0.0.1 under a strict CSP,
// and measured in the machine's Chromium (playwright-core, nothing downloaded):
//   1. JavaScript of the page load (the scripts requested until the load event), gzip (each file
//      on its own, level 9): Portico's code above React (budget 40 KiB), and with what the page
//      fetches once idle before the first click, the total and Portico's share (budgets 120 and
//      75 KiB); the modal's chunks must come after the load event, never in it;
//   2. click on "Connect Wallet" -> first wallet row painted, in frames (budget: 1 frame), once
//      the page is idle, and (reported) right after the load event with a short hover first;
//   3. AllWallets search: key event -> next frame painted, p95 over 100 keystrokes (budget:
//      8 ms);
//   4. click on WalletConnect (in the open modal) -> QR code painted, median of 9 (budget
//      300 ms), and the gzip size of the scripts that click loads (the lazy WalletConnect
//      chunk: sign-client), through a local relay behind /relay;
//   5. the JS heap after load (report only);
//   6. feature plugins (issue 16, lib/featureViews.mjs): in an app with every built feature
//      package, connected, click on a feature's entry on the account screen -> first frame of its
//      view, and the gzip size of what that click fetched (report only);
//   7. sign-in (issue 18, lib/siwxSignIn.mjs): in that app with serverSessions, click on the
//      wallet in Connect -> sign-in view, and click "Sign in" -> the wallet's personal_sign
//      request, first use and again, with what each click fetched (report only).
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { serveApp } from './apps/pageload/serveApp.mjs';
import { benchAppConfig } from './apps/pageload/vite.config.mjs';
import {
  copyAppSources,
  installPackedPackages,
  installWithConsumerCheck,
  README_APP_PACKAGES,
} from './lib/packedApp.mjs';
import { discoverFeatures, pluginExportsOf } from './featureBundles.mjs';
import { measureFeatures } from './lib/featureViews.mjs';
import {
  loadUntilIdle,
  measureFirstRow,
  measureSearch,
  measureWalletConnect,
  newGuardedPage,
} from './lib/pageInteractions.mjs';
import { KIB, PAGELOAD_BUDGETS, round } from './lib/pageLoadBudgets.mjs';
import { measurePageLoadScripts, measureScripts, modalChunksOf } from './lib/pageScripts.mjs';
import { bundleForNode } from '../scripts/lib/bundleForNode.mjs';

export { PAGELOAD_BUDGETS } from './lib/pageLoadBudgets.mjs';
export { printPageLoad } from './pageLoadReport.mjs';

const CATALOG_WALLETS = 10_000;
const CATALOG_SEED = 1;
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const APP_DIR = fileURLToPath(new URL('apps/pageload/', import.meta.url));
const REACT_ONLY_DIR = fileURLToPath(new URL('apps/react-only/', import.meta.url));
// The tests' Chromium flags (testing/src/chromium/launchChromium.ts).
const CHROMIUM_FLAGS = JSON.parse(
  readFileSync(join(ROOT, 'testing', 'src', 'chromium', 'chromiumFlags.json'), 'utf8'),
);

/** ui-react is not among ensureBuilt's packages (it has no bench of its own): build it here. */
function ensureReactBuilt() {
  const entry = join(ROOT, 'ui-react', 'dist', 'esm', 'index.js');
  if (existsSync(entry)) return;
  console.log('No build output for ui-react: npm run build -w @portico/react ...');
  spawnSync('npm', ['run', 'build', '-w', '@portico/react'], { cwd: ROOT, stdio: 'inherit' });
  if (!existsSync(entry)) throw new Error(`ui-react has no build output (${entry})`);
}

/**
 * What React alone costs a page: apps/react-only built the same way, with the app's
 * node_modules; the gzip size of its entry and the chunks the entry imports.
 */
async function reactOnlyGzipBytes(appDir, folder) {
  const root = join(folder, 'react-only');
  mkdirSync(root, { recursive: true });
  copyAppSources(REACT_ONLY_DIR, root, ['index.html', 'main.jsx']);
  symlinkSync(join(appDir, 'node_modules'), join(root, 'node_modules'), 'dir');
  const outDir = join(root, 'dist');
  const { build } = await import('vite');
  const config = benchAppConfig(root);
  await build({ ...config, configFile: false, build: { ...config.build, outDir } });
  const modules = JSON.parse(readFileSync(join(outDir, 'modules.json'), 'utf8'));
  const [entry, chunk] = Object.entries(modules).find(([, info]) => info.isEntry);
  return [entry, ...chunk.imports]
    .map((file) => gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length)
    .reduce((sum, bytes) => sum + bytes, 0);
}

/**
 * Installs Portico's tarballs in `appDir` (lib/packedApp.mjs: the consumer check's step when it
 * is there), adds the app's sources and builds it into `outDir`.
 */
async function buildApp(appDir, outDir, workspaces) {
  mkdirSync(appDir, { recursive: true });
  let install = 'the consumer check (npm ci of its template app with the tarballs)';
  let tarballs = await installWithConsumerCheck({ root: ROOT, appDir, workspaces });
  if (!tarballs) {
    install = 'tarballs unpacked, dependencies linked from the monorepo';
    tarballs = installPackedPackages({ root: ROOT, appDir, workspaces });
  }
  copyAppSources(APP_DIR, appDir, ['index.html', 'main.jsx']);
  const { build } = await import('vite');
  const config = benchAppConfig(appDir);
  await build({
    ...config,
    configFile: false,
    build: { ...config.build, outDir, emptyOutDir: true },
  });
  return {
    modules: JSON.parse(readFileSync(join(outDir, 'modules.json'), 'utf8')),
    tarballs,
    install,
  };
}

/** The local relay (from @portico/testing's sources) and the demo's /relay proxy, for Node. */
async function startRelay() {
  const cache = join(ROOT, 'node_modules', '.cache', 'portico-bench');
  const testing = await import(
    await bundleForNode('testing/src/walletconnect.ts', join(cache, 'walletconnect.mjs'))
  );
  const { proxyRelayUpgrades } = await import(
    await bundleForNode('examples/demo/src/stack/relayProxy.ts', join(cache, 'relayProxy.mjs'))
  );
  const relay = await testing.startLocalRelay();
  return { relay, proxyRelay: (server) => proxyRelayUpgrades(server, relay.port) };
}

async function measureLoad(browser, url, distDir, modules, reactOnlyBytes, blocked, errors) {
  const { context, page, consoleErrors } = await newGuardedPage(browser, blocked);
  try {
    const scriptUrls = [];
    await loadUntilIdle(page, url, scriptUrls);
    const cdp = await context.newCDPSession(page);
    await cdp.send('HeapProfiler.collectGarbage');
    const heap = await cdp.send('Runtime.getHeapUsage');
    errors.push(...consoleErrors);
    return {
      pageLoadJs: measurePageLoadScripts(scriptUrls, distDir, modules, reactOnlyBytes),
      js: measureScripts(scriptUrls, distDir, modules),
      modalChunks: modalChunksOf(scriptUrls, modules),
      heap: {
        usedMiB: round(heap.usedSize / KIB / KIB),
        totalMiB: round(heap.totalSize / KIB / KIB),
      },
    };
  } finally {
    await context.close();
  }
}

/** Builds, serves and measures the bench app. `startServer`/`generateCatalog`: @portico/server. */
export async function measurePageLoad({ startServer, generateCatalog }) {
  ensureReactBuilt();
  const folder = mkdtempSync(join(tmpdir(), 'portico-pageload-'));
  const cleanups = [];
  try {
    const distDir = join(folder, 'dist');
    // The feature packages with a build are installed too (the page-load app imports none of
    // them); the feature views' app shares these node_modules.
    const features = [];
    const featureNotes = [];
    for (const feature of discoverFeatures(ROOT)) {
      if (!feature.built) {
        featureNotes.push(`${feature.name}: not built, skipped`);
        continue;
      }
      try {
        features.push({ ...feature, plugins: await pluginExportsOf(feature.entryFile) });
      } catch (error) {
        featureNotes.push(`${feature.name}: its built entry does not load, skipped: ${error}`);
      }
    }
    const { modules, tarballs, install } = await buildApp(join(folder, 'app'), distDir, [
      ...README_APP_PACKAGES,
      ...features.map((feature) => feature.folder),
    ]);
    const reactOnlyBytes = await reactOnlyGzipBytes(join(folder, 'app'), folder);
    const wallets = generateCatalog(CATALOG_WALLETS, CATALOG_SEED);
    const catalogFile = join(folder, 'catalog.json');
    writeFileSync(catalogFile, JSON.stringify(wallets));
    const server = await startServer({
      config: {
        host: '127.0.0.1',
        port: 0,
        database: { driver: 'pglite' },
        catalog: { file: catalogFile },
        chains: [],
        indexer: { enabled: false },
      },
      log: () => undefined,
    });
    cleanups.push(() => server.close());
    const { relay, proxyRelay } = await startRelay();
    cleanups.push(() => relay.stop());
    const app = await serveApp({ distDir, apiUrl: server.url, proxyRelay });
    cleanups.push(() => app.close());
    const { chromium } = await import('playwright-core');
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      headless: true,
      args: CHROMIUM_FLAGS,
    });
    cleanups.push(() => browser.close());

    const blocked = [];
    const pageErrors = [];
    const load = await measureLoad(
      browser,
      app.url,
      distDir,
      modules,
      reactOnlyBytes,
      blocked,
      pageErrors,
    );
    const firstRow = await measureFirstRow(browser, app.url, blocked, pageErrors, {
      atLoad: false,
    });
    const firstRowAtLoad = await measureFirstRow(browser, app.url, blocked, pageErrors, {
      atLoad: true,
    });
    const search = await measureSearch(browser, app.url, wallets, blocked, pageErrors);
    const walletConnect = await measureWalletConnect(
      browser,
      app.url,
      distDir,
      modules,
      blocked,
      pageErrors,
    );
    // A feature view that cannot be measured fails the run (run.mjs) but keeps the figures above.
    let featureViews = {};
    let siwxSignIn;
    let featureViewsError;
    if (features.length > 0) {
      try {
        ({ views: featureViews, siwxSignIn } = await measureFeatures({
          folder,
          features,
          browser,
          blocked,
          pageErrors,
        }));
      } catch (error) {
        featureViewsError = error.message;
      }
    }
    return {
      budgets: PAGELOAD_BUDGETS,
      wallets: CATALOG_WALLETS,
      install,
      tarballs,
      ...load,
      firstRow,
      firstRowAtLoad,
      search,
      walletConnect,
      featureViews,
      siwxSignIn,
      featureViewsError,
      featureNotes,
      blockedRequests: [...new Set(blocked)],
      pageErrors: [...new Set(pageErrors)],
      pass:
        load.pageLoadJs.pass &&
        load.js.pass &&
        load.modalChunks.pass &&
        firstRow.pass &&
        search.pass &&
        walletConnect.pass,
    };
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
    rmSync(folder, { recursive: true, force: true });
  }
}
