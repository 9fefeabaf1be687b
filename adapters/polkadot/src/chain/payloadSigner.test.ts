import { UserRejectedError, WalletRequestError } from '@portico/core';
import type { Signer } from '@polkadot/api/types';
import { transferSignerOf } from './payloadSigner';

type SignerPayloadJSON = Parameters<NonNullable<Signer['signPayload']>>[0];

// A stand-in payload: the wrapper only passes it on.
const PAYLOAD = { address: '5Grw', method: '0x00' } as unknown as SignerPayloadJSON;
const SIGNATURE = `0x01${'ab'.repeat(64)}` as const;

describe('transferSignerOf', () => {
  it('passes the wallet’s MultiSignature on with a request id per signature', async () => {
    const { signer } = transferSignerOf({ signPayload: async () => ({ signature: SIGNATURE }) });
    await expect(signer.signPayload?.(PAYLOAD)).resolves.toEqual({ id: 1, signature: SIGNATURE });
    await expect(signer.signPayload?.(PAYLOAD)).resolves.toEqual({ id: 2, signature: SIGNATURE });
  });

  it('keeps the wallet’s error as it is and knows it for the wallet’s', async () => {
    const refusal = new UserRejectedError(new Error('Cancelled'));
    const wrapped = transferSignerOf({
      signPayload: async () => {
        throw refusal;
      },
    });
    const error = await wrapped.signer.signPayload?.(PAYLOAD).catch((e: unknown) => e);
    expect(error).toBe(refusal);
    expect(wrapped.isSignerError(error)).toBe(true);
    expect(wrapped.isSignerError(new Error('from the node'))).toBe(false);
  });

  it('refuses an answer that is not a signature (not hex, the wrong length, no signature) as a failed wallet request', async () => {
    for (const answer of [
      { signature: '0x1234' },
      { signature: `0x01${'zz'.repeat(64)}` },
      { signature: `0x${'ab'.repeat(70)}` },
      {},
      null,
    ]) {
      const wrapped = transferSignerOf({
        signPayload: async () => answer as { signature: `0x${string}` },
      });
      const error = await wrapped.signer.signPayload?.(PAYLOAD).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(WalletRequestError);
      expect(wrapped.isSignerError(error)).toBe(true);
    }
  });
});
