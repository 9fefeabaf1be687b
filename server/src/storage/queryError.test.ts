import { findPostgresBinaries, startPostgres, type PostgresInstance } from '@portico/testing';
import { Hono } from 'hono';
import { inspect } from 'node:util';
import { StorageQueryError } from '../errors';
import { handleError } from '../http/errorHandler';
import { testPgliteTemplate } from '../__fixtures__/testDatabase';
import { openPglite } from './pgliteDriver';
import { readPgliteTemplate } from './pgliteTemplate';
import { openPostgres } from './postgresDriver';
import type { SqlDriver } from './sqlDriver';

const SECRET = 'visitor-secret-4242';

/** What a log line would print for these arguments (console.error formats with inspect). */
const printed = (...values: unknown[]) => values.map((value) => inspect(value)).join(' ');

/** A failing query's error as the server's log prints it through the 500 handler. */
async function loggedTextOf(driver: SqlDriver, sql: string, params: string[]) {
  const lines: string[] = [];
  const app = new Hono();
  app.onError((error, c) =>
    handleError(error, c, (message, cause) => lines.push(printed(message, cause))),
  );
  app.get('/', async (c) => c.json(await driver.query(sql, params)));
  const response = await app.request('/');
  return { status: response.status, body: await response.text(), logged: lines.join('\n') };
}

function describeDriver(
  name: string,
  open: () => Promise<{ driver: SqlDriver; close(): Promise<void> }>,
) {
  describe(`a failed query on ${name}`, () => {
    let opened: Awaited<ReturnType<typeof open>>;
    beforeAll(async () => {
      opened = await open();
    }, 60_000);
    afterAll(() => opened?.close());

    test('is a StorageQueryError with its SQLSTATE, and no SQL or parameter in it', async () => {
      const failing = opened.driver.query('SELECT $1::integer AS n', [SECRET]);
      await expect(failing).rejects.toBeInstanceOf(StorageQueryError);
      const error = (await failing.catch((caught: unknown) => caught)) as StorageQueryError;
      expect(error.sqlState).toBe('22P02');
      expect(error.message).toBe(
        'A database query failed: SQLSTATE 22P02, invalid input syntax for type integer',
      );
      expect(printed(error)).not.toContain(SECRET);
      expect(printed(error)).not.toContain('SELECT');
    });

    test('the 500 log line of a NUL that reached the database holds no parameter value', async () => {
      const { status, body, logged } = await loggedTextOf(opened.driver, 'SELECT $1::text AS t', [
        `${SECRET}\u0000`,
      ]);
      expect(status).toBe(500);
      expect(body).not.toContain(SECRET);
      expect(logged).toContain('SQLSTATE 22021');
      expect(logged).not.toContain(SECRET);
      expect(logged).not.toContain('SELECT');
    });

    test('the database refuses what the edge now refuses: NUL in text, a lone surrogate in JSON', async () => {
      // Why issue 15's requests were 500s: PostgreSQL cannot store either.
      const nul = await opened.driver
        .query('SELECT $1::text', ['a\u0000'])
        .catch((e: unknown) => e);
      expect((nul as StorageQueryError).sqlState).toBe('22021');
      const json = JSON.stringify({ bio: 'a\uD800' });
      const lone = await opened.driver.query('SELECT $1::jsonb', [json]).catch((e: unknown) => e);
      expect((lone as StorageQueryError).sqlState).toBe('22P02');
    });

    test('a transaction that fails on a statement rolls back and reports only the summary', async () => {
      const failing = opened.driver.transaction(async (tx) => {
        await tx.query('SELECT 1');
        await tx.query('SELECT $1::integer', [SECRET]);
      });
      const error = await failing.catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(StorageQueryError);
      expect(printed(error)).not.toContain(SECRET);
    });
  });
}

describeDriver('PGlite', async () => {
  const driver = await openPglite(undefined, readPgliteTemplate(await testPgliteTemplate()));
  return { driver, close: () => driver.close() };
});

// CI installs PostgreSQL (see sqlRepository.postgres.test.ts); elsewhere it may be absent.
if (findPostgresBinaries() !== undefined || process.env.CI === 'true') {
  describeDriver('a PostgreSQL server', async () => {
    const server: PostgresInstance = await startPostgres();
    const driver = await openPostgres(server.url);
    return {
      driver,
      async close() {
        await driver.close();
        await server.stop();
      },
    };
  });
}
