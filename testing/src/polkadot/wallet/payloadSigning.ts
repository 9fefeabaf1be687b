/**
 * How an extension signs an extrinsic's payload (polkadot{.js}'s RequestExtrinsicSign): a
 * TypeRegistry that knows the payload's signed extensions, the payload as an
 * ExtrinsicPayload of its version, signed by the key; the signature is a MultiSignature (the
 * key type's byte, then the signature), as 0x hex.
 */
import type { KeyringPair } from '@polkadot/keyring/types';
import { TypeRegistry } from '@polkadot/types';
import type { SignerPayloadJSON } from '@polkadot/types/types';

export function signExtrinsicPayload(
  payload: Record<string, unknown>,
  pair: KeyringPair,
): `0x${string}` {
  const json = payload as unknown as SignerPayloadJSON;
  const registry = new TypeRegistry();
  registry.setSignedExtensions(json.signedExtensions);
  const extrinsicPayload = registry.createType('ExtrinsicPayload', json, {
    version: json.version,
  });
  return extrinsicPayload.sign(pair).signature;
}
