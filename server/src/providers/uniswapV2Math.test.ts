import fc from 'fast-check';
import { SWAP_SLIPPAGE_TOLERANCE_PERCENT } from '../../../core/src/constants';
import { BPS, minimumOut, priceImpactBps, slippageBps } from './uniswapV2Math';
import { SPEC_SWAP_SLIPPAGE_PERCENT } from './uniswapV2Swaps';

/** UniswapV2Library.getAmountOut, as the pair contract computes it. */
function getAmountOut(amountIn: bigint, reserveIn: bigint, reserveOut: bigint): bigint {
  const withFee = amountIn * 997n;
  return (withFee * reserveOut) / (reserveIn * 1000n + withFee);
}

const E18 = 10n ** 18n;

describe('Uniswap v2 arithmetic, in integers', () => {
  it("the spec's 1% slippage is 100 basis points; fractions of a percent round to a point", () => {
    expect(SPEC_SWAP_SLIPPAGE_PERCENT).toBe(SWAP_SLIPPAGE_TOLERANCE_PERCENT);
    expect(slippageBps(SPEC_SWAP_SLIPPAGE_PERCENT)).toBe(100n);
    expect(slippageBps(0.5)).toBe(50n);
    expect(slippageBps(0)).toBe(0n);
    expect(slippageBps(100)).toBe(10_000n);
    expect(() => slippageBps(-1)).toThrow(RangeError);
    expect(() => slippageBps(Number.NaN)).toThrow(RangeError);
  });

  it('the least output is the quote less the slippage, rounded down', () => {
    expect(minimumOut(1000n, 100n)).toBe(990n);
    expect(minimumOut(999n, 100n)).toBe(989n); // 989.01
    expect(minimumOut(2n ** 200n, 0n)).toBe(2n ** 200n);
  });

  it('price impact: a trade of 1% of the pool moves the price about 1%; a tiny one not at all', () => {
    const reserves = { reserveIn: 100n * E18, reserveOut: 300_000n * E18 };
    const oneEther = getAmountOut(E18, reserves.reserveIn, reserves.reserveOut);
    expect(priceImpactBps(E18, oneEther, [reserves])).toBe(98n); // 0.98%
    const wei = 1000n;
    expect(
      priceImpactBps(wei, getAmountOut(wei, reserves.reserveIn, reserves.reserveOut), [reserves]),
    ).toBe(0n);
    expect(priceImpactBps(E18, oneEther, [{ reserveIn: 0n, reserveOut: 1n }])).toBeUndefined();
    expect(priceImpactBps(0n, 0n, [reserves])).toBeUndefined();
  });

  it('price impact over two pools compounds', () => {
    const hop = { reserveIn: 1000n * E18, reserveOut: 1000n * E18 };
    const amountIn = 100n * E18;
    const middle = getAmountOut(amountIn, hop.reserveIn, hop.reserveOut);
    const out = getAmountOut(middle, hop.reserveIn, hop.reserveOut);
    const one = priceImpactBps(amountIn, middle, [hop])!;
    const two = priceImpactBps(amountIn, out, [hop, hop])!;
    expect(two).toBeGreaterThan(one);
  });

  it('property: the exact impact of one pool, x / (x + r) after the fee, and within 0..10000', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 30n }),
        fc.bigInt({ min: 1000n, max: 10n ** 30n }),
        fc.bigInt({ min: 1000n, max: 10n ** 30n }),
        (amountIn, reserveIn, reserveOut) => {
          const out = getAmountOut(amountIn, reserveIn, reserveOut);
          // An output of a few base units is mostly rounding: the rule is about real trades.
          fc.pre(out >= 20_000n);
          const impact = priceImpactBps(amountIn, out, [{ reserveIn, reserveOut }])!;
          expect(impact).toBeGreaterThanOrEqual(0n);
          expect(impact).toBeLessThanOrEqual(BPS);
          // Without rounding the impact is x / (x + 1000 r) with x = 997 * amountIn; the
          // pair's own rounding down of `out` may add at most one more point.
          const x = amountIn * 997n;
          const exact = (x * BPS) / (x + reserveIn * 1000n);
          expect(impact - exact).toBeGreaterThanOrEqual(0n);
          expect(impact - exact).toBeLessThanOrEqual(1n);
        },
      ),
      { numRuns: 2_000 },
    );
  });
});
