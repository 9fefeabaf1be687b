import fc from 'fast-check';
import { InvalidRequestError } from '../errors';
import {
  FORWARDED_RPC_METHODS,
  isForwardedRpcMethod,
  JSON_RPC_METHOD_NOT_FOUND,
  methodNotAllowedResponse,
  readJsonRpcRequest,
} from './jsonRpcRequest';

const validId = fc.oneof(
  fc.string(),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constant(null),
);
const validParams = fc.oneof(
  fc.constant(undefined),
  fc.array(fc.jsonValue()),
  fc.dictionary(fc.string(), fc.jsonValue()),
);

describe('readJsonRpcRequest', () => {
  it('keeps the four fields of any JSON-RPC 2.0 request and drops everything else', () => {
    fc.assert(
      fc.property(
        validId,
        fc.string({ minLength: 1, maxLength: 100 }),
        validParams,
        fc.dictionary(fc.string(), fc.jsonValue()),
        (id, method, params, extra) => {
          const body = { ...extra, jsonrpc: '2.0', id, method, params };
          const request = readJsonRpcRequest(body);
          expect(request).toEqual({
            jsonrpc: '2.0',
            id,
            method,
            ...(params !== undefined && { params }),
          });
          expect(Object.keys(request).sort()).toEqual(
            ['id', 'jsonrpc', 'method', ...(params !== undefined ? ['params'] : [])].sort(),
          );
        },
      ),
    );
  });

  it('refuses with 400 a body that is not a JSON-RPC 2.0 request', () => {
    const bad = fc.oneof(
      // wrong or missing version
      fc.record({
        jsonrpc: fc.oneof(fc.constant('1.0'), fc.constant(2), fc.constant(undefined)),
        id: fc.integer(),
        method: fc.constant('eth_chainId'),
      }),
      // missing id (a notification) or an id that is an object
      fc.record({
        jsonrpc: fc.constant('2.0'),
        id: fc.oneof(fc.constant(undefined), fc.object()),
        method: fc.constant('eth_chainId'),
      }),
      // method not a non-empty short string
      fc.record({
        jsonrpc: fc.constant('2.0'),
        id: fc.integer(),
        method: fc.oneof(fc.constant(''), fc.integer(), fc.string({ minLength: 101 })),
      }),
      // params neither array nor object
      fc.record({
        jsonrpc: fc.constant('2.0'),
        id: fc.integer(),
        method: fc.constant('eth_chainId'),
        params: fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null)),
      }),
    );
    fc.assert(
      fc.property(bad, (body) => {
        expect(() => readJsonRpcRequest(body as Record<string, unknown>)).toThrow(
          InvalidRequestError,
        );
      }),
    );
  });

  it('refuses a non-finite number as id', () => {
    expect(() =>
      readJsonRpcRequest({ jsonrpc: '2.0', id: Number.NaN, method: 'eth_chainId' }),
    ).toThrow(InvalidRequestError);
  });
});

describe('the forwarded methods', () => {
  it('are the read and broadcast methods of the allow-list', () => {
    expect([...FORWARDED_RPC_METHODS].sort()).toEqual(
      [
        'eth_blockNumber',
        'eth_call',
        'eth_chainId',
        'eth_estimateGas',
        'eth_feeHistory',
        'eth_gasPrice',
        'eth_getBalance',
        'eth_getBlockByHash',
        'eth_getBlockByNumber',
        'eth_getCode',
        'eth_getLogs',
        'eth_getTransactionByHash',
        'eth_getTransactionCount',
        'eth_getTransactionReceipt',
        'eth_maxPriorityFeePerGas',
        'eth_sendRawTransaction',
        'net_version',
      ].sort(),
    );
  });

  it('never include signing, admin or node-control methods', () => {
    for (const method of [
      'eth_sendTransaction',
      'eth_sign',
      'personal_sign',
      'eth_signTypedData_v4',
      'anvil_setBalance',
      'hardhat_impersonateAccount',
      'evm_mine',
      'debug_traceTransaction',
      'admin_peers',
      'ETH_CALL',
      '__proto__',
    ]) {
      expect(isForwardedRpcMethod(method)).toBe(false);
    }
  });

  it('answer another method with JSON-RPC error -32601 and the request id', () => {
    const request = readJsonRpcRequest({ jsonrpc: '2.0', id: 7, method: 'anvil_mine' });
    expect(methodNotAllowedResponse(request)).toEqual({
      jsonrpc: '2.0',
      id: 7,
      error: {
        code: JSON_RPC_METHOD_NOT_FOUND,
        message: 'Method not allowed on this RPC endpoint: anvil_mine',
      },
    });
  });
});

describe('readJsonRpcRequest and deeply nested params', () => {
  const nested = (depth: number): unknown =>
    JSON.parse('['.repeat(depth) + ']'.repeat(depth)) as unknown;
  const request = (params: unknown) => ({ jsonrpc: '2.0', id: 1, method: 'eth_call', params });

  it('takes params nested 16 levels deep', () => {
    expect(readJsonRpcRequest(request(nested(16))).params).toEqual(nested(16));
  });

  it.each([17, 100, 20_000])('refuses params nested %i levels deep with a 400', (depth) => {
    const read = () => readJsonRpcRequest(request(nested(depth)));
    expect(read).toThrow(InvalidRequestError);
    expect(read).toThrow('The JSON-RPC params nest deeper than 16 levels');
  });

  it('counts objects as levels too', () => {
    const deep = JSON.parse('{"a":'.repeat(17) + '1' + '}'.repeat(17)) as unknown;
    expect(() => readJsonRpcRequest(request([deep]))).toThrow(InvalidRequestError);
  });
});
