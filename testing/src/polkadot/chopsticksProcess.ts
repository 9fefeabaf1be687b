/**
 * One throwaway chopsticks process: a chain built from a raw genesis file with instant blocks
 * (one block per extrinsic), on 127.0.0.1 at a free port (HTTP and WebSocket JSON-RPC share
 * it), its output to a log file in a temporary folder (never an undrained pipe). Ready once the
 * port answers a JSON-RPC call; a process that dies first fails with its log's tail. `stop()`
 * SIGKILLs it (a throwaway chain has nothing to save) and removes the folder.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findFreePort, LOOPBACK_HOST } from '../net/freePort';
import { jsonRpc } from './jsonRpc';

export class ChopsticksStartError extends Error {
  override readonly name = 'ChopsticksStartError';
}

export interface ChopsticksProcess {
  readonly port: number;
  readonly httpUrl: string;
  readonly wsUrl: string;
  readonly pid: number;
  /** The last few KB of chopsticks' output. */
  logTail(): string;
  /** SIGKILL, wait for the exit, remove the temporary folder; safe to call twice. */
  stop(): Promise<void>;
}

export interface ChopsticksStartOptions {
  /** `node_modules/.bin/chopsticks` of tools/chopsticks. */
  readonly binary: string;
  /** The raw chain spec (JSON text): written to the temporary folder for `--genesis`. */
  readonly chainSpec: string;
  /** The `--import-storage` file's content (JSON). */
  readonly importStorage: string;
  readonly readyTimeoutMs?: number;
}

const PORT_ATTEMPTS = 5;
// ~3 s on an idle 2-core machine; 15 s seen with eight test processes running beside it.
const DEFAULT_READY_TIMEOUT_MS = 120_000;
const READY_POLL_MS = 100;
const LOG_TAIL_CHARS = 4_000;

export async function startChopsticks(options: ChopsticksStartOptions): Promise<ChopsticksProcess> {
  const dir = mkdtempSync(join(tmpdir(), 'portico-dot-'));
  const removeDir = () => rmSync(dir, { recursive: true, force: true });
  process.once('exit', removeDir);
  try {
    writeFileSync(join(dir, 'genesis.json'), options.chainSpec);
    writeFileSync(join(dir, 'storage.json'), options.importStorage);
    let lastError: unknown;
    for (let attempt = 0; attempt < PORT_ATTEMPTS; attempt++) {
      try {
        return await startOnce(options, dir, await findFreePort(), removeDir);
      } catch (error) {
        lastError = error;
        // Only a port taken between findFreePort and the bind is worth another try.
        if (!/EADDRINUSE|address already in use/i.test(String(error))) break;
      }
    }
    throw lastError;
  } catch (error) {
    process.removeListener('exit', removeDir);
    removeDir();
    throw error;
  }
}

async function startOnce(
  options: ChopsticksStartOptions,
  dir: string,
  port: number,
  removeDir: () => void,
): Promise<ChopsticksProcess> {
  const logFile = join(dir, `chopsticks-${port}.log`);
  const logFd = openSync(logFile, 'w');
  let child: ChildProcess;
  try {
    child = spawn(
      options.binary,
      [
        `--genesis=${join(dir, 'genesis.json')}`,
        `--import-storage=${join(dir, 'storage.json')}`,
        '--build-block-mode=Instant',
        `--host=${LOOPBACK_HOST}`,
        `--port=${port}`,
      ],
      // cwd: chopsticks reads a .env file from its working directory (dotenv). Its options
      // also come from the environment, over the command line (a PORT meant for a web page
      // would win over --port): the child gets only what it needs.
      { cwd: dir, stdio: ['ignore', logFd, logFd], env: chopsticksEnvironment() },
    );
  } finally {
    closeSync(logFd);
  }
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  child.unref();
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
  const spawnFailed = new Promise<Error>((resolve) => child.once('error', resolve));
  const logTail = () => {
    try {
      return readFileSync(logFile, 'utf8').slice(-LOG_TAIL_CHARS);
    } catch {
      return '';
    }
  };
  const httpUrl = `http://${LOOPBACK_HOST}:${port}`;
  let stopping: Promise<void> | undefined;
  const kill = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    if (child.pid !== undefined) await exited;
    process.removeListener('exit', killOnExit);
  };
  const stop = () => {
    stopping ??= (async () => {
      await kill();
      process.removeListener('exit', removeDir);
      removeDir();
    })();
    return stopping;
  };
  try {
    await waitReady(httpUrl, exited, spawnFailed, logTail, options.readyTimeoutMs);
  } catch (error) {
    await kill();
    throw error;
  }
  return { port, httpUrl, wsUrl: `ws://${LOOPBACK_HOST}:${port}`, pid: child.pid!, logTail, stop };
}

/** Polls `chain_getBlockHash(0)` until it answers, the process exits, or the time is up. */
async function waitReady(
  httpUrl: string,
  exited: Promise<void>,
  spawnFailed: Promise<Error>,
  logTail: () => string,
  timeoutMs = DEFAULT_READY_TIMEOUT_MS,
): Promise<void> {
  let gone: string | undefined;
  void exited.then(() => (gone ??= 'chopsticks exited before it was ready'));
  void spawnFailed.then((error) => (gone ??= `chopsticks did not start: ${error.message}`));
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (gone !== undefined) throw new ChopsticksStartError(`${gone}:\n${logTail()}`);
    try {
      await jsonRpc(httpUrl, 'chain_getBlockHash', [0], 2_000);
      return;
    } catch {
      // Not listening yet (or still loading the runtime): ask again.
    }
    if (Date.now() > deadline) {
      throw new ChopsticksStartError(
        `chopsticks did not answer on ${httpUrl} within ${timeoutMs / 1000} s:\n${logTail()}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, READY_POLL_MS));
  }
}

/** The process environment without the variables chopsticks would read as its options. */
function chopsticksEnvironment(): NodeJS.ProcessEnv {
  const { PORT: _port, HOST: _host, ...rest } = process.env;
  return { ...rest, LOG_LEVEL: 'info' };
}
