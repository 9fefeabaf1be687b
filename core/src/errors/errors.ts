/**
 * Typed errors of @portico/core. Each class carries a stable `code`; messages come from
 * MESSAGES so a text appears once in the code base. The errors a wallet causes, shared by
 * every adapter, are in walletErrors.ts.
 */
import { BALANCE_RETRY_MS } from '../constants';
import { MESSAGES } from './messages';

export class PorticoError extends Error {
  override readonly name: string = 'PorticoError';
  constructor(
    message: string,
    readonly code: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** A configuration mistake by the app developer, found when options are read. */
export class ConfigurationError extends PorticoError {
  override readonly name = 'ConfigurationError';
}

/** Raised when a network is not in the configured list ('Network Not Found'). */
export class NetworkNotFoundError extends PorticoError {
  override readonly name = 'NetworkNotFoundError';
  constructor(readonly networkId: string) {
    super(MESSAGES.networkNotFound, 'NETWORK_NOT_FOUND');
  }
}

export class ProjectIdNotConfiguredError extends PorticoError {
  override readonly name = 'ProjectIdNotConfiguredError';
  constructor(readonly service: string) {
    super(MESSAGES.projectIdNotConfigured, 'PROJECT_ID_NOT_CONFIGURED');
  }
}

export class AdapterNotFoundError extends PorticoError {
  override readonly name = 'AdapterNotFoundError';
  constructor(readonly namespace: string) {
    super(MESSAGES.adapterNotFound, 'ADAPTER_NOT_FOUND');
  }
}

export class ConnectorNotFoundError extends PorticoError {
  override readonly name = 'ConnectorNotFoundError';
  constructor(readonly connectorId: string) {
    super(MESSAGES.connectorNotFound(connectorId), 'CONNECTOR_NOT_FOUND');
  }
}

/** WalletConnect was asked for and the app installed no WalletConnect connector. */
export class WalletConnectConnectorNotFoundError extends PorticoError {
  override readonly name = 'WalletConnectConnectorNotFoundError';
  constructor() {
    super(MESSAGES.walletConnectConnectorNotFound, 'WALLET_CONNECT_CONNECTOR_NOT_FOUND');
  }
}

/** 'No ActiveCaipAddress found': a wallet action with no connected account. */
export class NoActiveCaipAddressError extends PorticoError {
  override readonly name = 'NoActiveCaipAddressError';
  constructor() {
    super(MESSAGES.noActiveCaipAddress, 'NO_ACTIVE_CAIP_ADDRESS');
  }
}

/** 'Connector not connected': the account's wallet is no longer reachable. */
export class ConnectorNotConnectedError extends PorticoError {
  override readonly name = 'ConnectorNotConnectedError';
  constructor() {
    super(MESSAGES.connectorNotConnected, 'CONNECTOR_NOT_CONNECTED');
  }
}

export class InvalidCaipAddressError extends PorticoError {
  override readonly name = 'InvalidCaipAddressError';
  constructor() {
    super(MESSAGES.invalidCaipAddress, 'INVALID_CAIP_ADDRESS');
  }
}

export class InvalidCaipNetworkIdError extends PorticoError {
  override readonly name = 'InvalidCaipNetworkIdError';
  constructor() {
    super(MESSAGES.invalidCaipNetworkId, 'INVALID_CAIP_NETWORK_ID');
  }
}

export class AccountTypeNotAcceptedError extends PorticoError {
  override readonly name = 'AccountTypeNotAcceptedError';
  constructor(accountType: string, namespace: string) {
    super(MESSAGES.accountTypeNotAccepted(accountType, namespace), 'ACCOUNT_TYPE_NOT_ACCEPTED');
  }
}

export class DisconnectError extends PorticoError {
  override readonly name = 'DisconnectError';
  constructor(cause: unknown) {
    super(MESSAGES.failedToDisconnect, 'DISCONNECT_FAILED', { cause });
  }
}

/** An e-mail login attempt inside the cooldown: 'Please try again after N seconds'. */
export class EmailCooldownError extends PorticoError {
  override readonly name = 'EmailCooldownError';
  constructor(readonly secondsLeft: number) {
    super(MESSAGES.emailCooldown(secondsLeft), 'EMAIL_COOLDOWN');
  }
}

/** `portico.sendToken` in a namespace whose adapter has no `sendToken`. */
export class TokenSendNotSupportedError extends PorticoError {
  override readonly name = 'TokenSendNotSupportedError';
  constructor(readonly namespace: string) {
    super(MESSAGES.tokenSendNotSupported, 'TOKEN_SEND_NOT_SUPPORTED');
  }
}

export class InvalidAmountError extends PorticoError {
  override readonly name = 'InvalidAmountError';
}

/**
 * The WalletConnect relay could not be reached: its socket was refused, or no pairing came
 * within CONNECT_TIMEOUT_MS. The cause is the socket's error; none after a time-out.
 */
export class RelayUnreachableError extends PorticoError {
  override readonly name = 'RelayUnreachableError';
  constructor(cause?: unknown) {
    super(MESSAGES.walletConnectRelayUnreachable, 'RELAY_UNREACHABLE', { cause });
  }
}

/** A Portico hook or component rendered outside a PorticoProvider (a UI binding's mistake). */
export class ProviderMissingError extends PorticoError {
  override readonly name = 'ProviderMissingError';
  constructor() {
    super(MESSAGES.providerMissing, 'PROVIDER_MISSING');
  }
}

export class InstanceDestroyedError extends PorticoError {
  override readonly name = 'InstanceDestroyedError';
  constructor() {
    super(MESSAGES.instanceDestroyed, 'INSTANCE_DESTROYED');
  }
}

// --- The service clients (spec sections 7 and 8) ---

/** Spec 8: "Any HTTP status that is not OK throws 'HTTP status code: {n}'". */
export class HttpStatusError extends PorticoError {
  override readonly name = 'HttpStatusError';
  constructor(
    readonly status: number,
    /** The response body read as JSON, when it was JSON (name service errors carry reasons). */
    readonly body: unknown,
  ) {
    super(MESSAGES.httpStatus(status), 'HTTP_STATUS');
  }
}

/** A service answered with a body that is not what the route promises (not JSON, not an image). */
export class ServiceResponseError extends PorticoError {
  override readonly name = 'ServiceResponseError';
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, 'SERVICE_RESPONSE_UNREADABLE', options);
  }
}

