import fc from 'fast-check';
import type { Hex } from '../library';
import { MalformedRpcAnswerError } from './rpcAnswers';
import {
  knownTransactionReader,
  readBaseFeePerGas,
  receiptStatusReader,
} from './transactionAnswers';

const HASH = `0x${'ab'.repeat(32)}` as Hex;
const OTHER = `0x${'cd'.repeat(32)}` as Hex;
const receipt = (fields: Record<string, unknown>) => ({
  transactionHash: HASH,
  blockNumber: '0x10',
  status: '0x1',
  ...fields,
});

const refusal = (read: () => unknown) => {
  try {
    read();
  } catch (error) {
    return error;
  }
  return undefined;
};

describe('readBaseFeePerGas (eth_getBlockByNumber latest)', () => {
  it('reads the base fee of an EIP-1559 block, and none of a block without one', () => {
    expect(readBaseFeePerGas('m', { number: '0x1', baseFeePerGas: '0x3b9aca00' })).toBe(10n ** 9n);
    expect(readBaseFeePerGas('m', { number: '0x1' })).toBeUndefined();
    expect(readBaseFeePerGas('m', { number: '0x1', baseFeePerGas: null })).toBeUndefined();
  });

  it.each<[string, unknown]>([
    ['no block (null)', null],
    ['an array', ['0x1']],
    ['a quantity instead of a block', '0x1'],
    ['a base fee that is not a quantity', { baseFeePerGas: '1e9' }],
    ['a base fee as a number', { baseFeePerGas: 1_000_000_000 }],
    ['an empty base fee', { baseFeePerGas: '0x' }],
  ])('refuses %s', (_what, answer) => {
    expect(refusal(() => readBaseFeePerGas('m', answer))).toBeInstanceOf(MalformedRpcAnswerError);
  });
});

describe('receiptStatusReader (eth_getTransactionReceipt)', () => {
  const read = receiptStatusReader(HASH);

  it('reads 0x1 as success, 0x0 as reverted, null as not mined; the hash in either case', () => {
    expect(read('m', receipt({}))).toBe('success');
    expect(read('m', receipt({ status: '0x0' }))).toBe('reverted');
    expect(read('m', null)).toBeUndefined();
    expect(read('m', receipt({ transactionHash: HASH.toUpperCase().replace('0X', '0x') }))).toBe(
      'success',
    );
  });

  it.each<[string, unknown]>([
    ['no answer (undefined)', undefined],
    ['the receipt of another transaction', receipt({ transactionHash: OTHER })],
    ['a receipt without a hash', receipt({ transactionHash: undefined })],
    ['a pre-Byzantium receipt (root, no status)', receipt({ status: undefined, root: HASH })],
    ['a status of 0x2', receipt({ status: '0x2' })],
    ['a status of 0x01', receipt({ status: '0x01' })],
    ['a status as a number', receipt({ status: 1 })],
    ['a status as a boolean', receipt({ status: true })],
    ['no block number', receipt({ blockNumber: undefined })],
    ['a block number that is not a quantity', receipt({ blockNumber: 'latest' })],
    ['a string', 'success'],
    ['an array', [receipt({})]],
  ])('refuses %s', (_what, answer) => {
    const error = refusal(() => read('eth_getTransactionReceipt', answer));
    expect(error).toBeInstanceOf(MalformedRpcAnswerError);
    expect((error as MalformedRpcAnswerError).method).toBe('eth_getTransactionReceipt');
  });

  it('gives a status only for a receipt of that hash with status 0x0 or 0x1; refuses anything else with MalformedRpcAnswerError only', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.anything(),
          fc.record({
            transactionHash: fc.constantFrom<unknown>(HASH, OTHER, '0x', null, 1),
            blockNumber: fc.constantFrom<unknown>('0x0', '0x10', '0x010', 16, undefined),
            status: fc.constantFrom<unknown>('0x0', '0x1', '0x2', '0x00', 1, true, null),
          }),
        ),
        (answer) => {
          const error = refusal(() => read('m', answer));
          const wellFormed =
            typeof answer === 'object' &&
            answer !== null &&
            !Array.isArray(answer) &&
            (answer as { transactionHash?: unknown }).transactionHash === HASH &&
            ['0x0', '0x10'].includes((answer as { blockNumber?: unknown }).blockNumber as string) &&
            ['0x0', '0x1'].includes((answer as { status?: unknown }).status as string);
          if (answer === null) return error === undefined;
          return wellFormed ? error === undefined : error instanceof MalformedRpcAnswerError;
        },
      ),
      { numRuns: 10_000 },
    );
  });
});

describe('knownTransactionReader (eth_getTransactionByHash)', () => {
  const read = knownTransactionReader(HASH);

  it('reads null as unknown and the transaction of that hash as known', () => {
    expect(read('m', null)).toBe(false);
    expect(read('m', { hash: HASH, blockNumber: null })).toBe(true);
  });

  it.each<[string, unknown]>([
    ['no answer (undefined)', undefined],
    ['another transaction', { hash: OTHER }],
    ['a transaction without a hash', { nonce: '0x1' }],
    ['true', true],
    ['the hash as a string', HASH],
  ])('refuses %s', (_what, answer) => {
    expect(refusal(() => read('m', answer))).toBeInstanceOf(MalformedRpcAnswerError);
  });
});
