/**
 * How the ethers binding's `FetchRequest`s reach the network.
 *
 * ethers' Node transport (ethers/lib.esm/utils/geturl.js) does not close the socket on a
 * timeout or on `cancel()` (it passes `abort` where Node's http expects `signal`), so a hung
 * endpoint would hold a socket, and keep Node alive, until it answers. This `getUrlFunc` is
 * ethers' browser transport (geturl-browser.js, over `fetch`): a timeout or a `cancel()`
 * really ends the request, in Node and in browsers.
 */
import { FetchRequest, makeError, type FetchGetUrlFunc } from 'ethers';

const fetchGetUrl: FetchGetUrlFunc = async (request, cancelSignal) => {
  const controller = new AbortController();
  let reason: Error | undefined;
  const abort = (error: Error) => {
    reason ??= error;
    controller.abort();
  };
  cancelSignal?.addListener(() => abort(makeError('request cancelled', 'CANCELLED')));
  const timer = setTimeout(() => abort(makeError('request timeout', 'TIMEOUT')), request.timeout);
  try {
    const response = await fetch(request.url, {
      method: request.method,
      headers: Array.from(request),
      // slice(): a copy backed by a plain ArrayBuffer, which is what fetch types accept
      body: request.body?.slice(),
      signal: controller.signal,
    });
    const body = new Uint8Array(await response.arrayBuffer());
    const headers: Record<string, string> = {};
    response.headers.forEach((value, key) => (headers[key.toLowerCase()] = value));
    return { statusCode: response.status, statusMessage: response.statusText, headers, body };
  } catch (error) {
    throw reason ?? error;
  } finally {
    clearTimeout(timer);
  }
};

/**
 * The `FetchRequest` template for an endpoint: this transport, a timeout, and no throttling
 * retries of ethers' own (Portico's retry policy is the only one).
 */
export function createRpcConnection(url: string, timeoutMs: number): FetchRequest {
  const request = new FetchRequest(url);
  request.getUrlFunc = fetchGetUrl;
  request.timeout = timeoutMs;
  request.retryFunc = async () => false;
  return request;
}
