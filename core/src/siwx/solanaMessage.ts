/**
 * Sign-In With Solana: the Solana Wallet Standard's `solana:signIn` message text (the reference
 * is createSignInMessageText in @solana/wallet-standard-util), written from SiwxMessageData and
 * read back into it. One implementation, shared by the page (the solana adapter's format) and
 * the server (which parses what was signed). Pure string code, no dependencies.
 *
 *   {domain} wants you to sign in with your Solana account:
 *   {address}
 *
 *   {statement}
 *
 *   URI: {uri}
 *   Version: 1
 *   Chain ID: {mainnet | devnet | testnet | the CAIP-2 reference}
 *   Nonce: {nonce}
 *   Issued At: {ISO 8601}
 *   Expiration Time: {ISO 8601}
 *   Not Before: {ISO 8601}
 *   Request ID: {id}
 *   Resources:
 *   - {uri}
 */
import type { SiwxMessageData } from '../contracts/siwx';

/** A message that cannot be written or read as Sign-In With Solana; `message` says why. */
export class SiwxMessageError extends Error {
  override readonly name = 'SiwxMessageError';
}

const PREAMBLE = ' wants you to sign in with your Solana account:';

/** The Wallet Standard's names of the Solana clusters, by CAIP-2 reference. */
const CLUSTER_NAMES: Readonly<Record<string, string>> = Object.freeze({
  '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'mainnet',
  EtWTRABZaYq6iMfeYKouRu166VU2xqa1: 'devnet',
  '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': 'testnet',
});
const CLUSTER_REFERENCES: Readonly<Record<string, string>> = Object.freeze(
  Object.fromEntries(Object.entries(CLUSTER_NAMES).map(([reference, name]) => [name, reference])),
);

/** CAIP-2 reference: 1 to 32 of [-_a-zA-Z0-9]. */
const REFERENCE = /^[-_a-zA-Z0-9]{1,32}$/;
/** At least 8 alphanumerics (the contract's nonce). */
const NONCE = /^[a-zA-Z0-9]{8,}$/;
/** One printable line with no spaces (domain, address, URI, timestamps, ids). */
const TOKEN = /^\S+$/;

/** The text's `Chain ID` for a CAIP-2 solana chain id: 'mainnet' for 'solana:5eykt…'. */
export function solanaChainIdText(chainId: string): string {
  const reference = chainId.startsWith('solana:') ? chainId.slice('solana:'.length) : undefined;
  if (reference === undefined || !REFERENCE.test(reference)) {
    throw new SiwxMessageError(`Not a solana chain id: ${JSON.stringify(chainId)}`);
  }
  return CLUSTER_NAMES[reference] ?? reference;
}

/** The CAIP-2 chain id for the text's `Chain ID`: 'solana:5eykt…' for 'mainnet'. */
export function solanaChainIdFromText(text: string): string {
  const reference = CLUSTER_REFERENCES[text] ?? text;
  if (!REFERENCE.test(reference)) {
    throw new SiwxMessageError(`Not a Chain ID: ${JSON.stringify(text)}`);
  }
  return `solana:${reference}`;
}

function requireToken(field: string, value: string): string {
  if (!TOKEN.test(value)) {
    throw new SiwxMessageError(`${field} must be one word on one line: ${JSON.stringify(value)}`);
  }
  return value;
}

function checkData(data: SiwxMessageData): void {
  requireToken('domain', data.domain);
  requireToken('accountAddress', data.accountAddress);
  requireToken('uri', data.uri);
  if (data.version !== '1') {
    throw new SiwxMessageError(`version must be '1': ${JSON.stringify(data.version)}`);
  }
  if (!NONCE.test(data.nonce)) {
    throw new SiwxMessageError('nonce must be at least 8 alphanumeric characters');
  }
  requireToken('issuedAt', data.issuedAt);
  if (data.expirationTime !== undefined) requireToken('expirationTime', data.expirationTime);
  if (data.notBefore !== undefined) requireToken('notBefore', data.notBefore);
  if (data.requestId !== undefined) requireToken('requestId', data.requestId);
  if (data.statement !== undefined && /[\r\n]/.test(data.statement)) {
    throw new SiwxMessageError('statement must not contain a line break');
  }
  for (const resource of data.resources ?? []) {
    if (!TOKEN.test(resource)) {
      throw new SiwxMessageError(
        `resource must be one URI on one line: ${JSON.stringify(resource)}`,
      );
    }
  }
}

