/**
 * The message an account signs to register a name, as core's createNameRegistrationMessage
 * writes it: the JSON of { name, attributes, timestamp }, the timestamp in whole seconds
 * (spec 9). A message is accepted when it is that JSON, its attributes are a few short
 * texts, and it was made within the last `maxAgeSeconds` (and not more than
 * MAX_CLOCK_AHEAD_SECONDS in the future: the signer's clock may run a little fast).
 */
import { InvalidRequestError } from '../errors';
import { SERVER_MESSAGES } from '../messages';

/** How far a signer's clock may be ahead of the server's. */
export const MAX_CLOCK_AHEAD_SECONDS = 60;
export const MAX_ATTRIBUTES = 16;
export const MAX_ATTRIBUTE_VALUE_LENGTH = 1024;
/** Attribute names: a letter, then letters, digits or _ (never __proto__ and friends). */
const ATTRIBUTE_NAME = /^[A-Za-z][A-Za-z0-9_]{0,31}$/;

export interface RegistrationMessage {
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

/** The message's content, or 400 with what is wrong with it. */
export function parseRegistrationMessage(text: string, clock: MessageClock): RegistrationMessage {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new InvalidRequestError(SERVER_MESSAGES.registrationMessageNotJson);
  }
  if (!isObject(json) || typeof json.name !== 'string' || json.name === '') {
    throw new InvalidRequestError(SERVER_MESSAGES.registrationMessageNotJson);
  }
  const attributes = readAttributes(json.attributes);
  const timestamp = json.timestamp;
  if (typeof timestamp !== 'number' || !Number.isSafeInteger(timestamp) || timestamp < 0) {
    throw new InvalidRequestError(SERVER_MESSAGES.registrationTimestamp);
  }
  if (timestamp < clock.nowSeconds - clock.maxAgeSeconds) {
    throw new InvalidRequestError(SERVER_MESSAGES.registrationMessageStale(clock.maxAgeSeconds));
  }
  if (timestamp > clock.nowSeconds + MAX_CLOCK_AHEAD_SECONDS) {
    throw new InvalidRequestError(SERVER_MESSAGES.registrationMessageFuture);
  }
  return { name: json.name, attributes, timestamp };
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
