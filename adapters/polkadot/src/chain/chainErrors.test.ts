import { PorticoError, UserRejectedError } from '@portico/core';
import { rpcCodeOf, toChainError } from './chainErrors';

describe('toChainError', () => {
  it('keeps a Portico error as it is (a refusal stays a refusal)', () => {
    const refusal = new UserRejectedError();
    expect(toChainError('send the transfer', refusal)).toBe(refusal);
  });

  it('a pool refusal (JSON-RPC 1010–1016 first in @polkadot/rpc-provider’s message) is a rejected transaction', () => {
    const error = toChainError(
      'send the transfer',
      new Error(
        '1010: Invalid Transaction: Inability to pay some fees (e.g. account balance too low)',
      ),
    );
    expect(error).toMatchObject({ code: 'POLKADOT_TRANSACTION_REJECTED', rpcCode: 1010 });
    expect(error.message).toContain('Inability to pay some fees');
  });

  it('anything else is a failed RPC request naming what was done, the node’s text cut short', () => {
    const error = toChainError('read the balance', new Error(`-32000: ${'x'.repeat(500)}`));
    expect(error).toBeInstanceOf(PorticoError);
    expect(error.code).toBe('POLKADOT_RPC_FAILED');
    expect(error.message.startsWith('Polkadot RPC failed to read the balance: -32000: ')).toBe(
      true,
    );
    expect(error.message.length).toBeLessThan(300);
    expect(toChainError('read', 'socket closed').code).toBe('POLKADOT_RPC_FAILED');
  });
});

describe('rpcCodeOf', () => {
  it('reads the code at the head of the message, and nothing from other values', () => {
    expect(rpcCodeOf(new Error('1012: Transaction is temporarily banned'))).toBe(1012);
    expect(rpcCodeOf(new Error('-32601: Method not found'))).toBe(-32601);
    expect(rpcCodeOf(new Error('Invalid Transaction'))).toBeUndefined();
    expect(rpcCodeOf('1010: text')).toBeUndefined();
  });
});
