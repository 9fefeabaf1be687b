/**
 * EVM (eip155) networks: the spec's supported networks and their testnets (section 9) and the
 * swap and on-ramp networks not otherwise covered. Names follow viem's chain exports. The URLs
 * are public defaults only; Portico's offline mode configures local endpoints instead. Over
 * 300 lines because it is a table: one definition per network, nothing to split by job.
 */
import { defineNetwork } from './network';

const EIP155 = 'eip155';
const ETHER = Object.freeze({ name: 'Ether', symbol: 'ETH', decimals: 18 });
const SEPOLIA_ETHER = Object.freeze({ name: 'Sepolia Ether', symbol: 'ETH', decimals: 18 });

export const mainnet = /* @__PURE__ */ defineNetwork({
  id: 1,
  chainNamespace: EIP155,
  name: 'Ethereum',
  nativeCurrency: ETHER,
  rpcUrls: { default: { http: ['https://ethereum-rpc.publicnode.com'] } },
  blockExplorers: { default: { name: 'Etherscan', url: 'https://etherscan.io' } },
});

export const sepolia = /* @__PURE__ */ defineNetwork({
  id: 11_155_111,
  chainNamespace: EIP155,
  name: 'Sepolia',
  nativeCurrency: SEPOLIA_ETHER,
  rpcUrls: { default: { http: ['https://ethereum-sepolia-rpc.publicnode.com'] } },
  blockExplorers: { default: { name: 'Etherscan', url: 'https://sepolia.etherscan.io' } },
  testnet: true,
});

export const optimism = /* @__PURE__ */ defineNetwork({
  id: 10,
  chainNamespace: EIP155,
  name: 'OP Mainnet',
  nativeCurrency: ETHER,
  rpcUrls: { default: { http: ['https://mainnet.optimism.io'] } },
  blockExplorers: {
    default: { name: 'Optimism Explorer', url: 'https://optimistic.etherscan.io' },
  },
});

export const optimismSepolia = /* @__PURE__ */ defineNetwork({
  id: 11_155_420,
  chainNamespace: EIP155,
  name: 'OP Sepolia',
  nativeCurrency: SEPOLIA_ETHER,
  rpcUrls: { default: { http: ['https://sepolia.optimism.io'] } },
  blockExplorers: {
    default: { name: 'Blockscout', url: 'https://optimism-sepolia.blockscout.com' },
  },
  testnet: true,
});

export const arbitrum = /* @__PURE__ */ defineNetwork({
  id: 42_161,
  chainNamespace: EIP155,
  name: 'Arbitrum One',
  nativeCurrency: ETHER,
  rpcUrls: { default: { http: ['https://arb1.arbitrum.io/rpc'] } },
  blockExplorers: { default: { name: 'Arbiscan', url: 'https://arbiscan.io' } },
});

export const arbitrumSepolia = /* @__PURE__ */ defineNetwork({
  id: 421_614,
  chainNamespace: EIP155,
  name: 'Arbitrum Sepolia',
  nativeCurrency: { name: 'Arbitrum Sepolia Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://sepolia-rollup.arbitrum.io/rpc'] } },
  blockExplorers: { default: { name: 'Arbiscan', url: 'https://sepolia.arbiscan.io' } },
  testnet: true,
});

export const polygon = /* @__PURE__ */ defineNetwork({
  id: 137,
  chainNamespace: EIP155,
  name: 'Polygon',
  nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 },
  rpcUrls: { default: { http: ['https://polygon-rpc.com'] } },
  blockExplorers: { default: { name: 'PolygonScan', url: 'https://polygonscan.com' } },
});

export const polygonAmoy = /* @__PURE__ */ defineNetwork({
  id: 80_002,
  chainNamespace: EIP155,
  name: 'Polygon Amoy',
  nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 },
  rpcUrls: { default: { http: ['https://rpc-amoy.polygon.technology'] } },
  blockExplorers: { default: { name: 'PolygonScan', url: 'https://amoy.polygonscan.com' } },
  testnet: true,
});

export const celo = /* @__PURE__ */ defineNetwork({
  id: 42_220,
  chainNamespace: EIP155,
  name: 'Celo',
  nativeCurrency: { name: 'CELO', symbol: 'CELO', decimals: 18 },
  rpcUrls: { default: { http: ['https://forno.celo.org'] } },
  blockExplorers: { default: { name: 'Celo Explorer', url: 'https://celoscan.io' } },
});

