import { ProviderRpcError } from './providerRpcError';

/** A JSON-RPC 2.0 call over HTTP POST with fetch, as a wallet or a dapp sends it to a node. */
export type JsonRpcCall = (method: string, params?: readonly unknown[]) => Promise<unknown>;

interface JsonRpcResponse {
  result?: unknown;
  error?: { code: number; message: string; data?: unknown };
}

/**
 * Returns a function that sends one JSON-RPC request to `url` per call. A node's JSON-RPC
 * error is rethrown as a ProviderRpcError with the node's code, message and data (what
 * injected wallets do), so a revert keeps code 3 and its revert data.
 */
export function createJsonRpcClient(url: string, options: { timeoutMs?: number } = {}) {
  const timeoutMs = options.timeoutMs ?? 30_000;
  let nextId = 1; // per client, not per module
  const call: JsonRpcCall = async (method, params = []) => {
    const id = nextId++;
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id, method, params }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    let body: JsonRpcResponse;
    try {
      body = JSON.parse(text) as JsonRpcResponse;
    } catch {
      throw ProviderRpcError.internal(
        `${method}: HTTP ${response.status} from ${url}: ${text.slice(0, 200)}`,
      );
    }
    if (body.error) {
      throw new ProviderRpcError(body.error.code, body.error.message, body.error.data);
    }
    return body.result;
  };
  return call;
}
