/**
 * The demo app's build (Vite 8, rolldown). Portico's packages are read from their sources,
 * so the demo builds without building them first. The output works under the demo's strict
 * CSP: one external module script, no inline <script> or <style>, no eval, no data: fonts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

const demoDir = dirname(fileURLToPath(import.meta.url));
const repoDir = resolve(demoDir, '..', '..');
const source = (path: string) => resolve(repoDir, path);

const PORTICO_STYLES_ID = '@portico/react/styles.css';
const PORTICO_STYLES_MODULE = '\0portico-react-styles.css';

/**
 * `import '@portico/react/styles.css'` from the sources: ui-react/src/styles/*.css in name
 * order, as the package build concatenates them into dist/styles.css.
 */
function porticoStylesFromSource(): Plugin {
  const folder = source('ui-react/src/styles');
  return {
    name: 'portico-styles-from-source',
    resolveId: (id) => (id === PORTICO_STYLES_ID ? PORTICO_STYLES_MODULE : undefined),
    load(id) {
      if (id !== PORTICO_STYLES_MODULE) return undefined;
      const sheets = readdirSync(folder)
        .filter((name) => name.endsWith('.css'))
        .sort();
      for (const name of sheets) this.addWatchFile(join(folder, name));
      return sheets
        .map((name) => `/* ${name} */\n${readFileSync(join(folder, name), 'utf8')}`)
        .join('\n');
    },
  };
}

export default defineConfig({
  root: demoDir,
  base: '/',
  // The config file is not the app: no .env files, no public env.
  envDir: false,
  plugins: [porticoStylesFromSource()],
  oxc: { jsx: { runtime: 'automatic' } },
  resolve: {
    alias: [
      { find: /^@portico\/core$/, replacement: source('core/src/index.ts') },
      {
        find: /^@portico\/core\/(networks|services|internal)$/,
        replacement: source('core/src/$1/index.ts'),
      },
      {
        find: /^@portico\/adapter-evm-common$/,
        replacement: source('adapters/evm-common/src/index.ts'),
      },
      {
        find: /^@portico\/adapter-evm-viem$/,
        replacement: source('adapters/evm-viem/src/index.ts'),
      },
      { find: /^@portico\/react$/, replacement: source('ui-react/src/index.ts') },
      { find: /^@portico\/react\/ui$/, replacement: source('ui-react/src/ui/index.ts') },
      {
        find: /^@portico\/feature-wallet-guide$/,
        replacement: source('features/wallet-guide/src/index.ts'),
      },
      {
        find: /^@portico\/feature-receive$/,
        replacement: source('features/receive/src/index.ts'),
      },
      {
        find: /^@portico\/feature-send$/,
        replacement: source('features/send/src/index.ts'),
      },
      {
        find: /^@portico\/feature-onramp$/,
        replacement: source('features/onramp/src/index.ts'),
      },
      {
        find: /^@portico\/feature-swap$/,
        replacement: source('features/swap/src/index.ts'),
      },
      {
        find: /^@portico\/feature-names$/,
        replacement: source('features/names/src/index.ts'),
      },
      {
        find: /^@portico\/feature-siwx$/,
        replacement: source('features/siwx/src/index.ts'),
      },
      {
        find: /^@portico\/walletconnect$/,
        replacement: source('connectors/walletconnect/src/index.ts'),
      },
      { find: /^@portico\/testing\/browser$/, replacement: source('testing/src/browser.ts') },
      {
        find: /^@portico\/testing\/solana-wallet$/,
        replacement: source('testing/src/solanaWallet.ts'),
      },
      {
        find: /^@portico\/adapter-solana$/,
        replacement: source('adapters/solana/src/index.ts'),
      },
      {
        find: /^@portico\/testing\/bitcoin-wallet$/,
        replacement: source('testing/src/bitcoinWallet.ts'),
      },
      {
        find: /^@portico\/adapter-bitcoin$/,
        replacement: source('adapters/bitcoin/src/index.ts'),
      },
      {
        find: /^@portico\/testing\/polkadot-wallet$/,
        replacement: source('testing/src/polkadotWallet.ts'),
      },
      {
        find: /^@portico\/adapter-polkadot$/,
        replacement: source('adapters/polkadot/src/index.ts'),
      },
    ],
    dedupe: ['react', 'react-dom'],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // Assets stay files: the CSP allows data: only for images.
    assetsInlineLimit: 0,
    // The polyfill is for browsers without <link rel="modulepreload">; every target has it.
    modulePreload: { polyfill: false },
    sourcemap: true,
    rolldownOptions: {
      output: {
        // React in its own chunk (loaded at start anyway): the page-load bench reports it apart.
        codeSplitting: {
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ }],
        },
      },
    },
  },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
});
