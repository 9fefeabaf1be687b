import { ALL_NETWORKS } from './allNetworks';
import { bitcoin } from './bitcoinNetworks';
import { mainnet, sepolia } from './evmNetworks';
import { findNetwork } from './findNetwork';
import { defineNetwork } from './network';
import { solana } from './solanaNetworks';

describe('findNetwork', () => {
  it('finds a network by its CAIP-2 id', () => {
    expect(findNetwork(ALL_NETWORKS, 'eip155:1')).toBe(mainnet);
    expect(findNetwork(ALL_NETWORKS, 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toBe(solana);
  });

  it('finds a network by a numeric id, a numeric string or a genesis-hash reference', () => {
    expect(findNetwork(ALL_NETWORKS, 11_155_111)).toBe(sepolia);
    expect(findNetwork(ALL_NETWORKS, '11155111')).toBe(sepolia);
    expect(findNetwork(ALL_NETWORKS, '000000000019d6689c085ae165831e93')).toBe(bitcoin);
  });

  it('returns undefined when no network matches', () => {
    expect(findNetwork(ALL_NETWORKS, 'eip155:31337')).toBeUndefined();
    expect(findNetwork(ALL_NETWORKS, 31_337)).toBeUndefined();
    expect(findNetwork([], 'eip155:1')).toBeUndefined();
  });

  it('compares a CAIP-2 id with caipNetworkId only, never with the bare id', () => {
    expect(findNetwork(ALL_NETWORKS, 'solana:1')).toBeUndefined();
    expect(findNetwork(ALL_NETWORKS, 'eip155:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toBeUndefined();
  });

  it('returns the first match in list order when a bare id is shared by two namespaces', () => {
    const other = defineNetwork({
      ...mainnet,
      chainNamespace: 'other',
      id: '1',
      caipNetworkId: undefined,
    });
    expect(findNetwork([other, mainnet], 1)).toBe(other);
    expect(findNetwork([mainnet, other], '1')).toBe(mainnet);
    expect(findNetwork([other, mainnet], 'eip155:1')).toBe(mainnet);
  });

  it('searches only the list it is given', () => {
    expect(findNetwork([sepolia], 'eip155:1')).toBeUndefined();
  });
});
