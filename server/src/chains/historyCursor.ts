/**
 * The `cursor` / `next` of GET /v1/account/{address}/history (spec 7): opaque to clients,
 * here the base64url of "block:transactionIndex:logIndex", the position of the last transfer
 * on a page. The next page holds what is strictly older. Anything else is 400.
 */
import type { HistoryPosition } from '../storage/repository';
import { InvalidRequestError } from '../errors';
import { SERVER_MESSAGES } from '../messages';

/** Longer text cannot be a cursor this server wrote (three safe integers, base64url). */
const MAX_CURSOR_LENGTH = 80;
const POSITION_TEXT = /^(0|[1-9][0-9]{0,15}):(0|[1-9][0-9]{0,15}):(-1|0|[1-9][0-9]{0,15})$/;
const BASE64URL = /^[A-Za-z0-9_-]+$/;

export function encodeHistoryCursor(position: HistoryPosition): string {
  const text = `${position.blockNumber}:${position.transactionIndex}:${position.logIndex}`;
  return Buffer.from(text, 'utf8').toString('base64url');
}

/** The position a cursor names; 400 'Invalid cursor: ...' for anything else. */
export function decodeHistoryCursor(cursor: string): HistoryPosition {
  const invalid = () => new InvalidRequestError(SERVER_MESSAGES.invalidCursor(cursor));
  if (cursor.length > MAX_CURSOR_LENGTH || !BASE64URL.test(cursor)) throw invalid();
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  // Only the canonical encoding: a cursor differing in padding bits is not one we wrote.
  if (Buffer.from(text, 'utf8').toString('base64url') !== cursor) throw invalid();
  const match = POSITION_TEXT.exec(text);
  if (!match) throw invalid();
  const [blockNumber, transactionIndex, logIndex] = match.slice(1).map(Number) as [
    number,
    number,
    number,
  ];
  if (![blockNumber, transactionIndex, logIndex].every(Number.isSafeInteger)) throw invalid();
  return { blockNumber, transactionIndex, logIndex };
}
