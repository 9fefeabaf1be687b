/**
 * Chain ids a wallet reports (CAIP-2 `namespace:reference`), read per namespace. A wallet's
 * chain id is untrusted: it becomes `eth_chainId`'s answer, a state key and a network lookup,
 * so one chain must have one spelling.
 *
 * - eip155: a decimal chain id without leading zeros, `^[1-9][0-9]{0,15}$` (`eip155:01`,
 *   `eip155:0`, `eip155:abc` and `eip155:0x1` are refused).
 * - solana: the first 32 base58 characters of the genesis hash (CAIP-30), or one of the Wallet
 *   Standard's cluster names (`mainnet`, `devnet`, `testnet`, `localnet`), which Solana wallets
 *   and Portico's own local networks use (`solana:localnet`).
 * - other namespaces: CAIP-2's reference grammar, `[-_a-zA-Z0-9]{1,32}`.
 * - the namespace itself: CAIP-2's `[-a-z0-9]{3,8}`.
 */
import type { CaipNetworkId } from './caip';

const NAMESPACE = /^[-a-z0-9]{3,8}$/;
const EIP155_REFERENCE = /^[1-9][0-9]{0,15}$/;
const SOLANA_REFERENCE = /^[1-9A-HJ-NP-Za-km-z]{32}$/;
const CAIP2_REFERENCE = /^[-_a-zA-Z0-9]{1,32}$/;
const SOLANA_CLUSTERS: readonly string[] = Object.freeze([
  'mainnet',
  'devnet',
  'testnet',
  'localnet',
]);

/** True when `reference` is a valid chain reference in `namespace` (rules above). */
export function isChainReference(namespace: string, reference: unknown): reference is string {
  if (typeof namespace !== 'string' || typeof reference !== 'string') return false;
  if (namespace === 'eip155') return EIP155_REFERENCE.test(reference);
  if (namespace === 'solana') {
    return SOLANA_REFERENCE.test(reference) || SOLANA_CLUSTERS.includes(reference);
  }
  return NAMESPACE.test(namespace) && CAIP2_REFERENCE.test(reference);
}

/** True when `value` is `namespace:reference` with a valid namespace and reference for it. */
export function isWalletChainId(value: unknown): value is CaipNetworkId {
  if (typeof value !== 'string') return false;
  const colon = value.indexOf(':');
  if (colon < 0) return false;
  const namespace = value.slice(0, colon);
  return NAMESPACE.test(namespace) && isChainReference(namespace, value.slice(colon + 1));
}
