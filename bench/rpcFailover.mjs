// RPC failover: the time from the first endpoint of a reader going dark to a successful read
// through the next one, with the readers the adapters use (`(await library.load())
// .createReader(network, policy)`) and the policy an app gets by default (`rpcPolicyFor`: the spec's ranking, retry
// and timeout numbers), measured against a real anvil node.
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { startRpcEndpoint } from './lib/rpcEndpoint.mjs';

export const FAILOVER_RUNS = 7;
export const FAILOVER_BUDGET_MS = 1_100;
/** 'closed': connections refused; 'silent': the endpoint accepts requests and never answers. */
export const DARK_MODES = ['closed', 'silent'];

const CHAIN_ID = 31337;
/** anvil's first dev account: a balance to read. */
const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const WARMUP_READS = 3;
/** While warming up, the next endpoint answers this late, so ranking keeps the first one first. */
const WARMUP_BACKUP_DELAY_MS = 50;
/** A run gives up after this long without a successful read (a hung read is aborted). */
const RUN_CAP_MS = 30_000;
/** Pause between a failed read and the next attempt. */
const RETRY_PAUSE_MS = 10;

export class FailoverSetupError extends Error {
  name = 'FailoverSetupError';
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

async function oneRun({ library, nodeUrl, mode, rpcPolicyFor, defineNetwork }) {
  const first = await startRpcEndpoint(nodeUrl);
  const next = await startRpcEndpoint(nodeUrl);
  next.setDelay(WARMUP_BACKUP_DELAY_MS);
  const network = defineNetwork({
    id: CHAIN_ID,
    chainNamespace: 'eip155',
    name: 'Bench chain',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [next.url] } },
  });
  // The app's URL for the network first, then the network's own: [first, next].
  const policy = rpcPolicyFor(network, { urls: { [network.caipNetworkId]: [first.url] } });
  // The library's lazy part is loaded before the clock starts (by the first run only).
  const { createReader } = await library.load();
  const reader = createReader(network, policy);
  try {
    for (let read = 0; read < WARMUP_READS; read++) await reader.getBalance(ADDRESS);
    if (first.requestCount === 0) {
      throw new FailoverSetupError(
        `${library.name}: the warm-up reads did not use the first endpoint`,
      );
    }
    next.setDelay(0);
    const firstBefore = first.requestCount;
    const started = performance.now();
    first.goDark(mode);
    let failedReads = 0;
    const errors = new Set();
    for (;;) {
      try {
        const remainingMs = Math.max(1, Math.ceil(RUN_CAP_MS - (performance.now() - started)));
        const balance = await reader.getBalance(ADDRESS, {
          signal: globalThis.AbortSignal.timeout(remainingMs),
        });
        if (balance <= 0n) throw new FailoverSetupError(`${library.name}: read a zero balance`);
        break;
      } catch (error) {
        if (error instanceof FailoverSetupError) throw error;
        failedReads += 1;
        errors.add(error?.shortMessage ?? error?.message ?? String(error));
        if (performance.now() - started > RUN_CAP_MS) return { ms: Infinity, failedReads, errors };
        await sleep(RETRY_PAUSE_MS); // as an app would: never a busy loop
      }
    }
    return {
      ms: Math.round(performance.now() - started),
      failedReads,
      errors,
      // A refused connection cannot be counted; a silent endpoint counts what it swallowed.
      triedFirst: mode === 'silent' ? first.requestCount > firstBefore : undefined,
    };
  } finally {
    reader.destroy?.();
    await Promise.all([first.close(), next.close()]);
  }
}

/**
 * FAILOVER_RUNS runs, each with fresh endpoints and a fresh reader. 'silent' runs wait on the
 * reader's timers, not the CPU, so they run side by side to keep the benchmark short; 'closed'
 * runs go one after another, unless one is slow (over 3x the budget): then the rest run side
 * by side too.
 */
async function runAll(mode, run) {
  if (mode === 'silent')
    return {
      runs: await Promise.all(Array.from({ length: FAILOVER_RUNS }, run)),
      concurrent: true,
    };
  const runs = [];
  while (runs.length < FAILOVER_RUNS) {
    const last = runs.at(-1);
    if (last && last.ms > 3 * FAILOVER_BUDGET_MS) {
      const rest = Array.from({ length: FAILOVER_RUNS - runs.length }, run);
      runs.push(...(await Promise.all(rest)));
      return { runs, concurrent: true };
    }
    runs.push(await run());
  }
  return { runs, concurrent: false };
}

/** Median of FAILOVER_RUNS runs per library and dark mode. */
export async function measureFailover({ libraries, nodeUrl, rpcPolicyFor, defineNetwork }) {
  const results = {};
  for (const library of libraries) {
    results[library.name] = {};
    for (const mode of DARK_MODES) {
      const { runs, concurrent } = await runAll(mode, () =>
        oneRun({ library, nodeUrl, mode, rpcPolicyFor, defineNetwork }),
      );
      const medianMs = median(runs.map((result) => result.ms));
      results[library.name][mode] = {
        medianMs: Number.isFinite(medianMs) ? medianMs : null,
        runsMs: runs.map((result) => (Number.isFinite(result.ms) ? result.ms : null)),
        failedReads: runs.reduce((sum, result) => sum + result.failedReads, 0),
        readErrors: [...new Set(runs.flatMap((result) => [...result.errors]))].slice(0, 5),
        firstEndpointTried:
          mode === 'silent' ? runs.every((result) => result.triedFirst) : 'not observable',
        pass: Number.isFinite(medianMs) && medianMs <= FAILOVER_BUDGET_MS,
        concurrentRuns: concurrent,
      };
    }
  }
  return results;
}
