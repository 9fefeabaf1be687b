/**
 * Issue 15's battery (Proof): malformed input on EVERY route of the app answers 4xx with a
 * message, never 5xx. The routes are read from the app itself (app.routes), so a route added
 * later is in the battery too; each path parameter gets a sample value by its name. The app
 * is the real one (createApp) on a local anvil node configured as eip155:1, so the chain and
 * swap routes validate their input as far as a real request would go.
 *
 * The requests are __fixtures__/malformedRequests.ts's, the same list the hostile-load bench
 * sends over a socket (bench/hostileLoad.mjs).
 */
import { startAnvil, type AnvilInstance } from '@portico/testing';
import { openEdgeTestApp, type EdgeTestApp } from './__fixtures__/edgeTestApp';
import { malformedRequestsFor } from './__fixtures__/malformedRequests';

let node: AnvilInstance;
let edge: EdgeTestApp;
beforeAll(async () => {
  node = await startAnvil({ chainId: 1 });
  edge = await openEdgeTestApp({
    chains: [
      {
        caipNetworkId: 'eip155:1',
        name: 'Ethereum (local anvil)',
        rpcUrl: node.url,
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        tokens: [],
      },
    ],
  });
}, 60_000);
afterAll(async () => {
  await edge?.close();
  await node?.stop();
});

/** The app's routes, as Hono lists them (middleware entries are 'ALL'). */
function routesOf(app: EdgeTestApp['app']): [string, string][] {
  const seen = new Set<string>();
  return app.routes
    .filter((route) => route.method !== 'ALL')
    .map((route): [string, string] => [route.method, route.path])
    .filter(([method, path]) => !seen.has(`${method} ${path}`) && !!seen.add(`${method} ${path}`));
}

test('every route answers malformed input with 4xx and a message, never 5xx', async () => {
  const routes = routesOf(edge.app);
  expect(routes.length).toBeGreaterThanOrEqual(30);
  const failures: string[] = [];
  const statuses = new Map<number, number>();
  let sent = 0;
  for (const [method, template] of routes) {
    for (const { what, path, headers, body: bytes } of malformedRequestsFor(method, template)) {
      const body = bytes && new Uint8Array(bytes);
      const response = await edge.app.request(path, { method, headers, body });
      sent += 1;
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      const answer = (await response.json().catch(() => undefined)) as
        { message?: unknown } | undefined;
      const message = answer?.message;
      if (
        response.status < 400 ||
        response.status > 499 ||
        typeof message !== 'string' ||
        message === ''
      ) {
        failures.push(
          `${method} ${template}, ${what}: ${response.status} ${JSON.stringify(answer)}`,
        );
      }
    }
  }
  console.log(
    `malformed-input battery: ${routes.length} routes, ${sent} requests; statuses ` +
      [...statuses]
        .sort(([a], [b]) => a - b)
        .map(([status, count]) => `${status}: ${count}`)
        .join(', '),
  );
  expect(failures).toEqual([]);
  expect(edge.logged).toEqual([]);
}, 60_000);
