// A JSON-RPC endpoint on 127.0.0.1 that forwards to a real node, and that the benchmark can
// slow down, silence (accepts and reads requests, never answers) or close (connections are
// refused and open ones dropped): an endpoint going dark the two ways real ones do.
import { createServer } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';

const HOST = '127.0.0.1';

function readBody(request) {
  return new Promise((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });
}

export async function startRpcEndpoint(targetUrl) {
  let silent = false;
  let delayMs = 0;
  let requestCount = 0;
  const server = createServer(async (request, response) => {
    requestCount += 1;
    try {
      const body = await readBody(request);
      if (silent) return; // read, never answered
      if (delayMs > 0) await sleep(delayMs);
      const upstream = await globalThis.fetch(targetUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      const text = await upstream.text();
      if (silent || response.destroyed) return;
      response.writeHead(upstream.status, { 'content-type': 'application/json' });
      response.end(text);
    } catch {
      response.destroy();
    }
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, HOST, resolve);
  });
  let closing;
  const close = () => {
    closing ??= new Promise((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
    return closing;
  };
  return {
    url: `http://${HOST}:${server.address().port}`,
    /** HTTP requests received (reads and the reader's ranking pings). */
    get requestCount() {
      return requestCount;
    },
    setDelay(ms) {
      delayMs = ms;
    },
    /** Goes dark: 'silent' stops answering, 'closed' stops listening and drops connections. */
    goDark(mode) {
      if (mode === 'silent') silent = true;
      else void close();
    },
    close,
  };
}
