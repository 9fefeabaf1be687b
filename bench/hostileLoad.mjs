// Hostile load (issue 15's proof): the BUILT Portico server in a child process on 127.0.0.1,
// with its DEFAULT rate limits, PGlite in memory and one local anvil chain (eip155:1), and
// three phases, each bounded by what it sends (never by time), each on a fresh server (the
// flood uses up the client's per-IP allowance, which the other phases must not meet):
//   1. flood: FLOOD_REQUESTS GETs of a cheap route from one client, keep-alive,
//      FLOOD_CONCURRENCY in flight: 200s up to the per-IP limit, then 429 with Retry-After;
//   2. hostile body: 200 MB chunked, made on the fly from one reused 64 KiB buffer, to each
//      HOSTILE_BODY_ROUTES: 413 before the server's memory grows by MAX_RSS_GROWTH_BYTES,
//      and the server answers afterwards;
//   3. battery: every route of the app (its own route list) with malformed input
//      (lib/malformedRequests.mjs): every answer 4xx (not 429) with a message.
// Memory is the server process's own (/proc/<pid>/status: VmRSS, and VmHWM reset per phase).
// A 5xx, a line the server logs, or a check that fails is a problem: it fails the bench.
import { Buffer } from 'node:buffer';
import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { join } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { bundleForNode } from '../scripts/lib/bundleForNode.mjs';
import { uploadChunked } from './lib/chunkedUpload.mjs';
import {
  MIB,
  mib,
  peakResidentBytes,
  residentBytes,
  resetPeakResident,
} from './lib/processMemory.mjs';
import { startServerProcess } from './lib/serverProcess.mjs';

export const CHAIN_ID = 'eip155:1';
export const FLOOD_REQUESTS = 5_000;
export const FLOOD_CONCURRENCY = 16;
/** A cheap route: no database, no chain node. */
export const FLOOD_PATH = '/getAnalyticsConfig';
export const HOSTILE_BODY_BYTES = 200 * 1024 * 1024;
export const HOSTILE_BODY_ROUTES = ['/e', `/v1?chainId=${CHAIN_ID}`];
/** The bound on the server's growth while it refuses the hostile body. */
export const MAX_RSS_GROWTH_BYTES = 64 * MIB;
/** Attempts per route when the server's reset overtakes its answer (chunkedUpload.mjs). */
export const HOSTILE_BODY_ATTEMPTS = 5;

/** One request; resolves with { status, headers, text } (text '' if the socket failed). */
function send(agent, baseUrl, { method = 'GET', path, headers = {}, body }) {
  const url = new URL(baseUrl);
  return new Promise((resolve) => {
    const outgoing = request(
      { agent, host: url.hostname, port: url.port, method, path, headers },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode,
            headers: response.headers,
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        response.on('error', () => resolve({ status: 0, headers: {}, text: '' }));
      },
    );
    outgoing.on('error', () => resolve({ status: 0, headers: {}, text: '' }));
    outgoing.end(body);
  });
}

const messageOf = (text) => {
  try {
    const { message } = JSON.parse(text);
    return typeof message === 'string' ? message : '';
  } catch {
    return '';
  }
};
const count = (statuses, status) => (statuses[status] = (statuses[status] ?? 0) + 1);
const fiveHundreds = (statuses) =>
  Object.entries(statuses)
    .filter(([status]) => Number(status) >= 500 || Number(status) === 0)
    .reduce((sum, [, n]) => sum + n, 0);

/**
 * Memory of one phase: resets the server's peak, runs, reads before / peak / after. The peak
 * is VmHWM, or the phase's own samples (`sampledPeak`) where VmHWM cannot be reset; `run`
 * gets whether it must sample.
 */
async function withMemory(pid, run) {
  const peakReset = resetPeakResident(pid);
  const before = residentBytes(pid);
  const { sampledPeak = 0, ...result } = await run(!peakReset);
  const after = residentBytes(pid);
  const peak = Math.max(peakReset ? peakResidentBytes(pid) : 0, sampledPeak, after);
  const rss = {
    beforeMiB: mib(before),
    peakMiB: mib(peak),
    afterMiB: mib(after),
    growthMiB: mib(peak - before),
    peakFrom: peakReset ? 'VmHWM' : 'samples',
  };
  return { result, rss, growthBytes: peak - before };
}

