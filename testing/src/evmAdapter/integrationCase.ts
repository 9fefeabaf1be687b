import { createPublicClient, http, type Address, type PublicClient } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import type { LocalEvmChains } from './localEvmChains';
import type { WalletSession, WalletSessionOptions } from './walletSession';

/** What every integration case gets; everything it opens is closed after it. */
export interface IntegrationContext {
  readonly chains: LocalEvmChains;
  /** Opens a page (a Portico instance with the adapter under test and a test wallet). */
  open(options?: WalletSessionOptions): WalletSession;
  /** Reads local chain 0 or 1 directly, to check results on chain rather than via the adapter. */
  onChain(index: 0 | 1): PublicClient;
  /** Runs `cleanup` after the case, pass or fail. */
  defer(cleanup: () => unknown): void;
}

export interface IntegrationCase {
  /** The behaviour, as the test's name. */
  readonly name: string;
  readonly timeoutMs?: number;
  run(context: IntegrationContext): Promise<void>;
}

export function chainClient(url: string): PublicClient {
  return createPublicClient({ transport: http(url, { retryCount: 0 }) });
}

/** A new address nobody has used: its balances start at zero, so what arrives is exact. */
export function freshAddress(): Address {
  return privateKeyToAccount(generatePrivateKey()).address;
}

/** Whether a capabilities key (0x-hex, decimal or CAIP-2) names `chainId`. */
export function isChainKey(key: string, chainId: number): boolean {
  const reference = key.startsWith('eip155:') ? key.slice('eip155:'.length) : key;
  return /^(0x[0-9a-fA-F]+|[0-9]+)$/.test(reference) && Number(reference) === chainId;
}
