import { filterRpcRequest } from './rpcRequestFilter';
import { isAllowedSolanaMethod } from './solanaRpcMethods';

describe('what the page may ask the demo Solana node', () => {
  it('allows the reads and the send web3.js makes', () => {
    for (const method of [
      'getBalance',
      'getLatestBlockhash',
      'getTokenAccountsByOwner',
      'getSignatureStatuses',
      'getFeeForMessage',
      'sendTransaction',
    ]) {
      expect(isAllowedSolanaMethod(method)).toBe(true);
    }
  });

  it('refuses requestAirdrop, EVM methods and unknown names', () => {
    for (const method of ['requestAirdrop', 'eth_chainId', 'constructor', '__proto__', '']) {
      expect(isAllowedSolanaMethod(method)).toBe(false);
    }
  });

  it('splits a batch with the Solana policy', () => {
    const body = JSON.stringify([
      { jsonrpc: '2.0', id: 1, method: 'getBalance', params: [] },
      { jsonrpc: '2.0', id: 2, method: 'requestAirdrop', params: [] },
    ]);
    const { forward, refused } = filterRpcRequest(body, isAllowedSolanaMethod);
    expect(forward.map((call) => call.method)).toEqual(['getBalance']);
    expect(refused.map((reply) => reply.id)).toEqual([2]);
  });
});
