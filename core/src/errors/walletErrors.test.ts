import { PorticoError } from './errors';
import { MESSAGES } from './messages';
import {
  ChainNotSupportedError,
  SendFailedError,
  UserRejectedError,
  WalletRequestError,
} from './walletErrors';

describe('the errors a wallet causes: one class and one code each, for every namespace', () => {
  it.each([
    [new UserRejectedError(), MESSAGES.signatureDeclined, 'USER_REJECTED'],
    [new WalletRequestError('eth_chainId'), MESSAGES.anErrorOccurred, 'WALLET_REQUEST_FAILED'],
    [new SendFailedError('cause'), MESSAGES.somethingWentWrong, 'SEND_FAILED'],
    [
      new SendFailedError('cause', undefined, MESSAGES.solanaSendFailed),
      MESSAGES.solanaSendFailed,
      'SEND_FAILED',
    ],
    [new ChainNotSupportedError(10), MESSAGES.chainNotSupported, 'CHAIN_NOT_SUPPORTED'],
  ])('%p carries the spec text and a stable code and name', (error, message, code) => {
    expect(error).toBeInstanceOf(PorticoError);
    expect(error.message).toBe(message);
    expect(error.code).toBe(code);
    expect(error.name).toBe(error.constructor.name);
  });

  it("keeps the wallet's error as the cause, its code, and the request's name", () => {
    const walletError = { code: 4200, message: 'Unsupported method' };
    const error = new WalletRequestError('wallet_grantPermissions', walletError, 4200);
    expect([error.cause, error.walletCode, error.method]).toEqual([
      walletError,
      4200,
      'wallet_grantPermissions',
    ]);
    expect(new UserRejectedError(walletError).cause).toBe(walletError);
  });
});