async function flood(server, problems) {
  const agent = new Agent({ keepAlive: true, maxSockets: FLOOD_CONCURRENCY });
  const statuses = {};
  let sent = 0;
  let refusedWithoutRetryAfter = 0;
  let refusedWithoutMessage = 0;
  const started = performance.now();
  const worker = async () => {
    while (sent < FLOOD_REQUESTS) {
      sent += 1;
      const answer = await send(agent, server.url, { path: FLOOD_PATH });
      count(statuses, answer.status);
      if (answer.status === 429) {
        if (!/^[1-9][0-9]*$/.test(answer.headers['retry-after'] ?? ''))
          refusedWithoutRetryAfter += 1;
        if (messageOf(answer.text) === '') refusedWithoutMessage += 1;
      }
    }
  };
  const { rss } = await withMemory(server.pid, async () => {
    await Promise.all(Array.from({ length: FLOOD_CONCURRENCY }, worker));
    return {};
  });
  agent.destroy();
  const durationMs = Math.round(performance.now() - started);
  if (!statuses[429]) problems.push('flood: no 429 in the flood');
  // The flood is far shorter than the window: exactly the per-IP limit passes.
  const { perIp, windowSeconds } = server.rateLimit;
  if (durationMs < windowSeconds * 1000 && (statuses[200] ?? 0) !== perIp)
    problems.push(`flood: ${statuses[200] ?? 0} answers 200 in one window, the limit is ${perIp}`);
  if (refusedWithoutRetryAfter > 0)
    problems.push(`flood: ${refusedWithoutRetryAfter} 429s without a Retry-After in seconds`);
  if (refusedWithoutMessage > 0)
    problems.push(`flood: ${refusedWithoutMessage} 429s without a message`);
  if (fiveHundreds(statuses) > 0)
    problems.push(`flood: ${fiveHundreds(statuses)} 5xx or failed requests`);
  return {
    route: `GET ${FLOOD_PATH}`,
    requests: sent,
    concurrency: FLOOD_CONCURRENCY,
    durationMs,
    statuses,
    refusedWithoutRetryAfter,
    refusedWithoutMessage,
    rss,
  };
}

/**
 * One route: the upload, tried again (up to HOSTILE_BODY_ATTEMPTS) when the server's reset
 * overtook its answer (lib/chunkedUpload.mjs). The memory covers every attempt. The server's
 * RSS is sampled per chunk only where VmHWM cannot be reset: a slower client loses more
 * answers (seen here: 5 of 12 uploads with a /proc read per chunk, none of 6 without).
 */
async function hostileBody(server, path) {
  let sampledPeak = 0;
  const sample = () => (sampledPeak = Math.max(sampledPeak, residentBytes(server.pid)));
  const attempts = [];
  const { rss, growthBytes } = await withMemory(server.pid, async (mustSample) => {
    let upload;
    do {
      upload = await uploadChunked({
        baseUrl: server.url,
        path,
        totalBytes: HOSTILE_BODY_BYTES,
        ...(mustSample && { sample }),
      });
      attempts.push(upload);
      sample();
    } while (!upload.answered && attempts.length < HOSTILE_BODY_ATTEMPTS);
    return { sampledPeak };
  });
  const { text, ...answer } = attempts.at(-1);
  return {
    route: `POST ${path}`,
    ...answer,
    message: messageOf(text),
    attempts: attempts.length,
    lostAnswers: attempts.filter((attempt) => !attempt.answered).length,
    maxBytesWrittenInAnAttempt: Math.max(...attempts.map((attempt) => attempt.bytesWritten)),
    rss,
    growthBytes,
  };
}

