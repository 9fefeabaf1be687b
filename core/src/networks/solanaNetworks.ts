/**
 * Solana clusters. The CAIP-2 reference is the first 32 characters of the cluster's genesis
 * hash. Devnet and testnet have no `blockExplorers`: the public explorers select those clusters
 * with a query parameter (`?cluster=devnet`), which a base URL cannot carry.
 */
import { defineNetwork } from './network';

const SOLANA = 'solana';
const SOL = Object.freeze({ name: 'Solana', symbol: 'SOL', decimals: 9 });

export const solana = /* @__PURE__ */ defineNetwork({
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  chainNamespace: SOLANA,
  name: 'Solana',
  nativeCurrency: SOL,
  rpcUrls: {
    default: {
      http: ['https://api.mainnet-beta.solana.com'],
      webSocket: ['wss://api.mainnet-beta.solana.com'],
    },
  },
  blockExplorers: { default: { name: 'Solscan', url: 'https://solscan.io' } },
});

export const solanaDevnet = /* @__PURE__ */ defineNetwork({
  id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  chainNamespace: SOLANA,
  name: 'Solana Devnet',
  nativeCurrency: SOL,
  rpcUrls: {
    default: {
      http: ['https://api.devnet.solana.com'],
      webSocket: ['wss://api.devnet.solana.com'],
    },
  },
  testnet: true,
});

export const solanaTestnet = /* @__PURE__ */ defineNetwork({
  id: '4uhcVJyU9pJkvQyS88uRDiswHXSRLKzj',
  chainNamespace: SOLANA,
  name: 'Solana Testnet',
  nativeCurrency: SOL,
  rpcUrls: {
    default: {
      http: ['https://api.testnet.solana.com'],
      webSocket: ['wss://api.testnet.solana.com'],
    },
  },
  testnet: true,
});
