/**
 * Decimal text <-> base units with ethers' `parseUnits` / `formatUnits`, held to the port's
 * contract: exact, and written like viem ("1", not ethers' "1.0").
 */
import { formatUnits as ethersFormatUnits, parseUnits as ethersParseUnits } from 'ethers';

/**
 * `parseUnits("1.5", 18)` is 1.5 * 10^18, exactly. ethers refuses text it cannot hold exactly
 * (more significant fraction digits than `decimals`, signs other than '-', exponents, spaces).
 */
export function parseUnits(value: string, decimals: number): bigint {
  return ethersParseUnits(value, decimals);
}

/** `formatUnits(10n ** 18n, 18)` is "1" and `formatUnits(1n, 18)` is "0.000000000000000001". */
export function formatUnits(value: bigint, decimals: number): string {
  return trimFractionZeros(ethersFormatUnits(value, decimals));
}

/** ethers always writes a fraction ("1.0", "0.0"); the port writes none when it is zero. */
function trimFractionZeros(text: string): string {
  if (!text.includes('.')) return text;
  return text.replace(/0+$/, '').replace(/\.$/, '');
}
