import { ALL_NETWORKS } from './allNetworks';
import { bitcoin } from './bitcoinNetworks';
import { mainnet, sepolia } from './evmNetworks';
import { findNetwork, findNetworkByReference } from './findNetwork';
import { defineNetwork } from './network';
import { solana } from './solanaNetworks';

describe('findNetwork', () => {
  it('finds a network by its CAIP-2 id', () => {
    expect(findNetwork(ALL_NETWORKS, 'eip155:1')).toBe(mainnet);
    expect(findNetwork(ALL_NETWORKS, 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toBe(solana);
  });

  it('returns undefined when no network matches or no id is given', () => {
    expect(findNetwork(ALL_NETWORKS, 'eip155:31337')).toBeUndefined();
    expect(findNetwork([], 'eip155:1')).toBeUndefined();
    expect(findNetwork(ALL_NETWORKS, undefined)).toBeUndefined();
  });

  it('compares with caipNetworkId only, never with the bare id', () => {
    expect(findNetwork(ALL_NETWORKS, '1')).toBeUndefined();
    expect(findNetwork(ALL_NETWORKS, 'solana:1')).toBeUndefined();
    expect(findNetwork(ALL_NETWORKS, 'eip155:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toBeUndefined();
  });

  it('searches only the list it is given', () => {
    expect(findNetwork([sepolia], 'eip155:1')).toBeUndefined();
  });
});

describe('findNetworkByReference', () => {
  it('finds a network by a numeric id, a numeric string or a genesis-hash reference', () => {
    expect(findNetworkByReference(ALL_NETWORKS, 'eip155', 11_155_111)).toBe(sepolia);
    expect(findNetworkByReference(ALL_NETWORKS, 'eip155', '11155111')).toBe(sepolia);
    expect(findNetworkByReference(ALL_NETWORKS, 'bip122', '000000000019d6689c085ae165831e93')).toBe(
      bitcoin,
    );
  });

  it('returns undefined when no network matches', () => {
    expect(findNetworkByReference(ALL_NETWORKS, 'eip155', 31_337)).toBeUndefined();
    expect(findNetworkByReference([], 'eip155', 1)).toBeUndefined();
  });

  it('matches a reference shared by two namespaces only in the namespace asked for', () => {
    const other = defineNetwork({
      ...mainnet,
      chainNamespace: 'other',
      id: '1',
      caipNetworkId: undefined,
    });
    expect(findNetworkByReference([other, mainnet], 'eip155', 1)).toBe(mainnet);
    expect(findNetworkByReference([mainnet, other], 'other', '1')).toBe(other);
    expect(findNetworkByReference([mainnet], 'other', 1)).toBeUndefined();
  });
});
