import { classifyRpcFailure, type RpcFailureFacts } from './rpcFailure';

const rpc = (code: number, message = 'node says no', status?: number): RpcFailureFacts => ({
  reply: 'rpc',
  code,
  message,
  ...(status !== undefined && { status }),
});
const http = (status: number): RpcFailureFacts => ({ reply: 'http', status });

describe('classifyRpcFailure', () => {
  it.each<[string, RpcFailureFacts]>([
    ['a revert (code 3)', rpc(3, 'execution reverted')],
    ['a revert sent with another code', rpc(-32000, 'execution reverted: not owner')],
    ['gas required exceeds allowance', rpc(-32000, 'gas required exceeds allowance (0)')],
    ['insufficient funds', rpc(-32000, 'insufficient funds for gas * price + value')],
    ['a nonce too low', rpc(-32000, 'nonce too low')],
  ])("takes %s as the chain's answer: thrown at once", (_, facts) => {
    expect(classifyRpcFailure(facts)).toBe('answer');
  });

  it.each<[string, RpcFailureFacts]>([
    ['no reply (refused, reset, timed out)', { reply: 'none' }],
    ['HTTP 503', http(503)],
    ['HTTP 429', http(429)],
    ['HTTP 408', http(408)],
    ['limit exceeded (-32005)', rpc(-32005)],
    ['internal error (-32603)', rpc(-32603)],
    ['a rate limit (-32007)', rpc(-32007)],
    ['a JSON-RPC error sent with HTTP 502', rpc(-32000, 'upstream gone', 502)],
  ])('takes %s as transient: the next endpoint, then a retry', (_, facts) => {
    expect(classifyRpcFailure(facts)).toBe('transient');
  });

  it.each<[string, RpcFailureFacts]>([
    ['HTTP 400', http(400)],
    ['HTTP 404', http(404)],
    ['method not found (-32601)', rpc(-32601)],
    ['method not found (-32601), even with HTTP 503', rpc(-32601, 'no such method', 503)],
    ['invalid params (-32602)', rpc(-32602)],
    ['a reply that is not JSON-RPC', { reply: 'unreadable' }],
  ])("takes %s as this endpoint's failure: the next endpoint, no retry", (_, facts) => {
    expect(classifyRpcFailure(facts)).toBe('endpoint');
  });
});
