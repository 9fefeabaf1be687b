// `npm run bench`: Portico's benchmarks (not timed tests). Measures the built packages:
//   1. bundle size of a connect-only app with core + the viem adapter (budget 30 KiB gzip)
//      and with core + the ethers adapter, with a breakdown by package;
//   2. RPC failover time of the viem and ethers readers (budget 1.1 s, median of 7 runs);
//   3. server load: /getWallets search over a 10,000-wallet catalogue and balance lookups on
//      the built server, driven from a second process (budget p95 <= 20 ms for the search).
// Prints a table and writes bench/results/latest.json. Budgets print PASS/FAIL and never fail
// the process; a measurement that could not be made does (exit code 1).
//   4. page load in Chromium, in the README's app built from the packed tarballs: JS of the
//      page load (above React) and before the first click, the modal's chunks after the load
//      event, click -> first wallet row, search keystroke -> next frame, heap (pageLoad.mjs;
//      its failed budgets fail the process).
//   5. hostile load (issue 15): the built server in a child process with its default rate
//      limits: a one-client flood, a 200 MB chunked body, a malformed-input battery on every
//      route (hostileLoad.mjs; a 5xx or a failed check fails the process).
// Flags: --build rebuilds first; --only=bundle, --only=failover, --only=server,
// --only=pageload or --only=hostile runs one part.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cpus, platform, arch } from 'node:os';
import { fileURLToPath, URL } from 'node:url';
import { measureBundle } from './bundleSize.mjs';
import { measureFeatureBundles } from './featureBundles.mjs';
import { ensureBuilt } from './lib/ensureBuilt.mjs';
import { startAnvilNode } from './lib/anvilNode.mjs';
import { DARK_MODES, FAILOVER_BUDGET_MS, FAILOVER_RUNS, measureFailover } from './rpcFailover.mjs';
import { printReport } from './report.mjs';
import { measureServerLoad } from './serverLoad.mjs';
import { deployBenchExchange } from './lib/uniswapExchange.mjs';
import { measurePageLoad, printPageLoad } from './pageLoad.mjs';
import { measureHostileLoad } from './hostileLoad.mjs';

export const BUNDLE_BUDGET_KIB = 30;
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const APPS = {
  viem: fileURLToPath(new URL('apps/connect-viem.mjs', import.meta.url)),
  ethers: fileURLToPath(new URL('apps/connect-ethers.mjs', import.meta.url)),
  solana: fileURLToPath(new URL('apps/connect-solana.mjs', import.meta.url)),
  'viem+solana': fileURLToPath(new URL('apps/connect-viem-solana.mjs', import.meta.url)),
  bitcoin: fileURLToPath(new URL('apps/connect-bitcoin.mjs', import.meta.url)),
  'viem+bitcoin': fileURLToPath(new URL('apps/connect-viem-bitcoin.mjs', import.meta.url)),
  polkadot: fileURLToPath(new URL('apps/connect-polkadot.mjs', import.meta.url)),
  'viem+polkadot': fileURLToPath(new URL('apps/connect-viem-polkadot.mjs', import.meta.url)),
};
/** Apps that do not use Solana must hold none of its code (issue 7). */
const SOLANA_PACKAGE = /^(@portico\/adapter-solana|@solana\/|@wallet-standard\/)/;
const solanaFree = (measured) =>
  [...measured.packages, ...measured.lazy.packages]
    .map((entry) => entry.name)
    .filter((name) => SOLANA_PACKAGE.test(name));
/** Apps that do not use Bitcoin must hold none of its code (issue 19). */
const BITCOIN_PACKAGE =
  /^(@portico\/adapter-bitcoin|bitcoinjs-lib|@bitcoinerlab\/|bip174|bech32|bs58check|varuint-bitcoin|valibot)/;
const bitcoinFree = (measured) =>
  [...measured.packages, ...measured.lazy.packages]
    .map((entry) => entry.name)
    .filter((name) => BITCOIN_PACKAGE.test(name));
