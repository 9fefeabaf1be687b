// `npm run example:next`: the Next.js App Router example (examples/next) on this machine: two
// local anvil chains and `next dev` (React's development build; the page compiles on the first
// request, ~25 s on 2 cores), telemetry off, nothing requested off 127.0.0.1. Prints the URL;
// Ctrl+C stops everything. PORT=<n> picks the page's port (3000 by default).
//
// The example imports Portico's packages from their built dist, as an app does: run
// `npm run build` first. Node 20 runs no TypeScript: the starter (examples/next/src/stack) is
// bundled first (see scripts/lib/bundleForNode.mjs).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { bundleForNode, repoDir } from './lib/bundleForNode.mjs';
import { readPort } from './lib/readPort.mjs';

const exampleDir = join(repoDir, 'examples', 'next');
const starterFile = join(repoDir, 'node_modules', '.cache', 'portico-example-next', 'start.mjs');
const DEFAULT_PORT = 3000;
const BUILT = ['core', 'adapters/evm-common', 'adapters/evm-viem', 'ui-react'].map((folder) =>
  join(repoDir, folder, 'dist', 'esm', 'index.js'),
);

async function main() {
  const port = readPort(DEFAULT_PORT, 1);
  const missing = BUILT.filter((file) => !existsSync(file));
  if (missing.length > 0) {
    throw new Error(`Portico's packages are not built (${missing[0]}): run \`npm run build\``);
  }
  const starterUrl = await bundleForNode(
    'examples/next/src/stack/startNextExample.ts',
    starterFile,
  );
  const { startNextExample } = await import(starterUrl);
  console.log('Starting two local chains and next dev (the page compiles first)...');
  const example = await startNextExample({ exampleDir, port });

  let stopping = false;
  const stop = async (signal) => {
    if (stopping) process.exit(1);
    stopping = true;
    console.log(`\n${signal}: stopping the Next.js example...`);
    await example.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  const chains = example.chains.map(
    (chain) => `${chain.name} (${chain.chainId}) at ${chain.rpcUrl}`,
  );
  console.log('');
  console.log(`Portico Next.js example: ${example.url}`);
  console.log('');
  console.log('  The page is a server component: the buttons are in its HTML, then hydrate.');
  console.log(`  Chains: ${chains.join(' and ')}.`);
  console.log('  A browser wallet (EIP-6963) on one of those chains can connect.');
  console.log('');
  console.log('  Press Ctrl+C to stop.');
}

main().catch((error) => {
  console.error('The Next.js example could not start:', error);
  process.exit(1);
});
