/**
 * The chain's latest block number, read with one JSON-RPC call (eth_blockNumber) on the
 * network's own RPC URL: what tells a quote is older than the chain. No chain library: the
 * UI never imports one. Undefined when the node cannot be read (the quote is then refreshed
 * before signing, as a stale one would be).
 */
import type { Network } from '@portico/core';

export async function latestBlockNumber(network: Network): Promise<bigint | undefined> {
  const url = network.rpcUrls.default.http[0];
  if (!url) return undefined;
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_blockNumber', params: [] }),
    });
    if (!response.ok) return undefined;
    const answer = (await response.json()) as { result?: unknown };
    return typeof answer.result === 'string' && /^0x[0-9a-fA-F]+$/.test(answer.result)
      ? BigInt(answer.result)
      : undefined;
  } catch {
    return undefined;
  }
}

/** True when the quote was read before the chain's latest block (or either is unknown). */
export function isQuoteStale(quoteBlock: bigint | undefined, latest: bigint | undefined): boolean {
  return quoteBlock === undefined || latest === undefined || latest > quoteBlock;
}
