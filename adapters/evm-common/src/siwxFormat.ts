/**
 * The eip155 sign-in text: EIP-4361 written by viem's `createSiweMessage` (viem/siwe). This
 * module is loaded by `loadSiwxFormat()` on the first sign-in, never at page load. The data's
 * chain id is CAIP-2 ('eip155:1'); the text carries the number. Times are written as
 * `Date.toISOString()` gives them.
 */
import type { SiwxMessageData, SiwxMessageFormat } from '@portico/core';
import { createSiweMessage } from 'viem/siwe';
import type { Hex } from './library';

const CAIP2_EIP155 = /^eip155:([1-9][0-9]{0,15})$/;

/** 'eip155:137' → 137; anything else is refused. */
export function eip155ChainNumber(chainId: string): number {
  const match = CAIP2_EIP155.exec(chainId);
  const number = match?.[1] === undefined ? NaN : Number(match[1]);
  if (!Number.isSafeInteger(number)) {
    throw new TypeError(`Not an eip155 chain id: ${JSON.stringify(chainId)}`);
  }
  return number;
}

function date(field: string, value: string): Date {
  const parsed = new Date(value);
  if (Number.isNaN(parsed.getTime())) {
    throw new TypeError(`${field} is not an ISO 8601 time: ${JSON.stringify(value)}`);
  }
  return parsed;
}

/** EIP-4361 text of `data` (viem validates the fields and checksums the address). */
export function formatSiweMessage(data: SiwxMessageData): string {
  return createSiweMessage({
    address: data.accountAddress as Hex,
    chainId: eip155ChainNumber(data.chainId),
    domain: data.domain,
    uri: data.uri,
    version: data.version,
    nonce: data.nonce,
    issuedAt: date('issuedAt', data.issuedAt),
    ...(data.statement !== undefined && { statement: data.statement }),
    ...(data.expirationTime !== undefined && {
      expirationTime: date('expirationTime', data.expirationTime),
    }),
    ...(data.notBefore !== undefined && { notBefore: date('notBefore', data.notBefore) }),
    ...(data.requestId !== undefined && { requestId: data.requestId }),
    ...(data.resources !== undefined && { resources: [...data.resources] }),
  });
}

export const eip155SiwxFormat: SiwxMessageFormat = Object.freeze({
  namespace: 'eip155',
  format: formatSiweMessage,
});
