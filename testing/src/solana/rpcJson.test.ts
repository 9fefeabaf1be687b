import fc from 'fast-check';
import { toRpcJson, u64Value } from './rpcJson';

describe('the local node writes u64 values exactly', () => {
  it('keeps numbers up to 2^53 and bigints above it, written as bare digits', () => {
    expect(u64Value(5n)).toBe(5);
    expect(u64Value(2n ** 53n + 1n)).toBe(2n ** 53n + 1n);
    expect(toRpcJson({ result: { context: { slot: 1 }, value: 2n ** 64n - 1n } })).toBe(
      '{"result":{"context":{"slot":1},"value":18446744073709551615}}',
    );
  });

  it('leaves strings alone, even ones that look like its marks', () => {
    const value = { message: 'u64-00000000-0000-0000-0000-000000000000:5', list: [1, 'x'] };
    expect(toRpcJson(value)).toBe(JSON.stringify(value));
  });
});

describe('toRpcJson, properties', () => {
  it('writes any JSON value exactly as JSON.stringify does', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(toRpcJson(value)).toBe(JSON.stringify(value));
      }),
    );
  });

  it('writes every u64 bigint as its own digits, wherever it sits', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 2n ** 64n - 1n }), fc.string(), (value, text) => {
        const written = toRpcJson({ text, list: [value, { value }] });
        expect(written).toBe(
          `{"text":${JSON.stringify(text)},"list":[${value},{"value":${value}}]}`,
        );
      }),
    );
  });
});
