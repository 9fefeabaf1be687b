export * from './errors';
export {
  UserRejectedError,
  WalletRequestError,
  SendFailedError,
  ChainNotSupportedError,
} from './walletErrors';
export {
  isUserRejection,
  walletErrorCode,
  walletErrorCodes,
  USER_REJECTION_CODES,
} from './userRejection';
export { MESSAGES } from './messages';
