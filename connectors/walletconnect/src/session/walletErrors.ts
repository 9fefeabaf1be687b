/**
 * A wallet's answer to a session request, as the EIP-1193 error an adapter expects. WalletConnect
 * wallets refuse with 4001 or with sign-client's 5000 (user rejected), 5001 (rejected chains) and
 * 5002 (rejected methods): on a signature or a send all of them are the user saying no, so 4001
 * ('Signature declined'). On wallet_switchEthereumChain and wallet_addEthereumChain only 4001 is:
 * there 5000 means "unknown chain" and must reach the adapter as it is (it then adds the chain).
 */
import { requestDeclined, RPC_ERROR_CODES, walletFailed, WalletConnectRpcError } from '../errors';

const REJECTION_CODES: readonly number[] = Object.freeze([
  RPC_ERROR_CODES.userRejected,
  5000,
  5001,
  5002,
]);
const CHAIN_METHODS: readonly string[] = Object.freeze([
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
]);

function codeOf(error: unknown): number | undefined {
  const code = (error as { code?: unknown } | null | undefined)?.code;
  return typeof code === 'number' ? code : undefined;
}

export function fromWalletError(error: unknown, method: string): WalletConnectRpcError {
  if (error instanceof WalletConnectRpcError) return error;
  const code = codeOf(error);
  if (code === undefined) return walletFailed(RPC_ERROR_CODES.internal, error);
  const refusal = CHAIN_METHODS.includes(method)
    ? code === RPC_ERROR_CODES.userRejected
    : REJECTION_CODES.includes(code);
  return refusal ? requestDeclined(error) : walletFailed(code, error);
}
