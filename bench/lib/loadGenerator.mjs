// The load generator of the server benchmark, run as a SECOND process (child_process.fork)
// so the load it makes does not share an event loop with the server it measures. It sends
// GET requests to 127.0.0.1 over keep-alive connections (node:http Agent) with a fixed
// number of requests in flight, cycling through the paths it is given, for a bounded time
// and at most a bounded number of requests, and reports latencies and throughput to its
// parent over IPC: { requests, failures, statuses, durationMs, requestsPerSecond, p50Ms,
// p95Ms, p99Ms, maxMs, firstFailure }. firstFailure: the path, status and (the start of) the
// body of the first answer that was not 2xx, so a failed run says why.
import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { URL } from 'node:url';

/** Nearest-rank percentile of sorted values. */
export function percentile(sorted, fraction) {
  if (sorted.length === 0) return null;
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil(fraction * sorted.length)));
  return sorted[rank - 1];
}

const FAILURE_BODY_CHARS = 300;
const isOk = (status) => status >= 200 && status < 300;

const round = (value) => (value === null ? null : Math.round(value * 100) / 100);

function getOnce(agent, url, path) {
  return new Promise((resolve) => {
    const started = performance.now();
    const req = request(
      {
        agent,
        host: url.hostname,
        port: url.port,
        path,
        method: 'GET',
        headers: { accept: 'application/json' },
      },
      (response) => {
        // Drain: a 2xx body is read, not kept; a failure's is kept to say why.
        let body = '';
        response.on('data', (chunk) => {
          if (!isOk(response.statusCode) && body.length < FAILURE_BODY_CHARS) body += chunk;
        });
        response.on('end', () =>
          resolve({
            status: response.statusCode,
            ms: performance.now() - started,
            body: body.slice(0, FAILURE_BODY_CHARS),
          }),
        );
        response.on('error', () => resolve({ status: 0, ms: performance.now() - started }));
      },
    );
    req.on('error', (error) =>
      resolve({ status: 0, ms: performance.now() - started, body: error.message }),
    );
    req.end();
  });
}

/** Runs one load: `concurrency` workers, each sending its next request when one returns. */
export async function generateLoad({ baseUrl, paths, concurrency, durationMs, maxRequests }) {
  const url = new URL(baseUrl);
  if (url.hostname !== '127.0.0.1')
    throw new Error(`the load stays on 127.0.0.1, not ${url.hostname}`);
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const latencies = [];
  const statuses = {};
  let sent = 0;
  let firstFailure = null;
  const started = performance.now();
  const deadline = started + durationMs;
  const worker = async () => {
    while (performance.now() < deadline && sent < maxRequests) {
      const path = paths[sent % paths.length];
      sent += 1;
      const { status, ms, body } = await getOnce(agent, url, path);
      if (!isOk(status) && firstFailure === null) firstFailure = { path, status, body };
      statuses[status] = (statuses[status] ?? 0) + 1;
      latencies.push(ms);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsedMs = performance.now() - started;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const failures = Object.entries(statuses)
    .filter(([status]) => !(Number(status) >= 200 && Number(status) < 300))
    .reduce((sum, [, count]) => sum + count, 0);
  return {
    requests: latencies.length,
    failures,
    statuses,
    concurrency,
    durationMs: Math.round(elapsedMs),
    requestsPerSecond: Math.round((latencies.length / elapsedMs) * 1000),
    p50Ms: round(percentile(latencies, 0.5)),
    p95Ms: round(percentile(latencies, 0.95)),
    p99Ms: round(percentile(latencies, 0.99)),
    maxMs: round(latencies.at(-1) ?? null),
    firstFailure,
  };
}

// As a forked child: one load per message, the result sent back.
if (process.send) {
  process.on('message', async (load) => {
    try {
      process.send({ ok: true, result: await generateLoad(load) });
    } catch (error) {
      process.send({ ok: false, error: error.message });
    }
  });
}