export const celoAlfajores = /* @__PURE__ */ defineNetwork({
  id: 44_787,
  chainNamespace: EIP155,
  name: 'Celo Alfajores',
  nativeCurrency: { name: 'CELO', symbol: 'A-CELO', decimals: 18 },
  rpcUrls: { default: { http: ['https://alfajores-forno.celo-testnet.org'] } },
  blockExplorers: {
    default: { name: 'Celo Alfajores Explorer', url: 'https://celo-alfajores.blockscout.com' },
  },
  testnet: true,
});

export const aurora = /* @__PURE__ */ defineNetwork({
  id: 1_313_161_554,
  chainNamespace: EIP155,
  name: 'Aurora',
  nativeCurrency: ETHER,
  rpcUrls: { default: { http: ['https://mainnet.aurora.dev'] } },
  blockExplorers: { default: { name: 'Aurora Explorer', url: 'https://explorer.aurora.dev' } },
});

export const auroraTestnet = /* @__PURE__ */ defineNetwork({
  id: 1_313_161_555,
  chainNamespace: EIP155,
  name: 'Aurora Testnet',
  nativeCurrency: ETHER,
  rpcUrls: { default: { http: ['https://testnet.aurora.dev'] } },
  blockExplorers: {
    default: { name: 'Aurora Explorer', url: 'https://explorer.testnet.aurora.dev' },
  },
  testnet: true,
});

export const bsc = /* @__PURE__ */ defineNetwork({
  id: 56,
  chainNamespace: EIP155,
  name: 'BNB Smart Chain',
  nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
  rpcUrls: { default: { http: ['https://bsc-dataseed.bnbchain.org'] } },
  blockExplorers: { default: { name: 'BscScan', url: 'https://bscscan.com' } },
});

export const bscTestnet = /* @__PURE__ */ defineNetwork({
  id: 97,
  chainNamespace: EIP155,
  name: 'BNB Smart Chain Testnet',
  nativeCurrency: { name: 'BNB', symbol: 'tBNB', decimals: 18 },
  rpcUrls: { default: { http: ['https://data-seed-prebsc-1-s1.bnbchain.org:8545'] } },
  blockExplorers: { default: { name: 'BscScan', url: 'https://testnet.bscscan.com' } },
  testnet: true,
});

export const avalanche = /* @__PURE__ */ defineNetwork({
  id: 43_114,
  chainNamespace: EIP155,
  name: 'Avalanche',
  nativeCurrency: { name: 'Avalanche', symbol: 'AVAX', decimals: 18 },
  rpcUrls: { default: { http: ['https://api.avax.network/ext/bc/C/rpc'] } },
  blockExplorers: { default: { name: 'SnowTrace', url: 'https://snowtrace.io' } },
});

export const avalancheFuji = /* @__PURE__ */ defineNetwork({
  id: 43_113,
  chainNamespace: EIP155,
  name: 'Avalanche Fuji',
  nativeCurrency: { name: 'Avalanche Fuji', symbol: 'AVAX', decimals: 18 },
  rpcUrls: { default: { http: ['https://api.avax-test.network/ext/bc/C/rpc'] } },
  blockExplorers: { default: { name: 'SnowTrace', url: 'https://testnet.snowtrace.io' } },
  testnet: true,
});

export const zksync = /* @__PURE__ */ defineNetwork({
  id: 324,
  chainNamespace: EIP155,
  name: 'ZKsync Era',
  nativeCurrency: ETHER,
  rpcUrls: {
    default: {
      http: ['https://mainnet.era.zksync.io'],
      webSocket: ['wss://mainnet.era.zksync.io/ws'],
    },
  },
  blockExplorers: { default: { name: 'ZKsync Explorer', url: 'https://explorer.zksync.io' } },
});

export const zksyncSepoliaTestnet = /* @__PURE__ */ defineNetwork({
  id: 300,
  chainNamespace: EIP155,
  name: 'ZKsync Sepolia Testnet',
  nativeCurrency: ETHER,
  rpcUrls: {
    default: {
      http: ['https://sepolia.era.zksync.dev'],
      webSocket: ['wss://sepolia.era.zksync.dev/ws'],
    },
  },
  blockExplorers: {
    default: { name: 'ZKsync Explorer', url: 'https://sepolia.explorer.zksync.io' },
  },
  testnet: true,
});

