import { MESSAGES, SendFailedError, UserRejectedError, WalletRequestError } from '@portico/core';
import { REFUSAL_TEXTS, toSendError, toWalletError } from './errorMapping';
import { KeepExistentialDepositError, PolkadotSendDataError } from './errors';

describe('the Polkadot error mapping', () => {
  it.each(REFUSAL_TEXTS)(
    "an extension's refusal %p is UserRejectedError ('Signature declined')",
    (text) => {
      const refusal = new Error(text);
      const mapped = toWalletError(refusal, 'signRaw');
      expect(mapped).toBeInstanceOf(UserRejectedError);
      expect(mapped.message).toBe(MESSAGES.signatureDeclined);
      expect(mapped.cause).toBe(refusal);
      expect(toSendError(refusal)).toBeInstanceOf(UserRejectedError);
    },
  );

  it("WalletConnect's user-rejected code 5000 is a refusal; anything else is a failed request with the wallet's code", () => {
    expect(
      toWalletError({ code: 5000, message: 'User rejected.' }, 'polkadot_signMessage'),
    ).toBeInstanceOf(UserRejectedError);
    const failed = toWalletError({ code: -32000, message: 'boom' }, 'signRaw');
    expect(failed).toBeInstanceOf(WalletRequestError);
    expect(failed).toMatchObject({
      method: 'signRaw',
      walletCode: -32000,
      message: MESSAGES.anErrorOccurred,
    });
  });

  it('a send keeps the transfer rules and a refusal as they are; anything else is the failed-send text', () => {
    const rule = new KeepExistentialDepositError(1n, 0n, { decimals: 12, symbol: 'ROC' });
    expect(toSendError(rule)).toBe(rule);
    const data = new PolkadotSendDataError();
    expect(toSendError(data)).toBe(data);
    const failed = toSendError(new Error('1010: Invalid Transaction'));
    expect(failed).toBeInstanceOf(SendFailedError);
    expect(failed.message).toBe(MESSAGES.solanaSendFailed);
    // The chain chunk's SendFailedError ('Something went wrong'): the failed-send text, one level.
    const chainError = new Error('dispatch error');
    const fromChain = toSendError(new SendFailedError(chainError));
    expect(fromChain.message).toBe(MESSAGES.solanaSendFailed);
    expect(fromChain.cause).toBe(chainError);
  });
});
