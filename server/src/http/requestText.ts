/**
 * What text a request may carry, as an allow-list: well-formed Unicode (no UTF-16 half
 * without its other half) with no control characters, except tab, line feed and carriage
 * return inside JSON body strings (a signed message may span lines). NUL, the other C0
 * controls, DEL and the C1 controls are refused everywhere. PostgreSQL can store every text
 * that passes (it cannot store NUL or a lone surrogate), and none can forge a line in a log.
 *
 * `assertCleanJson` walks a parsed body without recursion, keys included, and refuses one
 * nested deeper than MAX_JSON_DEPTH.
 */
import { InvalidRequestError } from '../errors';
import { SERVER_MESSAGES } from '../messages';

/** The deepest nesting of objects and arrays a body may have. */
export const MAX_JSON_DEPTH = 32;

/* eslint-disable no-control-regex -- control characters are what these look for */
/** A control character other than tab, LF, CR; or a lone UTF-16 surrogate. */
const NOT_MULTILINE_TEXT =
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** Any control character; or a lone UTF-16 surrogate. */
const NOT_LINE_TEXT =
  /[\u0000-\u001f\u007f-\u009f]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/* eslint-enable no-control-regex */

/** One line of text: a path segment, a query parameter, a header. */
export function isCleanLineText(value: string): boolean {
  return !NOT_LINE_TEXT.test(value);
}

/** Text that may span lines: a string in a JSON body. */
export function isCleanMultilineText(value: string): boolean {
  return !NOT_MULTILINE_TEXT.test(value);
}

/** 400 'Invalid <where>: ...' unless `value` is one clean line. */
export function assertCleanLineText(value: string, where: string): void {
  if (!isCleanLineText(value)) {
    throw new InvalidRequestError(SERVER_MESSAGES.requestTextNotClean(where));
  }
}

/** `body.a.b[2]`: where in a body a value is, for the message. */
function childPath(parent: string, key: string | number): string {
  if (typeof key === 'number') return `${parent}[${key}]`;
  return /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(key) ? `${parent}.${key}` : `${parent}[…]`;
}

/**
 * 400 unless every string in `value` (object keys too) is clean multiline text and it nests
 * at most MAX_JSON_DEPTH levels. `where` names the value in the message ('body').
 */
export function assertCleanJson(value: unknown, where = 'body'): void {
  const pending: { value: unknown; path: string; depth: number }[] = [
    { value, path: where, depth: 0 },
  ];
  for (let item = pending.pop(); item !== undefined; item = pending.pop()) {
    const { value: current, path, depth } = item;
    if (typeof current === 'string') {
      if (!isCleanMultilineText(current)) {
        throw new InvalidRequestError(SERVER_MESSAGES.requestTextNotClean(path));
      }
      continue;
    }
    if (typeof current !== 'object' || current === null) continue;
    if (depth >= MAX_JSON_DEPTH) {
      throw new InvalidRequestError(SERVER_MESSAGES.bodyTooDeep(where, MAX_JSON_DEPTH));
    }
    if (Array.isArray(current)) {
      current.forEach((entry, index) =>
        pending.push({ value: entry, path: childPath(path, index), depth: depth + 1 }),
      );
      continue;
    }
    for (const [key, entry] of Object.entries(current)) {
      if (!isCleanMultilineText(key)) {
        throw new InvalidRequestError(SERVER_MESSAGES.requestTextNotClean(`${path} key`));
      }
      pending.push({ value: entry, path: childPath(path, key), depth: depth + 1 });
    }
  }
}
