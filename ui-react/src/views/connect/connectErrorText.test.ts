import { MESSAGES, UserRejectedError } from '@portico/core';
import { connectErrorText } from './connectErrorText';

describe('connectErrorText: what a connecting view says after a failed connect', () => {
  it.each<[string, unknown]>([
    ["core's UserRejectedError", new UserRejectedError()],
    ['a wallet error with code 4001', Object.assign(new Error('User rejected'), { code: 4001 })],
    ['4001 on a wrapped cause', new Error('connect failed', { cause: { code: 4001 } })],
    ['a Wallet Standard refusal without a code', new Error('User rejected the request.')],
  ])(`%s: '${MESSAGES.connectionDeclined}'`, (_shape, error) => {
    expect(connectErrorText(error)).toBe(MESSAGES.connectionDeclined);
  });

  it("another failure: the error's own message, else 'An error occurred'", () => {
    expect(connectErrorText(new Error('Wallet is locked'))).toBe('Wallet is locked');
    expect(connectErrorText(new Error('  '))).toBe(MESSAGES.anErrorOccurred);
    expect(connectErrorText('boom')).toBe(MESSAGES.anErrorOccurred);
  });
});
