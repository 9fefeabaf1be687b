// @portico/adapter-evm-viem: Portico's EVM (eip155) adapter on viem. The adapter's logic is
// shared with the ethers adapter (@portico/adapter-evm-common); this package is its viem side.
// viem itself is loaded on the first chain read or contract call (viemLibrary.ts): connecting,
// signing and sending go through the wallet and need none of it.
import { evmAdapter, type EvmAdapterOptions } from '@portico/adapter-evm-common';
import type { AdapterPlugin } from '@portico/core';
import { viemLibrary } from './viemLibrary';

export type { EvmAdapterOptions } from '@portico/adapter-evm-common';
export { viemLibrary };

/** The eip155 adapter for `createPortico({ adapters: [viemAdapter()] })`. */
export function viemAdapter(options?: EvmAdapterOptions): AdapterPlugin {
  return evmAdapter(viemLibrary, options);
}
