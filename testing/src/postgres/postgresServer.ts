/**
 * A throwaway PostgreSQL server for tests: a new cluster in a temporary folder (initdb,
 * trust authentication, no fsync), listening on 127.0.0.1 at a free port with its socket in
 * that folder, and a database `portico_test` in it. `stop()` shuts it down at once and
 * removes the folder. The binaries come from Debian's `postgresql` package
 * (/usr/lib/postgresql/<version>/bin) or the PATH; run as root, the server runs as the
 * `postgres` user (PostgreSQL refuses to run as root). Its output goes to `postgres.log` in
 * the folder.
 */
import { execFile } from 'node:child_process';
import {
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { findFreePort, LOOPBACK_HOST } from '../net/freePort';

export interface PostgresInstance {
  /** postgres://postgres@127.0.0.1:<port>/portico_test (trust authentication: no password). */
  readonly url: string;
  readonly port: number;
  /** The folder holding initdb, pg_ctl and psql. */
  readonly binDir: string;
  /** Stops the server (immediate shutdown) and removes its folder; safe to call twice. */
  stop(): Promise<void>;
}

export class PostgresStartError extends Error {
  override readonly name = 'PostgresStartError';
}

/** The database every started server has. */
export const POSTGRES_TEST_DATABASE = 'portico_test';

const DEBIAN_POSTGRES_ROOT = '/usr/lib/postgresql';
const SERVER_USER = 'postgres';
const PORT_ATTEMPTS = 5;
const COMMAND_TIMEOUT_MS = 60_000;
const START_TIMEOUT_SECONDS = 30;
const LOG_TAIL_CHARS = 4_000;

/**
 * The folder holding initdb and pg_ctl: the highest version under /usr/lib/postgresql, else
 * the first PATH folder with both; undefined when PostgreSQL is not installed.
 */
export function findPostgresBinaries(): string | undefined {
  const hasBoth = (dir: string) =>
    existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl'));
  if (existsSync(DEBIAN_POSTGRES_ROOT)) {
    const versions = readdirSync(DEBIAN_POSTGRES_ROOT)
      .filter((entry) => /^[0-9]+(\.[0-9]+)?$/.test(entry))
      .sort((a, b) => Number(b) - Number(a));
    for (const version of versions) {
      const dir = join(DEBIAN_POSTGRES_ROOT, version, 'bin');
      if (hasBoth(dir)) return dir;
    }
  }
  return (process.env.PATH ?? '').split(delimiter).find((dir) => dir !== '' && hasBoth(dir));
}

/** Creates, starts and fills a new cluster; resolves once `portico_test` accepts queries. */
export async function startPostgres(): Promise<PostgresInstance> {
  const binDir = findPostgresBinaries();
  if (binDir === undefined) {
    throw new PostgresStartError(
      `PostgreSQL is not installed: no initdb and pg_ctl under ${DEBIAN_POSTGRES_ROOT} or on ` +
        `the PATH (Debian: apt-get install postgresql)`,
    );
  }
  const folder = mkdtempSync(join(tmpdir(), 'portico-pg-'));
  const cluster = {
    binDir,
    folder,
    dataDir: join(folder, 'data'),
    socketDir: join(folder, 'socket'),
    logFile: join(folder, 'postgres.log'),
    runAs: await serverUser(),
  };
  const removeOnExit = () => killAndRemove(cluster.dataDir, folder);
  process.once('exit', removeOnExit);
  try {
    mkdirSync(cluster.socketDir);
    if (cluster.runAs)
      for (const dir of [folder, cluster.socketDir]) chownSync(dir, ...cluster.runAs.ids);
    await run(cluster, 'initdb', [
      '-D',
      cluster.dataDir,
      '-A',
      'trust',
      '-U',
      SERVER_USER,
      '--no-sync',
      '-E',
      'UTF8',
      '--locale=C',
    ]);
    const port = await startOnFreePort(cluster);
    await run(cluster, 'psql', [
      '-h',
      LOOPBACK_HOST,
      '-p',
      String(port),
      '-U',
      SERVER_USER,
      '-d',
      'postgres',
      '-v',
      'ON_ERROR_STOP=1',
      '-c',
      `CREATE DATABASE ${POSTGRES_TEST_DATABASE}`,
    ]);
    let stopping: Promise<void> | undefined;
    return {
      url: `postgres://${SERVER_USER}@${LOOPBACK_HOST}:${port}/${POSTGRES_TEST_DATABASE}`,
      port,
      binDir,
      stop() {
        stopping ??= stopCluster(cluster).finally(() => {
          process.removeListener('exit', removeOnExit);
        });
        return stopping;
      },
    };
  } catch (error) {
    process.removeListener('exit', removeOnExit);
    await stopCluster(cluster).catch(() => undefined);
    throw error;
  }
}

interface Cluster {
  readonly binDir: string;
  readonly folder: string;
  readonly dataDir: string;
  readonly socketDir: string;
  readonly logFile: string;
  /** Set when this process is root: run the server as this user. */
  readonly runAs: { readonly ids: [uid: number, gid: number] } | undefined;
}

async function startOnFreePort(cluster: Cluster): Promise<number> {
  let lastError: unknown;
  for (let attempt = 0; attempt < PORT_ATTEMPTS; attempt++) {
    const port = await findFreePort();
    const serverOptions = [
      `-c listen_addresses=${LOOPBACK_HOST}`,
      `-p ${port}`,
      `-k ${cluster.socketDir}`,
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
    ].join(' ');
    try {
      await run(cluster, 'pg_ctl', [
        'start',
        '-w',
        '-t',
        String(START_TIMEOUT_SECONDS),
        '-D',
        cluster.dataDir,
        '-l',
        cluster.logFile,
        '-o',
        serverOptions,
      ]);
      return port;
    } catch (error) {
      lastError = error;
      // A port found free can be taken before the server binds it: retry on another one.
      if (!/could not (bind|create listen)|address already in use/i.test(logTail(cluster)))
        throw error;
    }
  }
  throw lastError;
}

async function stopCluster(cluster: Cluster): Promise<void> {
  try {
    if (existsSync(join(cluster.dataDir, 'postmaster.pid'))) {
      await run(cluster, 'pg_ctl', ['stop', '-w', '-m', 'immediate', '-D', cluster.dataDir]);
    }
  } finally {
    rmSync(cluster.folder, { recursive: true, force: true });
  }
}

/** Runs one of the PostgreSQL programs, as the server user when this process is root. */
function run(cluster: Cluster, program: string, args: readonly string[]): Promise<string> {
  const path = join(cluster.binDir, program);
  const [file, fileArgs] = cluster.runAs
    ? ['runuser', ['-u', SERVER_USER, '--', path, ...args]]
    : [path, [...args]];
  return new Promise((resolve, reject) => {
    // cwd: the folder, which the server user can enter (root's cwd may be closed to it).
    execFile(
      file,
      fileArgs,
      { cwd: cluster.folder, timeout: COMMAND_TIMEOUT_MS },
      (error, stdout, stderr) => {
        if (!error) {
          resolve(stdout);
          return;
        }
        const log = logTail(cluster);
        reject(
          new PostgresStartError(
            `${program} ${args.join(' ')} failed: ${error.message}\n${stderr}${log ? `\n--- postgres.log\n${log}` : ''}`,
            { cause: error },
          ),
        );
      },
    );
  });
}

function logTail(cluster: Cluster): string {
  try {
    return readFileSync(cluster.logFile, 'utf8').slice(-LOG_TAIL_CHARS);
  } catch {
    return '';
  }
}

/** As root, the uid and gid of the `postgres` user (the server may not run as root). */
async function serverUser(): Promise<Cluster['runAs']> {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) =>
    new Promise<number>((resolve, reject) => {
      execFile('id', [flag, SERVER_USER], (error, stdout) => {
        if (error) {
          reject(
            new PostgresStartError(
              `running as root, PostgreSQL needs the ${SERVER_USER} user, which does not exist ` +
                `(Debian's postgresql package creates it)`,
              { cause: error },
            ),
          );
        } else resolve(Number(stdout.trim()));
      });
    });
  return { ids: [await id('-u'), await id('-g')] };
}

/** On process exit (no async work possible): stop the server at once, remove the folder. */
function killAndRemove(dataDir: string, folder: string): void {
  try {
    const pid = Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    if (Number.isInteger(pid) && pid > 0) process.kill(pid, 'SIGQUIT'); // immediate shutdown
  } catch {
    // not running
  }
  rmSync(folder, { recursive: true, force: true });
}
