import { AbiCoder, makeError } from 'ethers';
import { classifyRpcFailure } from './rpcFailure';

// Errors as ethers 6 builds them (its own makeError), in the shapes JsonRpcProvider and
// FetchRequest throw; the reader tests meet the same errors from real endpoints.
const rpcError = (code: number, message = 'endpoint says no') => ({ code, message });
/** What JsonRpcProvider.getRpcError makes of any JSON-RPC error of eth_call. */
const callException = (data: string | null, error: object) =>
  Object.assign(AbiCoder.getBuiltinCallException('call', {}, data), { info: { error } });

describe('classifyRpcFailure', () => {
  it.each([
    ['a revert with data', callException('0x08c379a0', rpcError(3, 'execution reverted'))],
    ['a revert without data', callException(null, rpcError(-32000, 'execution reverted'))],
    ['insufficient funds', makeError('insufficient funds', 'INSUFFICIENT_FUNDS')],
    ['a bad address', makeError('bad address checksum', 'INVALID_ARGUMENT')],
  ])("takes %s as the chain's answer", (_, error) => {
    expect(classifyRpcFailure(error)).toBe('answer');
  });

  it.each([
    ['a refused connection (fetch)', new TypeError('fetch failed')],
    ['a timeout', makeError('request timeout', 'TIMEOUT')],
    [
      'HTTP 503',
      makeError('server response 503', 'SERVER_ERROR', { response: { statusCode: 503 } } as never),
    ],
    [
      'HTTP 429',
      makeError('server response 429', 'SERVER_ERROR', { response: { statusCode: 429 } } as never),
    ],
    [
      'JSON-RPC -32603',
      makeError('could not coalesce error', 'UNKNOWN_ERROR', { error: rpcError(-32603) }),
    ],
    [
      'a rate limit on eth_call (CALL_EXCEPTION without revert)',
      callException(null, rpcError(-32005)),
    ],
  ])('takes %s as transient: next endpoint, then retry', (_, error) => {
    expect(classifyRpcFailure(error)).toBe('transient');
  });

  it.each([
    [
      'method not found',
      makeError('could not coalesce error', 'UNKNOWN_ERROR', { error: rpcError(-32601) }),
    ],
    [
      'invalid params',
      makeError('could not coalesce error', 'UNKNOWN_ERROR', { error: rpcError(-32602) }),
    ],
    [
      'HTTP 404',
      makeError('server response 404', 'SERVER_ERROR', { response: { statusCode: 404 } } as never),
    ],
    ['a reply that is not JSON-RPC', makeError('invalid JSON', 'BAD_DATA', { value: 'x' })],
  ])("takes %s as this endpoint's failure: next endpoint, no retry", (_, error) => {
    expect(classifyRpcFailure(error)).toBe('endpoint');
  });
});
