/**
 * The README's first command, run the way a newcomer runs it: `npm run demo` in a child process
 * (the same npm script, no test-only entry), its printed URL loaded in Chromium, the wallet list
 * opened, then Ctrl+C (SIGINT to the process group, as a terminal sends it). Every process the
 * demo started must be gone and every port it listened on free afterwards.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import {
  describeInChromium,
  eventually,
  HEALTHY_PAGE,
  launchChromium,
  openGuardedPage,
} from '@portico/testing/chromium';
import type { Browser } from 'playwright-core';
import { ensureDemoBuilt } from './ensureDemoBuilt';
import { demoPage } from './demoPage';

const REPOSITORY_ROOT = resolve(__dirname, '..', '..', '..', '..');
const RUNNING_DIR = join(REPOSITORY_ROOT, 'node_modules', '.cache', 'portico-demo');
const DEMO_URL_LINE = /Portico demo: (http:\/\/127\.0\.0\.1:(\d+)\/)/;

jest.setTimeout(240_000);

interface RunningDemo {
  readonly child: ChildProcess;
  readonly url: string;
  readonly port: number;
  output(): string;
  /** Resolves when npm has exited and every process holding its output (the demo) has too. */
  readonly closed: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** `npm run demo` in its own process group; resolves once it prints its URL. */
function startReadmeDemo(env: NodeJS.ProcessEnv = {}): Promise<RunningDemo> {
  const child = spawn('npm', ['run', 'demo'], {
    cwd: REPOSITORY_ROOT,
    // PORT=0: a free port, so a demo someone left running on 5173 does not get in the way.
    env: { ...process.env, PORT: '0', ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const closed = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>(
    (resolveClose) => child.on('close', (code, signal) => resolveClose({ code, signal })),
  );
  return new Promise((resolveStart, reject) => {
    let started = false;
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = DEMO_URL_LINE.exec(output);
      if (started || match === null) return;
      started = true;
      resolveStart({ child, url: match[1]!, port: Number(match[2]), output: () => output, closed });
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    void closed.then(({ code }) => reject(new Error(`npm run demo exited (${code}):\n${output}`)));
  });
}

/** Every process below `pid`, read from /proc (Linux). */
function descendantsOf(pid: number): number[] {
  const parents = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // it ended while we looked
    }
    // "pid (comm) state ppid ...": comm may hold spaces and parentheses.
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    parents.set(ppid, [...(parents.get(ppid) ?? []), Number(entry)]);
  }
  const found: number[] = [];
  const queue = [pid];
  while (queue.length > 0) {
    for (const child of parents.get(queue.shift()!) ?? []) {
      found.push(child);
      queue.push(child);
    }
  }
  return found;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolveFree) => {
    const server = createServer();
    server.once('error', () => resolveFree(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolveFree(true)));
  });
}

function portOf(url: string): number {
  return Number(new URL(url).port);
}

/** `npm run demo:wallet` with `args`, against the demo on `port`; its exit code and output. */
function runDemoWallet(
  port: number,
  args: string[],
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolveRun, reject) => {
    const child = spawn('npm', ['run', 'demo:wallet', '--', ...args], {
      cwd: REPOSITORY_ROOT,
      env: { ...process.env, PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => resolveRun({ code, output }));
  });
}

