/**
 * Errors of @portico/testing's EVM parts, in the shape EIP-1193 requires: an Error with a
 * numeric `code`, a `message`, and optional `data`. Codes and texts of EIP-1193, EIP-1474,
 * EIP-3085/3326 (as wallets use 4902) and EIP-5792 live here, once.
 */

export const RPC_ERROR_CODES = {
  /** EIP-1193 */
  userRejectedRequest: 4001,
  unauthorized: 4100,
  unsupportedMethod: 4200,
  disconnected: 4900,
  chainDisconnected: 4901,
  /** Used by wallets for wallet_switchEthereumChain to a chain they do not know. */
  unrecognizedChain: 4902,
  /** EIP-1474 */
  invalidParams: -32602,
  internal: -32603,
  /** EIP-5792 */
  unsupportedNonOptionalCapability: 5700,
  unsupportedChainId: 5710,
  duplicateCallsId: 5720,
  unknownCallsId: 5730,
  atomicityNotSupported: 5760,
} as const;

export const RPC_ERROR_MESSAGES = {
  userRejectedRequest: 'User rejected the request.',
  unauthorized: 'The requested method and/or account has not been authorized by the user.',
  unsupportedMethod: (method: string) =>
    `The Provider does not support the requested method: ${method}.`,
  disconnected: 'The Provider is disconnected from all chains.',
  unrecognizedChain: (chainIdHex: string) =>
    `Unrecognized chain ID "${chainIdHex}". Try adding the chain using wallet_addEthereumChain first.`,
  invalidParams: (detail: string) => `Invalid params: ${detail}`,
  unsupportedNonOptionalCapability: (name: string) =>
    `The wallet does not support the non-optional capability "${name}".`,
  unsupportedChainId: (chainIdHex: string) =>
    `The wallet does not support calls on chain ${chainIdHex} (not the current chain).`,
  duplicateCallsId: (id: string) => `A batch with id ${id} already exists.`,
  unknownCallsId: (id: string) => `No batch with id ${id}.`,
  atomicityNotSupported: 'The wallet cannot execute this batch atomically on this chain.',
} as const;

export class ProviderRpcError extends Error {
  override readonly name = 'ProviderRpcError';

  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
  }

  static userRejected(): ProviderRpcError {
    return new ProviderRpcError(
      RPC_ERROR_CODES.userRejectedRequest,
      RPC_ERROR_MESSAGES.userRejectedRequest,
    );
  }

  static unauthorized(): ProviderRpcError {
    return new ProviderRpcError(RPC_ERROR_CODES.unauthorized, RPC_ERROR_MESSAGES.unauthorized);
  }

  static unsupportedMethod(method: string): ProviderRpcError {
    return new ProviderRpcError(
      RPC_ERROR_CODES.unsupportedMethod,
      RPC_ERROR_MESSAGES.unsupportedMethod(method),
    );
  }

  static disconnected(): ProviderRpcError {
    return new ProviderRpcError(RPC_ERROR_CODES.disconnected, RPC_ERROR_MESSAGES.disconnected);
  }

  static unrecognizedChain(chainIdHex: string): ProviderRpcError {
    return new ProviderRpcError(
      RPC_ERROR_CODES.unrecognizedChain,
      RPC_ERROR_MESSAGES.unrecognizedChain(chainIdHex),
    );
  }

  static invalidParams(detail: string): ProviderRpcError {
    return new ProviderRpcError(
      RPC_ERROR_CODES.invalidParams,
      RPC_ERROR_MESSAGES.invalidParams(detail),
    );
  }

  static internal(message: string, data?: unknown): ProviderRpcError {
    return new ProviderRpcError(RPC_ERROR_CODES.internal, message, data);
  }
}
