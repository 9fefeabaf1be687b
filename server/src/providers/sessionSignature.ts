/**
 * Checking a smart-session grant or revoke: the account's EIP-712 signature of core's typed
 * data (sessionGrantTypedData / sessionRevokeTypedData, one declaration for the client and
 * this server), rebuilt here from what the server itself knows: its own origin, the account
 * of the path or of the stored grant, and the request's fields. A signature is accepted
 * once: its typed-data hash is recorded until it would be too old anyway.
 */
import {
  SMART_SESSION_CLOCK_SKEW_SECONDS,
  SMART_SESSION_SIGNATURE_MAX_AGE_SECONDS,
  smartSessionAccount,
  type SmartSessionTypedData,
} from '@portico/core/services';
import { hashTypedData, verifyTypedData, type TypedDataDefinition } from 'viem';
import { ConflictError, InvalidRequestError, SignatureError } from '../errors';
import { SERVER_MESSAGES } from '../messages';
import type { Repository } from '../storage/repository';

/** viem's view of core's typed data (the same object; core has no viem types). */
function asViemTypedData(typedData: SmartSessionTypedData): TypedDataDefinition {
  return typedData as unknown as TypedDataDefinition;
}

/** 400 unless the eip155 account's chain id fits the typed data's domain. */
export function assertSignableAccount(caipAddress: string): void {
  try {
    smartSessionAccount(caipAddress);
  } catch {
    const chainId = caipAddress.split(':')[1] ?? '';
    throw new InvalidRequestError(SERVER_MESSAGES.sessionChainTooLarge(chainId));
  }
}

/** 401 unless `address` signed `typedData` (an EOA's ECDSA signature). */
export async function assertSignedSessionAction(
  address: `0x${string}`,
  typedData: SmartSessionTypedData,
  signature: `0x${string}`,
): Promise<void> {
  let valid: boolean;
  try {
    valid = await verifyTypedData({ ...asViemTypedData(typedData), address, signature });
  } catch {
    // Bytes that are not a signature (a bad length or recovery id) sign nothing.
    valid = false;
  }
  if (!valid) {
    throw new SignatureError(
      SERVER_MESSAGES.sessionNotSigned(typedData.primaryType, typedData.message.server, address),
    );
  }
}

/** 409 when this signed grant or revoke was used before; records it otherwise. */
export async function claimSessionAction(
  repository: Repository,
  typedData: SmartSessionTypedData,
  nowSeconds: number,
): Promise<void> {
  const key = hashTypedData(asViemTypedData(typedData));
  const expiresAt =
    typedData.message.issuedAt +
    SMART_SESSION_SIGNATURE_MAX_AGE_SECONDS +
    SMART_SESSION_CLOCK_SKEW_SECONDS;
  if (!(await repository.claimSignedRequest(key, expiresAt, nowSeconds))) {
    throw new ConflictError(SERVER_MESSAGES.signedRequestUsed);
  }
}
