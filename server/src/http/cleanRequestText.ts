/**
 * The edge check of every text a request carries outside its body (requestText.ts's rules):
 * the path's segments and the query's names and values as the routes read them (decoded),
 * and the headers the server reads. One bad character anywhere is a 400 naming where it is,
 * before any route, database or chain node sees the request. JSON bodies are checked where
 * they are parsed (requestInput.ts readJsonObject).
 */
import type { MiddlewareHandler } from 'hono';
import { assertCleanLineText } from './requestText';

/** The request headers the server reads (CORS, the allowlist, analytics, forwarded URLs). */
export const READ_REQUEST_HEADERS: readonly string[] = Object.freeze([
  'host',
  'origin',
  'content-type',
  'x-project-id',
  'x-sdk-type',
  'x-sdk-version',
  'x-forwarded-proto',
  'x-forwarded-host',
  'x-forwarded-prefix',
]);

/** A path segment as a route reads it: percent-decoded when that is valid UTF-8. */
function decodedSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export function cleanRequestText(): MiddlewareHandler {
  return async (c, next) => {
    for (const segment of c.req.path.split('/')) {
      assertCleanLineText(decodedSegment(segment), 'path');
    }
    for (const [name, values] of Object.entries(c.req.queries())) {
      assertCleanLineText(name, 'query parameter name');
      for (const value of values) assertCleanLineText(value, `query parameter ${name}`);
    }
    for (const name of READ_REQUEST_HEADERS) {
      const value = c.req.header(name);
      if (value !== undefined) assertCleanLineText(value, `header ${name}`);
    }
    await next();
  };
}