/** Apps that do not use Polkadot must hold none of its code (issue 20). */
const POLKADOT_PACKAGE =
  /^(@portico\/adapter-polkadot|@polkadot\/|@polkadot-api\/|@substrate\/|scale-ts|smoldot)/;
const polkadotFree = (measured) =>
  [...measured.packages, ...measured.lazy.packages]
    .map((entry) => entry.name)
    .filter((name) => POLKADOT_PACKAGE.test(name));
/** The connect-only apps install no plugin: they must hold none of a feature's code (issue 16). */
const FEATURE_PACKAGE = /^@portico\/feature-/;
const featureFree = (measured) =>
  [...measured.packages, ...measured.lazy.packages]
    .map((entry) => entry.name)
    .filter((name) => FEATURE_PACKAGE.test(name));
const RESULTS = fileURLToPath(new URL('results/latest.json', import.meta.url));

const args = process.argv.slice(2);
const only = args.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
const startedMs = Date.now();

const results = {
  date: new Date().toISOString(),
  machine: {
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model,
    node: process.version,
    platform: `${platform()} ${arch()}`,
  },
  bundle: undefined,
  rpcFailover: undefined,
  serverLoad: undefined,
  pageLoad: undefined,
  hostileLoad: undefined,
  warnings: [],
  errors: [],
};

const built = ensureBuilt(ROOT, { force: args.includes('--build') });
results.warnings.push(...built.warnings);
results.errors.push(...built.errors);

if (!only || only === 'bundle') {
  results.bundle = {
    budgetKiB: BUNDLE_BUDGET_KIB,
    tool: 'rollup + node-resolve (browser) + commonjs + replace + terser',
    apps: {},
  };
  for (const [library, appFile] of Object.entries(APPS)) {
    try {
      const measured = await measureBundle(appFile);
      if (measured.notBuilt.length > 0) {
        results.errors.push(
          `${library} app bundled sources instead of dist: ${measured.notBuilt.join(', ')}`,
        );
      }
      if (!library.includes('solana') && solanaFree(measured).length > 0) {
        results.errors.push(
          `the ${library} app holds Solana code: ${solanaFree(measured).join(', ')}`,
        );
      }
      if (!library.includes('bitcoin') && bitcoinFree(measured).length > 0) {
        results.errors.push(
          `the ${library} app holds Bitcoin code: ${bitcoinFree(measured).join(', ')}`,
        );
      }
      if (!library.includes('polkadot') && polkadotFree(measured).length > 0) {
        results.errors.push(
          `the ${library} app holds Polkadot code: ${polkadotFree(measured).join(', ')}`,
        );
      }
      if (featureFree(measured).length > 0) {
        results.errors.push(
          `the ${library} app holds a feature plugin's code: ${featureFree(measured).join(', ')}`,
        );
      }
      results.bundle.apps[library] = {
        ...measured,
        // The budget is for core + the viem adapter; the ethers figure is reported only.
        pass: library === 'viem' ? measured.initial.gzipKiB <= BUNDLE_BUDGET_KIB : undefined,
      };
    } catch (error) {
      results.errors.push(`bundle of the ${library} app: ${error.message}`);
    }
  }
  // Feature plugins (features/*): the page-load part (the plugin object) and the lazy chunk.
  if (results.bundle.apps.viem) {
    try {
      const { features, notes, errors } = await measureFeatureBundles({
        root: ROOT,
        appsDir: fileURLToPath(new URL('apps/', import.meta.url)),
        viemApp: results.bundle.apps.viem,
      });
      results.bundle.features = features;
      results.bundle.featureNotes = notes;
      results.errors.push(...errors);
    } catch (error) {
      results.errors.push(`feature bundles: ${error.message}`);
    }
  }
}

