import {
  PorticoError,
  BalanceUnavailableError,
  GasPriceNetworkNotSupportedError,
  HttpStatusError,
  InvalidPathSegmentError,
  NameServiceError,
  ServiceResponseError,
  SwapNetworkNotSupportedError,
  TransactionsFetchError,
} from './errors';

describe('service errors carry the exact texts of spec 8', () => {
  it.each([
    [new HttpStatusError(418, undefined), 'HTTP status code: 418', 'HTTP_STATUS'],
    [
      new BalanceUnavailableError(undefined),
      'Token Balance Unavailable',
      'TOKEN_BALANCE_UNAVAILABLE',
    ],
    [
      new TransactionsFetchError(undefined),
      'Failed to fetch transactions',
      'TRANSACTIONS_FETCH_FAILED',
    ],
    [
      new SwapNetworkNotSupportedError('eip155:5'),
      'Network not supported for Swaps',
      'SWAP_NETWORK_NOT_SUPPORTED',
    ],
    [
      new GasPriceNetworkNotSupportedError('eip155:5'),
      'Network not supported for Gas Price',
      'GAS_PRICE_NETWORK_NOT_SUPPORTED',
    ],
    [
      new NameServiceError('Error resolving name', undefined),
      'Error resolving name',
      'NAME_SERVICE_ERROR',
    ],
  ])('%s', (error, message, code) => {
    expect(error).toBeInstanceOf(PorticoError);
    expect(error.message).toBe(message);
    expect(error.code).toBe(code);
  });

  it('the errors of Portico’s own texts are typed too, with stable codes and names', () => {
    const unreadable = new ServiceResponseError('x', { cause: 1 });
    expect([unreadable.name, unreadable.code, unreadable.cause]).toEqual([
      'ServiceResponseError',
      'SERVICE_RESPONSE_UNREADABLE',
      1,
    ]);
    const segment = new InvalidPathSegmentError('..');
    expect([segment.name, segment.code, segment.segment]).toEqual([
      'InvalidPathSegmentError',
      'INVALID_PATH_SEGMENT',
      '..',
    ]);
    expect(new BalanceUnavailableError(undefined).retryAfterMs).toBe(30_000);
  });
});
