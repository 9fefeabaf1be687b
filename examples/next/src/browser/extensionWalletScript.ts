/**
 * The extension wallet (extensionWallet.ts) as a Playwright init script: bundled for the
 * browser with esbuild (an IIFE, viem included), then installed with the example's chains.
 */
import { build } from 'esbuild';
import { resolve } from 'node:path';
import type { ExampleChain } from '../stack/startNextExample';

const ENTRY = resolve(__dirname, 'extensionWallet.ts');
const GLOBAL_NAME = '__porticoExtensionWallet';

export async function extensionWalletScript(chains: readonly ExampleChain[]): Promise<string> {
  const result = await build({
    entryPoints: [ENTRY],
    bundle: true,
    format: 'iife',
    globalName: GLOBAL_NAME,
    platform: 'browser',
    target: 'es2020',
    write: false,
    logLevel: 'silent',
  });
  const walletChains = chains.map(({ chainId, name, rpcUrl }) => ({ chainId, name, rpcUrl }));
  return `${result.outputFiles[0]!.text}\n${GLOBAL_NAME}.installExtensionWallet(${JSON.stringify(walletChains)});\n`;
}
