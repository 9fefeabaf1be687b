export { parseUnits, formatUnits, parseDecimal, type FixedPointAmount } from './units';
export {
  formatBalance,
  formatFee,
  formatFiat,
  formatQuantity,
  type DisplayAmount,
} from './formatDisplay';
