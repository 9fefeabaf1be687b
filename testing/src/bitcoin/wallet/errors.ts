/**
 * Errors of the Bitcoin test wallet, in the shape browser wallets throw: an Error with a
 * numeric `code` and a `message`. A refusal reads like a real wallet's (code 4001, "User
 * rejected the request."); codes and texts are EIP-1193's, written once in ../../evm.
 */
import { RPC_ERROR_CODES, RPC_ERROR_MESSAGES } from '../../evm/providerRpcError';

export class BitcoinWalletError extends Error {
  override readonly name = 'BitcoinWalletError';

  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }

  /** 4001: the user said no. */
  static userRejected(): BitcoinWalletError {
    return new BitcoinWalletError(
      RPC_ERROR_CODES.userRejectedRequest,
      RPC_ERROR_MESSAGES.userRejectedRequest,
    );
  }

  /** 4100: the app is not connected, or names an account the wallet has not given it. */
  static unauthorized(): BitcoinWalletError {
    return new BitcoinWalletError(RPC_ERROR_CODES.unauthorized, RPC_ERROR_MESSAGES.unauthorized);
  }

  /** -32602: malformed input, a chain the wallet does not serve, an input not the wallet's. */
  static invalidParams(detail: string): BitcoinWalletError {
    return new BitcoinWalletError(
      RPC_ERROR_CODES.invalidParams,
      RPC_ERROR_MESSAGES.invalidParams(detail),
    );
  }
}
