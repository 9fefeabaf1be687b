/**
 * Starts the Next.js example on this machine: two anvil nodes (the example's chains) and
 * `next dev` (React's development build, pages compiled on first request) on 127.0.0.1, with
 * nothing that reaches off the machine and the chains' RPC URLs in the app's environment. Resolves once the page has
 * compiled and answers. Used by `npm run example:next` and by the browser test.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { findFreePort, LOOPBACK_HOST, startAnvilPair } from '@portico/testing';
import { EXAMPLE_CHAINS, rpcUrlVariable } from './exampleChains';

const READY_TIMEOUT_MS = 180_000;
const READY_POLL_MS = 250;
const STOP_GRACE_MS = 5_000;
const OUTPUT_KEEP_CHARS = 8_000;
/** How loopbackOnly.mjs starts the line of each connection it refused. */
const OFF_MACHINE_MARK = '[portico] refused a connection off the machine:';

export interface ExampleChain {
  readonly chainId: number;
  readonly name: string;
  readonly rpcUrl: string;
}

export interface NextExample {
  /** The page, http://127.0.0.1:<port>/ */
  readonly url: string;
  readonly chains: readonly ExampleChain[];
  /** What `next dev` printed lately (for a failing test's message). */
  output(): string;
  /** The hosts off 127.0.0.1 that `next dev` (or a worker of it) tried to connect to. */
  refusedHosts(): readonly string[];
  /** Stops `next dev` and both chains; resolves once they have exited. */
  stop(): Promise<void>;
}

export interface StartNextExampleOptions {
  /** examples/next (the caller knows where it is: Jest gives __dirname, a script its URL). */
  readonly exampleDir: string;
  /** The page's port; a free one when 0 or omitted. */
  readonly port?: number;
  /** Where `next dev` prints; kept in memory only when omitted. */
  readonly onOutput?: (text: string) => void;
}

function nextBinary(exampleDir: string): string {
  const require = createRequire(join(exampleDir, 'package.json'));
  return require.resolve('next/dist/bin/next');
}

function loopbackOnlyUrl(exampleDir: string): string {
  return pathToFileURL(join(exampleDir, 'src', 'stack', 'loopbackOnly.mjs')).href;
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolveExit) => child.once('exit', () => resolveExit()));
}

/** Signals `next dev` and the server it forks (one process group), then waits for the exit. */
async function stopProcessGroup(child: ChildProcess): Promise<void> {
  const signal = (name: NodeJS.Signals) => {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, name);
    } catch {
      // already gone
    }
  };
  const done = exited(child);
  signal('SIGTERM');
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    done,
    new Promise<void>((resolveWait) => {
      timer = setTimeout(() => {
        signal('SIGKILL');
        resolveWait();
      }, STOP_GRACE_MS);
    }),
  ]);
  clearTimeout(timer);
  await done;
}

async function waitUntilServed(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`next dev exited (${child.exitCode}) before serving:\n${output()}`);
    }
    let response: Response | undefined;
    try {
      response = await fetch(url);
    } catch {
      // not listening yet
    }
    if (response?.ok) return;
    // The first request waits for the page to compile: an error then is the page's, not a start.
    if (response) throw new Error(`next dev answered ${response.status} for ${url}:\n${output()}`);
    if (Date.now() > deadline) throw new Error(`next dev did not serve ${url}:\n${output()}`);
    await new Promise((resolveWait) => setTimeout(resolveWait, READY_POLL_MS));
  }
}

export async function startNextExample(options: StartNextExampleOptions): Promise<NextExample> {
  const nodes = await startAnvilPair([EXAMPLE_CHAINS[0].chainId, EXAMPLE_CHAINS[1].chainId]);
  const chains = EXAMPLE_CHAINS.map((chain, index) => ({ ...chain, rpcUrl: nodes[index]!.url }));
  const stopChains = () => Promise.all(nodes.map((node) => node.stop())).then(() => undefined);
  let child: ChildProcess | undefined;
  try {
    const port = options.port || (await findFreePort());
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      // Nothing off the machine: no telemetry (which also skips the version check against the
      // npm registry), no lockfile "repair" from the registry (it would rewrite the root
      // package-lock.json), no download of SWC's WebAssembly fallback.
      NEXT_TELEMETRY_DISABLED: '1',
      NEXT_IGNORE_INCORRECT_LOCKFILE: '1',
      NEXT_DISABLE_SWC_WASM: '1',
      // ...and any connection off 127.0.0.1 is refused and reported (loopbackOnly.mjs).
      NODE_OPTIONS: [process.env.NODE_OPTIONS, `--import=${loopbackOnlyUrl(options.exampleDir)}`]
        .filter(Boolean)
        .join(' '),
      PORTICO_OFF_MACHINE_MARK: OFF_MACHINE_MARK,
    };
    // Jest sets NODE_ENV=test; `next dev` sets development itself and warns about any other.
    delete env.NODE_ENV;
    for (const chain of EXAMPLE_CHAINS) {
      env[rpcUrlVariable(chain.chainId)] = chains.find((c) => c.chainId === chain.chainId)!.rpcUrl;
    }
    const args = [
      nextBinary(options.exampleDir),
      'dev',
      '--hostname',
      LOOPBACK_HOST,
      '--port',
      String(port),
    ];
    child = spawn(process.execPath, args, {
      cwd: options.exampleDir,
      env,
      detached: true, // its own process group: stop() ends the server it forks too
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const refused: string[] = [];
    const keep = (chunk: Buffer) => {
      const text = chunk.toString();
      output = (output + text).slice(-OUTPUT_KEEP_CHARS);
      for (const line of text.split('\n')) {
        if (line.startsWith(OFF_MACHINE_MARK))
          refused.push(line.slice(OFF_MACHINE_MARK.length).trim());
      }
      options.onOutput?.(text);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    const url = `http://${LOOPBACK_HOST}:${port}/`;
    await waitUntilServed(url, child, () => output);
    const server = child;
    return {
      url,
      chains,
      output: () => output,
      refusedHosts: () => [...refused],
      async stop() {
        await stopProcessGroup(server);
        await stopChains();
      },
    };
  } catch (error) {
    if (child) await stopProcessGroup(child);
    await stopChains();
    throw error;
  }
}
