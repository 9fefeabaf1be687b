// @portico/adapter-evm-ethers: Portico's EVM (eip155) adapter on ethers v6. The adapter's logic
// is shared with the viem adapter (@portico/adapter-evm-common); this package is its ethers side.
// ethers itself is loaded on the first chain read or contract call (ethersLibrary.ts):
// connecting, signing and sending go through the wallet and need none of it.
import { evmAdapter, type EvmAdapterOptions } from '@portico/adapter-evm-common';
import type { AdapterPlugin } from '@portico/core';
import { ethersLibrary } from './ethersLibrary';

export type { EvmAdapterOptions } from '@portico/adapter-evm-common';
export type { EthersReader } from './ethersReader';
export { ethersLibrary };

/** The eip155 adapter for `createPortico({ adapters: [ethersAdapter()] })`. */
export function ethersAdapter(options?: EvmAdapterOptions): AdapterPlugin {
  return evmAdapter(ethersLibrary, options);
}
