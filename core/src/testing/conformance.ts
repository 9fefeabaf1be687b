/**
 * The adapter conformance kit: every case an adapter must pass, and a helper that registers
 * them with the test runner. The cases live by area in ./cases; what a setup provides is in
 * ./conformanceTypes.
 */
import { CHAIN_CASES } from './cases/chainCases';
import { CONNECTION_CASES } from './cases/connectionCases';
import { DISCOVERY_CASES } from './cases/discoveryCases';
import { SHAPE_CASES } from './cases/shapeCases';
import { TRANSACTION_CASES } from './cases/transactionCases';
import { WALLET_CASES } from './cases/walletCases';
import { runReleasing } from './conformanceHarness';
import type { ConformanceCase, ConformanceSetup } from './conformanceTypes';

export type {
  ConformanceCase,
  ConformanceChain,
  ConformanceSetup,
  ConformanceWallet,
} from './conformanceTypes';

/**
 * Every check the kit makes, each a behaviour an app relies on. A case destroys the instances
 * and adapters it opened, also when it fails.
 */
export const CONFORMANCE_CASES: readonly ConformanceCase[] = Object.freeze(
  [
    ...SHAPE_CASES,
    ...DISCOVERY_CASES,
    ...CONNECTION_CASES,
    ...CHAIN_CASES,
    ...TRANSACTION_CASES,
    ...WALLET_CASES,
  ].map((testCase): ConformanceCase => ({
    name: testCase.name,
    run: (setup) => runReleasing(setup, testCase.run),
  })),
);

interface TestApi {
  describe(name: string, body: () => void): void;
  it(name: string, body: () => Promise<void>, timeoutMs?: number): void;
}

/**
 * Registers the kit's cases with the test runner in scope (Jest, Vitest, Mocha or node:test
 * style `describe`/`it`). `makeSetup` runs before each case, so each gets fresh wallets.
 */
export function describeAdapterConformance(
  title: string,
  makeSetup: () => ConformanceSetup | Promise<ConformanceSetup>,
  api: TestApi = globalThis as unknown as TestApi,
  timeoutMs = 30_000,
): void {
  api.describe(`adapter conformance: ${title}`, () => {
    for (const testCase of CONFORMANCE_CASES) {
      api.it(testCase.name, async () => testCase.run(await makeSetup()), timeoutMs);
    }
  });
}
