import type { FailedTransactionMetadata } from 'litesvm';
import {
  InstructionErrorBorshIo,
  InstructionErrorCustom,
  TransactionErrorDuplicateInstruction,
  TransactionErrorInstructionError,
  TransactionErrorInsufficientFundsForRent,
  TransactionErrorProgramExecutionTemporarilyRestricted,
} from 'litesvm/dist/internal.js';

/**
 * LiteSVM's transaction errors in the JSON shape of Solana's RPC (`"BlockhashNotFound"`,
 * `{"InstructionError": [0, {"Custom": 1}]}`), which web3.js passes through as `err`.
 */
export type RpcTransactionError = string | Record<string, unknown>;

/** LiteSVM's TransactionErrorFieldless, in its order (the enum is const: no names at run time). */
const TRANSACTION_ERROR_NAMES = [
  'AccountInUse',
  'AccountLoadedTwice',
  'AccountNotFound',
  'ProgramAccountNotFound',
  'InsufficientFundsForFee',
  'InvalidAccountForFee',
  'AlreadyProcessed',
  'BlockhashNotFound',
  'CallChainTooDeep',
  'MissingSignatureForFee',
  'InvalidAccountIndex',
  'SignatureFailure',
  'InvalidProgramForExecution',
  'SanitizeFailure',
  'ClusterMaintenance',
  'AccountBorrowOutstanding',
  'WouldExceedMaxBlockCostLimit',
  'UnsupportedVersion',
  'InvalidWritableAccount',
  'WouldExceedMaxAccountCostLimit',
  'WouldExceedAccountDataBlockLimit',
  'TooManyAccountLocks',
  'AddressLookupTableNotFound',
  'InvalidAddressLookupTableOwner',
  'InvalidAddressLookupTableData',
  'InvalidAddressLookupTableIndex',
  'InvalidRentPayingAccount',
  'WouldExceedMaxVoteCostLimit',
  'WouldExceedAccountDataTotalLimit',
  'MaxLoadedAccountsDataSizeExceeded',
  'ResanitizationNeeded',
  'InvalidLoadedAccountsDataSizeLimit',
  'UnbalancedTransaction',
  'ProgramCacheHitMaxLimit',
  'CommitCancelled',
] as const;

/** LiteSVM's InstructionErrorFieldless, in its order. */
const INSTRUCTION_ERROR_NAMES = [
  'GenericError',
  'InvalidArgument',
  'InvalidInstructionData',
  'InvalidAccountData',
  'AccountDataTooSmall',
  'InsufficientFunds',
  'IncorrectProgramId',
  'MissingRequiredSignature',
  'AccountAlreadyInitialized',
  'UninitializedAccount',
  'UnbalancedInstruction',
  'ModifiedProgramId',
  'ExternalAccountLamportSpend',
  'ExternalAccountDataModified',
  'ReadonlyLamportChange',
  'ReadonlyDataModified',
  'DuplicateAccountIndex',
  'ExecutableModified',
  'RentEpochModified',
  'NotEnoughAccountKeys',
  'AccountDataSizeChanged',
  'AccountNotExecutable',
  'AccountBorrowFailed',
  'AccountBorrowOutstanding',
  'DuplicateAccountOutOfSync',
  'InvalidError',
  'ExecutableDataModified',
  'ExecutableLamportChange',
  'ExecutableAccountNotRentExempt',
  'UnsupportedProgramId',
  'CallDepth',
  'MissingAccount',
  'ReentrancyNotAllowed',
  'MaxSeedLengthExceeded',
  'InvalidSeeds',
  'InvalidRealloc',
  'ComputationalBudgetExceeded',
  'PrivilegeEscalation',
  'ProgramEnvironmentSetupFailure',
  'ProgramFailedToComplete',
  'ProgramFailedToCompile',
  'Immutable',
  'IncorrectAuthority',
  'AccountNotRentExempt',
  'InvalidAccountOwner',
  'ArithmeticOverflow',
  'UnsupportedSysvar',
  'IllegalOwner',
  'MaxAccountsDataAllocationsExceeded',
  'MaxAccountsExceeded',
  'MaxInstructionTraceLengthExceeded',
  'BuiltinProgramsMustConsumeComputeUnits',
  'BorshIoError',
] as const;

export const BLOCKHASH_NOT_FOUND: RpcTransactionError = 'BlockhashNotFound';
export const ALREADY_PROCESSED: RpcTransactionError = 'AlreadyProcessed';

type LiteSvmError = ReturnType<FailedTransactionMetadata['err']>;
type LiteSvmInstructionError = ReturnType<TransactionErrorInstructionError['err']>;

function instructionError(error: LiteSvmInstructionError): RpcTransactionError {
  if (error instanceof InstructionErrorCustom) return { Custom: error.code };
  if (error instanceof InstructionErrorBorshIo) return { BorshIoError: error.msg };
  return INSTRUCTION_ERROR_NAMES[error] ?? `InstructionError${String(error)}`;
}

export function toRpcTransactionError(error: LiteSvmError): RpcTransactionError {
  if (error instanceof TransactionErrorInstructionError) {
    return { InstructionError: [error.index, instructionError(error.err())] };
  }
  if (error instanceof TransactionErrorDuplicateInstruction)
    return { DuplicateInstruction: error.index };
  if (error instanceof TransactionErrorInsufficientFundsForRent) {
    return { InsufficientFundsForRent: { account_index: error.accountIndex } };
  }
  if (error instanceof TransactionErrorProgramExecutionTemporarilyRestricted) {
    return { ProgramExecutionTemporarilyRestricted: { account_index: error.accountIndex } };
  }
  return TRANSACTION_ERROR_NAMES[error] ?? `TransactionError${String(error)}`;
}

/** A one-line description, as in "Transaction simulation failed: <description>". */
export function describeTransactionError(error: RpcTransactionError): string {
  if (typeof error === 'string') return error;
  const instruction = error.InstructionError;
  if (Array.isArray(instruction)) {
    const [index, cause] = instruction as [number, RpcTransactionError];
    const detail =
      typeof cause === 'object' && typeof cause.Custom === 'number'
        ? `custom program error: 0x${cause.Custom.toString(16)}`
        : typeof cause === 'string'
          ? cause
          : JSON.stringify(cause);
    return `Error processing Instruction ${index}: ${detail}`;
  }
  return JSON.stringify(error);
}
