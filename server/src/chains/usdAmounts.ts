/**
 * Amounts as the data API writes them: unsigned decimal text without an exponent, whole
 * tokens ("1.5") for quantities and dollars ("3000.25") for prices and values. Values are
 * computed exactly from base units and the price's decimal text, then cut (not rounded) to
 * USD_VALUE_FRACTION_DIGITS.
 */
import { formatUnits } from 'viem';

/** Fraction digits kept in a dollar value: far below a cent, so sums of values stay exact. */
export const USD_VALUE_FRACTION_DIGITS = 18;
/** The most fraction digits a price number is written with (toLocaleString's maximum). */
const PRICE_FRACTION_DIGITS = 20;

/** A price as decimal text, or undefined when it is not a finite number >= 0. */
export function priceText(priceUsd: number): string | undefined {
  if (!Number.isFinite(priceUsd) || priceUsd < 0) return undefined;
  if (priceUsd === 0) return '0'; // also -0, which toLocaleString writes as "-0"
  return trimFraction(
    priceUsd.toLocaleString('en-US', {
      useGrouping: false,
      maximumFractionDigits: PRICE_FRACTION_DIGITS,
    }),
  );
}

/** Base units as whole tokens: 1500000n with 6 decimals is "1.5". */
export function quantityText(baseUnits: bigint, decimals: number): string {
  return formatUnits(baseUnits, decimals);
}

/** The dollar value of `baseUnits` at `price` (decimal text from priceText). */
export function valueText(baseUnits: bigint, decimals: number, price: string): string {
  const [integer = '0', fraction = ''] = price.split('.');
  const priceUnits = BigInt(integer + fraction);
  let scale = decimals + fraction.length;
  let product = baseUnits * priceUnits;
  if (scale > USD_VALUE_FRACTION_DIGITS) {
    product /= 10n ** BigInt(scale - USD_VALUE_FRACTION_DIGITS);
    scale = USD_VALUE_FRACTION_DIGITS;
  }
  return formatUnits(product, scale);
}

function trimFraction(text: string): string {
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}
