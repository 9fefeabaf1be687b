/**
 * The @polkadot/api `Signer` of one transfer, over the adapter's PolkadotPayloadSigner (the
 * wallet): @polkadot/api builds the SignerPayloadJSON (nonce, era, spec and transaction versions,
 * signed extensions), the wallet signs it, and its answer is checked before it goes into the
 * extrinsic: 0x hex of a MultiSignature (a key-type byte and 64 or 65 bytes; 64 bytes alone
 * where a chain takes a bare signature). What the wallet throws is kept as it is and remembered,
 * so the caller can tell the wallet's failure (a refusal) from the chain's.
 */
import { WalletRequestError } from '@portico/core';
import type { Signer, SignerResult } from '@polkadot/api/types';
import type { PolkadotPayloadSigner, PolkadotSignerPayload } from '../wallets/polkadotWallet';

/** @polkadot/types' SignerPayloadJSON, as the API's Signer takes it. */
type SignerPayloadJSON = Parameters<NonNullable<Signer['signPayload']>>[0];

const SIGNATURE_HEX = /^0x(?:[0-9a-fA-F]{2}){64,66}$/;

export interface TransferSigner {
  readonly signer: Signer;
  /** Whether `error` is what the wallet threw (or its answer refused) while signing. */
  isSignerError(error: unknown): boolean;
}

export function transferSignerOf(wallet: PolkadotPayloadSigner): TransferSigner {
  const signerErrors = new WeakSet<object>();
  let nextId = 0;
  const signer: Signer = {
    async signPayload(payload: SignerPayloadJSON): Promise<SignerResult> {
      let answer: unknown;
      try {
        answer = await wallet.signPayload(payload as unknown as PolkadotSignerPayload);
      } catch (error) {
        if (typeof error === 'object' && error !== null) signerErrors.add(error);
        throw error;
      }
      const signature = (answer as { signature?: unknown } | null)?.signature;
      if (typeof signature !== 'string' || !SIGNATURE_HEX.test(signature)) {
        const error = new WalletRequestError('signPayload', answer);
        signerErrors.add(error);
        throw error;
      }
      nextId += 1;
      return { id: nextId, signature: signature as `0x${string}` };
    },
  };
  return {
    signer,
    isSignerError: (error) =>
      typeof error === 'object' && error !== null && signerErrors.has(error),
  };
}
