/**
 * ensureChopsticks' bookkeeping on stand-in tool folders (no chopsticks in them): what counts
 * as installed, the lock shared with other processes, and a failed `npm ci` (real npm, on a
 * package.json its lock file does not match, which fails before any download).
 */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  ChopsticksInstallError,
  ensureChopsticks,
  ensureChopsticksSync,
  installLockDir,
  isChopsticksInstalled,
  type ChopsticksPaths,
} from './chopsticksInstall';
import { chopsticksUnavailableReason } from './describeWithChopsticks';

const LOCK_TEXT = '{"name":"stand-in","lockfileVersion":3,"requires":true,"packages":{}}\n';
let toolDir: string;
let paths: ChopsticksPaths;
const savedDir = process.env.PORTICO_CHOPSTICKS_DIR;

beforeEach(() => {
  toolDir = mkdtempSync(join(tmpdir(), 'portico-chop-tool-'));
  // Its lock lists nothing while package.json wants a package: `npm ci` refuses at once.
  writeFileSync(
    join(toolDir, 'package.json'),
    '{"name":"stand-in","version":"0.0.0","private":true,"dependencies":{"left-pad":"1.3.0"}}\n',
  );
  writeFileSync(join(toolDir, 'package-lock.json'), LOCK_TEXT);
  process.env.PORTICO_CHOPSTICKS_DIR = toolDir;
  paths = {
    toolDir,
    binary: join(toolDir, 'node_modules', '.bin', 'chopsticks'),
    marker: join(toolDir, 'node_modules', '.portico-installed'),
    lockFile: join(toolDir, 'package-lock.json'),
  };
});

afterEach(() => {
  if (savedDir === undefined) delete process.env.PORTICO_CHOPSTICKS_DIR;
  else process.env.PORTICO_CHOPSTICKS_DIR = savedDir;
  rmSync(installLockDir(toolDir), { recursive: true, force: true });
  rmSync(toolDir, { recursive: true, force: true });
});

/** What a finished install leaves: the binary and the marker naming the lock file's hash. */
function markInstalled(lockText = LOCK_TEXT): void {
  mkdirSync(join(toolDir, 'node_modules', '.bin'), { recursive: true });
  writeFileSync(paths.binary, '');
  writeFileSync(paths.marker, createHash('sha256').update(lockText).digest('hex'));
}

test('installed means the binary and a marker of the current package-lock.json', async () => {
  expect(isChopsticksInstalled(paths)).toBe(false);
  markInstalled('{"an":"older lock"}');
  expect(isChopsticksInstalled(paths)).toBe(false);
  markInstalled();
  expect(isChopsticksInstalled(paths)).toBe(true);
  await expect(ensureChopsticks()).resolves.toEqual(paths);
});

test('a failed npm ci fails with its output', async () => {
  const install = ensureChopsticks();
  await expect(install).rejects.toThrow(ChopsticksInstallError);
  await expect(install).rejects.toThrow(
    /npm ci --prefix .* failed \(exit \d+\):\n[\s\S]*Missing: left-pad/,
  );
});

test("waits while another live process holds the lock, and takes that process's install", async () => {
  const lockDir = installLockDir(toolDir);
  mkdirSync(lockDir);
  writeFileSync(join(lockDir, 'owner'), String(process.pid));
  // It sees the lock at once (before its first await) and waits; npm ci here would fail.
  const install = ensureChopsticks();
  // The holder finishes: its install is there, its lock goes.
  markInstalled();
  rmSync(lockDir, { recursive: true });
  await expect(install).resolves.toEqual(paths);
});

test('takes over a lock whose owner is gone (and installs itself)', async () => {
  const lockDir = installLockDir(toolDir);
  mkdirSync(lockDir);
  // A pid above Linux's pid_max (2^22): no such process.
  writeFileSync(join(lockDir, 'owner'), String(2 ** 22 + 1));
  await expect(ensureChopsticks()).rejects.toThrow(/npm ci --prefix .* failed/);
});

test('the blocking variant (for Jest collection) installs the same way', () => {
  expect(() => ensureChopsticksSync()).toThrow(/npm ci --prefix .* failed \(exit \d+\)/);
  markInstalled();
  expect(ensureChopsticksSync()).toEqual(paths);
});

test("describeWithChopsticks' reason to skip is the install's failure", () => {
  expect(chopsticksUnavailableReason()).toMatch(
    /npm ci --prefix .* failed[\s\S]*Missing: left-pad/,
  );
  markInstalled();
  expect(chopsticksUnavailableReason()).toBeUndefined();
});
