/**
 * Typed errors of the service clients (spec sections 7 and 8). Messages come from MESSAGES,
 * so a text appears once in the code base.
 *
 * They live beside the clients for now because core/src/errors/errors.ts belongs to another
 * part of the work; they extend PorticoError like every other core error and can move there
 * unchanged.
 */
import { BALANCE_RETRY_MS } from '../constants';
import { PorticoError } from '../errors/errors';
import { MESSAGES } from '../errors/messages';

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
