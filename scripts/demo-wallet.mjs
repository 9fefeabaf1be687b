// `npm run demo:wallet -- '<wc: link>' [--reject]`: pairs the bundled WalletConnect test wallet
// with the demo running in another terminal (`npm run demo`; PORT=<n> when it is not on 5173).
// The wallet keeps answering the page until Ctrl+C, which disconnects it.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { bundleForNode, repoDir } from './lib/bundleForNode.mjs';

const cacheDir = join(repoDir, 'node_modules', '.cache', 'portico-demo');

async function main() {
  const port = process.env.PORT || '5173';
  const runningFile = join(cacheDir, `running-${port}.json`);
  if (!existsSync(runningFile)) {
    throw new Error(`no demo is running on port ${port}: start it with \`npm run demo\` first`);
  }
  const demo = JSON.parse(readFileSync(runningFile, 'utf8'));
  const uri = process.argv.slice(2).find((argument) => argument.startsWith('wc:'));
  if (!uri) throw new Error("give the WalletConnect link: npm run demo:wallet -- 'wc:...'");
  const walletUrl = await bundleForNode(
    'examples/demo/src/stack/walletConnectWallet.ts',
    join(cacheDir, 'wallet.mjs'),
  );
  const { pairDemoWallet } = await import(walletUrl);
  const wallet = await pairDemoWallet({
    demo,
    uri,
    rejectSignatures: process.argv.includes('--reject'),
    log: (line) => console.log(line),
  });
  console.log('The wallet answers the page until Ctrl+C (which disconnects it).');
  let stopping = false;
  const stop = async () => {
    if (stopping) process.exit(1);
    stopping = true;
    await wallet.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

main().catch((error) => {
  console.error('The wallet could not pair:', error instanceof Error ? error.message : error);
  process.exit(1);
});
