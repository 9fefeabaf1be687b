/**
 * The chain chunk of the Polkadot adapter (skeleton: part C of issue 20 builds it).
 */
import type { PolkadotChainModule, PolkadotChainOptions } from './polkadotChain';

export function createPolkadotChainModule(_options: PolkadotChainOptions): PolkadotChainModule {
  // eslint-disable-next-line no-restricted-syntax -- a skeleton, replaced by part C
  throw new Error('not built yet');
}
