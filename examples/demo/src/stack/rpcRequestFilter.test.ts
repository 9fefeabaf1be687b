import fc from 'fast-check';
import {
  filterRpcRequest,
  isAllowedRpcMethod,
  MAX_RPC_BATCH_CALLS,
  RPC_INVALID_REQUEST,
  RPC_METHOD_NOT_FOUND,
  RPC_PARSE_ERROR,
} from './rpcRequestFilter';

const call = (method: string, id: number | string | null = 1) => ({ jsonrpc: '2.0', id, method });

describe('isAllowedRpcMethod', () => {
  it('allows reads, raw transactions, net_version and web3_clientVersion', () => {
    for (const method of [
      'eth_chainId',
      'eth_getBalance',
      'eth_call',
      'eth_sendRawTransaction',
      'net_version',
      'web3_clientVersion',
    ]) {
      expect(isAllowedRpcMethod(method)).toBe(true);
    }
  });

  it('refuses cheat codes, node-side signing and anything else', () => {
    for (const method of [
      'anvil_setBalance',
      'anvil_impersonateAccount',
      'evm_mine',
      'hardhat_setBalance',
      'eth_sendTransaction',
      'eth_sign',
      'eth_signTypedData_v4',
      'personal_sign',
      'debug_traceTransaction',
      'eth_',
      'eth_call\n',
      'ETH_CHAINID',
    ]) {
      expect(isAllowedRpcMethod(method)).toBe(false);
    }
  });

  it('never allows a method outside eth_*, net_version and web3_clientVersion (property)', () => {
    fc.assert(
      fc.property(fc.string(), (method) => {
        if (!isAllowedRpcMethod(method)) return;
        expect(
          method.startsWith('eth_') || method === 'net_version' || method === 'web3_clientVersion',
        ).toBe(true);
      }),
    );
  });
});

describe('filterRpcRequest', () => {
  it('forwards one allowed call as it came', () => {
    const body = { ...call('eth_chainId', 'a'), params: [] };
    expect(filterRpcRequest(JSON.stringify(body))).toEqual({
      batch: false,
      forward: [body],
      refused: [],
    });
  });

  it('refuses one cheat code with -32601 and its id', () => {
    const result = filterRpcRequest(JSON.stringify(call('anvil_setBalance', 9)));
    expect(result.forward).toEqual([]);
    expect(result.refused).toEqual([
      {
        jsonrpc: '2.0',
        id: 9,
        error: { code: RPC_METHOD_NOT_FOUND, message: expect.stringContaining('anvil_setBalance') },
      },
    ]);
  });

  it('answers a body that is not JSON with a parse error', () => {
    expect(filterRpcRequest('{"jsonrpc":').refused[0]?.error.code).toBe(RPC_PARSE_ERROR);
  });

  it('refuses malformed calls, empty batches and oversized batches as invalid requests', () => {
    const invalid = [
      '{"id":1,"method":"eth_chainId"}',
      '{"jsonrpc":"2.0","id":1,"method":5}',
      '{"jsonrpc":"2.0","id":{},"method":"eth_chainId"}',
      '[]',
      JSON.stringify(
        Array.from({ length: MAX_RPC_BATCH_CALLS + 1 }, (_, i) => call('eth_chainId', i)),
      ),
      '"eth_chainId"',
      'null',
    ];
    for (const body of invalid) {
      const result = filterRpcRequest(body);
      expect(result.forward).toEqual([]);
      expect(result.refused[0]?.error.code).toBe(RPC_INVALID_REQUEST);
    }
  });

  it('splits a batch: allowed calls forwarded, others answered', () => {
    const result = filterRpcRequest(
      JSON.stringify([call('eth_chainId', 1), call('evm_mine', 2), 'junk', call('net_version', 3)]),
    );
    expect(result.batch).toBe(true);
    expect(result.forward.map((c) => c.method)).toEqual(['eth_chainId', 'net_version']);
    expect(result.refused.map((r) => [r.id, r.error.code])).toEqual([
      [2, RPC_METHOD_NOT_FOUND],
      [null, RPC_INVALID_REQUEST],
    ]);
  });

  it('forwards only allowed methods, and accounts for every call of a batch (property)', () => {
    const method = fc.oneof(
      fc.constantFrom('eth_chainId', 'eth_getBalance', 'anvil_mine', 'evm_revert', 'eth_sign'),
      fc.string(),
    );
    const entry = fc.oneof(
      fc.record({ jsonrpc: fc.constant('2.0'), id: fc.nat(), method }),
      fc.anything(),
    );
    fc.assert(
      fc.property(fc.array(entry, { minLength: 1, maxLength: MAX_RPC_BATCH_CALLS }), (batch) => {
        const result = filterRpcRequest(JSON.stringify(batch));
        for (const forwarded of result.forward) {
          expect(isAllowedRpcMethod(forwarded.method)).toBe(true);
        }
        // JSON.stringify turns undefined entries into null: every entry is counted once.
        expect(result.forward.length + result.refused.length).toBe(batch.length);
      }),
    );
  });
});
