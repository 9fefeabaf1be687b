/**
 * A bounded flood of a real listening server on 127.0.0.1 (issue 15's proof): one client
 * sends far more than its limit, concurrently, while another client and another project
 * go on. The server trusts X-Forwarded-For here (as behind a proxy), so one loopback test
 * can play several client addresses. Time is the injected clock: no wall-clock waits.
 * Every request is counted; the counts are printed for the closing note.
 */
import { testDatabase } from '../__fixtures__/testDatabase';
import { startServer, type RunningServer } from '../server';

jest.setTimeout(30_000);

const PER_IP = 40;
const PER_PROJECT = 100;
const WINDOW_SECONDS = 60;
const FLOOD_REQUESTS = 400;
const CONCURRENCY = 32;

let clock = 1_800_000_000_000;
let server: RunningServer;
beforeAll(async () => {
  server = await startServer({
    config: {
      port: 0,
      database: await testDatabase(),
      indexer: { enabled: false },
      trustForwardedHeaders: true,
      rateLimit: { perIp: PER_IP, perProject: PER_PROJECT, windowSeconds: WINDOW_SECONDS },
    },
    now: () => clock,
    log: () => undefined,
  });
}, 60_000);
afterAll(() => server?.close());

const event = JSON.stringify({
  eventId: 'flood',
  url: 'http://127.0.0.1:5173/',
  domain: '127.0.0.1',
  timestamp: 1,
  props: { type: 'track', event: 'MODAL_OPEN' },
});

interface Sent {
  readonly status: number;
  readonly retryAfter: string | null;
  readonly body: { status?: number; message?: string };
}

/** One request as `address` (the proxy's X-Forwarded-For) for `projectId`; odd ones POST /e. */
async function send(address: string, projectId: string, index: number): Promise<Sent> {
  const headers = { 'x-forwarded-for': address, 'content-type': 'application/json' };
  const response =
    index % 2 === 0
      ? await fetch(`${server.url}/getAnalyticsConfig?projectId=${projectId}`, { headers })
      : await fetch(`${server.url}/e?projectId=${projectId}`, {
          method: 'POST',
          headers,
          body: event,
        });
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body: (await response.json()) as Sent['body'],
  };
}

/** Runs the jobs CONCURRENCY at a time. */
async function inFlight<T>(jobs: readonly (() => Promise<T>)[]): Promise<T[]> {
  const results: T[] = new Array(jobs.length);
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const index = next++;
      results[index] = await (jobs[index] as () => Promise<T>)();
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return results;
}

const countByStatus = (sent: readonly Sent[]) =>
  sent.reduce<Record<number, number>>((counts, { status }) => {
    counts[status] = (counts[status] ?? 0) + 1;
    return counts;
  }, {});

const tally: { phase: string; sent: number; statuses: Record<number, number> }[] = [];
afterAll(() => {
  const total = tally.reduce((sum, phase) => sum + phase.sent, 0);
  console.log(`flood test: ${total} requests\n${JSON.stringify(tally, null, 1)}`);
});

describe('a flood from one client', () => {
  it('gets 429s with Retry-After and no 5xx, while another client and another project are served', async () => {
    const flood = Array.from(
      { length: FLOOD_REQUESTS },
      (_, i) => () => send('203.0.113.5', 'flooded', i),
    );
    const bystander = Array.from({ length: 20 }, (_, i) => () => send('198.51.100.7', 'quiet', i));
    // Interleaved: the bystander's requests run among the flood's.
    const jobs = flood.flatMap((job, i) => (i % 20 === 0 ? [job, bystander[i / 20]!] : [job]));
    const sent = await inFlight(jobs);
    const fromFlood = sent.filter((_, i) => i % 21 !== 1);
    const fromBystander = sent.filter((_, i) => i % 21 === 1);
    tally.push({ phase: 'flood + bystander', sent: sent.length, statuses: countByStatus(sent) });

    expect(fromFlood).toHaveLength(FLOOD_REQUESTS);
    expect(countByStatus(fromFlood)).toEqual({ 200: PER_IP, 429: FLOOD_REQUESTS - PER_IP });
    expect(countByStatus(fromBystander)).toEqual({ 200: 20 });
    for (const refused of fromFlood.filter(({ status }) => status === 429)) {
      expect(refused.retryAfter).toBe(String(WINDOW_SECONDS));
      expect(refused.body).toMatchObject({ status: 429, message: expect.any(String) });
    }
  });

  it("answers the 429 with CORS headers, so the client's page can read it", async () => {
    const response = await fetch(`${server.url}/getAnalyticsConfig?projectId=flooded`, {
      headers: { 'x-forwarded-for': '203.0.113.5', origin: 'http://127.0.0.1:5173' },
    });
    tally.push({ phase: 'one more from the page', sent: 1, statuses: { [response.status]: 1 } });
    expect(response.status).toBe(429);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-expose-headers')).toBe('Retry-After');
  });

  it('is served again once the window has passed on the server clock', async () => {
    clock += WINDOW_SECONDS * 1000;
    const sent = await inFlight([0, 1, 2].map((i) => () => send('203.0.113.5', 'flooded', i)));
    tally.push({ phase: 'after the window', sent: sent.length, statuses: countByStatus(sent) });
    expect(countByStatus(sent)).toEqual({ 200: 3 });
  });
});

describe('a flood of one project from many addresses', () => {
  it('gets 429s past the project limit, and another project from the same addresses is served', async () => {
    clock += WINDOW_SECONDS * 1000;
    const addresses = Array.from({ length: 150 }, (_, i) => `10.0.${i >> 8}.${i & 255}`);
    const busy = await inFlight(addresses.map((address, i) => () => send(address, 'busy', i)));
    const other = await inFlight(
      addresses.slice(0, 50).map((address, i) => () => send(address, 'other', i)),
    );
    tally.push({
      phase: 'one project, 150 addresses',
      sent: busy.length,
      statuses: countByStatus(busy),
    });
    tally.push({
      phase: 'another project, same addresses',
      sent: other.length,
      statuses: countByStatus(other),
    });
    expect(countByStatus(busy)).toEqual({ 200: PER_PROJECT, 429: 150 - PER_PROJECT });
    expect(countByStatus(other)).toEqual({ 200: 50 });
  });
});
