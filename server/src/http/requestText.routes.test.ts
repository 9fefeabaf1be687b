/**
 * Issue 15's five 500s: a NUL or a lone surrogate in a name's attributes, in a session's pci
 * or in its project reached PostgreSQL, which refused it (500, logged with the SQL and its
 * parameters). Each is now a 400 at the edge, before any signature check, route or database,
 * with a message that says where; and nothing is logged. Paths, queries and the headers the
 * server reads follow the same rules.
 */
import { openEdgeTestApp, type EdgeTestApp } from './__fixtures__/edgeTestApp';

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const SIGNATURE = `0x${'11'.repeat(65)}`;
const NUL = '\u0000';
const LONE_SURROGATE = '\uD800';
const NOT_CLEAN = (where: string) =>
  `Invalid ${where}: text must be well-formed Unicode without NUL or other control characters`;

let edge: EdgeTestApp;
beforeAll(async () => {
  edge = await openEdgeTestApp();
}, 60_000);
afterAll(() => edge?.close());
afterEach(() => expect(edge.logged).toEqual([]));

/** A name message whose attribute `bio` holds `text` as it is (not JSON-escaped). */
const nameMessage = (text: string) =>
  `{"name":"alice.portico.id","attributes":{"bio":"${text}"},"timestamp":1700000000}`;

/** The body as JSON.stringify writes it: a lone surrogate as the escape \ud800. */
async function post(path: string, body: unknown) {
  return edge.app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

async function expectNotClean(response: Response, where: string) {
  expect(response.status).toBe(400);
  const body = (await response.json()) as { message: string };
  expect(body.message).toBe(NOT_CLEAN(where));
}

describe('the five 500s of issue 15 are 400s at the edge', () => {
  it('names: a NUL in an attribute', async () => {
    const response = await post('/v1/profile/account', {
      coin_type: 60,
      address: ADDRESS,
      message: nameMessage(`hi${NUL}`),
      signature: SIGNATURE,
    });
    await expectNotClean(response, 'body.message');
  });

  it('names: a lone surrogate in an attribute', async () => {
    const response = await post('/v1/profile/account', {
      coin_type: 60,
      address: ADDRESS,
      message: nameMessage(`hi${LONE_SURROGATE}`),
      signature: SIGNATURE,
    });
    await expectNotClean(response, 'body.message');
  });

  it('names: a NUL or a lone surrogate written as a JSON escape inside the signed payload', async () => {
    const header = ['line 1', 'line 2', 'line 3', 'line 4', 'line 5'];
    for (const [escaped, where] of [
      ['\\u0000', 'message payload.attributes.bio'],
      ['\\udc00', 'message payload.attributes.bio'],
    ]) {
      const payload = `{"action":"register","name":"alice.portico.id","attributes":{"bio":"a${escaped}"},"timestamp":1700000000}`;
      const response = await post('/v1/profile/account', {
        coin_type: 60,
        address: ADDRESS,
        message: [...header, payload].join('\n'),
        signature: SIGNATURE,
      });
      await expectNotClean(response, where!);
    }
  });

  it('sessions: a NUL in the pci (create and revoke)', async () => {
    const pci = `7d3f1c2a-5b6e-4f80-9a1b-2c3d4e5f6a7b${NUL}`;
    await expectNotClean(
      await post(`/v1/sessions/eip155:1:${ADDRESS}`, {
        pci,
        expiry: 2_000_000_000,
        signature: SIGNATURE,
      }),
      'body.pci',
    );
    await expectNotClean(
      await post(`/v1/sessions/${ADDRESS}/revoke`, { pci, signature: SIGNATURE }),
      'body.pci',
    );
  });

  it('sessions: a lone surrogate in project.name, a NUL in project.url', async () => {
    const grant = { pci: '7d3f1c2a-5b6e-4f80-9a1b-2c3d4e5f6a7b', expiry: 2_000_000_000 };
    await expectNotClean(
      await post(`/v1/sessions/eip155:1:${ADDRESS}`, {
        ...grant,
        project: { name: `Shop${LONE_SURROGATE}` },
        signature: SIGNATURE,
      }),
      'body.project.name',
    );
    await expectNotClean(
      await post(`/v1/sessions/eip155:1:${ADDRESS}`, {
        ...grant,
        project: { url: `https://shop.example/${NUL}` },
        signature: SIGNATURE,
      }),
      'body.project.url',
    );
  });

  it('any body: an object key with a NUL, a control character deep in an array', async () => {
    await expectNotClean(await post('/v1/onramp/quote', { [`a${NUL}`]: 1 }), 'body key');
    await expectNotClean(
      await post('/v1/fungible/price', { currency: 'usd', addresses: [['x', 'a\u0007']] }),
      'body.addresses[0][1]',
    );
  });

  it('tab, line feed and carriage return are text in a body', async () => {
    const response = await post('/v1/onramp/quote', {
      purchaseCurrency: { id: 'ETH', name: 'Ether\r\n\tline two', networks: [] },
      paymentCurrency: { id: 'USD', payment_method_limits: [] },
      amount: '100.00',
      network: 'ethereum',
    });
    expect(response.status).toBe(200);
  });
});

describe('paths, queries and headers', () => {
  it('a NUL in a path segment', async () => {
    await expectNotClean(await edge.app.request('/v1/profile/account/al%00ice.portico.id'), 'path');
  });

  it('a control character in a query value, a NUL in a query name', async () => {
    await expectNotClean(
      await edge.app.request('/getWallets?search=meta%0Amask'),
      'query parameter search',
    );
    await expectNotClean(await edge.app.request('/getWallets?se%00arch=x'), 'query parameter name');
  });

  it('a C1 control character in a header the server reads (obs-text as Node reads it)', async () => {
    const response = await edge.app.request('/getWallets', {
      headers: { 'x-project-id': 'p\u0085' },
    });
    await expectNotClean(response, 'header x-project-id');
  });
});
