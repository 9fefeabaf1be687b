/**
 * Issue 15's battery (Proof): malformed input on EVERY route of the app answers 4xx with a
 * message, never 5xx. The routes are read from the app itself (app.routes), so a route added
 * later is in the battery too; each path parameter gets a sample value by its name. The app
 * is the real one (createApp) on a local anvil node configured as eip155:1, so the chain and
 * swap routes validate their input as far as a real request would go.
 *
 * Every route: a NUL and a control character in the query, a C1 control in a header the
 * server reads, a NUL and an over-long value in each path parameter. Every POST route also:
 * a NUL, a lone surrogate and an escape character in a body string, 8,000 to 20,000 levels of
 * nesting, a body that is not JSON, an array, an empty body, a wrong content type, and
 * numbers too large for any field (1e400, 40 digits, -1) in each field of a plausible body.
 */
import { startAnvil, type AnvilInstance } from '@portico/testing';
import { openEdgeTestApp, type EdgeTestApp } from './__fixtures__/edgeTestApp';

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const SIGNATURE = `0x${'11'.repeat(65)}`;

/** A plausible value for a path parameter, by its name. */
const PARAM_SAMPLES: Readonly<Record<string, string>> = {
  address: ADDRESS,
  caipAddress: `eip155:1:${ADDRESS}`,
  name: 'alice.portico.id',
  id: 'metamask',
};

/** A plausible body per POST route (their fields get the huge numbers); others get {}. */
const BODY_SAMPLES: Readonly<Record<string, Record<string, unknown>>> = {
  '/e': { eventId: 'e1', url: 'http://a.example/', domain: 'a.example', timestamp: 1, props: {} },
  '/v1': { jsonrpc: '2.0', id: 1, method: 'eth_getBalance', params: [ADDRESS, 'latest'] },
  '/v1/': { jsonrpc: '2.0', id: 1, method: 'eth_getBalance', params: [ADDRESS, 'latest'] },
  '/v1/profile/account': { coin_type: 60, address: ADDRESS, message: 'x', signature: SIGNATURE },
  '/v1/convert/build-transaction': {
    amount: '1',
    eip155: { slippage: '1' },
    from: `eip155:1:${ADDRESS}`,
    to: `eip155:1:${ADDRESS}`,
    userAddress: `eip155:1:${ADDRESS}`,
  },
  '/v1/fungible/price': { currency: 'usd', addresses: [`eip155:1:${ADDRESS}`] },
  '/v1/generators/onrampurl': {
    destinationWallets: [{ address: ADDRESS, blockchains: ['ethereum'] }],
    partnerUserId: 'u1',
    presetFiatAmount: 50,
  },
  '/v1/onramp/quote': {
    purchaseCurrency: { id: 'ETH' },
    paymentCurrency: { id: 'USD' },
    amount: '100.00',
    network: 'ethereum',
  },
  '/v1/sessions/:address/revoke': { pci: 'p1', signature: SIGNATURE },
  '/v1/sessions/:caipAddress': { pci: 'p1', expiry: 2_000_000_000, signature: SIGNATURE },
};

/** Number texts no field should take. */
const HUGE_NUMBERS = ['1e400', '1234567890123456789012345678901234567890', '-1'];

interface Case {
  readonly what: string;
  readonly path: string;
  readonly init: RequestInit;
}

const fill = (template: string, override?: [string, string]) =>
  template.replace(/:([A-Za-z]+)/g, (_match, name: string) =>
    override?.[0] === name ? override[1] : encodeURIComponent(PARAM_SAMPLES[name] ?? 'x'),
  );

const json = (text: string, contentType = 'application/json'): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': contentType },
  body: text,
});

function casesOf(method: string, template: string): Case[] {
  const base = BODY_SAMPLES[template] ?? {};
  const sample = method === 'POST' ? json(JSON.stringify(base)) : { method };
  const path = fill(template);
  const cases: Case[] = [
    { what: 'a NUL in the query', path: `${path}?chainId=%00`, init: sample },
    { what: 'an escape character in the query', path: `${path}?q=%1B[2J`, init: sample },
    {
      what: 'a C1 control in x-sdk-version',
      path,
      init: { ...sample, headers: { ...sample.headers, 'x-sdk-version': '1\u0085' } },
    },
  ];
  for (const [, name] of template.matchAll(/:([A-Za-z]+)/g)) {
    cases.push(
      { what: `a NUL in :${name}`, path: fill(template, [name!, 'a%00b']), init: sample },
      {
        what: `2,000 characters in :${name}`,
        path: fill(template, [name!, 'z'.repeat(2000)]),
        init: sample,
      },
    );
  }
  if (method !== 'POST') return cases;
  const withField = (field: string, valueJson: string) =>
    JSON.stringify({ ...base, [field]: '__VALUE__' }).replace('"__VALUE__"', valueJson);
  cases.push(
    { what: 'a NUL in a body string', path, init: json(withField('note', '"a\\u0000"')) },
    { what: 'a lone surrogate in a body string', path, init: json(withField('note', '"\\ud800"')) },
    {
      what: 'an escape character in a body string',
      path,
      init: json(withField('note', '"\\u001b"')),
    },
    {
      what: '20,000 levels of nesting',
      path,
      init: json(`${'['.repeat(20_000)}${']'.repeat(20_000)}`),
    },
    {
      what: '8,000 levels of nesting in a field',
      path,
      init: json(withField('x', `${'{"a":'.repeat(8_000)}1${'}'.repeat(8_000)}`)),
    },
    { what: 'a body that is not JSON', path, init: json('{"a":') },
    { what: 'a JSON array', path, init: json('[]') },
    { what: 'an empty body', path, init: json('') },
    { what: 'text/plain', path, init: json(JSON.stringify(base), 'text/plain') },
    { what: 'a form', path, init: json('a=1', 'application/x-www-form-urlencoded') },
  );
  for (const field of Object.keys(base)) {
    for (const huge of HUGE_NUMBERS) {
      cases.push({ what: `${huge} as ${field}`, path, init: json(withField(field, huge)) });
    }
  }
  return cases;
}

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
    for (const { what, path, init } of casesOf(method, template)) {
      const response = await edge.app.request(path, init);
      sent += 1;
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      const body = (await response.json().catch(() => undefined)) as
        { message?: unknown } | undefined;
      const message = body?.message;
      if (
        response.status < 400 ||
        response.status > 499 ||
        typeof message !== 'string' ||
        message === ''
      ) {
        failures.push(`${method} ${template}, ${what}: ${response.status} ${JSON.stringify(body)}`);
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
