// Serves the built bench app on 127.0.0.1 the way the demo is served: static files under the
// demo's strict Content-Security-Policy (examples/demo/src/stack/securityHeaders.json), and the Portico server proxied behind /api on the same
// origin (so connect-src 'self' covers it); for the feature views' app, a chain node behind /rpc.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { URL } from 'node:url';

const DEMO_SECURITY_HEADERS = JSON.parse(
  readFileSync(new URL('../../../examples/demo/src/stack/securityHeaders.json', import.meta.url)),
);
export const BENCH_CSP = DEMO_SECURITY_HEADERS.contentSecurityPolicy.join('; ');

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

/** Forwards `request` (its path less `prefix`) to `upstreamUrl`. */
function proxy(request, response, prefix, upstreamUrl) {
  const target = new URL(request.url.slice(prefix.length) || '/', upstreamUrl);
  const upstream = httpRequest(
    target,
    { method: request.method, headers: { ...request.headers, host: target.host } },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    },
  );
  upstream.on('error', () => response.writeHead(502).end());
  request.pipe(upstream);
}

function serveFile(request, response, distDir) {
  const path = decodeURIComponent(new URL(request.url, 'http://x').pathname);
  let file = normalize(join(distDir, path));
  if (!file.startsWith(distDir + sep) && file !== distDir) return response.writeHead(403).end();
  if (!existsSync(file) || statSync(file).isDirectory()) file = join(distDir, 'index.html');
  response.writeHead(200, {
    'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
    'content-security-policy': BENCH_CSP,
    'cache-control': 'no-store',
  });
  response.end(readFileSync(file));
}

const under = (url, prefix) =>
  url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`);

/**
 * Starts the page server; resolves `{ url, close() }`. `proxyRelay(server)`, when given, wires
 * the WalletConnect relay's WebSocket upgrades (/relay) and returns their closer. `rpcUrl`, when
 * given, is a chain node served at /rpc (JSON-RPC over HTTP) on the page's origin.
 */
export async function serveApp({ distDir, apiUrl, proxyRelay, rpcUrl }) {
  const server = createServer((request, response) => {
    if (under(request.url, '/api')) {
      proxy(request, response, '/api', apiUrl);
    } else if (rpcUrl && under(request.url, '/rpc')) {
      proxy(request, response, '/rpc', rpcUrl);
    } else {
      serveFile(request, response, distDir);
    }
  });
  const closeRelay = proxyRelay?.(server) ?? (() => undefined);
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}/`,
    close: () =>
      new Promise((resolve) => {
        closeRelay();
        server.close(resolve);
        server.closeAllConnections();
      }),
  };
}
