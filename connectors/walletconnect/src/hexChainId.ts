/**
 * An eip155 chain as EIP-1193's hex chain id: `eip155:10` -> `0xa`. Chains reach here only after
 * core's isWalletChainId (an eip155 reference is `^[1-9][0-9]{0,15}$`), and BigInt keeps a
 * reference beyond 2^53 exact, so the answer is never "0xNaN" nor a rounded id. Outside
 * session/ because the provider, loaded with the page, uses it too.
 */
import type { CaipNetworkId } from '@portico/core';

export function toHexChainId(chain: CaipNetworkId): string {
  return `0x${BigInt(chain.slice(chain.indexOf(':') + 1)).toString(16)}`;
}
