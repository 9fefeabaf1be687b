import fc from 'fast-check';
import { filterTokenList, type TokenBalance } from './tokens';

function token(symbol: string, decimals: string): TokenBalance {
  return {
    name: `${symbol} token`,
    symbol,
    chainId: 'eip155:1',
    price: '1.00',
    iconUrl: `https://icons.example/${symbol}.png`,
    quantity: { decimals, numeric: '1.5' },
  };
}

describe('filterTokenList', () => {
  it("tokens with decimals '0' are dropped from lists", () => {
    const list = [token('USDC', '6'), token('BADGE', '0'), token('ETH', '18')];
    expect(filterTokenList(list).map((t) => t.symbol)).toEqual(['USDC', 'ETH']);
  });

  it('keeps the order of the list and leaves the input untouched', () => {
    const list = [token('A', '0'), token('B', '8'), token('C', '2'), token('D', '0')];
    const copy = [...list];
    expect(filterTokenList(list).map((t) => t.symbol)).toEqual(['B', 'C']);
    expect(list).toEqual(copy);
  });

  it('an empty list stays empty', () => {
    expect(filterTokenList([])).toEqual([]);
  });

  it("keeps exactly the tokens whose decimals are not '0', in order", () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('0', '1', '6', '8', '9', '18', '10')),
        (decimalsList) => {
          const list = decimalsList.map((decimals, i) => token(`T${i}`, decimals));
          const kept = filterTokenList(list);
          const expected = list.filter((_, i) => decimalsList[i] !== '0');
          return kept.length === expected.length && kept.every((t, i) => t === expected[i]);
        },
      ),
      { numRuns: 1_000 },
    );
  });
});
