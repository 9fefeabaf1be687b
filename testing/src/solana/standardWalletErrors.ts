/**
 * Errors of the Solana test wallet, in the shape Solana wallets throw (Phantom, Solflare):
 * an Error with a numeric `code` and a `message`. Codes and texts are EIP-1193's, shared
 * with the EVM test wallet so that each text is written once.
 */
import { RPC_ERROR_CODES, RPC_ERROR_MESSAGES } from '../evm/providerRpcError';

export class SolanaWalletError extends Error {
  override readonly name = 'SolanaWalletError';

  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
  }

  /** 4001: the user said no. */
  static userRejected(): SolanaWalletError {
    return new SolanaWalletError(
      RPC_ERROR_CODES.userRejectedRequest,
      RPC_ERROR_MESSAGES.userRejectedRequest,
    );
  }

  /** 4100: the app is not connected, or asks for an account the wallet has not given it. */
  static unauthorized(): SolanaWalletError {
    return new SolanaWalletError(RPC_ERROR_CODES.unauthorized, RPC_ERROR_MESSAGES.unauthorized);
  }

  /** -32602: the input is malformed or names a chain the wallet does not serve. */
  static invalidParams(detail: string): SolanaWalletError {
    return new SolanaWalletError(
      RPC_ERROR_CODES.invalidParams,
      RPC_ERROR_MESSAGES.invalidParams(detail),
    );
  }

  /** -32603: the node took the transaction but it failed, or it was not confirmed in time. */
  static transactionNotConfirmed(signature: string, reason: string, data?: unknown) {
    return new SolanaWalletError(
      RPC_ERROR_CODES.internal,
      `transaction ${signature} ${reason}`,
      data,
    );
  }
}
