import type { ChainConfig } from '../config';
import { createConfiguredPrices } from './configuredPrices';

const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const UNPRICED = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512';
const chain: ChainConfig = {
  caipNetworkId: 'eip155:1',
  name: 'Ethereum',
  rpcUrl: 'http://127.0.0.1:1',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18, priceUsd: 3000 },
  tokens: [
    { address: TOKEN, symbol: 'PTT', name: 'Portico Test Token', decimals: 18, priceUsd: 1.5 },
    { address: UNPRICED, symbol: 'NOP', name: 'No price', decimals: 6 },
  ],
};

describe('configured prices (the default price provider)', () => {
  const prices = createConfiguredPrices([chain]);

  it('answers the configured dollar prices of the native currency (null) and tokens', async () => {
    const found = await prices.getPricesUsd('eip155:1', [null, TOKEN]);
    expect([...found]).toEqual([
      [null, 3000],
      [TOKEN, 1.5],
    ]);
  });

  it('matches token addresses in any case, keyed as asked', async () => {
    const asked = TOKEN.toLowerCase() as `0x${string}`;
    expect((await prices.getPricesUsd('eip155:1', [asked])).get(asked)).toBe(1.5);
  });

  it('has no entry for a token without a price, an unknown token or an unknown chain', async () => {
    const unknown = '0x0000000000000000000000000000000000000001';
    expect((await prices.getPricesUsd('eip155:1', [UNPRICED, unknown])).size).toBe(0);
    expect((await prices.getPricesUsd('eip155:10', [null])).size).toBe(0);
  });

  it('has no entry for a native currency without a price', async () => {
    const unpriced = createConfiguredPrices([
      { ...chain, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 } },
    ]);
    expect((await unpriced.getPricesUsd('eip155:1', [null])).size).toBe(0);
  });
});

describe('configured prices on a Solana chain', () => {
  const MINT = 'nowAfiByViBTf7X9wiVVaoC7PM8R5r7DzQ8Exch3kGP';
  const prices = createConfiguredPrices(
    [chain],
    [
      {
        caipNetworkId: 'solana:localnet',
        name: 'Local',
        rpcUrl: 'http://127.0.0.1:1',
        nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9, priceUsd: 150 },
        tokens: [{ mint: MINT, symbol: 'PDS', name: 'PDS', decimals: 6, priceUsd: 1 }],
      },
    ],
  );

  it('answers SOL (null) and a mint by its exact base58 address, nothing for another case', async () => {
    const found = await prices.getPricesUsd('solana:localnet', [null, MINT, MINT.toLowerCase()]);
    expect([...found]).toEqual([
      [null, 150],
      [MINT, 1],
    ]);
  });

  it('keeps the chains apart: an ERC-20 address on solana, a mint on eip155', async () => {
    expect((await prices.getPricesUsd('solana:localnet', [TOKEN])).size).toBe(0);
    expect((await prices.getPricesUsd('eip155:1', [MINT])).size).toBe(0);
  });
});
