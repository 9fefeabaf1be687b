/**
 * POST /e's body, as core's analytics client sends it (core/src/services/analytics.ts):
 *
 *   { eventId: string, url: string, domain: string, timestamp: ms since 1970, props: object }
 *
 * Each field is checked so that what is stored is what was sent and the database can hold
 * it (no NUL, no unpaired surrogate, bounded lengths and nesting); anything else is a 400
 * naming the field. Fields beyond these are ignored. The event as stored (its JSON) may be
 * at most `maxEventBytes` (config.analytics.maxEventBytes), else 413: core's client sends
 * a few hundred bytes.
 */
import { DEFAULT_SERVER_CONFIG } from '../config';
import { InvalidRequestError, PayloadTooLargeError } from '../errors';
import { SERVER_MESSAGES } from '../messages';
import type { AnalyticsEventRecord } from '../storage/repository';
import { isStorableText, jsonStorageProblem } from './catalogText';

export const ANALYTICS_EVENT_ID_MAX_CHARS = 128;
export const ANALYTICS_URL_MAX_CHARS = 2048;
/** A host name is at most 253 characters (RFC 1035). */
export const ANALYTICS_DOMAIN_MAX_CHARS = 253;
export const ANALYTICS_PROPS_MAX_DEPTH = 16;

export function parseAnalyticsEvent(
  body: Readonly<Record<string, unknown>>,
  projectId: string | null,
  maxEventBytes = DEFAULT_SERVER_CONFIG.analytics.maxEventBytes,
): AnalyticsEventRecord {
  const event: AnalyticsEventRecord = {
    projectId,
    eventId: readText(body, 'eventId', { minChars: 1, maxChars: ANALYTICS_EVENT_ID_MAX_CHARS }),
    url: readText(body, 'url', { minChars: 1, maxChars: ANALYTICS_URL_MAX_CHARS }),
    // A page opened from a file has an empty host name.
    domain: readText(body, 'domain', { minChars: 0, maxChars: ANALYTICS_DOMAIN_MAX_CHARS }),
    timestamp: readTimestamp(body),
    props: readProps(body),
  };
  const { eventId, url, domain, timestamp, props } = event;
  if (
    Buffer.byteLength(JSON.stringify({ eventId, url, domain, timestamp, props })) > maxEventBytes
  ) {
    throw new PayloadTooLargeError(SERVER_MESSAGES.analyticsEventTooLarge(maxEventBytes));
  }
  return event;
}

function readText(
  body: Readonly<Record<string, unknown>>,
  name: string,
  { minChars, maxChars }: { minChars: number; maxChars: number },
): string {
  const value = ownField(body, name);
  if (value === undefined || (minChars > 0 && value === '')) {
    throw new InvalidRequestError(SERVER_MESSAGES.missingField(name));
  }
  if (typeof value !== 'string') throw invalid(name, SERVER_MESSAGES.ruleText);
  if (value.length > maxChars) throw invalid(name, SERVER_MESSAGES.tooLong(maxChars));
  if (!isStorableText(value)) throw invalid(name, SERVER_MESSAGES.ruleUnstorable);
  return value;
}

function readTimestamp(body: Readonly<Record<string, unknown>>): number {
  const value = ownField(body, 'timestamp');
  if (value === undefined) throw new InvalidRequestError(SERVER_MESSAGES.missingField('timestamp'));
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) {
    throw invalid('timestamp', SERVER_MESSAGES.ruleMillis);
  }
  return value;
}

function readProps(body: Readonly<Record<string, unknown>>): Readonly<Record<string, unknown>> {
  const value = ownField(body, 'props');
  if (value === undefined) throw new InvalidRequestError(SERVER_MESSAGES.missingField('props'));
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw invalid('props', SERVER_MESSAGES.ruleObject);
  }
  const problem = jsonStorageProblem(value, ANALYTICS_PROPS_MAX_DEPTH);
  if (problem === 'too-deep') {
    throw invalid('props', SERVER_MESSAGES.ruleTooDeep(ANALYTICS_PROPS_MAX_DEPTH));
  }
  if (problem === 'unstorable-text') throw invalid('props', SERVER_MESSAGES.ruleUnstorable);
  return value as Readonly<Record<string, unknown>>;
}

function ownField(body: Readonly<Record<string, unknown>>, name: string): unknown {
  return Object.prototype.hasOwnProperty.call(body, name) ? body[name] : undefined;
}

function invalid(name: string, why: string): InvalidRequestError {
  return new InvalidRequestError(SERVER_MESSAGES.analyticsField(name, why));
}
