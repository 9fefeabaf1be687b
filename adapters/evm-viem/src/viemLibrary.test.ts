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

  it('loads the reader and the ABI coding on demand', async () => {
    const module = await viemLibrary.load();
    expect(Object.keys(module).sort()).toEqual([
      'createReader',
      'decodeFunctionResult',
      'encodeFunctionData',
    ]);
  });

  it('encodes an ERC-20 transfer as selector 0xa9059cbb and two 32-byte words', async () => {
    const { encodeFunctionData } = await viemLibrary.load();
    const data = encodeFunctionData({
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

  it('decodes a string result', async () => {
    const { decodeFunctionResult } = await viemLibrary.load();
    // ABI encoding of "PTT": offset 0x20, length 3, the bytes padded to 32.
    const data =
      `0x${'20'.padStart(64, '0')}${'3'.padStart(64, '0')}${'505454'.padEnd(64, '0')}` as const;
    expect(decodeFunctionResult({ abi: TRANSFER_ABI, functionName: 'symbol', data })).toBe('PTT');
  });
});
