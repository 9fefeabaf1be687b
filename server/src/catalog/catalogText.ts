/**
 * Rules for the untrusted text the catalogue takes in (an operator's catalogue file, an
 * analytics event): what may be stored and what a link may be. They mirror the rules core's
 * client applies when it reads the catalogue (core/src/services/untrustedJson.ts), so
 * whatever the server accepts, the client keeps.
 */
import { CATALOG_ID_PATTERN } from './catalogLimits';

/** CAIP-2 as the standard writes it: `namespace:reference`, e.g. `eip155:1`. */
const CAIP2_CHAIN_ID = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/;
/** A reverse domain name as EIP-6963 announces one: `io.metamask`. */
const REVERSE_DOMAIN = /^[a-z0-9](?:[a-z0-9-]{0,62})(?:\.[a-z0-9](?:[a-z0-9-]{0,62}))+$/i;
const REVERSE_DOMAIN_MAX_CHARS = 253;
/** NUL (PostgreSQL text cannot hold it) and UTF-16 halves without their other half. */
// eslint-disable-next-line no-control-regex -- NUL is the character being looked for
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** C0 and C1 control characters, DEL: never part of a display name. */
// eslint-disable-next-line no-control-regex -- control characters are what is looked for
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;
/** Schemes a link may never have: they run script or read local data (core's list). */
const SCRIPT_CAPABLE_SCHEMES: ReadonlySet<string> = new Set([
  'javascript:',
  'vbscript:',
  'data:',
  'blob:',
  'file:',
]);
const WEB_SCHEMES: ReadonlySet<string> = new Set(['http:', 'https:']);

/** A wallet id or image id: what may stand as an image URL's last segment. */
export function isWalletId(value: string): boolean {
  return CATALOG_ID_PATTERN.test(value);
}

export function isCaip2ChainId(value: unknown): value is string {
  return typeof value === 'string' && CAIP2_CHAIN_ID.test(value);
}

export function isReverseDomain(value: string): boolean {
  return value.length <= REVERSE_DOMAIN_MAX_CHARS && REVERSE_DOMAIN.test(value);
}

/** Text PostgreSQL can store as text and in JSONB: no NUL, no unpaired surrogate. */
export function isStorableText(value: string): boolean {
  return !UNSTORABLE.test(value);
}

export function hasControlCharacters(value: string): boolean {
  return CONTROL_CHARACTERS.test(value);
}

/** An absolute http(s) URL without surrounding spaces: homepages, web apps, store pages. */
export function isWebLink(value: string): boolean {
  const url = parseUrl(value);
  return url !== undefined && WEB_SCHEMES.has(url.protocol);
}

/**
 * A deep link: an absolute URL whose scheme may be an app's own (`trust://`), never one that
 * runs script or reads local data (javascript:, data:, vbscript:, file:, blob:).
 */
export function isSafeDeepLink(value: string): boolean {
  const url = parseUrl(value);
  return url !== undefined && !SCRIPT_CAPABLE_SCHEMES.has(url.protocol);
}

function parseUrl(value: string): URL | undefined {
  if (value === '' || value.trim() !== value) return undefined;
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}

export type JsonStorageProblem = 'unstorable-text' | 'too-deep';

/**
 * Why a parsed JSON value cannot go into a JSONB column as it is, or undefined when it can:
 * a key or a string that is not storable text, or nesting deeper than `maxDepth`. Never
 * recurses past `maxDepth`, so a hostile body cannot exhaust the stack.
 */
export function jsonStorageProblem(
  value: unknown,
  maxDepth: number,
): JsonStorageProblem | undefined {
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value: item, depth } = next;
    if (typeof item === 'string') {
      if (!isStorableText(item)) return 'unstorable-text';
    } else if (typeof item === 'object' && item !== null) {
      if (depth >= maxDepth) return 'too-deep';
      for (const [key, child] of Object.entries(item)) {
        if (!isStorableText(key)) return 'unstorable-text';
        pending.push({ value: child, depth: depth + 1 });
      }
    }
  }
  return undefined;
}
