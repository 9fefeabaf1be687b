import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { findFreePort, LOOPBACK_HOST } from '../net/freePort';
import { createJsonRpcClient } from './jsonRpcClient';

export interface StartAnvilOptions {
  chainId: number;
  /** Defaults to a free port on 127.0.0.1. */
  port?: number;
  /** Number of dev accounts (anvil's default: 10). */
  accounts?: number;
  /** Balance of each dev account, in ether (anvil's default: 10000). */
  balance?: number;
  /** Seconds between blocks; without it every transaction is mined at once (automine). */
  blockTime?: number;
  /** The EVM's rules (anvil's --hardfork), e.g. 'berlin' for a chain without EIP-1559 fees. */
  hardfork?: string;
  /** A state file written by `dumpState` (or `anvil --dump-state`) to start from. */
  loadState?: string;
  /** Write the chain state to this file when the node stops. */
  dumpState?: string;
  /** Path of the anvil binary; defaults to $ANVIL_BINARY, then the npm package's binary. */
  binary?: string;
  /** How long to wait for the node to answer eth_chainId (default 15 s). */
  readyTimeoutMs?: number;
}

export interface AnvilInstance {
  /** HTTP JSON-RPC endpoint, http://127.0.0.1:<port> */
  url: string;
  /** WebSocket endpoint on the same port, ws://127.0.0.1:<port> */
  wsUrl: string;
  chainId: number;
  port: number;
  /** Stops the node (SIGTERM, then SIGKILL after 3 s) and resolves once it has exited. */
  stop(): Promise<void>;
}

const READY_POLL_MS = 20;
const STOP_GRACE_MS = 3_000;
const PORT_ATTEMPTS = 5;
const STDERR_KEEP_CHARS = 4_000;

/**
 * Finds the anvil binary shipped by `@foundry-rs/anvil` in its optional per-platform package
 * (`@foundry-rs/anvil-linux-amd64` and friends, `bin/anvil`), the way the package's own
 * `bin.mjs` does.
 */
export function resolveAnvilBinary(): string {
  const fromEnv = process.env.ANVIL_BINARY;
  if (fromEnv) return fromEnv;
  const arch = { x64: 'amd64', arm64: 'arm64' }[process.arch as string];
  const platform = ['linux', 'darwin', 'win32'].includes(process.platform) ? process.platform : '';
  const binaryName = process.platform === 'win32' ? 'anvil.exe' : 'anvil';
  if (!arch || !platform) {
    throw new Error(`anvil from npm has no binary for ${process.platform}/${process.arch}`);
  }
  const platformPackage = `@foundry-rs/anvil-${platform}-${arch}`;
  // Jest and other CommonJS loaders give `require`; under native ESM resolve from the cwd.
  const resolver =
    typeof require === 'function' ? require : createRequire(join(process.cwd(), 'index.js'));
  let candidate: string;
  try {
    candidate = resolver.resolve(`${platformPackage}/bin/${binaryName}`);
  } catch (cause) {
    throw new Error(
      `${platformPackage} is not installed (it is an optional dependency of @foundry-rs/anvil; ` +
        `do not install with --omit=optional), or set ANVIL_BINARY`,
      { cause },
    );
  }
  if (!existsSync(candidate)) throw new Error(`anvil binary missing at ${candidate}`);
  return candidate;
}

/**
 * Starts a local anvil node on 127.0.0.1 and resolves once it answers eth_chainId. The
 * process is killed by `stop()`, and also when this Node process exits.
 */
export async function startAnvil(options: StartAnvilOptions): Promise<AnvilInstance> {
  const binary = options.binary ?? resolveAnvilBinary();
  let lastError: unknown;
  for (let attempt = 0; attempt < PORT_ATTEMPTS; attempt++) {
    const port = options.port ?? (await findFreePort());
    try {
      return await launch(binary, port, options);
    } catch (error) {
      lastError = error;
      // A port found free can be taken before anvil binds it: retry on a new one.
      const portTaken = error instanceof AnvilStartError && /address.*in use/i.test(error.stderr);
      if (!portTaken || options.port !== undefined) throw error;
    }
  }
  throw lastError;
}

