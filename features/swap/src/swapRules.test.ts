import fc from 'fast-check';
import {
  amountInBaseUnits,
  cutDecimals,
  isNativeToken,
  minimumReceived,
  needsApproval,
  percentText,
  priceImpactBasisPoints,
  quotePriceImpact,
  rate,
  swapStep,
} from './swapRules';
import { initialSwapState, type SwapTokenChoice } from './swapState';

const ETH: SwapTokenChoice = {
  address: 'eip155:1:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE',
  symbol: 'ETH',
  name: 'Ether',
  decimals: 18,
  logoUri: '',
  balance: 10n ** 18n,
};
const PTT: SwapTokenChoice = {
  address: 'eip155:1:0x5FbDB2315678afecb367f032d93F642f64180aa3',
  symbol: 'PTT',
  name: 'Portico Test Token',
  decimals: 6,
  logoUri: '',
  balance: 0n,
};
const quote = (fromAmount: bigint, toAmount: bigint) => ({
  fromAmount,
  toAmount,
  fromDecimals: 18,
  toDecimals: 6,
});

describe('swap rules', () => {
  it('reads the amount typed to an exact integer of base units, never through a float', () => {
    expect(amountInBaseUnits('0.1', 18)).toBe(10n ** 17n);
    expect(amountInBaseUnits(' 1.000000000000000001 ', 18)).toBe(10n ** 18n + 1n);
    expect(amountInBaseUnits('0.0000001', 6)).toBeUndefined();
    expect(amountInBaseUnits('1e3', 18)).toBeUndefined();
    expect(amountInBaseUnits('abc', 18)).toBeUndefined();
  });

  it('amount text and base units round-trip for any integer and decimals (property)', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 40n }),
        fc.integer({ min: 0, max: 30 }),
        (value, decimals) => {
          const text = value.toString().padStart(decimals + 1, '0');
          const typed =
            decimals === 0 ? text : `${text.slice(0, -decimals)}.${text.slice(-decimals)}`;
          return amountInBaseUnits(typed, decimals) === value;
        },
      ),
      { numRuns: 10_000 },
    );
  });

  it('knows the native currency by 0xeeee...eeee in any case', () => {
    expect(isNativeToken(ETH.address)).toBe(true);
    expect(isNativeToken(PTT.address)).toBe(false);
  });

  it('gives the rate of one whole token sold, cut after 6 decimals', () => {
    // 0.1 ETH -> 9.871580 PTT (6 decimals): 1 ETH = 98.7158 PTT
    expect(rate(quote(10n ** 17n, 9_871_580n))).toBe('98.7158');
    expect(rate({ ...quote(3n, 1n), fromDecimals: 0, toDecimals: 0 })).toBe('0');
    expect(cutDecimals('1.23456789', 6)).toBe('1.234567');
    expect(cutDecimals('12.000', 2)).toBe('12');
  });

  it('gives the price impact from the dollar values sold and bought, in basis points', () => {
    // 1 ETH at $3000 sold for 2940 PTT at $1: 2% impact.
    expect(priceImpactBasisPoints(quote(10n ** 18n, 2_940_000_000n), '3000', '1')).toBe(200n);
    expect(percentText(200n)).toBe('2.00%');
    expect(percentText(5n)).toBe('0.05%');
    // Worth more than it costs: no impact; a price missing: unknown.
    expect(priceImpactBasisPoints(quote(10n ** 18n, 4_000_000_000n), '3000', '1')).toBe(0n);
    expect(priceImpactBasisPoints(quote(10n ** 18n, 1n), undefined, '1')).toBeUndefined();
    expect(priceImpactBasisPoints(quote(10n ** 18n, 1n), '0', '1')).toBeUndefined();
  });

  it("shows the server's price impact when the quote has one, else the one from dollar prices", () => {
    const served = { ...quote(10n ** 18n, 2_940_000_000n), priceImpactBps: 98n };
    expect(quotePriceImpact(served, '3000', '1')).toBe(98n);
    expect(quotePriceImpact(served, undefined, undefined)).toBe(98n);
    expect(quotePriceImpact(quote(10n ** 18n, 2_940_000_000n), '3000', '1')).toBe(200n);
    expect(quotePriceImpact(quote(10n ** 18n, 1n), undefined, '1')).toBeUndefined();
  });

  it('takes the spec’s 1% slippage off the amount received, rounded down', () => {
    expect(minimumReceived(1000n)).toBe(990n);
    expect(minimumReceived(99n)).toBe(98n);
  });

  it('asks for an approval only for a token whose allowance is below the amount', () => {
    expect(needsApproval(ETH, 10n, undefined)).toBe(false);
    expect(needsApproval(PTT, 10n, undefined)).toBe(true);
    expect(needsApproval(PTT, 10n, 9n)).toBe(true);
    expect(needsApproval(PTT, 10n, 10n)).toBe(false);
  });

  it('names the first thing missing on the form’s button, up to Review Swap', () => {
    const base = { ...initialSwapState(), sourceToken: ETH, toToken: PTT };
    expect(swapStep({ ...base, toToken: undefined })).toBe('selectToken');
    expect(swapStep(base)).toBe('enterAmount');
    expect(swapStep({ ...base, sourceTokenAmount: '0' })).toBe('enterAmount');
    expect(swapStep({ ...base, sourceTokenAmount: '1.2.3' })).toBe('invalidAmount');
    expect(swapStep({ ...base, sourceTokenAmount: '2' })).toBe('insufficientBalance');
    expect(swapStep({ ...base, sourceTokenAmount: '0.1' })).toBe('gettingQuote');
    expect(swapStep({ ...base, sourceTokenAmount: '0.1', quoteMissing: true })).toBe('noQuote');
    const ready = { ...base, sourceTokenAmount: '0.1', quote: quote(10n ** 17n, 5n) };
    expect(swapStep(ready)).toBe('reviewSwap');
    // A quote for another amount is not this amount's quote.
    expect(swapStep({ ...ready, sourceTokenAmount: '0.2' })).toBe('gettingQuote');
  });
});
