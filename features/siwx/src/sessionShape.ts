/**
 * What a kept sign-in session must look like, whoever kept it (the page's storage is
 * untrusted: another script or an older version may have written it), and the rules both
 * stores share: whose session it is and whether it has expired. Nothing here verifies a
 * signature: a Portico server does (serverSessions).
 */
import type { SiwxMessageData, SiwxSession } from '@portico/core';

const isString = (value: unknown): value is string => typeof value === 'string';
const isOptionalString = (value: unknown): boolean => value === undefined || isString(value);
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function isMessageData(value: unknown): value is SiwxMessageData {
  return (
    isRecord(value) &&
    isString(value.accountAddress) &&
    isString(value.chainId) &&
    isString(value.domain) &&
    isString(value.uri) &&
    value.version === '1' &&
    isString(value.nonce) &&
    isString(value.issuedAt) &&
    isOptionalString(value.statement) &&
    isOptionalString(value.expirationTime) &&
    isOptionalString(value.notBefore) &&
    isOptionalString(value.requestId) &&
    (value.resources === undefined ||
      (Array.isArray(value.resources) && value.resources.every(isString)))
  );
}

/** A session's shape (fields, message, signature, optional token); nothing is verified. */
export function isSiwxSession(value: unknown): value is SiwxSession {
  return (
    isRecord(value) &&
    isMessageData(value.data) &&
    isString(value.message) &&
    value.message.length > 0 &&
    isString(value.signature) &&
    value.signature.length > 0 &&
    isOptionalString(value.token)
  );
}

/** Addresses compare case-insensitively on eip155 (checksums), exactly elsewhere (base58). */
export function sameAccount(
  data: Pick<SiwxMessageData, 'chainId' | 'accountAddress'>,
  chainId: string,
  address: string,
): boolean {
  if (data.chainId !== chainId) return false;
  return chainId.startsWith('eip155:')
    ? data.accountAddress.toLowerCase() === address.toLowerCase()
    : data.accountAddress === address;
}

/** The session's end in ms since the epoch; undefined when it has none (or it is unreadable). */
export function expiresAt(data: Pick<SiwxMessageData, 'expirationTime'>): number | undefined {
  if (data.expirationTime === undefined) return undefined;
  const time = Date.parse(data.expirationTime);
  return Number.isNaN(time) ? 0 : time;
}

export function isExpired(data: Pick<SiwxMessageData, 'expirationTime'>, now: number): boolean {
  const end = expiresAt(data);
  return end !== undefined && end <= now;
}