describeInChromium('npm run demo, as the README says', () => {
  let demo: RunningDemo | undefined;
  let browser: Browser | undefined;

  beforeAll(async () => {
    // The browser tests build examples/demo/dist under a lock; building it here first keeps the
    // demo script from building the same folder at the same time as another test file.
    await ensureDemoBuilt();
    [demo, browser] = await Promise.all([startReadmeDemo(), launchChromium()]);
  });

  afterAll(async () => {
    await browser?.close();
    if (demo !== undefined && demo.child.exitCode === null && demo.child.pid !== undefined) {
      try {
        process.kill(-demo.child.pid, 'SIGKILL');
      } catch {
        // the group has gone already
      }
    }
  });

  test('serves the app: the page loads and the modal lists the wallets, with nothing requested off the machine', async () => {
    const guarded = await openGuardedPage(browser!);
    await guarded.page.goto(demo!.url);
    const page = demoPage(guarded.page);
    await page.connectButton().click();
    const dialog = guarded.page.getByRole('dialog');
    await dialog.getByRole('button', { name: /Portico Demo Wallet/ }).waitFor();
    await dialog
      .getByRole('button', { name: /WalletConnect/ })
      .first()
      .waitFor();
    expect(guarded.health()).toEqual(HEALTHY_PAGE);
    await guarded.close();
  });

  test('npm run demo:wallet with a malformed link exits with a clear message', async () => {
    const { code, output } = await runDemoWallet(demo!.port, ['wc:not-a-link']);
    expect(code).not.toBe(0);
    expect(output).toContain(
      'The wallet could not pair: That is not a WalletConnect link: copy it with "Copy link" in the modal',
    );
  });

  test('Ctrl+C stops every process the demo started and frees every port it listened on', async () => {
    const { child, port } = demo!;
    const runningFile = join(RUNNING_DIR, `running-${port}.json`);
    const running = JSON.parse(readFileSync(runningFile, 'utf8')) as {
      url: string;
      relayUrl: string;
      serverUrl: string;
      solanaRpcUrl: string;
      /** Absent when the demo runs without its Bitcoin side (no litecoind). */
      bitcoinEsploraUrl?: string;
      bitcoinRpcUrl?: string;
      chains: { rpcUrl: string }[];
    };
    const ports = [
      port,
      portOf(running.relayUrl),
      portOf(running.serverUrl),
      portOf(running.solanaRpcUrl),
      ...[running.bitcoinEsploraUrl, running.bitcoinRpcUrl].flatMap((url) =>
        url === undefined ? [] : [portOf(url)],
      ),
      ...running.chains.map((chain) => portOf(chain.rpcUrl)),
    ];
    const processes = descendantsOf(child.pid!);
    // npm, the demo's node, and its two anvil chains at least (and litecoind when installed).
    expect(processes.length).toBeGreaterThanOrEqual(3);

    process.kill(-child.pid!, 'SIGINT');
    // A terminal's Ctrl+C reaches npm too, which then ends by the same signal; the demo itself
    // stops its parts and exits 0, and its output ends once it has.
    const { code, signal } = await demo!.closed;
    expect(code === 0 || signal === 'SIGINT').toBe(true);
    expect(demo!.output()).toContain('SIGINT: stopping the demo...');

    await eventually(() => expect(processes.filter(isAlive)).toEqual([]));
    for (const listened of ports) expect(await portIsFree(listened)).toBe(true);
    expect(existsSync(runningFile)).toBe(false);
  });

  test('on a machine without litecoind it starts without the Bitcoin side and says so in one line', async () => {
    // findLitecoind() looks at LITECOIND_BINARY first: a path with nothing there is a machine
    // without it (setup-system.sh, run as root, finds the real one and installs nothing).
    const withoutBitcoin = await startReadmeDemo({ LITECOIND_BINARY: '/nonexistent/litecoind' });
    try {
      const bitcoinLines = () =>
        withoutBitcoin
          .output()
          .split('\n')
          .filter((line) => line.includes('Bitcoin') || line.includes('litecoind'));
      // The line comes right after the URL's.
      await eventually(() => expect(bitcoinLines().length).toBeGreaterThan(0));
      expect(bitcoinLines()).toEqual([
        '  Bitcoin: off, litecoind is not installed (scripts/setup-system.sh installs it as root).',
      ]);
      expect((await fetch(withoutBitcoin.url)).status).toBe(200);
      expect((await fetch(`${withoutBitcoin.url}bitcoin/api/fee-estimates`)).status).toBe(503);
    } finally {
      process.kill(-withoutBitcoin.child.pid!, 'SIGINT');
      await withoutBitcoin.closed;
    }
  });
});
