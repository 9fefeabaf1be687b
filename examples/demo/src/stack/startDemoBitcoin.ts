/**
 * The demo's local Bitcoin chain: @portico/testing's throwaway litecoind regtest node behind its
 * Esplora-style REST API (Bitcoin regtest addresses), seeded with 1 BTC for the demo wallet's
 * payment address. The Bitcoin side is optional: on a machine without litecoind (Debian's
 * `litecoind`, which scripts/setup-system.sh installs as root) or where it does not start, the
 * demo runs without it and says why, in one line, instead of failing.
 */
import { findLitecoind, startLocalBitcoin, type LocalBitcoin } from '@portico/testing/bitcoin';
import { DEMO_BITCOIN_WALLET_ADDRESS, DEMO_BITCOIN_WALLET_SATS } from '../demoBitcoin';

export type DemoBitcoinStart =
  | { readonly node: LocalBitcoin; readonly unavailable?: undefined }
  /** Why the demo runs without its Bitcoin side (one line). */
  | { readonly node?: undefined; readonly unavailable: string };

/** Whether litecoind is here (LITECOIND_BINARY, else the PATH and /usr/bin, /usr/local/bin). */
export function isLitecoindInstalled(): boolean {
  return findLitecoind() !== undefined;
}

export const LITECOIND_MISSING =
  'litecoind is not installed (scripts/setup-system.sh installs it as root)';

/** Starts and seeds the node; never throws: a node that cannot start is `unavailable`. */
export async function startDemoBitcoin(log: (line: string) => void): Promise<DemoBitcoinStart> {
  if (!isLitecoindInstalled()) return { unavailable: LITECOIND_MISSING };
  let node: LocalBitcoin | undefined;
  try {
    node = await startLocalBitcoin();
    await node.fund(DEMO_BITCOIN_WALLET_ADDRESS, DEMO_BITCOIN_WALLET_SATS);
    log(`bitcoin: litecoind regtest, Esplora API at ${node.esploraUrl}`);
    return { node };
  } catch (error) {
    await node?.stop().catch(() => undefined);
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    return { unavailable: `the local Bitcoin node did not start: ${reason}` };
  }
}
