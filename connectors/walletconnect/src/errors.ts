/**
 * What this connector's providers throw: EIP-1193 provider errors (a numeric `code`), not
 * PorticoErrors, so the adapter that drives a provider maps them to the spec's texts as it does
 * any wallet's (4001 -> 'Signature declined', 4902 -> add the chain, ...). Every text comes from
 * core's MESSAGES; the wallet's own error, when there is one, stays the `cause`. One exception:
 * an unreachable relay is core's RelayUnreachableError, which adapters pass on unchanged, so the
 * modal shows its text rather than 'An error occurred'.
 */
import { MESSAGES, RelayUnreachableError } from '@portico/core';

/** The connector's name in every namespace (and in 'WalletConnect does not support ...'). */
export const WALLET_CONNECT_NAME = 'WalletConnect';
/** The service named in 'A project ID is required to use the hosted ...'. */
export const RELAY_SERVICE_NAME = 'WalletConnect relay';

/** EIP-1193 codes this connector answers with. */
export const RPC_ERROR_CODES = Object.freeze({
  userRejected: 4001,
  unsupportedMethod: 4200,
  disconnected: 4900,
  unrecognizedChain: 4902,
  /** JSON-RPC "internal error": a failure that carried no code of its own. */
  internal: -32603,
});

/** An EIP-1193 ProviderRpcError: `code` is what adapters act on. */
export class WalletConnectRpcError extends Error {
  override readonly name = 'WalletConnectRpcError';
  constructor(
    readonly code: number,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** The wallet declined the pairing, or the pairing was cancelled (the modal closed). */
export const connectionDeclined = (cause?: unknown) =>
  new WalletConnectRpcError(RPC_ERROR_CODES.userRejected, MESSAGES.connectionDeclined, { cause });

/** The user refused a signature, a transaction or a chain switch in the wallet. */
export const requestDeclined = (cause?: unknown) =>
  new WalletConnectRpcError(RPC_ERROR_CODES.userRejected, MESSAGES.signatureDeclined, { cause });

/** A request for a wallet while no session holds the namespace. */
export const notConnected = () =>
  new WalletConnectRpcError(RPC_ERROR_CODES.disconnected, MESSAGES.connectorNotConnected);

/** A chain the session does not hold. */
export const chainNotConfigured = () =>
  new WalletConnectRpcError(RPC_ERROR_CODES.unrecognizedChain, MESSAGES.chainNotConfigured);

/** wallet_addEthereumChain when the wallet did not offer it in the session. */
export const noProgrammaticSwitch = () =>
  new WalletConnectRpcError(
    RPC_ERROR_CODES.unsupportedMethod,
    MESSAGES.noProgrammaticSwitch(WALLET_CONNECT_NAME),
  );

/** A method the session does not list (chain reads go to the network's RPC, not here). */
export const methodNotSupported = () =>
  new WalletConnectRpcError(RPC_ERROR_CODES.unsupportedMethod, MESSAGES.rpcNotAllowed);

/** The session code could not be loaded (a lazy chunk that did not arrive). */
export const providerNotFound = (cause: unknown) =>
  new WalletConnectRpcError(RPC_ERROR_CODES.disconnected, MESSAGES.providerNotFound, { cause });

/** Any other wallet failure, with the wallet's code. */
export const walletFailed = (code: number, cause: unknown) =>
  new WalletConnectRpcError(code, MESSAGES.anErrorOccurred, { cause });

/** The relay refused the socket (`cause`: its error), or no pairing came within the time-out. */
export const relayUnreachable = (cause?: unknown) => new RelayUnreachableError(cause);
