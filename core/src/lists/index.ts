export { filterTokenList, type TokenBalance } from './tokens';
export {
  filterTransactions,
  groupTransactionsByMonth,
  formatRelativeTime,
  type Transaction,
  type TransactionMetadata,
  type TransactionTransfer,
  type TransactionMonthGroup,
} from './transactions';
