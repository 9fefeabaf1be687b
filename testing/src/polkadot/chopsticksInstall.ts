/**
 * chopsticks lives in its own npm package, tools/chopsticks (not a workspace: its @polkadot
 * libraries are the 13.x/16.4 line, Portico's are 14.x/16.5, and two copies of
 * @polkadot/types-codec in one tree break signing). It is installed on demand, once per
 * clone: `ensureChopsticks()` runs `npm ci` in it when it is not installed (or its lock file
 * changed since), under a lock that parallel Jest workers and the demo share, so only one of
 * them installs and the others wait for it.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

export class ChopsticksInstallError extends Error {
  override readonly name = 'ChopsticksInstallError';
}

/** Where chopsticks is: the tool's folder, its binary, its marker of a finished install. */
export interface ChopsticksPaths {
  readonly toolDir: string;
  readonly binary: string;
  /** Written after a successful `npm ci`: the sha256 of the package-lock.json it installed. */
  readonly marker: string;
  readonly lockFile: string;
}

const INSTALL_TIMEOUT_MS = 15 * 60_000;
const LOCK_POLL_MS = 250;
const LOG_EXCERPT_CHARS = 3_000;

/**
 * The tool's folder: $PORTICO_CHOPSTICKS_DIR, else the nearest `tools/chopsticks` above this
 * file (Jest, esbuild-register), above the running script (the demo's bundled stack has no
 * `__dirname`: scripts/demo.mjs), or above the working directory.
 */
export function chopsticksPaths(): ChopsticksPaths {
  const fromEnv = process.env.PORTICO_CHOPSTICKS_DIR;
  const toolDir = fromEnv ?? findToolDir();
  return {
    toolDir,
    binary: join(toolDir, 'node_modules', '.bin', 'chopsticks'),
    marker: join(toolDir, 'node_modules', '.portico-installed'),
    lockFile: join(toolDir, 'package-lock.json'),
  };
}

function findToolDir(): string {
  const starts = [
    typeof __dirname === 'string' ? __dirname : undefined,
    process.argv[1] ? dirname(process.argv[1]) : undefined,
    process.cwd(),
  ];
  for (const start of starts) {
    if (start === undefined) continue;
    for (let dir = start; ; dir = dirname(dir)) {
      const candidate = join(dir, 'tools', 'chopsticks');
      if (existsSync(join(candidate, 'package.json'))) return candidate;
      if (dirname(dir) === dir) break;
    }
  }
  throw new ChopsticksInstallError(
    `tools/chopsticks not found above ${process.cwd()} (set PORTICO_CHOPSTICKS_DIR)`,
  );
}

function lockHash(paths: ChopsticksPaths): string {
  return createHash('sha256').update(readFileSync(paths.lockFile)).digest('hex');
}

/** Installed, and from the current package-lock.json. */
export function isChopsticksInstalled(paths = chopsticksPaths()): boolean {
  if (!existsSync(paths.binary) || !existsSync(paths.marker)) return false;
  return readFileSync(paths.marker, 'utf8').trim() === lockHash(paths);
}

/**
 * Installs tools/chopsticks when needed and resolves with its paths. A fresh install takes
 * 1.5-3 minutes (353 packages, ~265 MB); afterwards this costs a few file reads. The event loop
 * keeps running meanwhile (the demo's other servers start beside it).
 */
export async function ensureChopsticks(): Promise<ChopsticksPaths> {
  const paths = chopsticksPaths();
  if (isChopsticksInstalled(paths)) return paths;
  const lock = installLock(paths.toolDir);
  let release = lock.tryAcquire();
  while (release === undefined) {
    await new Promise((resolve) => setTimeout(resolve, LOCK_POLL_MS));
    release = lock.tryAcquire();
  }
  try {
    // Another process may have installed it while this one waited for the lock.
    if (!isChopsticksInstalled(paths)) await npmCi(paths);
  } finally {
    release();
  }
  return paths;
}

/**
 * `ensureChopsticks()` blocking the thread: for Jest's collection phase, where
 * `describeWithChopsticks` decides between running and skipping before any test runs.
 */
export function ensureChopsticksSync(): ChopsticksPaths {
  const paths = chopsticksPaths();
  if (isChopsticksInstalled(paths)) return paths;
  const lock = installLock(paths.toolDir);
  const pause = new Int32Array(new SharedArrayBuffer(4));
  let release = lock.tryAcquire();
  while (release === undefined) {
    Atomics.wait(pause, 0, 0, LOCK_POLL_MS);
    release = lock.tryAcquire();
  }
  try {
    if (!isChopsticksInstalled(paths)) npmCiSync(paths);
  } finally {
    release();
  }
  return paths;
}

/** The install lock of a tool folder (one per clone). */
export function installLockDir(toolDir: string): string {
  const name = createHash('sha256').update(toolDir).digest('hex').slice(0, 16);
  return join(tmpdir(), `portico-chopsticks-install-${name}.lock`);
}

