/**
 * The demo's local Polkadot chain: @portico/testing's chopsticks node (installed on demand in
 * tools/chopsticks, its own package, on the first start) with instant blocks, the demo wallet's
 * two accounts funded with 100 ROC each. The Polkadot side is optional: where chopsticks cannot
 * be installed or does not start, the demo runs without it and says why, in one line, instead
 * of failing.
 */
import { startLocalPolkadot, type LocalPolkadot } from '@portico/testing/polkadot';
import {
  DEMO_POLKADOT_ACCOUNT_PLANCK,
  DEMO_POLKADOT_ACCOUNTS,
  DEMO_POLKADOT_GENESIS_HASH,
} from '../demoPolkadot';

export type DemoPolkadotStart =
  | { readonly chain: LocalPolkadot; readonly unavailable?: undefined }
  /** Why the demo runs without its Polkadot side (one line). */
  | { readonly chain?: undefined; readonly unavailable: string };

/** Starts and funds the chain; never throws: a chain that cannot start is `unavailable`. */
export async function startDemoPolkadot(
  log: (line: string) => void,
  wanted = true,
): Promise<DemoPolkadotStart> {
  if (!wanted) return { unavailable: 'not started (this stack was started without it)' };
  let chain: LocalPolkadot | undefined;
  try {
    chain = await startLocalPolkadot({
      accounts: DEMO_POLKADOT_ACCOUNTS.map(({ address }) => ({
        address,
        planck: DEMO_POLKADOT_ACCOUNT_PLANCK,
      })),
    });
    // The page's network is built with the declared hash (demoPolkadot.ts): another chain
    // would not be the page's network.
    if (chain.genesisHash !== DEMO_POLKADOT_GENESIS_HASH) {
      throw new Error(
        `its genesis hash is ${chain.genesisHash}, not ${DEMO_POLKADOT_GENESIS_HASH}`,
      );
    }
    log(`polkadot: chopsticks at ${chain.wsUrl}, ${chain.symbol} on the demo wallet's accounts`);
    return { chain };
  } catch (error) {
    await chain?.stop().catch(() => undefined);
    // The first line (chopsticks' log tail follows some messages), without a dangling colon.
    const reason = (error instanceof Error ? error.message : String(error))
      .split('\n')[0]!
      .replace(/:\s*$/, '');
    return { unavailable: `the local Polkadot chain did not start: ${reason}` };
  }
}
