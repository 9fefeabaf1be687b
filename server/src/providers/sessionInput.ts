/**
 * What the session routes read: the permission context id (pci), the grant Portico records
 * (project shown to the visitor, expiry), and what dates the signature (nonce, issuedAt),
 * each with a 400 and a clear message when it is not what it should be. Everything here is
 * untrusted text a wallet or an app sent: links are kept only when they are http(s).
 */
import {
  isSmartSessionNonce,
  isSmartSessionPci,
  SMART_SESSION_CLOCK_SKEW_SECONDS,
  SMART_SESSION_MAX_DURATION_SECONDS,
  SMART_SESSION_SIGNATURE_MAX_AGE_SECONDS,
} from '@portico/core/services';
import { isHex } from 'viem';
import { InvalidRequestError } from '../errors';
import { SERVER_MESSAGES } from '../messages';
import type { SessionRecord } from '../storage/repository';

type Body = Readonly<Record<string, unknown>>;

/** Longest pci accepted. */
export const MAX_PCI_CHARS = 256;
/** Longest project id or name accepted. */
export const MAX_PROJECT_TEXT_CHARS = 128;
/** Longest project link accepted. */
export const MAX_PROJECT_URL_CHARS = 2048;
/** A personal_sign signature: 65 bytes; longer ones (ERC-6492 wrappers) up to this. */
const MAX_SIGNATURE_HEX_CHARS = 4096;

function readText(value: unknown, name: string, maxChars: number): string {
  if (typeof value !== 'string' || value === '') {
    throw new InvalidRequestError(SERVER_MESSAGES.missingField(name));
  }
  if (value.length > maxChars) {
    throw new InvalidRequestError(
      SERVER_MESSAGES.invalidField(name, SERVER_MESSAGES.tooLong(maxChars)),
    );
  }
  return value;
}

/**
 * The pci of a revoke: any text up to MAX_PCI_CHARS, so that a grant recorded before pcis
 * had a fixed format can still be revoked (the signature names it either way).
 */
export function readPci(body: Body): string {
  return readText(body.pci, 'pci', MAX_PCI_CHARS);
}

/** The pci of a new grant: a lower-case UUID (core's isSmartSessionPci), or 400. */
export function readGrantPci(body: Body): string {
  const pci = readText(body.pci, 'pci', MAX_PCI_CHARS);
  if (!isSmartSessionPci(pci)) throw new InvalidRequestError(SERVER_MESSAGES.sessionPciFormat);
  return pci;
}

/** 32 random bytes as 0x hex, or 400. */
export function readNonce(body: Body): `0x${string}` {
  if (body.nonce === undefined)
    throw new InvalidRequestError(SERVER_MESSAGES.missingField('nonce'));
  if (!isSmartSessionNonce(body.nonce)) {
    throw new InvalidRequestError(SERVER_MESSAGES.sessionNonceFormat);
  }
  return body.nonce;
}

/**
 * When the account signed, unix seconds: at most SMART_SESSION_SIGNATURE_MAX_AGE_SECONDS
 * ago and at most SMART_SESSION_CLOCK_SKEW_SECONDS ahead of `nowSeconds`, or 400.
 */
export function readIssuedAt(body: Body, nowSeconds: number): number {
  const value = body.issuedAt;
  if (value === undefined) throw new InvalidRequestError(SERVER_MESSAGES.missingField('issuedAt'));
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) {
    throw new InvalidRequestError(SERVER_MESSAGES.sessionIssuedAt);
  }
  if (value < nowSeconds - SMART_SESSION_SIGNATURE_MAX_AGE_SECONDS) {
    throw new InvalidRequestError(
      SERVER_MESSAGES.sessionSignatureStale(SMART_SESSION_SIGNATURE_MAX_AGE_SECONDS),
    );
  }
  if (value > nowSeconds + SMART_SESSION_CLOCK_SKEW_SECONDS) {
    throw new InvalidRequestError(SERVER_MESSAGES.sessionSignatureFuture);
  }
  return value;
}

/** 0x hex of whole bytes, or 400. */
export function readSignature(body: Body): `0x${string}` {
  const value = readText(body.signature, 'signature', MAX_SIGNATURE_HEX_CHARS);
  if (!isHex(value, { strict: true }) || value.length % 2 !== 0 || value.length < 4) {
    throw new InvalidRequestError(SERVER_MESSAGES.invalidSignatureFormat);
  }
  return value;
}

function readOptionalText(project: Body, key: string): string | undefined {
  const value = project[key];
  if (value === undefined || value === null) return undefined;
  return readText(value, `project.${key}`, MAX_PROJECT_TEXT_CHARS);
}

function readOptionalWebUrl(project: Body, key: string): string | undefined {
  const value = project[key];
  if (value === undefined || value === null) return undefined;
  const text = readText(value, `project.${key}`, MAX_PROJECT_URL_CHARS);
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new InvalidRequestError(SERVER_MESSAGES.notWebUrl(`project.${key}`));
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new InvalidRequestError(SERVER_MESSAGES.notWebUrl(`project.${key}`));
  }
  return text;
}

/** The project a grant names: id and name as text, url and iconUrl http(s) only. */
export function readProject(value: unknown): SessionRecord['project'] {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw new InvalidRequestError(SERVER_MESSAGES.invalidField('project', 'not an object'));
  }
  const project = value as Body;
  const fields = {
    id: readOptionalText(project, 'id'),
    name: readOptionalText(project, 'name'),
    url: readOptionalWebUrl(project, 'url'),
    iconUrl: readOptionalWebUrl(project, 'iconUrl'),
  };
  return Object.fromEntries(Object.entries(fields).filter(([, text]) => text !== undefined));
}

/**
 * Unix seconds after `nowSeconds` and at most SMART_SESSION_MAX_DURATION_SECONDS (30 days)
 * after it, or 400.
 */
export function readExpiry(value: unknown, nowSeconds: number): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value <= nowSeconds) {
    throw new InvalidRequestError(SERVER_MESSAGES.sessionExpiryPast);
  }
  if (value > nowSeconds + SMART_SESSION_MAX_DURATION_SECONDS) {
    throw new InvalidRequestError(
      SERVER_MESSAGES.sessionExpiryTooFar(SMART_SESSION_MAX_DURATION_SECONDS / 86_400),
    );
  }
  return value;
}
