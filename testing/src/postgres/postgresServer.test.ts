import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { findPostgresBinaries, startPostgres, type PostgresInstance } from './postgresServer';

const binDir = findPostgresBinaries();
const requirePostgres = process.env.CI === 'true';
const describeWithPostgres = binDir !== undefined || requirePostgres ? describe : describe.skip;

if (binDir === undefined && !requirePostgres) {
  console.warn(
    'Skipping the PostgreSQL launcher tests: PostgreSQL is not installed ' +
      '(Debian: apt-get install postgresql). CI=true makes this a failure.',
  );
}

function psql(server: PostgresInstance, sql: string): Promise<string> {
  const args = ['-h', '127.0.0.1', '-p', String(server.port), '-U', 'postgres'];
  args.push('-d', 'portico_test', '-tAc', sql);
  return new Promise((resolve, reject) => {
    execFile(join(server.binDir, 'psql'), args, (error, stdout) =>
      error ? reject(error) : resolve(stdout.trim()),
    );
  });
}

describeWithPostgres('startPostgres', () => {
  test('findPostgresBinaries names a folder holding initdb and pg_ctl', () => {
    expect(binDir).toBeDefined();
    expect(existsSync(join(binDir!, 'initdb'))).toBe(true);
    expect(existsSync(join(binDir!, 'pg_ctl'))).toBe(true);
  });

  test('starts a server on 127.0.0.1 that answers select 1, then stops it and removes its folder', async () => {
    const server = await startPostgres();
    let stopped = false;
    try {
      expect(server.url).toBe(`postgres://postgres@127.0.0.1:${server.port}/portico_test`);
      expect(await psql(server, 'select 1')).toBe('1');
      expect(await psql(server, "select current_setting('listen_addresses')")).toBe('127.0.0.1');
      const dataDir = await psql(server, "select current_setting('data_directory')");
      const folder = join(dataDir, '..');
      expect(existsSync(join(folder, 'postgres.log'))).toBe(true);

      await server.stop();
      stopped = true;
      expect(existsSync(folder)).toBe(false);
      await expect(psql(server, 'select 1')).rejects.toThrow();
      await expect(server.stop()).resolves.toBeUndefined(); // a second stop is harmless
    } finally {
      if (!stopped) await server.stop();
    }
  }, 60_000);

  test('two servers run side by side on different ports', async () => {
    const [first, second] = await Promise.all([startPostgres(), startPostgres()]);
    try {
      expect(first.port).not.toBe(second.port);
      expect(await psql(first, 'select 1')).toBe('1');
      expect(await psql(second, 'select 2')).toBe('2');
    } finally {
      await Promise.all([first.stop(), second.stop()]);
    }
  }, 60_000);
});
