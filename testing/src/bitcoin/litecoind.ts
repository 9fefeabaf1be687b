/**
 * A throwaway `litecoind` in regtest: a temporary datadir, RPC on 127.0.0.1 at a free port (a
 * random user and password), no peers, output to a file in the datadir (never an undrained
 * pipe). `stop()` SIGKILLs it (a clean shutdown takes ~4 s and a throwaway chain has nothing to
 * keep) and removes the datadir. Policy flags make it relay as Bitcoin Core does by default:
 * standard transactions only, Bitcoin's dust (3,000 sat/kvB), relay fee (1 sat/vB) and opt-in
 * replace-by-fee (BIP125).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, openSync, closeSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { findFreePort, LOOPBACK_HOST } from '../net/freePort';

export class LitecoindError extends Error {
  override readonly name = 'LitecoindError';
}

/** An error the node answered (its JSON-RPC `error`): `code` and the node's own `message`. */
export class LitecoindRpcError extends Error {
  override readonly name = 'LitecoindRpcError';
  constructor(
    readonly method: string,
    readonly code: number,
    readonly reason: string,
  ) {
    super(`litecoind ${method}: ${reason} (code ${code})`);
  }
}

export type RpcCall = <T = unknown>(method: string, params?: readonly unknown[]) => Promise<T>;
/** One JSON-RPC batch: `method` once per entry of `paramsList`, results in the same order. */
export type RpcBatch = <T = unknown>(
  method: string,
  paramsList: readonly (readonly unknown[])[],
) => Promise<T[]>;

export interface LitecoindProcess {
  readonly rpcUrl: string;
  readonly rpcPort: number;
  readonly datadir: string;
  readonly rpc: RpcCall;
  readonly rpcBatch: RpcBatch;
  /** The last few KB of the node's output file. */
  logTail(): string;
  /** SIGKILL, wait for the exit, remove the datadir; safe to call twice. */
  stop(): Promise<void>;
}

const LITECOIND = 'litecoind';
const PORT_ATTEMPTS = 5;
const READY_TIMEOUT_MS = 30_000;
const READY_POLL_MS = 20;
const LOG_TAIL_CHARS = 4_000;
const RPC_TIMEOUT_MS = 60_000;

/**
 * Debian's real binary. /usr/bin/litecoind is a shell wrapper that first creates ~/.litecoin with
 * a litecoin.conf (with perl) and then execs it: calling the binary itself writes nothing
 * outside the temporary datadir and works with a read-only or missing HOME.
 */
export const DEBIAN_LITECOIND = '/usr/lib/litecoin/litecoind';

/**
 * The litecoind binary: $LITECOIND_BINARY, else Debian's /usr/lib/litecoin/litecoind, else the
 * first `litecoind` on the PATH; undefined if none.
 */
export function findLitecoind(): string | undefined {
  const fromEnv = process.env.LITECOIND_BINARY;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : undefined;
  if (existsSync(DEBIAN_LITECOIND)) return DEBIAN_LITECOIND;
  const dirs = (process.env.PATH ?? '').split(delimiter).filter((dir) => dir !== '');
  for (const dir of [...dirs, '/usr/bin', '/usr/local/bin']) {
    const path = join(dir, LITECOIND);
    if (existsSync(path)) return path;
  }
  return undefined;
}

export function litecoindFlags(datadir: string, rpcPort: number, user: string, password: string) {
  return [
    '-regtest',
    '-server',
    `-rpcbind=${LOOPBACK_HOST}`,
    `-rpcallowip=${LOOPBACK_HOST}`,
    `-rpcport=${rpcPort}`,
    `-rpcuser=${user}`,
    `-rpcpassword=${password}`,
    '-listen=0',
    '-connect=0',
    '-dnsseed=0',
    '-upnp=0',
    '-discover=0',
    '-listenonion=0',
    '-fallbackfee=0.0002',
    '-txindex=1',
    // Without this, mining fails after ~432 blocks (MWEB activation on regtest).
    '-vbparams=mweb:-2:0',
    // Bitcoin Core's relay policy instead of Litecoin's (10x dust, non-standard accepted on regtest).
    '-acceptnonstdtxn=0',
    '-dustrelayfee=0.00003',
    '-minrelaytxfee=0.00001',
    // Opt-in replace-by-fee (BIP125), Bitcoin Core's default; Litecoin turns it off.
    '-mempoolreplacement=1',
    '-keypool=1',
    // Its whole log goes to the output file (no debug.log beside it): logTail() shows it.
    '-printtoconsole=1',
    '-nodebuglogfile',
    `-datadir=${datadir}`,
  ];
}

