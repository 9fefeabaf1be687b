export { parseUnits, formatUnits, parseDecimal, type FixedPointAmount } from './units';
export { formatBalance, formatFiat, formatQuantity, type DisplayAmount } from './formatDisplay';
