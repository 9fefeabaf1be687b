import fc from 'fast-check';
import { SWAP_CHAIN_IDS } from '@portico/core';
// The client's own rule, by relative path (tests only): the server must agree with it.
import { isSwapNetwork as clientIsSwapNetwork } from '../../../core/src/services/networkSupport';
import { InvalidRequestError } from '../errors';
import { assertSwapNetwork, isServedSwapNetwork, isSwapNetwork } from './swapNetworks';

describe('the spec 9 swap networks', () => {
  it('are eip155 1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217 and 1313161554', () => {
    for (const id of [1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554]) {
      expect(isSwapNetwork(`eip155:${id}`)).toBe(true);
    }
  });

  it('do not include the local anvil chains, testnets or other namespaces', () => {
    for (const id of ['eip155:31337', 'eip155:31338', 'eip155:11155111', 'solana:1', 'eip155:01']) {
      expect(isSwapNetwork(id)).toBe(false);
    }
  });

  it("anything else is a 400 'Network not supported for Swaps'", () => {
    const config = { uniswapV2: [] };
    expect(() => assertSwapNetwork(config, 'eip155:31337')).toThrow(InvalidRequestError);
    expect(() => assertSwapNetwork(config, 'eip155:31337')).toThrow(
      'Network not supported for Swaps',
    );
    expect(() => assertSwapNetwork(config, 'eip155:8453')).not.toThrow();
  });

  it('a chain with a configured Uniswap v2 exchange is one too, for this server', () => {
    const exchange = {
      caipNetworkId: 'eip155:31337',
      router: '0x0000000000000000000000000000000000000001',
      factory: '0x0000000000000000000000000000000000000002',
      weth: '0x0000000000000000000000000000000000000003',
      tokens: [],
    } as const;
    const config = { uniswapV2: [exchange] };
    expect(isServedSwapNetwork(config, 'eip155:31337')).toBe(true);
    expect(() => assertSwapNetwork(config, 'eip155:31337')).not.toThrow();
    expect(isServedSwapNetwork(config, 'eip155:31338')).toBe(false);
    expect(isServedSwapNetwork(config, 'eip155:1')).toBe(true);
  });

  it("property: the server's rule is the client's, for any text and any chain id", () => {
    const chainIds = fc.oneof(
      fc.constantFrom(...SWAP_CHAIN_IDS).map((id) => `eip155:${id}`),
      fc.nat().map((id) => `eip155:${id}`),
      fc.string(),
    );
    fc.assert(
      fc.property(chainIds, (id) => {
        expect(isSwapNetwork(id)).toBe(clientIsSwapNetwork(id));
      }),
      { numRuns: 2_000 },
    );
  });
});
