import { BALANCE_CASES } from './cases/balanceCases';
import { CONNECTION_CASES } from './cases/connectionCases';
import { DISCOVERY_CASES } from './cases/discoveryCases';
import { FEE_AND_STATUS_CASES } from './cases/feeAndStatusCases';
import { NETWORK_CASES } from './cases/networkCases';
import { RPC_FAILOVER_CASES } from './cases/rpcFailoverCases';
import { SIGNING_CASES } from './cases/signingCases';
import { SIWX_CASES } from './cases/siwxCases';
import { TRANSFER_CASES } from './cases/transferCases';
import { WALLET_CALLS_CASES } from './cases/walletCallsCases';
import { chainClient, type IntegrationCase, type IntegrationContext } from './integrationCase';
import { useLocalEvmChains, type LocalEvmChains } from './localEvmChains';
import { runnerGlobals, type TestApi } from './testApi';
import { openWalletSession, type MakeEvmPlugin } from './walletSession';

const CASE_TIMEOUT_MS = 20_000;

/** Every behaviour the integration suite checks, in the order it runs them. */
export const EVM_INTEGRATION_CASES: readonly IntegrationCase[] = Object.freeze([
  ...CONNECTION_CASES,
  ...DISCOVERY_CASES,
  ...BALANCE_CASES,
  ...TRANSFER_CASES,
  ...FEE_AND_STATUS_CASES,
  ...SIGNING_CASES,
  ...SIWX_CASES,
  ...NETWORK_CASES,
  ...WALLET_CALLS_CASES,
  ...RPC_FAILOVER_CASES,
]);

export interface EvmIntegrationOptions {
  /** Local chains the file already started (to share them with the conformance kit). */
  readonly chains?: LocalEvmChains;
  /** The test runner's globals; Jest's (or Vitest's) by default. */
  readonly api?: TestApi;
}

/**
 * Registers the EVM integration suite for one adapter: real anvil chains on 127.0.0.1, the
 * test ERC-20, and a real EIP-1193 test wallet announced over EIP-6963, all driven through a
 * real `createPortico` instance. `makePlugin` builds the adapter from the options a case needs.
 */
export function describeEvmAdapterIntegration(
  name: string,
  makePlugin: MakeEvmPlugin,
  options: EvmIntegrationOptions = {},
): void {
  const api = options.api ?? runnerGlobals();
  api.describe(`EVM adapter integration: ${name} on two local anvil chains`, () => {
    const chains = options.chains ?? useLocalEvmChains(api);
    const cleanups: (() => unknown)[] = [];
    const context: IntegrationContext = {
      chains,
      open(sessionOptions) {
        const session = openWalletSession(chains, makePlugin, sessionOptions);
        cleanups.push(() => session.close());
        return session;
      },
      onChain: (index) => chainClient(chains.nodes[index].url),
      defer: (cleanup) => void cleanups.push(cleanup),
    };
    api.afterEach(async () => {
      const pending = cleanups.splice(0).reverse();
      for (const cleanup of pending) await cleanup();
    });
    for (const testCase of EVM_INTEGRATION_CASES) {
      api.it(testCase.name, () => testCase.run(context), testCase.timeoutMs ?? CASE_TIMEOUT_MS);
    }
  });
}
