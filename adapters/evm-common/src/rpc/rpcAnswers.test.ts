import fc from 'fast-check';
import { MalformedRpcAnswerError, readData, readQuantity } from './rpcAnswers';

const refusal = (read: () => unknown) => {
  try {
    read();
  } catch (error) {
    return error;
  }
  return undefined;
};

describe('readQuantity (EIP-1474 QUANTITY)', () => {
  it.each([
    ['0x0', 0n],
    ['0x1', 1n],
    ['0x400', 1024n],
    ['0xff', 255n],
    ['0xFF', 255n], // upper case: accepted
    [`0x${'f'.repeat(64)}`, 2n ** 256n - 1n],
  ])('reads %s as %s', (answer, value) => {
    expect(readQuantity('eth_gasPrice', answer)).toBe(value);
  });

  it.each<[string, unknown]>([
    ['an empty string', ''],
    ['an empty quantity', '0x'],
    ['a leading zero', '0x0400'],
    ['"0x00"', '0x00'],
    ['no 0x', 'ff'],
    ['0X', '0Xff'],
    ['exponent notation', '1e5'],
    ['decimal text', '100'],
    ['a number', 100],
    ['null', null],
    ['undefined', undefined],
    ['an object', {}],
    ['a negative', '-0x1'],
    ['white space', ' 0x1'],
    ['more than 256 bits', `0x1${'0'.repeat(64)}`],
    ['a non-hex digit', '0xg'],
  ])('refuses %s with MalformedRpcAnswerError', (_what, answer) => {
    const error = refusal(() => readQuantity('eth_getBalance', answer));
    expect(error).toBeInstanceOf(MalformedRpcAnswerError);
    expect((error as MalformedRpcAnswerError).method).toBe('eth_getBalance');
  });

  it('reads every uint256 written as EIP-1474 does, and refuses anything else with MalformedRpcAnswerError only', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 2n ** 256n - 1n }), (value) => {
        return readQuantity('m', `0x${value.toString(16)}`) === value;
      }),
      { numRuns: 10_000 },
    );
    const QUANTITY = /^0x(?:0|[1-9a-fA-F][0-9a-fA-F]{0,63})$/;
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.string({ unit: fc.constantFrom(...'0xX123abcdefABCDEFge. -') }),
          fc.anything(),
        ),
        (answer) => {
          const error = refusal(() => readQuantity('m', answer));
          const wellFormed = typeof answer === 'string' && QUANTITY.test(answer);
          return wellFormed ? error === undefined : error instanceof MalformedRpcAnswerError;
        },
      ),
      { numRuns: 10_000 },
    );
  });
});

describe('readData (EIP-1474 DATA)', () => {
  it('reads empty data, and bytes in either case as lower case', () => {
    expect(readData('eth_call', '0x')).toBe('0x');
    expect(readData('eth_call', '0x00AbCd')).toBe('0x00abcd');
  });

  it.each<[string, unknown]>([
    ['an odd number of digits', '0x123'],
    ['no 0x', 'abcd'],
    ['an empty string', ''],
    ['null', null],
    ['a number', 42],
  ])('refuses %s', (_what, answer) => {
    expect(refusal(() => readData('eth_call', answer))).toBeInstanceOf(MalformedRpcAnswerError);
  });

  it('quotes a long answer short in its message', () => {
    const error = refusal(() => readData('eth_call', 'x'.repeat(500))) as Error;
    expect(error.message.length).toBeLessThan(150);
    expect(error.message).toContain('eth_call');
  });
});
