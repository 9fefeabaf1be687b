/**
 * A plain JSON-RPC call over HTTP to the local chain (chopsticks serves HTTP and WebSocket on
 * one port): what the start-up, `balanceOf` and `fund` need, without a WebSocket to manage.
 */
export class PolkadotRpcError extends Error {
  override readonly name = 'PolkadotRpcError';
  constructor(
    readonly method: string,
    readonly code: number | undefined,
    readonly reason: string,
  ) {
    super(`chopsticks ${method}: ${reason}${code === undefined ? '' : ` (code ${code})`}`);
  }
}

const DEFAULT_TIMEOUT_MS = 60_000;

export async function jsonRpc<T = unknown>(
  httpUrl: string,
  method: string,
  params: readonly unknown[] = [],
  timeoutMs = DEFAULT_TIMEOUT_MS,
): Promise<T> {
  const response = await fetch(httpUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await response.text();
  let body: { result?: T; error?: { code?: number; message?: string } };
  try {
    body = JSON.parse(text);
  } catch {
    throw new PolkadotRpcError(method, undefined, `HTTP ${response.status}: ${text.slice(0, 200)}`);
  }
  if (body.error !== undefined) {
    throw new PolkadotRpcError(method, body.error.code, String(body.error.message ?? 'error'));
  }
  if (!response.ok) throw new PolkadotRpcError(method, undefined, `HTTP ${response.status}`);
  return body.result as T;
}
