import { ethersLibrary } from './ethersLibrary';

describe('ethersLibrary', () => {
  it('is one frozen object named ethers, shared by every instance', () => {
    expect(ethersLibrary.name).toBe('ethers');
    expect(Object.isFrozen(ethersLibrary)).toBe(true);
  });

  it('loads the reader and the contract call data on demand', async () => {
    const module = await ethersLibrary.load();
    expect(Object.keys(module).sort()).toEqual([
      'createReader',
      'decodeFunctionResult',
      'encodeFunctionData',
    ]);
  });
});