/** A value that cannot be one segment of a URL path ('', '.', '..'). */
export class InvalidPathSegmentError extends PorticoError {
  override readonly name = 'InvalidPathSegmentError';
  constructor(readonly segment: string) {
    super(MESSAGES.servicePathSegmentInvalid(segment), 'INVALID_PATH_SEGMENT');
  }
}

/** Spec 8 toast: 'Token Balance Unavailable'; the balance is fetched again after 30 s. */
export class BalanceUnavailableError extends PorticoError {
  override readonly name = 'BalanceUnavailableError';
  readonly retryAfterMs = BALANCE_RETRY_MS;
  constructor(cause: unknown) {
    super(MESSAGES.tokenBalanceUnavailable, 'TOKEN_BALANCE_UNAVAILABLE', { cause });
  }
}

/** Spec 8 toast: 'Failed to fetch transactions'. */
export class TransactionsFetchError extends PorticoError {
  override readonly name = 'TransactionsFetchError';
  constructor(cause: unknown) {
    super(MESSAGES.failedToFetchTransactions, 'TRANSACTIONS_FETCH_FAILED', { cause });
  }
}

/** Spec 8, thrown: 'Network not supported for Swaps'. */
export class SwapNetworkNotSupportedError extends PorticoError {
  override readonly name = 'SwapNetworkNotSupportedError';
  constructor(readonly caipNetworkId: string) {
    super(MESSAGES.networkNotSupportedForSwaps, 'SWAP_NETWORK_NOT_SUPPORTED');
  }
}

/** Spec 8, thrown: 'Network not supported for Gas Price'. */
export class GasPriceNetworkNotSupportedError extends PorticoError {
  override readonly name = 'GasPriceNetworkNotSupportedError';
  constructor(readonly caipNetworkId: string) {
    super(MESSAGES.networkNotSupportedForGasPrice, 'GAS_PRICE_NETWORK_NOT_SUPPORTED');
  }
}

/**
 * Spec 8: "Name service errors use the first reason description, with fallbacks 'Error
 * resolving name', 'Error fetching name suggestions', 'Error fetching names for address',
 * 'Error registering name'." The message is the service's reason or the fallback.
 */
export class NameServiceError extends PorticoError {
  override readonly name = 'NameServiceError';
  constructor(message: string, cause: unknown) {
    super(message, 'NAME_SERVICE_ERROR', { cause });
  }
}
