/**
 * The hostile-body test of issue 15 (Proof): the real server on 127.0.0.1 (startServer, in
 * this process, so this process's RSS is the server's), a chunked 200 MB POST /e made on the
 * fly from one reused 64 KiB chunk (never allocated whole), refused with 413 before the
 * server's memory grows by more than 64 MB; the server answers afterwards. It prints what it
 * measured: bytes sent before the refusal, RSS before and at its peak.
 */
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { Readable } from 'node:stream';
import { testDatabase } from '../__fixtures__/testDatabase';
import { startServer, type RunningServer } from '../server';

const HOSTILE_BODY_BYTES = 200 * 1024 * 1024;
const CHUNK = Buffer.alloc(64 * 1024, 0x61);
const MAX_GROWTH_BYTES = 64 * 1024 * 1024;

/** This process's resident memory now (VmRSS), in bytes. */
function residentBytes(): number {
  const match = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync('/proc/self/status', 'utf8'));
  if (!match) throw new Error('no VmRSS in /proc/self/status');
  return Number(match[1]) * 1024;
}

interface HostileUpload {
  readonly status: number;
  readonly message: unknown;
  readonly bytesSent: number;
  readonly peakRss: number;
}

/** Streams up to `total` bytes (chunked) until the server answers; samples RSS per chunk. */
function postHostileBody(url: string, total: number): Promise<HostileUpload> {
  return new Promise((resolve, reject) => {
    let bytesSent = 0;
    let peakRss = residentBytes();
    let answered = false;
    const body = new Readable({
      read() {
        peakRss = Math.max(peakRss, residentBytes());
        if (answered || bytesSent >= total) return void this.push(null);
        bytesSent += CHUNK.length;
        this.push(CHUNK);
      },
    });
    const target = new URL('/e', url);
    const outgoing = request(target, {
      method: 'POST',
      headers: { 'content-type': 'application/json' }, // no Content-Length: chunked
    });
    outgoing.on('response', (response) => {
      answered = true;
      const bytesAtAnswer = bytesSent;
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (data: string) => (text += data));
      response.on('end', () => {
        body.unpipe(outgoing);
        outgoing.destroy();
        peakRss = Math.max(peakRss, residentBytes());
        resolve({
          status: response.statusCode ?? 0,
          message: (JSON.parse(text) as { message?: unknown }).message,
          bytesSent: bytesAtAnswer,
          peakRss,
        });
      });
    });
    // After the answer the server closes the connection: a write error then is expected.
    outgoing.on('error', (error) => {
      if (!answered) reject(error);
    });
    body.pipe(outgoing);
  });
}

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({
    config: { port: 0, database: await testDatabase(), indexer: { enabled: false } },
    log: () => undefined,
  });
}, 60_000);
afterAll(() => server?.close());

test('a chunked 200 MB body is refused with 413 before the server grows by 64 MB, and it still answers', async () => {
  // Warm the route once, so the baseline includes what any first request allocates.
  await fetch(`${server.url}/getAnalyticsConfig`);
  global.gc?.();
  const before = residentBytes();
  const upload = await postHostileBody(server.url, HOSTILE_BODY_BYTES);
  console.log(
    `hostile body: ${upload.bytesSent} bytes sent before the 413; ` +
      `RSS before ${(before / 2 ** 20).toFixed(1)} MiB, peak ${(upload.peakRss / 2 ** 20).toFixed(1)} MiB ` +
      `(+${((upload.peakRss - before) / 2 ** 20).toFixed(1)} MiB)`,
  );
  expect(upload.status).toBe(413);
  expect(upload.message).toBe('The request body is larger than 65536 bytes');
  expect(upload.bytesSent).toBeLessThan(HOSTILE_BODY_BYTES);
  expect(upload.peakRss - before).toBeLessThan(MAX_GROWTH_BYTES);

  const after = await fetch(`${server.url}/getAnalyticsConfig`);
  expect(after.status).toBe(200);
}, 30_000);
