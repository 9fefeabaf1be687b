/**
 * The EvmLibrary port (@portico/adapter-evm-common) on ethers v6: chain reads, contract call
 * data and amounts. Signing and sending go through the wallet and are the shared adapter's.
 * A frozen object without state: each reader holds its own providers and timers.
 */
import type { EvmLibrary } from '@portico/adapter-evm-common';
import { decodeFunctionResult, encodeFunctionData } from './abiCoding';
import { createEthersReader } from './ethersReader';
import { formatUnits, parseUnits } from './units';

export const ethersLibrary: EvmLibrary = Object.freeze({
  name: 'ethers',
  createReader: createEthersReader,
  encodeFunctionData,
  decodeFunctionResult,
  parseUnits,
  formatUnits,
});