export const gnosis = /* @__PURE__ */ defineNetwork({
  id: 100,
  chainNamespace: EIP155,
  name: 'Gnosis',
  nativeCurrency: { name: 'xDAI', symbol: 'XDAI', decimals: 18 },
  rpcUrls: {
    default: {
      http: ['https://rpc.gnosischain.com'],
      webSocket: ['wss://rpc.gnosischain.com/wss'],
    },
  },
  blockExplorers: { default: { name: 'Gnosisscan', url: 'https://gnosisscan.io' } },
});

export const gnosisChiado = /* @__PURE__ */ defineNetwork({
  id: 10_200,
  chainNamespace: EIP155,
  name: 'Gnosis Chiado',
  nativeCurrency: { name: 'xDAI', symbol: 'XDAI', decimals: 18 },
  rpcUrls: {
    default: {
      http: ['https://rpc.chiadochain.net'],
      webSocket: ['wss://rpc.chiadochain.net/wss'],
    },
  },
  blockExplorers: { default: { name: 'Blockscout', url: 'https://blockscout.chiadochain.net' } },
  testnet: true,
});

export const base = /* @__PURE__ */ defineNetwork({
  id: 8453,
  chainNamespace: EIP155,
  name: 'Base',
  nativeCurrency: ETHER,
  rpcUrls: { default: { http: ['https://mainnet.base.org'] } },
  blockExplorers: { default: { name: 'Basescan', url: 'https://basescan.org' } },
});

export const baseSepolia = /* @__PURE__ */ defineNetwork({
  id: 84_532,
  chainNamespace: EIP155,
  name: 'Base Sepolia',
  nativeCurrency: SEPOLIA_ETHER,
  rpcUrls: { default: { http: ['https://sepolia.base.org'] } },
  blockExplorers: { default: { name: 'Basescan', url: 'https://sepolia.basescan.org' } },
  testnet: true,
});

export const zora = /* @__PURE__ */ defineNetwork({
  id: 7_777_777,
  chainNamespace: EIP155,
  name: 'Zora',
  nativeCurrency: ETHER,
  rpcUrls: {
    default: { http: ['https://rpc.zora.energy'], webSocket: ['wss://rpc.zora.energy'] },
  },
  blockExplorers: { default: { name: 'Explorer', url: 'https://explorer.zora.energy' } },
});

export const zoraSepolia = /* @__PURE__ */ defineNetwork({
  id: 999_999_999,
  chainNamespace: EIP155,
  name: 'Zora Sepolia',
  nativeCurrency: { name: 'Zora Sepolia', symbol: 'ETH', decimals: 18 },
  rpcUrls: {
    default: {
      http: ['https://sepolia.rpc.zora.energy'],
      webSocket: ['wss://sepolia.rpc.zora.energy'],
    },
  },
  blockExplorers: {
    default: { name: 'Zora Sepolia Explorer', url: 'https://sepolia.explorer.zora.energy' },
  },
  testnet: true,
});

export const berachain = /* @__PURE__ */ defineNetwork({
  id: 80_094,
  chainNamespace: EIP155,
  name: 'Berachain',
  nativeCurrency: { name: 'BERA Token', symbol: 'BERA', decimals: 18 },
  rpcUrls: { default: { http: ['https://rpc.berachain.com'] } },
  blockExplorers: { default: { name: 'Berascan', url: 'https://berascan.com' } },
});

export const fantom = /* @__PURE__ */ defineNetwork({
  id: 250,
  chainNamespace: EIP155,
  name: 'Fantom',
  nativeCurrency: { name: 'Fantom', symbol: 'FTM', decimals: 18 },
  rpcUrls: { default: { http: ['https://rpcapi.fantom.network'] } },
  blockExplorers: { default: { name: 'FTMScan', url: 'https://ftmscan.com' } },
});

/** Kaia, formerly Klaytn (chain id 8217 is unchanged). */
export const kaia = /* @__PURE__ */ defineNetwork({
  id: 8217,
  chainNamespace: EIP155,
  name: 'Kaia',
  nativeCurrency: { name: 'Kaia', symbol: 'KAIA', decimals: 18 },
  rpcUrls: { default: { http: ['https://public-en.node.kaia.io'] } },
  blockExplorers: { default: { name: 'KaiaScan', url: 'https://kaiascan.io' } },
});
