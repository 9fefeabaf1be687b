/**
 * Test support: a PolkadotPayloadSigner over a keyring pair, signing as the extensions do
 * (a TypeRegistry told the payload's signed extensions, the payload made an ExtrinsicPayload of
 * its version and signed with the pair: a MultiSignature, key-type byte first). It can be told
 * to refuse the next payload, as a visitor would, with the error a wallet chunk gives a refusal
 * (core's UserRejectedError); it keeps the payloads it signed.
 */
import { UserRejectedError } from '@portico/core';
import { Keyring } from '@polkadot/keyring';
import type { KeyringPair } from '@polkadot/keyring/types';
import { TypeRegistry } from '@polkadot/types';
import { cryptoWaitReady } from '@polkadot/util-crypto';
import type { PolkadotPayloadSigner, PolkadotSignerPayload } from '../../wallets/polkadotWallet';

export interface KeyringSigner extends PolkadotPayloadSigner {
  readonly pair: KeyringPair;
  readonly address: string;
  readonly signedPayloads: readonly PolkadotSignerPayload[];
  /** The next signPayload rejects with UserRejectedError (a stand-in for a wallet's refusal). */
  refuseNext(): void;
}

/** A signer for a dev key (`//Alice`, `//Bob`, ...) of the given type. */
export async function keyringSigner(
  uri: string,
  type: 'sr25519' | 'ed25519' = 'sr25519',
  ss58Format = 42,
): Promise<KeyringSigner> {
  await cryptoWaitReady();
  const pair = new Keyring({ type, ss58Format }).addFromUri(uri);
  const signedPayloads: PolkadotSignerPayload[] = [];
  let refuse = false;
  return {
    pair,
    address: pair.address,
    signedPayloads,
    refuseNext() {
      refuse = true;
    },
    async signPayload(payload) {
      if (refuse) {
        refuse = false;
        throw new UserRejectedError(new Error('Cancelled'));
      }
      const registry = new TypeRegistry();
      registry.setSignedExtensions([...payload.signedExtensions]);
      const { signature } = registry
        .createType('ExtrinsicPayload', payload, { version: payload.version })
        .sign(pair);
      signedPayloads.push(payload);
      return { signature };
    },
  };
}