/** Starts the node and resolves once its RPC answers (about 0.3 s). */
export async function startLitecoind(): Promise<LitecoindProcess> {
  const binary = findLitecoind();
  if (binary === undefined) {
    throw new LitecoindError(
      process.env.LITECOIND_BINARY
        ? `LITECOIND_BINARY=${process.env.LITECOIND_BINARY} does not exist`
        : 'litecoind is not installed (Debian: apt-get install litecoind; ' +
            'scripts/setup-system.sh does it) and LITECOIND_BINARY is not set',
    );
  }
  const datadir = mkdtempSync(join(tmpdir(), 'portico-btc-'));
  const removeOnExit = () => rmSync(datadir, { recursive: true, force: true });
  process.once('exit', removeOnExit);
  let lastError: unknown;
  for (let attempt = 0; attempt < PORT_ATTEMPTS; attempt++) {
    const started = await startOnce(binary, datadir, await findFreePort(), removeOnExit).catch(
      (error: unknown) => {
        lastError = error;
        return undefined;
      },
    );
    if (started) return started;
    // Only a port taken between findFreePort and the bind is worth another try.
    if (!/bind|address already in use/i.test(String(lastError))) break;
  }
  process.removeListener('exit', removeOnExit);
  removeOnExit();
  throw lastError;
}

async function startOnce(
  binary: string,
  datadir: string,
  rpcPort: number,
  removeOnExit: () => void,
): Promise<LitecoindProcess> {
  const user = 'portico';
  const password = randomBytes(16).toString('hex');
  const logFile = join(datadir, `litecoind-${rpcPort}.log`);
  const logFd = openSync(logFile, 'a');
  let child: ChildProcess;
  try {
    child = spawn(binary, litecoindFlags(datadir, rpcPort, user, password), {
      stdio: ['ignore', logFd, logFd],
    });
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
  const logTail = () => {
    try {
      return readFileSync(logFile, 'utf8').slice(-LOG_TAIL_CHARS);
    } catch {
      return '';
    }
  };
  const rpcUrl = `http://${LOOPBACK_HOST}:${rpcPort}/`;
  const { rpc, rpcBatch } = rpcClient(rpcUrl, user, password);
  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
      process.removeListener('exit', killOnExit);
      process.removeListener('exit', removeOnExit);
      rmSync(datadir, { recursive: true, force: true });
    })();
    return stopping;
  };
  try {
    await waitReady(rpc, exited, logTail);
  } catch (error) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
    process.removeListener('exit', killOnExit);
    throw error;
  }
  return { rpcUrl, rpcPort, datadir, rpc, rpcBatch, logTail, stop };
}

async function waitReady(rpc: RpcCall, exited: Promise<void>, logTail: () => string) {
  let hasExited = false;
  void exited.then(() => {
    hasExited = true;
  });
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    try {
      await rpc('getblockcount');
      return;
    } catch (error) {
      // -28: still warming up; a refused connection: not listening yet.
      const waiting =
        (error instanceof LitecoindRpcError && error.code === -28) ||
        !(error instanceof LitecoindRpcError);
      if (hasExited) {
        throw new LitecoindError(`litecoind exited before its RPC was ready:\n${logTail()}`);
      }
      if (!waiting) throw error;
      if (Date.now() > deadline) {
        throw new LitecoindError(
          `litecoind's RPC was not ready in ${READY_TIMEOUT_MS} ms:\n${logTail()}`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, READY_POLL_MS));
    }
  }
}

interface RpcAnswer {
  id?: number;
  result?: unknown;
  error?: { code: number; message: string } | null;
}

function rpcClient(url: string, user: string, password: string) {
  const authorization = `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
  let id = 0;
  const post = async (method: string, body: unknown): Promise<unknown> => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(RPC_TIMEOUT_MS),
    });
    const text = await response.text();
    try {
      return JSON.parse(text);
    } catch {
      throw new LitecoindError(
        `litecoind ${method}: HTTP ${response.status} ${text.slice(0, 200)}`,
      );
    }
  };
  const resultOf = (method: string, answer: RpcAnswer) => {
    if (answer.error) throw new LitecoindRpcError(method, answer.error.code, answer.error.message);
    return answer.result;
  };
  const rpc: RpcCall = async <T>(method: string, params: readonly unknown[] = []) => {
    const answer = (await post(method, { jsonrpc: '1.0', id: ++id, method, params })) as RpcAnswer;
    return resultOf(method, answer) as T;
  };
  const rpcBatch: RpcBatch = async <T>(
    method: string,
    paramsList: readonly (readonly unknown[])[],
  ) => {
    if (paramsList.length === 0) return [];
    const first = id + 1;
    const requests = paramsList.map((params) => ({ jsonrpc: '1.0', id: ++id, method, params }));
    const answers = (await post(method, requests)) as RpcAnswer[];
    const byId = new Map(answers.map((answer) => [answer.id, answer]));
    return requests.map((request) => {
      const answer = byId.get(request.id);
      if (!answer)
        throw new LitecoindError(
          `litecoind ${method}: no answer to batch entry ${request.id - first}`,
        );
      return resultOf(method, answer) as T;
    });
  };
  return { rpc, rpcBatch };
}