/** Starts two anvil nodes in parallel (default chain ids 31337 and 31338). */
export async function startAnvilPair(
  chainIds: readonly [number, number] = [31337, 31338],
  options: Omit<StartAnvilOptions, 'chainId' | 'port' | 'loadState' | 'dumpState'> = {},
): Promise<[AnvilInstance, AnvilInstance]> {
  const results = await Promise.allSettled(
    chainIds.map((chainId) => startAnvil({ ...options, chainId })),
  );
  const started = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
  const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) {
    await Promise.all(started.map((node) => node.stop()));
    throw failed.reason;
  }
  return started as [AnvilInstance, AnvilInstance];
}

export class AnvilStartError extends Error {
  override readonly name = 'AnvilStartError';
  constructor(
    message: string,
    readonly stderr: string,
  ) {
    super(stderr ? `${message}\n${stderr}` : message);
  }
}

function anvilArgs(port: number, options: StartAnvilOptions): string[] {
  const args = ['--host', LOOPBACK_HOST, '--port', String(port)];
  args.push('--chain-id', String(options.chainId), '--silent');
  if (options.accounts !== undefined) args.push('--accounts', String(options.accounts));
  if (options.balance !== undefined) args.push('--balance', String(options.balance));
  if (options.blockTime !== undefined) args.push('--block-time', String(options.blockTime));
  if (options.hardfork !== undefined) args.push('--hardfork', options.hardfork);
  if (options.loadState !== undefined) args.push('--load-state', options.loadState);
  if (options.dumpState !== undefined) args.push('--dump-state', options.dumpState);
  return args;
}

async function launch(
  binary: string,
  port: number,
  options: StartAnvilOptions,
): Promise<AnvilInstance> {
  const child = spawn(binary, anvilArgs(port, options), { stdio: ['ignore', 'ignore', 'pipe'] });
  // A node someone forgot to stop must not keep Node alive: it is killed on 'exit' below.
  child.unref();
  (child.stderr as { unref?: () => void } | null)?.unref?.();
  let stderr = '';
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-STDERR_KEEP_CHARS); // drained, bounded
  });
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  const url = `http://${LOOPBACK_HOST}:${port}`;
  try {
    await waitUntilReady(child, url, options, () => stderr);
  } catch (error) {
    process.removeListener('exit', killOnExit);
    child.kill('SIGKILL');
    await exited;
    throw error;
  }

  let stopping: Promise<void> | undefined;
  return {
    url,
    wsUrl: `ws://${LOOPBACK_HOST}:${port}`,
    chainId: options.chainId,
    port,
    stop() {
      stopping ??= stopChild(child, exited).finally(() =>
        process.removeListener('exit', killOnExit),
      );
      return stopping;
    },
  };
}

async function waitUntilReady(
  child: ChildProcess,
  url: string,
  options: StartAnvilOptions,
  stderr: () => string,
): Promise<void> {
  const rpc = createJsonRpcClient(url, { timeoutMs: 1_000 });
  const deadline = Date.now() + (options.readyTimeoutMs ?? 15_000);
  let spawnError: Error | undefined;
  child.once('error', (error) => (spawnError = error));
  for (;;) {
    if (spawnError) throw new AnvilStartError(`anvil failed to start: ${spawnError.message}`, '');
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new AnvilStartError(
        `anvil exited (${child.exitCode ?? child.signalCode}) before answering`,
        stderr(),
      );
    }
    try {
      const answer = await rpc('eth_chainId');
      if (Number(answer) !== options.chainId) {
        // Something else answers on this port.
        throw new AnvilStartError(
          `port ${url} answers chain ${answer}, not ${options.chainId}`,
          '',
        );
      }
      return;
    } catch (error) {
      if (error instanceof AnvilStartError) throw error;
      if (Date.now() > deadline) {
        throw new AnvilStartError(`anvil did not answer on ${url} in time`, stderr());
      }
    }
    await new Promise((resolve) => setTimeout(resolve, READY_POLL_MS));
  }
}

async function stopChild(child: ChildProcess, exited: Promise<void>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM'); // lets anvil write --dump-state
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
  try {
    await exited;
  } finally {
    clearTimeout(timer);
  }
}
