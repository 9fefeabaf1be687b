/**
 * The message an account signs to register, update or release a name: core's
 * createNameMessage (core/src/services/nameMessage.ts), human-readable lines naming the
 * purpose, the zone, the server, the chain and the account, then the JSON payload
 * { action, name, attributes, timestamp } (timestamp in whole seconds, spec 9).
 *
 * A message is accepted when its payload is well formed (a few short text attributes), it
 * was made within the last `maxAgeSeconds` (and at most MAX_CLOCK_AHEAD_SECONDS ahead: the
 * signer's clock may run a little fast), and its whole text is exactly what
 * createNameMessage writes for this payload, this server's origin, the request's chain and
 * account, and the action of the route. Each mismatch is a 400 that says which line.
 */
import { createNameMessage, NAME_ACTIONS, type NameAction } from '@portico/core/services';
import { InvalidRequestError } from '../errors';
import { SERVER_MESSAGES } from '../messages';
import { assertCleanJson } from '../http/requestText';

/** How far a signer's clock may be ahead of the server's. */
export const MAX_CLOCK_AHEAD_SECONDS = 60;
export const MAX_ATTRIBUTES = 16;
export const MAX_ATTRIBUTE_VALUE_LENGTH = 1024;
/** Attribute names: a letter, then letters, digits or _ (never __proto__ and friends). */
const ATTRIBUTE_NAME = /^[A-Za-z][A-Za-z0-9_]{0,31}$/;
/** Header lines before the payload: purpose, zone, server, chain, account. */
const HEADER_LINES = 5;

export interface RegistrationMessage {
  readonly action: NameAction;
  /** As written in the message; nameRules.ts checks it. */
  readonly name: string;
  readonly attributes: Readonly<Record<string, string>>;
  /** Unix seconds. */
  readonly timestamp: number;
}

export interface MessageClock {
  readonly nowSeconds: number;
  readonly maxAgeSeconds: number;
}

/** What the message must name: this route's action, this server, the request's chain and account. */
export interface MessageExpectation {
  readonly action: NameAction;
  /** This server's origin (signedServerOrigin). */
  readonly server: string;
  /** CAIP-2 of the request's coin type. */
  readonly chain: string;
  readonly address: string;
}

/** The message's content, or 400 with what is wrong with it. */
export function parseRegistrationMessage(
  text: string,
  clock: MessageClock,
  expected: MessageExpectation,
): RegistrationMessage {
  const lines = text.split('\n');
  const payload = lines.length === HEADER_LINES + 1 ? lines[HEADER_LINES] : undefined;
  const content = readPayload(payload);
  if (content.action !== expected.action) {
    throw new InvalidRequestError(
      SERVER_MESSAGES.nameMessageAction(content.action, expected.action),
    );
  }
  assertRecent(content.timestamp, clock);
  const written = createNameMessage({ ...content, ...expected });
  assertSameHeader(lines, written.split('\n'));
  if (written !== text) throw new InvalidRequestError(SERVER_MESSAGES.nameMessageForm);
  return content;
}

/** The last line's JSON, well formed, or 400. */
function readPayload(line: string | undefined): RegistrationMessage {
  let json: unknown;
  try {
    json = line === undefined ? undefined : JSON.parse(line);
  } catch {
    json = undefined;
  }
  // The payload's own texts follow the request text rules (http/requestText.ts): a NUL or a
  // lone surrogate written as a JSON escape here is a 400, never a row PostgreSQL refuses.
  assertCleanJson(json, 'message payload');
  if (!isObject(json) || typeof json.name !== 'string' || json.name === '') {
    throw new InvalidRequestError(SERVER_MESSAGES.nameMessageForm);
  }
  const action = json.action;
  if (typeof action !== 'string' || !(NAME_ACTIONS as readonly string[]).includes(action)) {
    throw new InvalidRequestError(SERVER_MESSAGES.nameMessageForm);
  }
  const attributes = readAttributes(json.attributes);
  const timestamp = json.timestamp;
  if (typeof timestamp !== 'number' || !Number.isSafeInteger(timestamp) || timestamp < 0) {
    throw new InvalidRequestError(SERVER_MESSAGES.registrationTimestamp);
  }
  return { action: action as NameAction, name: json.name, attributes, timestamp };
}

function assertRecent(timestamp: number, clock: MessageClock): void {
  if (timestamp < clock.nowSeconds - clock.maxAgeSeconds) {
    throw new InvalidRequestError(SERVER_MESSAGES.registrationMessageStale(clock.maxAgeSeconds));
  }
  if (timestamp > clock.nowSeconds + MAX_CLOCK_AHEAD_SECONDS) {
    throw new InvalidRequestError(SERVER_MESSAGES.registrationMessageFuture);
  }
}

/** 400 naming the first header line that differs from what this request must sign. */
function assertSameHeader(lines: readonly string[], expected: readonly string[]): void {
  for (let index = 0; index < HEADER_LINES; index++) {
    const line = lines[index] ?? '';
    const wanted = expected[index] ?? '';
    if (line !== wanted) {
      throw new InvalidRequestError(SERVER_MESSAGES.nameMessageLine(line, wanted));
    }
  }
}

function readAttributes(value: unknown): Record<string, string> {
  if (value === undefined) return {};
  const invalid = () => new InvalidRequestError(SERVER_MESSAGES.registrationAttributes);
  if (!isObject(value)) throw invalid();
  const entries = Object.entries(value);
  if (entries.length > MAX_ATTRIBUTES) throw invalid();
  const attributes: Record<string, string> = {};
  for (const [key, text] of entries) {
    if (!ATTRIBUTE_NAME.test(key) || typeof text !== 'string') throw invalid();
    if (text.length > MAX_ATTRIBUTE_VALUE_LENGTH) throw invalid();
    attributes[key] = text;
  }
  return attributes;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
