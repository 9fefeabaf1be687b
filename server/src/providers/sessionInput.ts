/**
 * What the session routes read: the permission context id (pci), the signature over it, and
 * the grant Portico records (project shown to the visitor, expiry), each with a 400 and a
 * clear message when it is not what it should be. Everything here is untrusted text a wallet
 * or an app sent: links are kept only when they are http(s).
 */
import { isHex, verifyMessage } from 'viem';
import { InvalidRequestError, SignatureError } from '../errors';
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

export function readPci(body: Body): string {
  return readText(body.pci, 'pci', MAX_PCI_CHARS);
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

/** Unix seconds after `nowSeconds`, or 400. */
export function readExpiry(value: unknown, nowSeconds: number): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value <= nowSeconds) {
    throw new InvalidRequestError(SERVER_MESSAGES.sessionExpiryPast);
  }
  return value;
}

/** 401 unless `signature` is the account's personal_sign (EIP-191) of the pci. */
export async function assertSignedPci(
  address: `0x${string}`,
  pci: string,
  signature: `0x${string}`,
): Promise<void> {
  let valid: boolean;
  try {
    valid = await verifyMessage({ address, message: pci, signature });
  } catch {
    // Bytes that are not a signature (a bad length or recovery id) sign nothing.
    valid = false;
  }
  if (!valid) throw new SignatureError(SERVER_MESSAGES.signatureNotFromAddress(address));
}
