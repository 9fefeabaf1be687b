/**
 * The lazily loaded part of the viem binding (`viemLibrary.load()`): chain reads through viem's
 * transports (./rpc/viemReader) and viem's ABI coding. Import it only with `import()`: a
 * static import would put viem back into the page-load bundle.
 */
import {
  decodeFunctionResult as viemDecode,
  encodeFunctionData as viemEncode,
  type Abi,
} from 'viem';
import type { EvmLibraryModule, Hex } from '@portico/adapter-evm-common';

export { createViemReader as createReader } from './rpc/viemReader';

export const encodeFunctionData: EvmLibraryModule['encodeFunctionData'] = ({
  abi,
  functionName,
  args,
}): Hex => viemEncode({ abi: abi as Abi, functionName, args: [...args] });

export const decodeFunctionResult: EvmLibraryModule['decodeFunctionResult'] = ({
  abi,
  functionName,
  data,
}): unknown => viemDecode({ abi: abi as Abi, functionName, data });
