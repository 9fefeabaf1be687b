import fc from 'fast-check';
import { Hono } from 'hono';
import { handleError } from '../http/errorHandler';
import { readCatalogQuery } from './catalogQuery';

/** Answers the parsed query as JSON, or the server's error body. */
const app = new Hono();
app.onError((error, c) => handleError(error, c, () => undefined));
app.get('/q', (c) => c.json(readCatalogQuery(c)));

async function read(params: Record<string, string>) {
  const response = await app.request(`/q?${new URLSearchParams(params).toString()}`);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const walletId = fc.stringMatching(/^[A-Za-z0-9._-]{1,20}$/);
const chainId = fc.constantFrom(
  'eip155:1',
  'eip155:42161',
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  'bip122:000000000019d6689c085ae165831e93',
);

describe('readCatalogQuery', () => {
  it('defaults to page 1 of 40, and ignores what it does not know (st, sv, projectId)', async () => {
    expect(await read({ st: 'portico', sv: '1.7.3', projectId: 'p' })).toEqual({
      status: 200,
      body: { page: 1, entries: 40 },
    });
  });

  it('reads every valid query back as sent, search trimmed', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          page: fc.integer({ min: 1, max: 1_000_000 }),
          entries: fc.integer({ min: 1, max: 100 }),
          search: fc.string({ minLength: 1, maxLength: 100 }).filter((text) => text.trim() !== ''),
          include: fc.array(walletId, { minLength: 1, maxLength: 10 }),
          exclude: fc.array(walletId, { minLength: 1, maxLength: 10 }),
          chains: fc.array(chainId, { minLength: 1, maxLength: 4 }),
          badge: fc.constantFrom('none', 'certified'),
        }),
        async (query) => {
          const { status, body } = await read({
            page: String(query.page),
            entries: String(query.entries),
            search: query.search,
            include: query.include.join(','),
            exclude: query.exclude.join(','),
            chains: query.chains.join(','),
            badge_type: query.badge,
          });
          expect(status).toBe(200);
          expect(body).toEqual({ ...query, search: query.search.trim() });
        },
      ),
    );
  });

  it('an empty list or search is no filter', async () => {
    expect((await read({ include: ',', search: '   ', chains: '' })).body).toEqual({
      page: 1,
      entries: 40,
    });
  });

  it('any bad value is a 400 naming the parameter', async () => {
    const bad = fc.oneof(
      fc.record({ name: fc.constant('entries'), value: fc.integer({ min: 101 }).map(String) }),
      fc.record({ name: fc.constant('page'), value: fc.integer({ max: 0 }).map(String) }),
      fc.record({ name: fc.constant('page'), value: fc.constantFrom('1.5', 'one', '1e3', '0x10') }),
      fc.record({ name: fc.constant('chains'), value: fc.constantFrom('eip155', 'ETH', 'a:b:c') }),
      fc.record({ name: fc.constant('include'), value: fc.constantFrom('a b', '<x>', 'é') }),
      fc.record({
        name: fc.constant('exclude'),
        value: fc.constant(Array(501).fill('a').join(',')),
      }),
      fc.record({ name: fc.constant('badge_type'), value: fc.constantFrom('gold', 'NONE') }),
    );
    await fc.assert(
      fc.asyncProperty(bad, async ({ name, value }) => {
        const { status, body } = await read({ [name]: value });
        expect(status).toBe(400);
        expect(String(body.message)).toMatch(new RegExp(`^Invalid query parameter ${name}: `));
      }),
    );
  });
});
