import fc from 'fast-check';
import { viemLibrary } from './viemLibrary';

const TRANSFER_ABI = [
  {
    type: 'function',
    name: 'transfer',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'to', type: 'address' },
      { name: 'amount', type: 'uint256' },
    ],
    outputs: [{ name: '', type: 'bool' }],
  },
  {
    type: 'function',
    name: 'symbol',
    stateMutability: 'view',
    inputs: [],
    outputs: [{ name: '', type: 'string' }],
  },
] as const;
const RECEIVER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

describe('viemLibrary', () => {
  it('is one frozen object named viem, shared by every instance', () => {
    expect(viemLibrary.name).toBe('viem');
    expect(Object.isFrozen(viemLibrary)).toBe(true);
  });

  it('encodes an ERC-20 transfer as selector 0xa9059cbb and two 32-byte words', () => {
    const data = viemLibrary.encodeFunctionData({
      abi: TRANSFER_ABI,
      functionName: 'transfer',
      args: [RECEIVER, 10n ** 18n],
    });
    expect(data).toBe(
      '0xa9059cbb' +
        RECEIVER.slice(2).toLowerCase().padStart(64, '0') +
        (10n ** 18n).toString(16).padStart(64, '0'),
    );
  });

  it('decodes a string result', () => {
    // ABI encoding of "PTT": offset 0x20, length 3, the bytes padded to 32.
    const data =
      `0x${'20'.padStart(64, '0')}${'3'.padStart(64, '0')}${'505454'.padEnd(64, '0')}` as const;
    expect(
      viemLibrary.decodeFunctionResult({ abi: TRANSFER_ABI, functionName: 'symbol', data }),
    ).toBe('PTT');
  });

  it('parses 18-decimal amounts exactly, with no floating point', () => {
    expect(viemLibrary.parseUnits('0.000000000000000001', 18)).toBe(1n);
    expect(viemLibrary.parseUnits('123456789.123456789', 18)).toBe(
      123_456_789_123_456_789n * 10n ** 9n,
    );
    expect(viemLibrary.formatUnits(1n, 18)).toBe('0.000000000000000001');
    expect(viemLibrary.formatUnits(123_456_789_123_456_789n * 10n ** 9n, 18)).toBe(
      '123456789.123456789',
    );
  });

  it('formats then parses back any amount to the same base units', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 2n ** 256n - 1n }),
        fc.nat({ max: 36 }),
        (value, decimals) => {
          expect(viemLibrary.parseUnits(viemLibrary.formatUnits(value, decimals), decimals)).toBe(
            value,
          );
        },
      ),
    );
  });
});
