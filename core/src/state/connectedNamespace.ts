import type { ChainNamespace } from '../validators/caip';
import type { PorticoState } from './types';

/**
 * The first namespace with a connected account, in the order the chains were set up: the one
 * to show when the active namespace has none (after its disconnect, or when the visitor left
 * it without connecting).
 */
export function firstConnectedNamespace(
  chains: PorticoState['chains'],
): ChainNamespace | undefined {
  return Object.keys(chains).find((namespace) => chains[namespace]?.account.status === 'connected');
}
