/**
 * The one place this connector maps a wallet's answer to a session request onto the EIP-1193
 * error an adapter expects (the adapter then maps it onto core's classes, as it does any
 * wallet's). "Did the user refuse?" is core's `isUserRejection`: 4001, sign-client's 5000 (user
 * rejected), 5001 (rejected chains), 5002 (rejected methods), and errors that say so. On a
 * signature or a send every refusal becomes 4001 ('Signature declined'). On
 * wallet_switchEthereumChain and wallet_addEthereumChain only 4001 is one: there 5000 means
 * "unknown chain" and must reach the adapter as it is (it then adds the chain).
 */
import { isUserRejection, walletErrorCode, walletErrorCodes } from '@portico/core';
import { requestDeclined, RPC_ERROR_CODES, walletFailed, WalletConnectRpcError } from '../errors';

const CHAIN_METHODS: readonly string[] = Object.freeze([
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
]);

function refused(error: unknown, method: string): boolean {
  if (!CHAIN_METHODS.includes(method)) return isUserRejection(error);
  return walletErrorCodes(error).includes(RPC_ERROR_CODES.userRejected);
}

export function fromWalletError(error: unknown, method: string): WalletConnectRpcError {
  if (error instanceof WalletConnectRpcError) return error;
  if (refused(error, method)) return requestDeclined(error);
  return walletFailed(walletErrorCode(error) ?? RPC_ERROR_CODES.internal, error);
}
