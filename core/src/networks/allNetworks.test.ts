import { ONRAMP_CHAIN_IDS, SWAP_CHAIN_IDS } from '../constants';
import { ALL_NETWORKS } from './allNetworks';
import { findNetworkByReference } from './findNetwork';
import * as networksEntry from './index';
import { defineNetwork, type Network } from './network';

/** Every export of the entry point that is a network, by export name. */
const exportedNetworks = Object.entries(networksEntry as Record<string, unknown>).filter(
  (entry): entry is [string, Network] =>
    typeof entry[1] === 'object' && entry[1] !== null && 'caipNetworkId' in entry[1],
);
const exportedByName = new Map(exportedNetworks);

// Facts a typo could break: export name -> [caipNetworkId, native symbol, native decimals].
const EXPECTED: Record<string, readonly [string, string, number]> = {
  mainnet: ['eip155:1', 'ETH', 18],
  sepolia: ['eip155:11155111', 'ETH', 18],
  optimism: ['eip155:10', 'ETH', 18],
  optimismSepolia: ['eip155:11155420', 'ETH', 18],
  arbitrum: ['eip155:42161', 'ETH', 18],
  arbitrumSepolia: ['eip155:421614', 'ETH', 18],
  polygon: ['eip155:137', 'POL', 18],
  polygonAmoy: ['eip155:80002', 'POL', 18],
  celo: ['eip155:42220', 'CELO', 18],
  celoAlfajores: ['eip155:44787', 'A-CELO', 18],
  aurora: ['eip155:1313161554', 'ETH', 18],
  auroraTestnet: ['eip155:1313161555', 'ETH', 18],
  bsc: ['eip155:56', 'BNB', 18],
  bscTestnet: ['eip155:97', 'tBNB', 18],
  avalanche: ['eip155:43114', 'AVAX', 18],
  avalancheFuji: ['eip155:43113', 'AVAX', 18],
  zksync: ['eip155:324', 'ETH', 18],
  zksyncSepoliaTestnet: ['eip155:300', 'ETH', 18],
  gnosis: ['eip155:100', 'XDAI', 18],
  gnosisChiado: ['eip155:10200', 'XDAI', 18],
  base: ['eip155:8453', 'ETH', 18],
  baseSepolia: ['eip155:84532', 'ETH', 18],
  zora: ['eip155:7777777', 'ETH', 18],
  zoraSepolia: ['eip155:999999999', 'ETH', 18],
  berachain: ['eip155:80094', 'BERA', 18],
  fantom: ['eip155:250', 'FTM', 18],
  kaia: ['eip155:8217', 'KAIA', 18],
  solana: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'SOL', 9],
  solanaDevnet: ['solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', 'SOL', 9],
  solanaTestnet: ['solana:4uhcVJyU9pJkvQyS88uRDiswHXSRLKzj', 'SOL', 9],
  bitcoin: ['bip122:000000000019d6689c085ae165831e93', 'BTC', 8],
  bitcoinTestnet: ['bip122:000000000933ea01ad0ee984209779ba', 'BTC', 8],
  bitcoinSignet: ['bip122:00000008819873e925422c1ff0f99f7c', 'BTC', 8],
  polkadot: ['polkadot:91b171bb158e2d3848fa23a9f1c25182', 'DOT', 10],
  kusama: ['polkadot:b0a8d493285c2df73290dfb7e61f870f', 'KSM', 12],
  westend: ['polkadot:e143f23803ac50e8f6f8e62695d1ce9e', 'WND', 12],
};

const TESTNETS = new Set([
  'sepolia',
  'optimismSepolia',
  'arbitrumSepolia',
  'polygonAmoy',
  'celoAlfajores',
  'auroraTestnet',
  'bscTestnet',
  'avalancheFuji',
  'zksyncSepoliaTestnet',
  'gnosisChiado',
  'baseSepolia',
  'zoraSepolia',
  'solanaDevnet',
  'solanaTestnet',
  'bitcoinTestnet',
  'bitcoinSignet',
  'westend',
]);

function isDeepFrozen(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return true;
  return Object.isFrozen(value) && Object.values(value).every(isDeepFrozen);
}

describe('the shipped networks', () => {
  it('are exported under viem’s chain names with the right CAIP-2 id and native currency', () => {
    const actual = Object.fromEntries(
      exportedNetworks.map(([name, n]) => [
        name,
        [n.caipNetworkId, n.nativeCurrency.symbol, n.nativeCurrency.decimals],
      ]),
    );
    expect(actual).toEqual(EXPECTED);
  });

  it('ALL_NETWORKS holds exactly the exported networks, each once', () => {
    expect(ALL_NETWORKS).toHaveLength(exportedNetworks.length);
    expect(new Set(ALL_NETWORKS)).toEqual(new Set(exportedByName.values()));
  });

  it.each(ALL_NETWORKS.map((n) => [n.caipNetworkId, n] as const))(
    '%s: caipNetworkId is `${chainNamespace}:${id}` with exactly two parts',
    (_id, network) => {
      expect(network.caipNetworkId).toBe(`${network.chainNamespace}:${network.id}`);
      expect(network.caipNetworkId.split(':')).toHaveLength(2);
    },
  );

  it('have unique caipNetworkIds', () => {
    const ids = ALL_NETWORKS.map((n) => n.caipNetworkId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('have unique bare ids, so finding a shipped network by id alone is unambiguous', () => {
    const ids = ALL_NETWORKS.map((n) => String(n.id));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('have unique names', () => {
    const names = ALL_NETWORKS.map((n) => n.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('use number ids for eip155 and string references elsewhere', () => {
    for (const network of ALL_NETWORKS) {
      expect(typeof network.id).toBe(network.chainNamespace === 'eip155' ? 'number' : 'string');
    }
  });

  it('flag exactly the testnets with testnet: true', () => {
    for (const [name, network] of exportedNetworks) {
      expect([name, network.testnet === true]).toEqual([name, TESTNETS.has(name)]);
    }
  });

  it.each([...SWAP_CHAIN_IDS])('swap chain %i has an exported mainnet network', (chainId) => {
    const network = findNetworkByReference(ALL_NETWORKS, 'eip155', chainId);
    expect(network).toBeDefined();
    expect(network?.testnet).not.toBe(true);
  });

  it.each([...ONRAMP_CHAIN_IDS])('on-ramp chain %i has an exported mainnet network', (chainId) => {
    const network = findNetworkByReference(ALL_NETWORKS, 'eip155', chainId);
    expect(network).toBeDefined();
    expect(network?.testnet).not.toBe(true);
  });

  it('are deep-frozen, and so is ALL_NETWORKS', () => {
    expect(Object.isFrozen(ALL_NETWORKS)).toBe(true);
    for (const network of ALL_NETWORKS) expect(isDeepFrozen(network)).toBe(true);
  });

  it('each pass defineNetwork again unchanged (they are valid networks)', () => {
    for (const network of ALL_NETWORKS) expect(defineNetwork(network)).toEqual(network);
  });

  it('use https RPC and explorer URLs and wss webSocket URLs by default', () => {
    for (const network of ALL_NETWORKS) {
      const { http, webSocket = [] } = network.rpcUrls.default;
      for (const url of http) expect(new URL(url).protocol).toBe('https:');
      for (const url of webSocket) expect(new URL(url).protocol).toBe('wss:');
      if (network.blockExplorers) {
        expect(new URL(network.blockExplorers.default.url).protocol).toBe('https:');
        expect(network.blockExplorers.default.url.endsWith('/')).toBe(false);
      }
    }
  });
});