/** The exact text a Solana wallet signs for `data` (throws SiwxMessageError on bad fields). */
export function formatSolanaSignInMessage(data: SiwxMessageData): string {
  checkData(data);
  let message = `${data.domain}${PREAMBLE}\n${data.accountAddress}`;
  if (data.statement) message += `\n\n${data.statement}`;
  const fields = [
    `URI: ${data.uri}`,
    `Version: ${data.version}`,
    `Chain ID: ${solanaChainIdText(data.chainId)}`,
    `Nonce: ${data.nonce}`,
    `Issued At: ${data.issuedAt}`,
  ];
  if (data.expirationTime !== undefined) fields.push(`Expiration Time: ${data.expirationTime}`);
  if (data.notBefore !== undefined) fields.push(`Not Before: ${data.notBefore}`);
  if (data.requestId !== undefined) fields.push(`Request ID: ${data.requestId}`);
  if (data.resources !== undefined) {
    fields.push('Resources:', ...data.resources.map((resource) => `- ${resource}`));
  }
  return `${message}\n\n${fields.join('\n')}`;
}

/** The fields in the order the text has them; each is optional in the standard's text. */
const FIELD_ORDER = [
  ['URI', 'uri'],
  ['Version', 'version'],
  ['Chain ID', 'chainId'],
  ['Nonce', 'nonce'],
  ['Issued At', 'issuedAt'],
  ['Expiration Time', 'expirationTime'],
  ['Not Before', 'notBefore'],
  ['Request ID', 'requestId'],
] as const;

type FieldKey = (typeof FIELD_ORDER)[number][1];

/**
 * Reads a Sign-In With Solana text back into its fields, strictly: the standard's lines in its
 * order, nothing else (an unknown or repeated line, a missing URI, Version, Chain ID, Nonce or
 * Issued At, or a text that formats to anything but itself is refused with SiwxMessageError).
 */
export function parseSolanaSignInMessage(message: string): SiwxMessageData {
  if (message.includes('\r')) throw new SiwxMessageError('The message has a carriage return');
  const blocks = message.split('\n\n');
  const head = blocks[0]?.split('\n') ?? [];
  if (head.length !== 2 || !head[0]?.endsWith(PREAMBLE)) {
    throw new SiwxMessageError('Not a Sign-In With Solana message');
  }
  const domain = head[0].slice(0, -PREAMBLE.length);
  const accountAddress = head[1] ?? '';
  let statement: string | undefined;
  let fieldBlock: string;
  if (blocks.length === 3) {
    statement = blocks[1];
    fieldBlock = blocks[2] ?? '';
  } else if (blocks.length === 2) {
    fieldBlock = blocks[1] ?? '';
  } else {
    throw new SiwxMessageError('The message has no fields or too many blank lines');
  }

  const values: Partial<Record<FieldKey, string>> = {};
  const lines = fieldBlock.split('\n');
  let index = 0;
  for (const [label, key] of FIELD_ORDER) {
    const line = lines[index];
    if (line?.startsWith(`${label}: `)) {
      values[key] = line.slice(label.length + 2);
      index += 1;
    }
  }
  let resources: string[] | undefined;
  if (lines[index] === 'Resources:') {
    resources = [];
    index += 1;
    while (lines[index]?.startsWith('- ')) {
      resources.push((lines[index] ?? '').slice(2));
      index += 1;
    }
  }
  if (index !== lines.length) {
    throw new SiwxMessageError(`Unexpected line: ${JSON.stringify(lines[index])}`);
  }
  const { uri, version, chainId, nonce, issuedAt } = values;
  if (
    uri === undefined ||
    version === undefined ||
    chainId === undefined ||
    nonce === undefined ||
    issuedAt === undefined
  ) {
    throw new SiwxMessageError('The message lacks URI, Version, Chain ID, Nonce or Issued At');
  }
  if (version !== '1') throw new SiwxMessageError(`Unsupported Version: ${version}`);
  const data: SiwxMessageData = {
    domain,
    accountAddress,
    chainId: solanaChainIdFromText(chainId),
    uri,
    version,
    nonce,
    issuedAt,
    ...(statement !== undefined && { statement }),
    ...(values.expirationTime !== undefined && { expirationTime: values.expirationTime }),
    ...(values.notBefore !== undefined && { notBefore: values.notBefore }),
    ...(values.requestId !== undefined && { requestId: values.requestId }),
    ...(resources !== undefined && { resources }),
  };
  // Every field is checked as the format checks it, and the text is the one format writes.
  if (formatSolanaSignInMessage(data) !== message) {
    throw new SiwxMessageError('The message is not in the canonical Sign-In With Solana form');
  }
  return data;
}
