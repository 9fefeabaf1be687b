import fc from 'fast-check';
import { PorticoError } from './errors';
import { MESSAGES } from './messages';
import { isUserRejection, walletErrorCode, walletErrorCodes } from './userRejection';
import { SendFailedError, UserRejectedError, WalletRequestError } from './walletErrors';

const withCode = (message: string, code: number) => Object.assign(new Error(message), { code });

/** A Wallet Standard wallet's own error class (the wallet-adapter's, as Phantom throws it). */
class WalletSignTransactionError extends Error {
  override name = 'WalletSignTransactionError';
}

describe('isUserRejection: every shape a wallet says no in', () => {
  it.each<[string, unknown]>([
    ['EIP-1193 4001 as a plain object', { code: 4001, message: 'User rejected the request.' }],
    ['EIP-1193 4001 on an Error', withCode('User rejected the request.', 4001)],
    [
      '4001 nested under -32603 in data.originalError (MetaMask mobile)',
      { code: -32603, message: 'Internal error', data: { originalError: { code: 4001 } } },
    ],
    [
      '4001 as the cause of a wrapping error',
      new Error('connect failed', { cause: { code: 4001 } }),
    ],
    [
      '4001 two causes deep',
      new Error('outer', { cause: new Error('middle', { cause: withCode('inner', 4001) }) }),
    ],
    ['4001 as the cause of an error with another code', withCodeAndCause(-32000, { code: 4001 })],
    ["WalletConnect's 5000 (user rejected)", { code: 5000, message: 'User rejected.' }],
    ["WalletConnect's 5001 (rejected chains)", { code: 5001 }],
    ["WalletConnect's 5002 (rejected methods)", { code: 5002 }],
    [
      "the WalletConnect connector's 'Connection declined' (4001)",
      withCode(MESSAGES.connectionDeclined, 4001),
    ],
    [
      'a Wallet Standard error named Wallet…Error saying "User rejected"',
      new WalletSignTransactionError('User rejected the request.'),
    ],
    ['an Error without a code saying "rejected"', new Error('User rejected the request.')],
    ['an Error saying "denied"', new Error('Request denied by the user')],
    ['an Error saying "declined"', new Error('The user declined')],
    ['an Error saying "cancelled"', new Error('Request cancelled')],
    ['an Error saying "canceled"', new Error('Signing canceled')],
    [
      'an error whose name says it',
      Object.assign(new Error('no'), { name: 'UserRejectedRequestError' }),
    ],
    ["core's UserRejectedError", new UserRejectedError()],
    [
      "core's UserRejectedError as a cause",
      new Error('wrapped', { cause: new UserRejectedError() }),
    ],
  ])('%s is a refusal', (_shape, error) => {
    expect(isUserRejection(error)).toBe(true);
  });

  it.each<[string, unknown]>([
    ['undefined', undefined],
    ['null', null],
    ['a string', 'User rejected'],
    ['a bare number', 4001],
    ['a code as text', { code: '4001' }],
    ['4100 unauthorized', { code: 4100, message: 'Unauthorized' }],
    ['a generic -32603 with nothing nested', { code: -32603, message: 'Internal error' }],
    ['a plain object saying "rejected" (not an Error)', { message: 'User rejected' }],
    ['another failure', new Error('hardware wallet unplugged')],
    [
      "Portico's own error with a text that says declined",
      new PorticoError(MESSAGES.connectionDeclined, 'X'),
    ],
    [
      'a SendFailedError wrapping a 4001 (a refused send stays a send failure)',
      new SendFailedError({ code: 4001 }, 4001),
    ],
    ['a WalletRequestError wrapping a 4001', new WalletRequestError('x', { code: 4001 }, 4001)],
    ['an error that is its own cause', selfCaused()],
  ])('%s is not a refusal', (_shape, error) => {
    expect(isUserRejection(error)).toBe(false);
  });

  it('never throws and always answers, whatever is thrown', () => {
    fc.assert(
      fc.property(fc.anything({ withObjectString: true }), (thrown) => {
        expect(typeof isUserRejection(thrown)).toBe('boolean');
        expect(Array.isArray(walletErrorCodes(thrown))).toBe(true);
      }),
    );
  });
});

describe('walletErrorCode(s): the numeric code a wallet error carries', () => {
  it.each<[string, unknown, number | undefined, number[]]>([
    ['its own code', { code: 4001 }, 4001, [4001]],
    [
      'its own, then the nested one',
      { code: -32603, data: { originalError: { code: 4001 } } },
      -32603,
      [-32603, 4001],
    ],
    ['the cause’s code when it has none', new Error('x', { cause: { code: 4902 } }), 4902, [4902]],
    ['none for a text code (ethers)', { code: 'ACTION_REJECTED' }, undefined, []],
    ['none for a thrown string', 'boom', undefined, []],
    ["none for Portico's own errors", new SendFailedError({ code: 4001 }, 4001), undefined, []],
  ])('%s', (_shape, error, code, codes) => {
    expect(walletErrorCode(error)).toBe(code);
    expect(walletErrorCodes(error)).toEqual(codes);
  });
});

function withCodeAndCause(code: number, cause: unknown) {
  return Object.assign(new Error('wrapper', { cause }), { code });
}

function selfCaused() {
  const error = Object.assign(new Error('loop'), { code: 4100 });
  (error as { cause?: unknown }).cause = error;
  return error;
}
