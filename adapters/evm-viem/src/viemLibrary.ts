/**
 * The EvmLibrary port (@portico/adapter-evm-common) on viem: chain reads through viem's
 * transports (./rpc/viemReader) and viem's ABI and unit helpers. No state: one frozen object
 * that any number of Portico instances share.
 */
import { decodeFunctionResult, encodeFunctionData, formatUnits, parseUnits, type Abi } from 'viem';
import type { EvmLibrary, Hex } from '@portico/adapter-evm-common';
import { createViemReader } from './rpc/viemReader';

export const viemLibrary: EvmLibrary = /* @__PURE__ */ Object.freeze<EvmLibrary>({
  name: 'viem',
  createReader: createViemReader,
  encodeFunctionData: ({ abi, functionName, args }): Hex =>
    encodeFunctionData({ abi: abi as Abi, functionName, args: [...args] }),
  decodeFunctionResult: ({ abi, functionName, data }): unknown =>
    decodeFunctionResult({ abi: abi as Abi, functionName, data }),
  parseUnits: (value: string, decimals: number) => parseUnits(value, decimals),
  formatUnits: (value: bigint, decimals: number) => formatUnits(value, decimals),
});
