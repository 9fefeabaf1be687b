import {
  ChainNotSupportedError,
  MESSAGES,
  PorticoError,
  SendFailedError,
  WalletRequestError,
} from '@portico/core';
import {
  CapabilitiesParseError,
  ProviderNotFoundError,
  SendCallsTargetError,
  SmartAccountSigningError,
  TokenReadError,
} from './errors';

// SendFailedError, ChainNotSupportedError and WalletRequestError are core's shared classes
// (core/src/errors/walletErrors.ts); the EVM adapters throw them with these texts and codes.
describe('EVM adapter errors', () => {
  it.each([
    [new SendFailedError('cause', 4001), MESSAGES.somethingWentWrong, 'SEND_FAILED'],
    [
      new SmartAccountSigningError('cause'),
      MESSAGES.smartAccountSigningFailed,
      'SMART_ACCOUNT_SIGNING_FAILED',
    ],
    [new ChainNotSupportedError(10), MESSAGES.chainNotSupported, 'CHAIN_NOT_SUPPORTED'],
    [new CapabilitiesParseError(), MESSAGES.errorParsingCapabilities, 'INVALID_CAPABILITIES'],
    [new SendCallsTargetError(0), MESSAGES.sendCallsTargetNot0x, 'SEND_CALLS_TARGET_NOT_0X'],
    [new ProviderNotFoundError('x'), MESSAGES.providerNotFound, 'PROVIDER_NOT_FOUND'],
    [new WalletRequestError('eth_chainId'), MESSAGES.anErrorOccurred, 'WALLET_REQUEST_FAILED'],
    [new TokenReadError('0x1', 'symbol'), MESSAGES.anErrorOccurred, 'TOKEN_READ_FAILED'],
  ])('%p carries the spec text and a stable code', (error, message, code) => {
    expect(error).toBeInstanceOf(PorticoError);
    expect(error.message).toBe(message);
    expect(error.code).toBe(code);
    expect(error.name).toBe(error.constructor.name);
  });

  it("keeps the wallet's error as the cause and its code", () => {
    const walletError = { code: 4001, message: 'User rejected' };
    const error = new SendFailedError(walletError, 4001);
    expect(error.cause).toBe(walletError);
    expect(error.walletCode).toBe(4001);
  });
});
