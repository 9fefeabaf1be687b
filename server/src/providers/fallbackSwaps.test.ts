import { getAddress, keccak256, toBytes } from 'viem';
import { parseSwapTokens } from '../../../core/src/services/swapShapes';
import type { ChainConfig } from '../config';
import {
  createFallbackSwaps,
  FALLBACK_SWAP_SPENDER,
  FALLBACK_SWAP_SPENDER_SEED,
} from './fallbackSwaps';

const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const ethereum: ChainConfig = {
  caipNetworkId: 'eip155:1',
  name: 'Ethereum',
  rpcUrl: 'http://127.0.0.1:1',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  tokens: [
    {
      address: TOKEN,
      symbol: 'PTT',
      name: 'Portico Test Token',
      decimals: 18,
      iconUrl: 'https://icons.example/ptt.png',
    },
  ],
};

describe('the fallback swap provider', () => {
  const swaps = createFallbackSwaps([ethereum]);

  it('lists the native currency (0xeeee...eeee) and the configured tokens as the client reads them', async () => {
    expect(parseSwapTokens({ tokens: await swaps.listTokens('eip155:1') })).toEqual([
      {
        name: 'Ether',
        symbol: 'ETH',
        address: 'eip155:1:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE',
        decimals: 18,
        logoUri: '',
      },
      {
        name: 'Portico Test Token',
        symbol: 'PTT',
        address: `eip155:1:${TOKEN}`,
        decimals: 18,
        logoUri: 'https://icons.example/ptt.png',
      },
    ]);
  });

  it('lists nothing for a chain it is not configured for', async () => {
    await expect(swaps.listTokens('eip155:10')).resolves.toEqual([]);
  });

  it('never quotes and never builds a swap', async () => {
    const swap = {
      caipNetworkId: 'eip155:1',
      from: `eip155:1:${TOKEN}`,
      to: 'eip155:1:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE',
      userAddress: 'eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      amount: 10n,
    };
    await expect(swaps.getQuotes(swap)).resolves.toEqual([]);
    await expect(swaps.buildSwapTransaction({ ...swap, disableEstimate: false })).resolves.toBe(
      null,
    );
  });

  it('names as spender an address derived from a hash, which no one holds a key for', () => {
    const derived = getAddress(`0x${keccak256(toBytes(FALLBACK_SWAP_SPENDER_SEED)).slice(-40)}`);
    expect(FALLBACK_SWAP_SPENDER).toBe(derived);
    expect(swaps.getSpender('eip155:1')).toBe(FALLBACK_SWAP_SPENDER);
  });
});
