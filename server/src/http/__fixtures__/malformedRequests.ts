/**
 * Issue 15's battery of malformed requests, per route of the app: the one list that the Jest
 * battery (../malformedInput.battery.test.ts, through app.request) and the hostile-load bench
 * (bench/hostileLoad.mjs, over a real socket) both send. Every route: a NUL, an escape and a
 * C1 control, and a lone surrogate as raw bytes (ED A0 80, its would-be UTF-8) in the query,
 * a header the server reads and each path parameter; over-long and huge-number path
 * parameters. Every POST route also: NUL, lone surrogates (escaped and raw) and an escape
 * character in a body string, 8,000 to 20,000 levels of nesting, a body that is not JSON, an
 * array, an empty body, wrong or missing content types, and numbers too large for any field
 * in each field of a plausible body.
 */
import { Buffer } from 'node:buffer';

/** One request: `body` holds raw bytes (undefined for none). */
export interface MalformedRequest {
  readonly what: string;
  readonly method: string;
  readonly path: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body?: Buffer;
}

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const SIGNATURE = `0x${'11'.repeat(65)}`;
/** A lone high surrogate (U+D800) as UTF-8 would write it: not valid UTF-8. */
const RAW_SURROGATE = Buffer.from([0xed, 0xa0, 0x80]);

/** A plausible value for a path parameter, by its name. */
const PARAM_SAMPLES: Readonly<Record<string, string>> = {
  address: ADDRESS,
  caipAddress: `eip155:1:${ADDRESS}`,
  name: 'alice.portico.id',
  id: 'metamask',
};

/** A plausible body per POST route (its fields get the huge numbers); others get {}. */
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
/**
 * Path parameters that must be an address: they get the huge numbers too. Not `id` or
 * `name`: '1e400' is a well-formed asset id and name label (an image or suggestions route
 * rightly answers it with 200).
 */
const ADDRESS_PARAMS = new Set(['address', 'caipAddress']);

const fill = (template: string, override?: [string, string]) =>
  template.replace(/:([A-Za-z]+)/g, (_match, name: string) =>
    override?.[0] === name ? override[1] : encodeURIComponent(PARAM_SAMPLES[name] ?? 'x'),
  );

const jsonBody = (bytes: Buffer | string, contentType = 'application/json') => ({
  headers: { 'content-type': contentType },
  body: Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes, 'utf8'),
});

/** The malformed requests for one route. */
export function malformedRequestsFor(method: string, template: string): MalformedRequest[] {
  const base = BODY_SAMPLES[template] ?? {};
  const sample: { headers: Record<string, string>; body?: Buffer } =
    method === 'POST' ? jsonBody(JSON.stringify(base)) : { headers: {} };
  const path = fill(template);
  const cases: Omit<MalformedRequest, 'method'>[] = [
    { what: 'a NUL in the query', path: `${path}?chainId=%00`, ...sample },
    { what: 'an escape character in the query', path: `${path}?q=%1B[2J`, ...sample },
    {
      what: 'a C1 control in x-sdk-version',
      path,
      ...sample,
      headers: { ...sample.headers, 'x-sdk-version': '1\u0085' },
    },
    {
      // Node writes header text as latin1: these three characters go out as ED A0 80.
      what: 'a lone surrogate as raw bytes in x-sdk-version',
      path,
      ...sample,
      headers: { ...sample.headers, 'x-sdk-version': `1${RAW_SURROGATE.toString('latin1')}` },
    },
  ];
  for (const [, name] of template.matchAll(/:([A-Za-z]+)/g)) {
    cases.push(
      { what: `a NUL in :${name}`, path: fill(template, [name!, 'a%00b']), ...sample },
      {
        what: `a lone surrogate as raw bytes in :${name}`,
        path: fill(template, [name!, 'a%ED%A0%80b']),
        ...sample,
      },
      {
        what: `2,000 characters in :${name}`,
        path: fill(template, [name!, 'z'.repeat(2000)]),
        ...sample,
      },
      ...(ADDRESS_PARAMS.has(name!) ? HUGE_NUMBERS : []).map((huge) => ({
        what: `${huge} as :${name}`,
        path: fill(template, [name!, huge]),
        ...sample,
      })),
    );
  }
  if (method !== 'POST') return cases.map((entry) => ({ method, ...entry }));
  const withField = (field: string, valueJson: string) =>
    JSON.stringify({ ...base, [field]: '__VALUE__' }).replace('"__VALUE__"', valueJson);
  const [beforeValue = '', afterValue = ''] = withField('note', '"a__RAW__"').split('__RAW__');
  cases.push(
    { what: 'a NUL in a body string', path, ...jsonBody(withField('note', '"a\\u0000"')) },
    {
      what: 'a lone surrogate as \\ud800 in a body string',
      path,
      ...jsonBody(withField('note', '"\\ud800"')),
    },
    {
      what: 'a lone surrogate as raw bytes in a body string',
      path,
      ...jsonBody(
        Buffer.concat([Buffer.from(beforeValue), RAW_SURROGATE, Buffer.from(afterValue)]),
      ),
    },
    {
      what: 'an escape character in a body string',
      path,
      ...jsonBody(withField('note', '"\\u001b"')),
    },
    {
      what: '20,000 levels of nesting',
      path,
      ...jsonBody(`${'['.repeat(20_000)}${']'.repeat(20_000)}`),
    },
    {
      what: '8,000 levels of nesting in a field',
      path,
      ...jsonBody(withField('x', `${'{"a":'.repeat(8_000)}1${'}'.repeat(8_000)}`)),
    },
    { what: 'a body that is not JSON', path, ...jsonBody('{"a":') },
    { what: 'a JSON array', path, ...jsonBody('[]') },
    { what: 'an empty body', path, ...jsonBody('') },
    { what: 'text/plain', path, ...jsonBody(JSON.stringify(base), 'text/plain') },
    { what: 'a form', path, ...jsonBody('a=1', 'application/x-www-form-urlencoded') },
    { what: 'no content type', path, body: Buffer.from(JSON.stringify(base)), headers: {} },
  );
  for (const field of Object.keys(base)) {
    for (const huge of HUGE_NUMBERS) {
      cases.push({ what: `${huge} as ${field}`, path, ...jsonBody(withField(field, huge)) });
    }
  }
  return cases.map((entry) => ({ method, ...entry }));
}
