/**
 * Two local Solana networks for the adapter's tests: two LiteSVM nodes (real JSON-RPC over
 * HTTP and WebSocket on 127.0.0.1), defined as custom networks 'localnet' and 'localnet2' so
 * that a Wallet Standard wallet knows them as 'solana:localnet' and 'solana:localnet2'.
 */
import type { Network } from '@portico/core';
import { defineNetwork } from '@portico/core/networks';
import {
  createSolanaTestWallet,
  startLocalSolana,
  type LocalSolana,
  type SolanaChain,
  type SolanaTestWallet,
} from '@portico/testing/solana';

export const SOL = 1_000_000_000n;

export interface LocalSolanaNetworks {
  readonly nodes: readonly [LocalSolana, LocalSolana];
  readonly networks: readonly [Network, Network];
  stop(): Promise<void>;
}

/** A custom network of the solana namespace on a local node ('localnet' is 'solana:localnet'). */
export function localSolanaNetwork(id: string, node: LocalSolana): Network {
  return defineNetwork({
    id,
    chainNamespace: 'solana',
    name: `Solana ${id}`,
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrls: { default: { http: [node.url], webSocket: [node.wsUrl] } },
  });
}

export async function startLocalSolanaNetworks(): Promise<LocalSolanaNetworks> {
  const nodes = [await startLocalSolana(), await startLocalSolana()] as const;
  return {
    nodes,
    networks: [localSolanaNetwork('localnet', nodes[0]), localSolanaNetwork('localnet2', nodes[1])],
    stop: async () => {
      await Promise.all(nodes.map((node) => node.stop()));
    },
  };
}

/**
 * A fresh Wallet Standard test wallet on both networks, funded with 10 SOL on each and
 * registered on its own `window` (an EventTarget), as a wallet extension would on a page.
 */
export function fundedTestWallet(local: LocalSolanaNetworks, name?: string) {
  const chains: SolanaChain[] = ['solana:localnet', 'solana:localnet2'];
  const wallet: SolanaTestWallet = createSolanaTestWallet({
    ...(name !== undefined && { name }),
    chains,
    rpc: {
      'solana:localnet': { url: local.nodes[0].url, wsUrl: local.nodes[0].wsUrl },
      'solana:localnet2': { url: local.nodes[1].url, wsUrl: local.nodes[1].wsUrl },
    },
  });
  for (const node of local.nodes) node.fund(wallet.address, 10n * SOL);
  const window = new EventTarget();
  wallet.register(window);
  return { wallet, window };
}
