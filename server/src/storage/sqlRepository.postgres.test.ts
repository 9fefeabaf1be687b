import { findPostgresBinaries, startPostgres, type PostgresInstance } from '@portico/testing';
import { randomUUID } from 'node:crypto';
import { StorageError } from '../errors';
import { migrate } from './migrations';
import { openDatabase } from './openDatabase';
import { openPostgres, redactPassword } from './postgresDriver';
import { describeRepository } from './__fixtures__/repositoryBehaviour';
import { describeSqlDriver } from './__fixtures__/sqlDriverBehaviour';
import type { SqlDriver } from './sqlDriver';
import { createSqlRepository } from './sqlRepository';

// CI installs PostgreSQL (Debian's postgresql package), so there a missing server fails the
// suite; elsewhere it is skipped with a message.
const postgresInstalled = findPostgresBinaries() !== undefined;
const postgresRequired = process.env.CI === 'true';
const describeOnPostgres = postgresInstalled || postgresRequired ? describe : describe.skip;
if (!postgresInstalled && !postgresRequired) {
  console.warn(
    'Skipping the PostgreSQL storage tests: PostgreSQL is not installed ' +
      '(Debian: apt-get install postgresql). With CI=true they fail instead.',
  );
}

const START_TIMEOUT_MS = 60_000;

describeOnPostgres('storage on a PostgreSQL server', () => {
  let server: PostgresInstance;
  let admin: SqlDriver;
  beforeAll(async () => {
    server = await startPostgres();
    admin = await openPostgres(server.url);
  }, START_TIMEOUT_MS);
  afterAll(async () => {
    await admin?.close();
    await server?.stop();
  });

  /** A new empty database on the server; its URL. */
  async function createDatabase(): Promise<{ name: string; url: string }> {
    const name = `portico_${randomUUID().replaceAll('-', '')}`;
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(server.url);
    url.pathname = `/${name}`;
    return { name, url: url.toString() };
  }

  describeRepository('createSqlRepository on PostgreSQL', async () => {
    const { url } = await createDatabase();
    const driver = await openDatabase({ driver: 'postgres', url });
    await migrate(driver);
    return createSqlRepository(driver);
  });

  describeSqlDriver('the PostgreSQL driver and migrations', async () => {
    const { name, url } = await createDatabase();
    const connections: SqlDriver[] = [];
    return {
      async connect() {
        const connection = await openPostgres(url);
        connections.push(connection);
        return connection;
      },
      async dispose() {
        await Promise.all(connections.map((connection) => connection.close()));
        await admin.query(`DROP DATABASE ${name}`);
      },
    };
  });

  test('openDatabase opens a PostgreSQL driver for a postgres URL', async () => {
    const driver = await openDatabase({ driver: 'postgres', url: server.url });
    try {
      expect(driver.kind).toBe('postgres');
      expect(await driver.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
    } finally {
      await driver.close();
      await driver.close(); // closing twice is harmless
    }
  });

  test('a transaction gives its client back to the pool, also when it fails', async () => {
    const { url } = await createDatabase();
    const driver = await openPostgres(url);
    try {
      // More transactions than the pool has clients (10): a leaked client would hang here.
      for (let i = 0; i < 25; i++) {
        await expect(
          driver.transaction(async (tx) => {
            await tx.query('SELECT 1');
            throw new Error(`failure ${i}`);
          }),
        ).rejects.toThrow(`failure ${i}`);
      }
      const results = await Promise.all(
        Array.from({ length: 25 }, (_, i) =>
          driver.transaction(async (tx) => {
            const [row] = await tx.query<{ n: number }>('SELECT $1::integer AS n', [i]);
            return row?.n;
          }),
        ),
      );
      expect(results).toEqual(Array.from({ length: 25 }, (_, i) => i));
    } finally {
      await driver.close();
    }
  });

  test('a server that does not answer gives a StorageError naming the URL without its password', async () => {
    const url = `postgres://portico:secret@127.0.0.1:${server.port + 1}/nothing`;
    const opening = openPostgres(url);
    await expect(opening).rejects.toThrow(StorageError);
    await expect(opening).rejects.toThrow(redactPassword(url));
    await expect(opening).rejects.not.toThrow('secret');
  });
});
