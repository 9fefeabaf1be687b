import type { ChainNamespace } from '../validators/caip';

/** Connector types of spec sections 3 and 4. */
export const CONNECTOR_TYPES = [
  'AUTH',
  'MULTI_CHAIN',
  'ANNOUNCED',
  'INJECTED',
  'EXTERNAL',
  'WALLET_CONNECT',
] as const;
export type ConnectorType = (typeof CONNECTOR_TYPES)[number];

/**
 * A way to reach one wallet in one namespace. Adapters discover connectors and hand them to
 * core; core never looks inside `provider`.
 */
export interface Connector<Provider = unknown> {
  /** Stable id, unique within its namespace (an EIP-6963 rdns, 'injected', 'walletConnect', ...). */
  readonly id: string;
  /** Display name. Untrusted text when it comes from a wallet: render it as text only. */
  readonly name: string;
  readonly type: ConnectorType;
  readonly chain: ChainNamespace;
  /** An image URL or data URI. Untrusted: the UI checks its scheme before showing it. */
  readonly imageUrl?: string;
  /** An image id in the wallet catalogue. */
  readonly imageId?: string;
  /** The wallet's id in the wallet catalogue. */
  readonly explorerId?: string;
  readonly info?: { readonly rdns?: string; readonly uuid?: string };
  readonly provider?: Provider;
}
