import { erc20Abi } from '@portico/testing';
import { decodeFunctionResult, encodeFunctionData } from './abiCoding';

const RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const word = (hex: string) => hex.replace(/^0x/, '').padStart(64, '0');

/** Outputs of several shapes, to check results come back as viem returns them. */
const shapesAbi = [
  {
    type: 'function',
    name: 'pair',
    stateMutability: 'view',
    inputs: [],
    outputs: [
      { name: 'amount', type: 'uint256' },
      { name: 'flag', type: 'bool' },
    ],
  },
  {
    type: 'function',
    name: 'namedTuple',
    stateMutability: 'view',
    inputs: [],
    outputs: [
      {
        name: '',
        type: 'tuple',
        components: [
          { name: 'owner', type: 'address' },
          { name: 'small', type: 'uint48' },
        ],
      },
    ],
  },
  {
    type: 'function',
    name: 'unnamedTuple',
    stateMutability: 'view',
    inputs: [],
    outputs: [
      {
        name: '',
        type: 'tuple',
        components: [
          { name: '', type: 'uint56' },
          { name: '', type: 'int8' },
        ],
      },
    ],
  },
  {
    type: 'function',
    name: 'list',
    stateMutability: 'view',
    inputs: [],
    outputs: [{ name: '', type: 'uint8[]' }],
  },
  { type: 'function', name: 'nothing', stateMutability: 'nonpayable', inputs: [], outputs: [] },
] as const;

describe('encodeFunctionData (ethers Interface)', () => {
  it('encodes an ERC-20 transfer as selector a9059cbb, address and amount words', () => {
    const data = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [RECIPIENT, 123456789123456789000000000n],
    });
    expect(data).toBe(
      `0xa9059cbb${word(RECIPIENT.toLowerCase())}${word(123456789123456789000000000n.toString(16))}`,
    );
  });

  it('throws for a function the ABI does not have', () => {
    expect(() => encodeFunctionData({ abi: erc20Abi, functionName: 'mint', args: [] })).toThrow();
  });
});

describe('decodeFunctionResult returns what viem returns', () => {
  it('one uint256 output is a bigint, not a one-element Result', () => {
    const value = decodeFunctionResult({
      abi: erc20Abi,
      functionName: 'balanceOf',
      data: `0x${word('0de0b6b3a7640000')}`,
    });
    expect(value).toBe(10n ** 18n);
  });

  it('uint8 decimals is a number, as viem gives integers of up to 48 bits', () => {
    const value = decodeFunctionResult({
      abi: erc20Abi,
      functionName: 'decimals',
      data: `0x${word('12')}`,
    });
    expect(value).toBe(18);
  });

  it('a string output is a string', () => {
    const data =
      '0x' + word('20') + word('03') + Buffer.from('PTT').toString('hex').padEnd(64, '0');
    expect(
      decodeFunctionResult({ abi: erc20Abi, functionName: 'symbol', data: data as `0x${string}` }),
    ).toBe('PTT');
  });

  it('several outputs are a plain array', () => {
    const value = decodeFunctionResult({
      abi: shapesAbi,
      functionName: 'pair',
      data: `0x${word('05')}${word('01')}`,
    });
    expect(value).toStrictEqual([5n, true]);
  });

  it('a tuple with named components is an object, with checksummed addresses', () => {
    const value = decodeFunctionResult({
      abi: shapesAbi,
      functionName: 'namedTuple',
      data: `0x${word(RECIPIENT.toLowerCase())}${word('07')}`,
    });
    expect(value).toStrictEqual({ owner: RECIPIENT, small: 7 });
  });

  it('a tuple with an unnamed component is an array; uint56 stays a bigint, int8 is a number', () => {
    const value = decodeFunctionResult({
      abi: shapesAbi,
      functionName: 'unnamedTuple',
      data: `0x${word('09')}${'f'.repeat(64)}`,
    });
    expect(value).toStrictEqual([9n, -1]);
  });

  it('a dynamic array is a plain array of its items', () => {
    const value = decodeFunctionResult({
      abi: shapesAbi,
      functionName: 'list',
      data: `0x${word('20')}${word('02')}${word('01')}${word('02')}`,
    });
    expect(value).toStrictEqual([1, 2]);
  });

  it('no outputs is undefined', () => {
    expect(decodeFunctionResult({ abi: shapesAbi, functionName: 'nothing', data: '0x' })).toBe(
      undefined,
    );
  });

  it('throws for data that does not fit the outputs', () => {
    expect(() =>
      decodeFunctionResult({ abi: erc20Abi, functionName: 'balanceOf', data: '0x1234' }),
    ).toThrow();
  });
});
