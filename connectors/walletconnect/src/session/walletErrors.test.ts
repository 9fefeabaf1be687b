import { MESSAGES } from '@portico/core';
import { WalletConnectRpcError } from '../errors';
import { fromWalletError } from './walletErrors';

describe("a wallet's refusal over WalletConnect", () => {
  it.each([4001, 5000, 5001, 5002])(
    'code %i on a signature or a send is the user saying no: 4001, "Signature declined"',
    (code) => {
      for (const method of ['personal_sign', 'eth_sendTransaction', 'solana_signMessage']) {
        expect(fromWalletError({ code, message: 'no' }, method)).toMatchObject({
          code: 4001,
          message: MESSAGES.signatureDeclined,
          cause: { code },
        });
      }
    },
  );

  it('a refusal without a code that says so (core\'s isUserRejection) is "Signature declined" too', () => {
    const saysNo = new Error('User rejected the request.');
    expect(fromWalletError(saysNo, 'solana_signMessage')).toMatchObject({
      code: 4001,
      message: MESSAGES.signatureDeclined,
      cause: saysNo,
    });
  });

  it('on a chain switch only 4001 is a refusal: 5000 ("unknown chain") reaches the adapter as it is', () => {
    expect(fromWalletError({ code: 5000 }, 'wallet_switchEthereumChain')).toMatchObject({
      code: 5000,
      message: MESSAGES.anErrorOccurred,
    });
    expect(fromWalletError({ code: 4001 }, 'wallet_addEthereumChain')).toMatchObject({
      code: 4001,
    });
  });

  it('keeps other codes, and gives an error without one the JSON-RPC internal error code', () => {
    expect(fromWalletError({ code: -32000 }, 'personal_sign')).toMatchObject({ code: -32000 });
    expect(fromWalletError(new Error('timeout'), 'personal_sign')).toMatchObject({
      code: -32603,
      message: MESSAGES.anErrorOccurred,
    });
    const own = new WalletConnectRpcError(4900, MESSAGES.connectorNotConnected);
    expect(fromWalletError(own, 'personal_sign')).toBe(own);
  });
});
