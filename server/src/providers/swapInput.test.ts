import fc from 'fast-check';
import type { ChainConfig } from '../config';
import { InvalidRequestError } from '../errors';
import { NATIVE_TOKEN_ADDRESS } from './eip155Account';
import { readAllowanceInput, readBuildSwapInput, readQuoteInput } from './swapInput';
import { routeGroupContext } from './__fixtures__/routeGroupApp';

const USER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
// The nodes are never reached: every check here runs before a chain is read.
const chain = (caipNetworkId: string): ChainConfig => ({
  caipNetworkId,
  name: caipNetworkId,
  rpcUrl: 'http://127.0.0.1:9',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  tokens: [],
});
const oneSwapNetwork = routeGroupContext({
  config: { chains: [chain('eip155:1'), chain('eip155:31337')] },
});
const twoSwapNetworks = routeGroupContext({
  config: { chains: [chain('eip155:1'), chain('eip155:10')] },
});

describe('swap inputs', () => {
  it('reads a quote request on one configured swap network', () => {
    expect(
      readQuoteInput(oneSwapNetwork, {
        amount: '1000',
        userAddress: USER,
        from: `eip155:1:${TOKEN}`,
        to: `eip155:1:${NATIVE_TOKEN_ADDRESS}`,
        gasPrice: '7',
      }),
    ).toEqual({
      caipNetworkId: 'eip155:1',
      from: `eip155:1:${TOKEN}`,
      to: `eip155:1:${NATIVE_TOKEN_ADDRESS}`,
      userAddress: `eip155:1:${USER}`,
      amount: 1000n,
      gasPrice: 7n,
    });
  });

  it('reads a build request with its slippage and estimate flag', () => {
    expect(
      readBuildSwapInput(oneSwapNetwork, {
        amount: '5',
        eip155: { slippage: 1 },
        from: `eip155:1:${TOKEN}`,
        to: `eip155:1:${NATIVE_TOKEN_ADDRESS}`,
        userAddress: `eip155:1:${USER}`,
        disableEstimate: true,
      }),
    ).toMatchObject({ amount: 5n, slippagePercent: 1, disableEstimate: true });
  });

  it('an allowance of plain addresses is on the one swap network served', () => {
    const input = readAllowanceInput(oneSwapNetwork, { tokenAddress: TOKEN, userAddress: USER });
    expect(input.chain.config.caipNetworkId).toBe('eip155:1');
  });

  it('with two swap networks served, plain addresses do not name a chain: 400', () => {
    expect(() =>
      readAllowanceInput(twoSwapNetworks, { tokenAddress: TOKEN, userAddress: USER }),
    ).toThrow('Invalid tokenAddress: name its chain as a CAIP-10 account');
    const named = readAllowanceInput(twoSwapNetworks, {
      tokenAddress: TOKEN,
      userAddress: `eip155:10:${USER}`,
    });
    expect(named.chain.config.caipNetworkId).toBe('eip155:10');
  });

  it('property: any query is a swap request or a 400, never another error', () => {
    const account = fc.oneof(
      fc
        .constantFrom('eip155:1', 'eip155:10', 'eip155:31337', 'solana:1')
        .map((id) => `${id}:${TOKEN}`),
      fc.constant(USER),
      fc.string(),
    );
    const query = fc.record(
      {
        amount: fc.oneof(fc.bigInt({ min: -1n, max: 2n ** 257n }).map(String), fc.string()),
        userAddress: account,
        from: account,
        to: account,
        tokenAddress: account,
        gasPrice: fc.oneof(fc.nat().map(String), fc.string()),
        eip155: fc.oneof(fc.jsonValue(), fc.record({ slippage: fc.jsonValue() })),
        disableEstimate: fc.jsonValue(),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(query, (values) => {
        for (const read of [readQuoteInput, readBuildSwapInput, readAllowanceInput]) {
          for (const context of [oneSwapNetwork, twoSwapNetworks]) {
            try {
              read(context, values);
            } catch (error) {
              expect(error).toBeInstanceOf(InvalidRequestError);
            }
          }
        }
      }),
    );
  });
});
