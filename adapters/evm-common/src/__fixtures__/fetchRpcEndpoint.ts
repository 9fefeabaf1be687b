/**
 * Test fixture: a library-free transport for the shared RPC reader's tests, so that they run
 * without viem or ethers. One JSON-RPC request per `fetch`, with a timeout and the caller's
 * AbortSignal; failures carry the facts the shared classification needs. The real transports
 * are the bindings' (viem's `http`, ethers' `JsonRpcProvider`), each tested in its package.
 */
import type { RpcPolicy } from '../library';
import type { RpcRequestFn } from '../rpc/endpointFailover';
import type { DescribeRpcFailure, RpcFailureFacts } from '../rpc/rpcFailure';
import { createRpcReader, type RpcReader } from '../rpc/rpcReader';

export class FetchRpcFailure extends Error {
  override readonly name = 'FetchRpcFailure';
  constructor(
    readonly facts: RpcFailureFacts,
    options?: { cause?: unknown },
  ) {
    super(`test transport: ${JSON.stringify(facts)}`, options);
  }
}

export const describeFetchFailure: DescribeRpcFailure = (error) =>
  error instanceof FetchRpcFailure ? error.facts : { reply: 'none' };

export function fetchRpcEndpoint(url: string, timeoutMs: number): RpcRequestFn {
  let nextId = 1;
  return async (method, params, signal) => {
    const controller = new AbortController();
    const abort = () => controller.abort();
    signal.addEventListener('abort', abort);
    const timer = setTimeout(abort, timeoutMs);
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params }),
        signal: controller.signal,
      });
      const text = await response.text();
      let reply: { result?: unknown; error?: { code: number; message: string } };
      try {
        reply = JSON.parse(text) as typeof reply;
      } catch (cause) {
        if (!response.ok) throw new FetchRpcFailure({ reply: 'http', status: response.status });
        throw new FetchRpcFailure({ reply: 'unreadable' }, { cause });
      }
      if (reply.error) {
        const { code, message } = reply.error;
        throw new FetchRpcFailure({ reply: 'rpc', code, message, status: response.status });
      }
      if (!response.ok) throw new FetchRpcFailure({ reply: 'http', status: response.status });
      return reply.result;
    } catch (error) {
      if (error instanceof FetchRpcFailure) throw error;
      throw new FetchRpcFailure({ reply: 'none' }, { cause: error });
    } finally {
      clearTimeout(timer);
      signal.removeEventListener('abort', abort);
    }
  };
}

/** The shared reader over `policy`'s URLs through the fetch test transport. */
export function fetchRpcReader(policy: RpcPolicy): RpcReader {
  return createRpcReader({
    policy,
    endpoints: policy.urls.map((url) => fetchRpcEndpoint(url, policy.requestTimeoutMs)),
    describeFailure: describeFetchFailure,
  });
}

/** Milliseconds `run` took to settle, and its result or error. */
export async function timed<T>(
  run: () => Promise<T>,
): Promise<{ ms: number; value?: T; error?: unknown }> {
  const started = performance.now();
  try {
    const value = await run();
    return { ms: performance.now() - started, value };
  } catch (error) {
    return { ms: performance.now() - started, error };
  }
}
