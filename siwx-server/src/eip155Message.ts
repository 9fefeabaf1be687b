/**
 * EIP-4361 (Sign-In with Ethereum) messages, read with viem's SIWE utilities: parseSiweMessage
 * reads the fields, and the text must be exactly what createSiweMessage writes for them (line by
 * line; timestamps compared as instants, since RFC 3339 has several spellings of one). viem's
 * parser is a pair of regular expressions that would also find fields in a longer text; the
 * round trip refuses anything around or between the fields, so what the wallet showed is what
 * the server read.
 */
import type { SiwxMessageData } from '@portico/core';
import { createSiweMessage, parseSiweMessage, type SiweMessage } from 'viem/siwe';
import { SiwxError } from './errors';
import type { ParsedSiwxMessage } from './signedMessage';
import { SIWX_MESSAGES } from './siwxMessages';

const REQUIRED_FIELDS = [
  'domain',
  'address',
  'uri',
  'version',
  'chainId',
  'nonce',
  'issuedAt',
] as const;
const TIMESTAMP_LABELS = ['Issued At: ', 'Expiration Time: ', 'Not Before: '] as const;

const malformed = (reason: string) =>
  new SiwxError('MESSAGE_MALFORMED', SIWX_MESSAGES.messageMalformed('EIP-4361', reason));

const validDate = (date: Date | undefined) => date === undefined || !Number.isNaN(date.getTime());

export function parseEip155Message(text: string): ParsedSiwxMessage {
  const parsed = parseSiweMessage(text);
  const missing = REQUIRED_FIELDS.filter((field) => parsed[field] === undefined);
  if (missing.length > 0) {
    throw malformed(`it has no ${missing.join(', ')} (each on its own line, in EIP-4361's order)`);
  }
  for (const field of ['issuedAt', 'expirationTime', 'notBefore'] as const) {
    if (!validDate(parsed[field])) throw malformed(`its ${field} is not an RFC 3339 date-time`);
  }
  if (parsed.version !== '1') throw malformed('its version must be 1');
  let rebuilt: string;
  try {
    rebuilt = createSiweMessage(parsed as SiweMessage);
  } catch (error) {
    const short = (error as { shortMessage?: string }).shortMessage;
    throw malformed(short ?? String(error));
  }
  assertSameText(text, rebuilt);
  const data: SiwxMessageData = {
    accountAddress: parsed.address!,
    chainId: `eip155:${parsed.chainId}`,
    domain: parsed.domain!,
    uri: parsed.uri!,
    version: '1',
    nonce: parsed.nonce!,
    issuedAt: parsed.issuedAt!.toISOString(),
    ...(parsed.statement !== undefined && { statement: parsed.statement }),
    ...(parsed.expirationTime && { expirationTime: parsed.expirationTime.toISOString() }),
    ...(parsed.notBefore && { notBefore: parsed.notBefore.toISOString() }),
    ...(parsed.requestId !== undefined && { requestId: parsed.requestId }),
    ...(parsed.resources && { resources: parsed.resources }),
  };
  return { namespace: 'eip155', data };
}

function assertSameText(text: string, rebuilt: string): void {
  const lines = text.split('\n');
  const expected = rebuilt.split('\n');
  const count = Math.max(lines.length, expected.length);
  for (let index = 0; index < count; index += 1) {
    const line = lines[index];
    const want = expected[index];
    if (line === want || sameTimestamp(line, want)) continue;
    if (line === undefined)
      throw malformed(`it ends at line ${index + 1}; EIP-4361 goes on with "${want}"`);
    if (want === undefined)
      throw malformed(`line ${index + 1} ("${clip(line)}") is past the end of the message`);
    throw malformed(`line ${index + 1} reads "${clip(line)}" where EIP-4361 has "${clip(want)}"`);
  }
}

function sameTimestamp(line: string | undefined, want: string | undefined): boolean {
  if (line === undefined || want === undefined) return false;
  const label = TIMESTAMP_LABELS.find((candidate) => want.startsWith(candidate));
  if (!label || !line.startsWith(label)) return false;
  return (
    new Date(line.slice(label.length)).getTime() === new Date(want.slice(label.length)).getTime()
  );
}

const clip = (line: string) => (line.length > 120 ? `${line.slice(0, 117)}...` : line);