async function hostileBodies(server, problems) {
  const runs = [];
  for (const path of HOSTILE_BODY_ROUTES) {
    const { growthBytes, ...run } = await hostileBody(server, path);
    const afterwards = await send(false, server.url, { path: FLOOD_PATH });
    runs.push({ ...run, answersAfterwards: afterwards.status });
    if (!run.answered) {
      problems.push(
        `hostile body to ${path}: no answer in ${run.attempts} attempts (${run.error ?? 'closed'})`,
      );
    } else if (run.status !== 413) problems.push(`hostile body to ${path}: ${run.status}, not 413`);
    else if (run.message === '') problems.push(`hostile body to ${path}: the 413 has no message`);
    if (run.maxBytesWrittenInAnAttempt >= HOSTILE_BODY_BYTES)
      problems.push(`hostile body to ${path}: the server read the whole body`);
    if (growthBytes > MAX_RSS_GROWTH_BYTES)
      problems.push(
        `hostile body to ${path}: the server grew by ${run.rss.growthMiB} MiB (> ${mib(MAX_RSS_GROWTH_BYTES)})`,
      );
    if (afterwards.status !== 200)
      problems.push(`hostile body to ${path}: the server answered ${afterwards.status} afterwards`);
  }
  return { bytes: HOSTILE_BODY_BYTES, maxGrowthMiB: mib(MAX_RSS_GROWTH_BYTES), runs };
}

/** The server's own list of malformed requests (the Jest battery's), bundled for Node. */
async function loadMalformedRequests() {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const outfile = join(root, 'node_modules', '.cache', 'portico-bench', 'malformedRequests.mjs');
  const bundle = await bundleForNode('server/src/http/__fixtures__/malformedRequests.ts', outfile);
  return (await import(bundle)).malformedRequestsFor;
}

async function battery(server, problems) {
  const malformedRequestsFor = await loadMalformedRequests();
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const statuses = {};
  const failures = [];
  let requests = 0;
  const { rss } = await withMemory(server.pid, async () => {
    for (const [method, template] of server.routes) {
      for (const entry of malformedRequestsFor(method, template)) {
        const answer = await send(agent, server.url, entry);
        requests += 1;
        count(statuses, answer.status);
        const message = messageOf(answer.text);
        if (answer.status < 400 || answer.status > 499 || answer.status === 429 || message === '') {
          failures.push(
            `${method} ${template}, ${entry.what}: ${answer.status} ${answer.text.slice(0, 200)}`,
          );
        }
      }
    }
    return {};
  });
  agent.destroy();
  if (server.routes.length < 30)
    problems.push(`battery: only ${server.routes.length} routes listed`);
  if (failures.length > 0) {
    problems.push(`battery: ${failures.length} answers not 4xx with a message (listed above)`);
  }
  return { routes: server.routes.length, requests, statuses, failures, rss };
}

/** Runs the three phases, each on a fresh server; `problems` fail the bench. */
export async function measureHostileLoad({ nodeUrl, pgliteTemplate }) {
  const config = {
    host: '127.0.0.1',
    port: 0,
    database: { driver: 'pglite', ...(pgliteTemplate && { template: pgliteTemplate }) },
    chains: [
      {
        caipNetworkId: CHAIN_ID,
        name: 'Ethereum (local anvil)',
        rpcUrl: nodeUrl,
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        tokens: [],
      },
    ],
    indexer: { enabled: false },
    // No rateLimit here: the server's defaults are what is measured.
  };
  const problems = [];
  const results = { chain: CHAIN_ID, problems };
  const phases = [
    ['flood', flood],
    ['hostileBody', hostileBodies],
    ['battery', battery],
  ];
  for (const [name, phase] of phases) {
    const server = await startServerProcess(config);
    try {
      results.rateLimit ??= server.rateLimit;
      results[name] = await phase(server, problems);
    } finally {
      const logged = await server.stop();
      if (results[name]) results[name].serverLogLines = logged.length;
      for (const line of logged.slice(0, 5))
        problems.push(`${name}: the server logged: ${line.slice(0, 300)}`);
    }
  }
  return results;
}
