import fc from 'fast-check';
import {
  chainIdToHex,
  isLoopbackRpcUrl,
  parseChainId,
  parseQuantity,
  parseTransactionParams,
} from './walletParams';

describe('parseChainId', () => {
  it('round-trips every positive safe chain id through its hex form', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), (id) => {
        expect(parseChainId(chainIdToHex(id))).toBe(id);
      }),
    );
  });

  it('rejects anything that is not a positive hex chain id with -32602', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string().filter((s) => !/^0x[0-9a-fA-F]{1,14}$/.test(s)),
          fc.integer({ max: 0 }),
          fc.constant(null),
          fc.constant('0x0'),
        ),
        (value) => {
          expect(() => parseChainId(value)).toThrow(expect.objectContaining({ code: -32602 }));
        },
      ),
    );
  });
});

describe('parseQuantity', () => {
  it('reads any 0x hex quantity as the same bigint', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 2n ** 256n - 1n }), (n) => {
        expect(parseQuantity(`0x${n.toString(16)}`, 'value')).toBe(n);
      }),
    );
  });

  it('rejects decimal strings and numbers', () => {
    expect(() => parseQuantity('100', 'value')).toThrow(expect.objectContaining({ code: -32602 }));
    expect(() => parseQuantity(100, 'value')).toThrow(expect.objectContaining({ code: -32602 }));
  });
});

describe('parseTransactionParams', () => {
  it('accepts gasLimit and input as the aliases some dapps send', () => {
    expect(parseTransactionParams({ gasLimit: '0x5208', input: '0xabcd', to: null })).toMatchObject(
      { gas: 21000n, data: '0xabcd', to: undefined },
    );
  });

  it('never throws anything but a -32602 ProviderRpcError on arbitrary input', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        try {
          parseTransactionParams(value);
        } catch (error) {
          expect(error).toMatchObject({ code: -32602 });
        }
      }),
    );
  });
});

describe('isLoopbackRpcUrl', () => {
  it('accepts http(s) on 127.x, localhost and ::1 and nothing else', () => {
    expect(isLoopbackRpcUrl('http://127.0.0.1:8545')).toBe(true);
    expect(isLoopbackRpcUrl('https://localhost/rpc')).toBe(true);
    expect(isLoopbackRpcUrl('http://[::1]:8545')).toBe(true);
    expect(isLoopbackRpcUrl('http://127.0.0.1.example.org')).toBe(false);
    expect(isLoopbackRpcUrl('http://10.0.0.1:8545')).toBe(false);
    expect(isLoopbackRpcUrl('ws://127.0.0.1:8545')).toBe(false);
    expect(isLoopbackRpcUrl('not a url')).toBe(false);
  });

  it('refuses every generated non-loopback host', () => {
    fc.assert(
      fc.property(fc.domain(), (host) => {
        fc.pre(host !== 'localhost');
        expect(isLoopbackRpcUrl(`https://${host}/`)).toBe(false);
      }),
    );
  });
});
