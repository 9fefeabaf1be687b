// One local anvil node on 127.0.0.1 for the benchmarks (the tests use @portico/testing's
// startAnvil, which is TypeScript; the bench runs on plain Node against built packages).
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

const HOST = '127.0.0.1';
const READY_TIMEOUT_MS = 15_000;
const READY_POLL_MS = 20;

function anvilBinary() {
  if (process.env.ANVIL_BINARY) return process.env.ANVIL_BINARY;
  const arch = { x64: 'amd64', arm64: 'arm64' }[process.arch];
  const name = process.platform === 'win32' ? 'anvil.exe' : 'anvil';
  const require = createRequire(import.meta.url);
  return require.resolve(`@foundry-rs/anvil-${process.platform}-${arch}/bin/${name}`);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, HOST, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function answersChainId(url) {
  try {
    const response = await globalThis.fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
    });
    return typeof (await response.json()).result === 'string';
  } catch {
    return false;
  }
}

/** Starts anvil with `chainId` and resolves once it answers; `stop()` kills it. */
export async function startAnvilNode(chainId) {
  const port = await freePort();
  const child = spawn(
    anvilBinary(),
    ['--host', HOST, '--port', String(port), '--chain-id', String(chainId), '--silent'],
    { stdio: 'ignore' },
  );
  const kill = () => child.kill('SIGKILL');
  process.once('exit', kill);
  const url = `http://${HOST}:${port}`;
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (!(await answersChainId(url))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      kill();
      throw new AnvilNotReadyError(url);
    }
    await sleep(READY_POLL_MS);
  }
  return {
    url,
    stop() {
      process.removeListener('exit', kill);
      kill();
    },
  };
}

export class AnvilNotReadyError extends Error {
  name = 'AnvilNotReadyError';
  constructor(url) {
    super(`anvil did not answer at ${url} within ${READY_TIMEOUT_MS} ms`);
  }
}
