/**
 * The browser tests load the BUILT demo (examples/demo/dist), as a visitor does. This builds it
 * with Vite's build() API and examples/demo/vite.config.ts when dist is missing or older than
 * the sources it is made of. Jest runs test files in parallel workers: a lock folder lets one
 * worker build while the others wait, and the build goes to a temporary folder renamed into
 * place, so nobody serves a half-written dist.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const REPOSITORY_ROOT = resolve(__dirname, '..', '..', '..', '..');
export const DEMO_ROOT = join(REPOSITORY_ROOT, 'examples', 'demo');
export const DEMO_DIST = join(DEMO_ROOT, 'dist');
const LOCK = join(DEMO_ROOT, '.dist-build.lock');
const LOCK_STALE_MS = 5 * 60_000;
const BUILD_WAIT_MS = 5 * 60_000;

/** What the built page is made of (tests and the Node-only stack excluded). */
const SOURCES = [
  join(DEMO_ROOT, 'index.html'),
  join(DEMO_ROOT, 'vite.config.ts'),
  join(DEMO_ROOT, 'src'),
  join(REPOSITORY_ROOT, 'core', 'src'),
  join(REPOSITORY_ROOT, 'ui-react', 'src'),
  join(REPOSITORY_ROOT, 'adapters', 'evm-common', 'src'),
  join(REPOSITORY_ROOT, 'adapters', 'evm-viem', 'src'),
  join(REPOSITORY_ROOT, 'adapters', 'solana', 'src'),
  join(REPOSITORY_ROOT, 'adapters', 'bitcoin', 'src'),
  join(REPOSITORY_ROOT, 'adapters', 'polkadot', 'src'),
  join(REPOSITORY_ROOT, 'connectors', 'walletconnect', 'src'),
  join(REPOSITORY_ROOT, 'features', 'wallet-guide', 'src'),
  join(REPOSITORY_ROOT, 'features', 'receive', 'src'),
  join(REPOSITORY_ROOT, 'features', 'siwx', 'src'),
  join(REPOSITORY_ROOT, 'testing', 'src', 'evm'),
  join(REPOSITORY_ROOT, 'testing', 'src', 'solana'),
  join(REPOSITORY_ROOT, 'testing', 'src', 'bitcoin', 'wallet'),
  join(REPOSITORY_ROOT, 'testing', 'src', 'walletStandard'),
  join(REPOSITORY_ROOT, 'testing', 'src', 'bitcoinWallet.ts'),
  join(REPOSITORY_ROOT, 'testing', 'src', 'polkadot', 'wallet'),
  join(REPOSITORY_ROOT, 'testing', 'src', 'polkadotWallet.ts'),
];
const NOT_IN_THE_PAGE = /(\.test\.tsx?$|__fixtures__|[/\\]browser$|[/\\]stack$)/;

function newestMtimeMs(path: string): number {
  if (!existsSync(path) || NOT_IN_THE_PAGE.test(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path))
    newest = Math.max(newest, newestMtimeMs(join(path, entry)));
  return newest;
}

function builtAtMs(): number | undefined {
  const index = join(DEMO_DIST, 'index.html');
  return existsSync(index) ? statSync(index).mtimeMs : undefined;
}

/** Why dist must be (re)built, or undefined when it is up to date. */
export function demoBuildReason(): string | undefined {
  const built = builtAtMs();
  if (built === undefined) return 'examples/demo/dist is missing';
  return Math.max(...SOURCES.map(newestMtimeMs)) > built
    ? 'examples/demo/dist is older than its sources'
    : undefined;
}

// Runs in a child process: Vite is ESM-only and Jest's workers load CommonJS.
const BUILD_SCRIPT = `
const [configFile, root, outDir] = process.argv.slice(1);
const { build } = await import('vite');
await build({ configFile, root, logLevel: 'warn', build: { outDir, emptyOutDir: true } });
`;

function runViteBuild(outDir: string): Promise<void> {
  const args = ['--input-type=module', '-e', BUILD_SCRIPT];
  args.push(join(DEMO_ROOT, 'vite.config.ts'), DEMO_ROOT, outDir);
  return new Promise((resolveBuild, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: REPOSITORY_ROOT,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolveBuild()
        : reject(new Error(`vite build of examples/demo failed (exit ${code}):\n${stderr}`)),
    );
  });
}

function tryLock(): boolean {
  try {
    mkdirSync(LOCK);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    if (Date.now() - statSync(LOCK).mtimeMs > LOCK_STALE_MS) {
      rmSync(LOCK, { recursive: true, force: true });
      return tryLock();
    }
    return false;
  }
}

async function buildUnderLock(): Promise<void> {
  const outDir = join(DEMO_ROOT, `.dist-building-${process.pid}`);
  try {
    await runViteBuild(outDir);
    const old = join(DEMO_ROOT, `.dist-old-${process.pid}`);
    if (existsSync(DEMO_DIST)) renameSync(DEMO_DIST, old);
    renameSync(outDir, DEMO_DIST);
    rmSync(old, { recursive: true, force: true });
  } finally {
    rmSync(outDir, { recursive: true, force: true });
    rmSync(LOCK, { recursive: true, force: true });
  }
}

/** Makes sure examples/demo/dist is built and current; returns its path. */
export async function ensureDemoBuilt(): Promise<string> {
  const deadline = Date.now() + BUILD_WAIT_MS;
  for (;;) {
    if (tryLock()) {
      if (demoBuildReason() === undefined) {
        rmSync(LOCK, { recursive: true, force: true });
      } else {
        await buildUnderLock();
      }
      return DEMO_DIST;
    }
    // Another worker is building: wait for it.
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${LOCK} to go`);
    await new Promise((resolveWait) => setTimeout(resolveWait, 250));
  }
}