if (!only || only === 'failover') {
  results.rpcFailover = { budgetMs: FAILOVER_BUDGET_MS, runs: FAILOVER_RUNS, modes: DARK_MODES };
  let node;
  try {
    const [{ viemLibrary }, { ethersLibrary }, { rpcPolicyFor }, { defineNetwork }] =
      await Promise.all([
        import('@portico/adapter-evm-viem'),
        import('@portico/adapter-evm-ethers'),
        import('@portico/adapter-evm-common'),
        import('@portico/core/networks'),
      ]);
    node = await startAnvilNode(31337);
    results.rpcFailover.results = await measureFailover({
      libraries: [viemLibrary, ethersLibrary],
      nodeUrl: node.url,
      rpcPolicyFor,
      defineNetwork,
    });
  } catch (error) {
    results.errors.push(`RPC failover: ${error.message}`);
  } finally {
    node?.stop();
  }
}

if (!only || only === 'server') {
  let node;
  try {
    const { startServer, generateCatalog } = await import('@portico/server');
    node = await startAnvilNode(31337);
    results.serverLoad = await measureServerLoad({
      startServer,
      generateCatalog,
      nodeUrl: node.url,
      exchange: await deployBenchExchange(node.url),
    });
    for (const [name, scenario] of Object.entries(results.serverLoad)) {
      if (!(scenario?.failures > 0)) continue;
      const first = scenario.firstFailure;
      const why = first ? ` (first: ${first.status} ${first.body} for ${first.path})` : '';
      // A refused swap quote fails the run: the exchange is local, nothing excuses it.
      (name === 'swapQuote' ? results.errors : results.warnings).push(
        `server load, ${name}: ${scenario.failures} answers were not 2xx${why}`,
      );
    }
  } catch (error) {
    results.errors.push(`server load: ${error.message}`);
  } finally {
    node?.stop();
  }
}

// Page load in Chromium (pageLoad.mjs). Unlike the budgets above, a failed page-load budget
// fails the process.
if (!only || only === 'pageload') {
  try {
    const { startServer, generateCatalog } = await import('@portico/server');
    results.pageLoad = await measurePageLoad({ startServer, generateCatalog });
    for (const url of results.pageLoad.blockedRequests) {
      results.errors.push(`page load: a request tried to leave the machine: ${url}`);
    }
    if (results.pageLoad.featureViewsError) {
      results.errors.push(`page load, feature views: ${results.pageLoad.featureViewsError}`);
    }
    for (const [id, view] of Object.entries(results.pageLoad.featureViews ?? {})) {
      if (view.timedOut) results.errors.push(`page load: the ${id} view never showed`);
    }
    if (results.pageLoad.siwxSignIn?.timedOut) {
      results.errors.push('page load: sign-in never reached the signature request');
    }
    for (const error of results.pageLoad.pageErrors) {
      results.warnings.push(`page load: page error: ${error}`);
    }
  } catch (error) {
    results.errors.push(`page load: ${error.message}`);
  }
}

// Hostile load (hostileLoad.mjs): its servers are child processes, so their memory is theirs.
if (!only || only === 'hostile') {
  let node;
  try {
    const { ensurePgliteTemplate } = await import('@portico/server');
    // The tests' migrated PGlite template (made once): each server skips initdb.
    const pgliteTemplate = await ensurePgliteTemplate(
      join(ROOT, 'node_modules', '.cache', 'portico-pglite'),
    );
    node = await startAnvilNode(1);
    results.hostileLoad = await measureHostileLoad({ nodeUrl: node.url, pgliteTemplate });
    for (const problem of results.hostileLoad.problems) {
      results.errors.push(`hostile load: ${problem}`);
    }
  } catch (error) {
    results.errors.push(`hostile load: ${error.message}`);
  } finally {
    node?.stop();
  }
}

results.durationMs = Date.now() - startedMs;
mkdirSync(fileURLToPath(new URL('results/', import.meta.url)), { recursive: true });
writeFileSync(RESULTS, `${JSON.stringify(results, null, 2)}\n`);
printReport(results);
if (results.pageLoad) printPageLoad(results.pageLoad);
console.log(
  `\nWritten to bench/results/latest.json in ${(results.durationMs / 1000).toFixed(1)} s`,
);
process.exitCode = results.errors.length > 0 || results.pageLoad?.pass === false ? 1 : 0;
