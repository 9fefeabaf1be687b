/** @jest-config-loader esbuild-register */
import type { Config } from 'jest';

// One Jest run for the whole monorepo. Sources are imported from src/ (no build needed);
// @swc/jest strips types, `npm run typecheck` checks them.
const config: Config = {
  testEnvironment: 'node',
  // Most test files spend their time waiting on a chain node, a relay or a browser, not
  // computing: Jest's default of one worker on two cores (cores - 1) left a core idle and CI
  // took 36 minutes. Three workers keep both busy; JEST_WORKERS overrides.
  maxWorkers: process.env.JEST_WORKERS ?? 3,
  reporters: ['default', '<rootDir>/testing/jest/slowestSuitesReporter.mjs'],
  roots: [
    '<rootDir>/core',
    '<rootDir>/adapters',
    '<rootDir>/connectors',
    '<rootDir>/ui-react',
    '<rootDir>/features',
    '<rootDir>/server',
    '<rootDir>/siwx-server',
    '<rootDir>/testing',
    '<rootDir>/examples',
  ],
  testMatch: ['**/src/**/*.test.ts', '**/src/**/*.test.tsx'],
  transform: {
    // PGlite's CommonJS build loads Node built-ins with `import()`, which Jest's VM refuses
    // without --experimental-vm-modules: swc turns those calls into require().
    '/node_modules/@electric-sql/pglite/.+\\.cjs$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'ecmascript' }, target: 'es2020' }, module: { type: 'commonjs' } },
    ],
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          target: 'es2020',
          transform: { react: { runtime: 'automatic' } },
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  transformIgnorePatterns: ['/node_modules/(?!@electric-sql/pglite/)'],
  moduleNameMapper: {
    '^@portico/core$': '<rootDir>/core/src/index.ts',
    '^@portico/core/(networks|testing|services|internal|siwx)$': '<rootDir>/core/src/$1/index.ts',
    '^@portico/adapter-evm-(common|viem|ethers)$': '<rootDir>/adapters/evm-$1/src/index.ts',
    '^@portico/adapter-solana$': '<rootDir>/adapters/solana/src/index.ts',
    '^@portico/adapter-bitcoin$': '<rootDir>/adapters/bitcoin/src/index.ts',
    '^@portico/adapter-polkadot$': '<rootDir>/adapters/polkadot/src/index.ts',
    '^@portico/testing$': '<rootDir>/testing/src/index.ts',
    '^@portico/testing/(browser|chromium|walletconnect|solana)$': '<rootDir>/testing/src/$1.ts',
    '^@portico/testing/solana-wallet$': '<rootDir>/testing/src/solanaWallet.ts',
    '^@portico/testing/bitcoin$': '<rootDir>/testing/src/bitcoin.ts',
    '^@portico/testing/bitcoin-wallet$': '<rootDir>/testing/src/bitcoinWallet.ts',
    '^@portico/testing/polkadot$': '<rootDir>/testing/src/polkadot.ts',
    '^@portico/testing/polkadot-wallet$': '<rootDir>/testing/src/polkadotWallet.ts',
    '^@portico/testing/import-graph$': '<rootDir>/testing/src/importGraph.ts',
    '^@portico/testing/evm-adapter$': '<rootDir>/testing/src/evmAdapter.ts',
    '^@portico/react$': '<rootDir>/ui-react/src/index.ts',
    '^@portico/react/ui$': '<rootDir>/ui-react/src/ui/index.ts',
    '^@portico/feature-wallet-guide$': '<rootDir>/features/wallet-guide/src/index.ts',
    '^@portico/feature-receive$': '<rootDir>/features/receive/src/index.ts',
    '^@portico/feature-send$': '<rootDir>/features/send/src/index.ts',
    '^@portico/feature-siwx$': '<rootDir>/features/siwx/src/index.ts',
    '^@portico/siwx-server$': '<rootDir>/siwx-server/src/index.ts',
    '^@portico/feature-swap$': '<rootDir>/features/swap/src/index.ts',
    '^@portico/feature-onramp$': '<rootDir>/features/onramp/src/index.ts',
    '^@portico/feature-names$': '<rootDir>/features/names/src/index.ts',
    '^@portico/walletconnect$': '<rootDir>/connectors/walletconnect/src/index.ts',
    '^@portico/server$': '<rootDir>/server/src/index.ts',
  },
  coverageProvider: 'v8',
  collectCoverageFrom: [
    'core/src/**/*.ts',
    '!core/src/**/*.test.ts',
    '!core/src/**/index.ts',
    '!core/src/**/__fixtures__/**',
    // Type-only modules: no statement to run, so v8 would count every line as missed.
    '!core/src/contracts/{adapter,feature,wallet,siwx}.ts',
    '!core/src/state/types.ts',
  ],
  coverageReporters: ['text-summary', 'lcov'],
  coverageThreshold: {
    global: {},
    './core/src/': { lines: 90, statements: 90, functions: 85, branches: 80 },
  },
};

export default config;