/**
 * A lock folder in the temporary directory (not in node_modules, which `npm ci` deletes), named
 * after the tool's folder; `mkdir` is atomic. It holds the owner's pid: a lock whose owner died
 * (a killed Jest worker) is taken over. `tryAcquire` gives the release function, or undefined
 * while another live process holds it (and throws once it has waited too long).
 */
function installLock(toolDir: string): { tryAcquire(): (() => void) | undefined } {
  const lockDir = installLockDir(toolDir);
  const ownerFile = join(lockDir, 'owner');
  const deadline = Date.now() + INSTALL_TIMEOUT_MS;
  const tryAcquire = (): (() => void) | undefined => {
    try {
      mkdirSync(lockDir);
      writeFileSync(ownerFile, String(process.pid));
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.removeListener('exit', release);
        rmSync(lockDir, { recursive: true, force: true });
      };
      process.once('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    if (lockOwnerIsGone(ownerFile)) {
      rmSync(lockDir, { recursive: true, force: true });
      return tryAcquire();
    }
    if (Date.now() > deadline) {
      throw new ChopsticksInstallError(
        `waited ${INSTALL_TIMEOUT_MS / 60_000} min for another install of tools/chopsticks ` +
          `(lock ${lockDir})`,
      );
    }
    return undefined;
  };
  return { tryAcquire };
}
function lockOwnerIsGone(ownerFile: string): boolean {
  let pid: number;
  try {
    pid = Number(readFileSync(ownerFile, 'utf8'));
  } catch {
    // Between the owner's mkdir and its write: not gone.
    return false;
  }
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

/**
 * The npm settings a child npm may inherit: where packages come from and the cache. The rest
 * of `npm_*` (set when this runs under `npm test` or `npm run demo`: the workspace, the
 * prefix, the command) would make `npm ci --prefix tools/chopsticks` act on something else.
 */
const INHERITED_NPM_CONFIG =
  /^npm_config_(registry|cache|userconfig|globalconfig|cafile|ca|proxy|https_proxy|noproxy|strict_ssl|prefer_offline|offline)$/i;

function npmEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (/^npm_/i.test(key) && !INHERITED_NPM_CONFIG.test(key)) continue;
    env[key] = value;
  }
  return env;
}

/**
 * `npm ci --prefix <tool> --no-audit --no-fund --ignore-scripts`, output to a log file. No
 * package in the tree needs an install script (sqlite3's, the only one, builds a binding that
 * chopsticks loads only with --db; npm 10 would run it and fail offline).
 */
function npmCiArgs(paths: ChopsticksPaths): string[] {
  return ['ci', '--prefix', paths.toolDir, '--no-audit', '--no-fund', '--ignore-scripts'];
}

function npmCiLog(): { logFile: string; logFd: number } {
  const logFile = join(tmpdir(), `portico-chopsticks-npm-ci-${process.pid}.log`);
  return { logFile, logFd: openSync(logFile, 'w') };
}

function finishNpmCi(paths: ChopsticksPaths, logFile: string, failure: string | undefined): void {
  const log = readFileSync(logFile, 'utf8');
  rmSync(logFile, { force: true });
  if (failure !== undefined || !existsSync(paths.binary)) {
    throw new ChopsticksInstallError(
      `npm ${npmCiArgs(paths).join(' ')} failed (${failure ?? 'no chopsticks binary after it'}):\n` +
        logExcerpt(log),
    );
  }
  writeFileSync(paths.marker, `${lockHash(paths)}\n`);
}

/** npm's reason comes first and a usage text can follow it: its head and its tail. */
function logExcerpt(log: string): string {
  if (log.length <= LOG_EXCERPT_CHARS) return log;
  const half = LOG_EXCERPT_CHARS / 2;
  return `${log.slice(0, half)}\n[…]\n${log.slice(-half)}`;
}

async function npmCi(paths: ChopsticksPaths): Promise<void> {
  const { logFile, logFd } = npmCiLog();
  let exit: Promise<string | undefined>;
  try {
    const child = spawn('npm', npmCiArgs(paths), {
      cwd: paths.toolDir,
      env: npmEnv(),
      stdio: ['ignore', logFd, logFd],
    });
    exit = new Promise((resolve) => {
      child.once('error', (error) => resolve(error.message));
      child.once('exit', (code) => resolve(code === 0 ? undefined : `exit ${code}`));
    });
  } finally {
    closeSync(logFd);
  }
  finishNpmCi(paths, logFile, await exit);
}

function npmCiSync(paths: ChopsticksPaths): void {
  const { logFile, logFd } = npmCiLog();
  let failure: string | undefined;
  try {
    const result = spawnSync('npm', npmCiArgs(paths), {
      cwd: paths.toolDir,
      env: npmEnv(),
      stdio: ['ignore', logFd, logFd],
      timeout: INSTALL_TIMEOUT_MS,
    });
    if (result.error) failure = result.error.message;
    else if (result.status !== 0) failure = `exit ${result.status ?? result.signal}`;
  } finally {
    closeSync(logFd);
  }
  finishNpmCi(paths, logFile, failure);
}
