// `npm run demo`: builds the demo app when its sources changed, then starts the whole demo on
// this machine (two seeded anvil chains, a Solana node, a Bitcoin regtest node, a Polkadot
// chain, the Portico server, the app under a strict CSP) and prints its URL. Ctrl+C stops everything. PORT=<n> picks another port (5173 by default; a
// free one when it is taken); --rebuild builds the app even when it looks up to date.
//
// Node 20 runs no TypeScript: the stack (examples/demo/src/stack) is bundled first (see
// scripts/lib/bundleForNode.mjs). While it runs, the stack's addresses are written to
// node_modules/.cache/portico-demo/running-<port>.json for `npm run demo:wallet`.
//
// The Bitcoin side needs Debian's litecoind: when it is missing and this runs as root, it is
// installed first (scripts/setup-system.sh litecoind); if it still is not there, the demo runs
// without the Bitcoin side and says so in one line. The Polkadot chain is chopsticks, from npm:
// its first start installs it in tools/chopsticks (said before it starts); if it still cannot
// start, the demo runs without the Polkadot side and says so in one line.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { URL } from 'node:url';
import { bundleForNode, repoDir } from './lib/bundleForNode.mjs';
import { readPort } from './lib/readPort.mjs';

const demoDir = join(repoDir, 'examples', 'demo');
const distDir = join(demoDir, 'dist');
const cacheDir = join(repoDir, 'node_modules', '.cache', 'portico-demo');
const stackFile = join(cacheDir, 'stack.mjs');
const DEFAULT_PORT = 5173;

/** Folders whose files end up in the app (the demo and the workspace sources it aliases). */
const APP_SOURCES = [
  join(demoDir, 'src'),
  join(demoDir, 'public'),
  join(demoDir, 'index.html'),
  join(demoDir, 'vite.config.ts'),
  join(repoDir, 'core', 'src'),
  join(repoDir, 'adapters'),
  join(repoDir, 'connectors'),
  join(repoDir, 'ui-react', 'src'),
  join(repoDir, 'features'),
  join(repoDir, 'testing', 'src'),
];

function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestChange(join(path, entry)));
  }
  return newest;
}

function appIsUpToDate() {
  const built = join(distDir, 'index.html');
  if (!existsSync(built)) return false;
  const builtAt = statSync(built).mtimeMs;
  return APP_SOURCES.every((path) => newestChange(path) <= builtAt);
}

async function buildApp() {
  const { build } = await import('vite');
  await build({
    configFile: join(demoDir, 'vite.config.ts'),
    root: demoDir,
    logLevel: 'warn',
  });
}

/** Installs litecoind as root with apt-get when it is missing; never fails the demo. */
function installLitecoindIfMissing(isLitecoindInstalled) {
  if (isLitecoindInstalled() || process.getuid?.() !== 0) return;
  // It says "setup-system: installing litecoind" when it does.
  spawnSync('bash', [join(repoDir, 'scripts', 'setup-system.sh'), 'litecoind'], {
    stdio: 'inherit',
  });
}

async function main() {
  const port = readPort(DEFAULT_PORT);
  if (process.argv.includes('--rebuild') || !appIsUpToDate()) {
    console.log('Building the demo app...');
    await buildApp();
  }
  const stackUrl = await bundleForNode('examples/demo/src/stack/startDemoStack.ts', stackFile);
  const { startDemoStack, isLitecoindInstalled, isChopsticksInstalled } = await import(stackUrl);
  installLitecoindIfMissing(isLitecoindInstalled);
  if (!isChopsticksInstalled()) {
    console.log(
      'Installing chopsticks for the Polkadot chain in tools/chopsticks (first start only, 1-3 min)...',
    );
  }
  console.log('Starting the local chains and the Portico server...');
  const stack = await startDemoStack({
    port,
    distDir,
    log: (line) => {
      if (process.env.PORTICO_DEMO_VERBOSE) console.log(`  ${line}`);
    },
  });

  // What `npm run demo:wallet` needs to reach this demo's relay and chains.
  const runningFile = join(cacheDir, `running-${new URL(stack.url).port}.json`);
  mkdirSync(cacheDir, { recursive: true });
  writeFileSync(
    runningFile,
    JSON.stringify({
      url: stack.url,
      relayUrl: stack.relay.url,
      serverUrl: stack.serverUrl,
      solanaRpcUrl: stack.solana.rpcUrl,
      bitcoinEsploraUrl: stack.bitcoin?.esploraUrl,
      bitcoinRpcUrl: stack.bitcoin?.node.rpcUrl,
      polkadotWsUrl: stack.polkadot?.wsUrl,
      chains: stack.chains.map(({ chainId, name, rpcUrl }) => ({ chainId, name, rpcUrl })),
    }),
  );

  let stopping = false;
  const stop = async (signal) => {
    if (stopping) {
      console.log('Stopping now.');
      process.exit(1);
    }
    stopping = true;
    console.log(`\n${signal}: stopping the demo...`);
    rmSync(runningFile, { force: true });
    await stack.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  const chains = stack.chains.map((chain) => `${chain.name} (${chain.chainId})`).join(' and ');
  console.log('');
  console.log(`Portico demo: ${stack.url}`);
  console.log('');
  console.log('  Open it, click Connect Wallet and pick "Portico Demo Wallet": a development');
  console.log("  wallet holding anvil's public test key. Never send it anything of value.");
  console.log(`  Chains: ${chains}, on this machine. Nothing is requested off it.`);
  console.log(
    stack.bitcoin
      ? '  Bitcoin: a regtest node (litecoind), 1 BTC on the demo wallet: pick its Bitcoin side.'
      : `  Bitcoin: off, ${stack.bitcoinUnavailable}.`,
  );
  console.log(
    stack.polkadot
      ? "  Polkadot: a local chain (chopsticks), 100 ROC on each of the demo wallet's two accounts:\n" +
          '  pick its Polkadot side, then an account.'
      : `  Polkadot: off, ${stack.polkadotUnavailable}.`,
  );
  console.log('');
  console.log('  WalletConnect: pick WalletConnect, click "Copy link", then in a second terminal');
  const actualPort = new URL(stack.url).port;
  const portPrefix = actualPort === String(DEFAULT_PORT) ? '' : `PORT=${actualPort} `;
  console.log(`  run: ${portPrefix}npm run demo:wallet -- '<the wc: link>'`);
  if (port !== 0 && new URL(stack.url).port !== String(port)) {
    console.log(`  (port ${port} was taken: using ${new URL(stack.url).port})`);
  }
  console.log('');
  console.log('  Press Ctrl+C to stop.');
}

main().catch((error) => {
  // The message says what is wrong; the stack only with PORTICO_DEMO_VERBOSE=1.
  const verbose = Boolean(process.env.PORTICO_DEMO_VERBOSE);
  const told = error instanceof Error && !verbose ? error.message : error;
  console.error('The demo could not start:', told);
  process.exit(1);
});
