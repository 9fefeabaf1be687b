/**
 * Who may call the server from a web page: CORS, then each project's origin allowlist.
 *
 * - CORS follows config.cors.origins ('*' or a list). A preflight (OPTIONS) is answered 204
 *   with the methods GET, POST, OPTIONS and DELETE (signing out) and the headers the clients
 *   send: authorization (the sign-in session's Bearer token), content-type
 *   and accept from core's client (its sdk properties st and sv, and the project id, travel
 *   on the query), and x-project-id, x-sdk-type and x-sdk-version, which AppKit's clients
 *   send as headers.
 * - The allowlist, when config.projects is not empty: a request names its project by the
 *   `projectId` query parameter (core's client puts it on every request), the x-project-id
 *   header, or, for POST /v1/fungible/price, the body's projectId. Names that disagree are a
 *   400; a project not configured is a 403. A request from a web page (it has an Origin
 *   header) must name a project (403 otherwise), and its origin must be one of the
 *   project's allowedOrigins (403; core's analytics client then shows the allowlist warning
 *   once). A request with no Origin (server to server, an <img>, a navigation) cannot be told
 *   apart by origin, so it may name no project. With no projects configured, nothing is
 *   checked. Every 403 carries the CORS headers, so the page can read its status.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import type { ServerConfig } from '../config';
import { InvalidRequestError, OriginNotAllowedError } from '../errors';
import { SERVER_MESSAGES } from '../messages';
import { boundRequestBody } from './bodyLimit';

export const CORS_ALLOWED_METHODS: readonly string[] = Object.freeze([
  'GET',
  'POST',
  'OPTIONS',
  // DELETE /v1/siwx/sessions (signing out).
  'DELETE',
]);
export const CORS_ALLOWED_HEADERS: readonly string[] = Object.freeze([
  'content-type',
  'accept',
  'x-project-id',
  'x-sdk-type',
  'x-sdk-version',
  // The sign-in session token (Authorization: Bearer <token>, /v1/siwx/sessions).
  'authorization',
]);
/** How long a browser may keep a preflight's answer. */
export const CORS_PREFLIGHT_MAX_AGE_SECONDS = 600;

/** The route whose body, not only its query, may carry the project id. */
const PROJECT_ID_IN_BODY_PATH = '/v1/fungible/price';

/** 'HTTP://Example.org:443/' -> 'http://example.org'; text that is not a URL stays as is. */
export function normalizeOrigin(origin: string): string {
  try {
    const { origin: normalized } = new URL(origin);
    return normalized === 'null' ? origin : normalized;
  } catch {
    return origin;
  }
}

/** Every project id the request names, each source once ('' counts as not naming one). */
async function namedProjectIds(c: Context): Promise<string[]> {
  const named = [...(c.req.queries('projectId') ?? []), c.req.header('x-project-id')];
  if (c.req.method === 'POST' && c.req.path === PROJECT_ID_IN_BODY_PATH) {
    // Bounded: at most MAX_BODY_BYTES is read. The route answers 400 for a body that is not JSON.
    await boundRequestBody(c);
    try {
      const body: unknown = JSON.parse(await c.req.text());
      named.push(stringOrUndefined((body as { projectId?: unknown } | null)?.projectId));
    } catch {
      // Not JSON: no project named here.
    }
  }
  return [...new Set(named.filter((id): id is string => id !== undefined && id !== ''))];
}

const stringOrUndefined = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** CORS from config.cors.origins: the headers on every answer, preflights answered 204. */
export function corsFor(config: ServerConfig): MiddlewareHandler {
  const corsOrigins =
    config.cors.origins === '*' ? undefined : new Set(config.cors.origins.map(normalizeOrigin));
  return cors({
    origin: corsOrigins
      ? (origin) => (corsOrigins.has(normalizeOrigin(origin)) ? origin : null)
      : '*',
    allowMethods: [...CORS_ALLOWED_METHODS],
    allowHeaders: [...CORS_ALLOWED_HEADERS],
    maxAge: CORS_PREFLIGHT_MAX_AGE_SECONDS,
  });
}

/** The projects' origin allowlists (see the top of this file); after corsFor. */
export function projectAllowlist(config: ServerConfig): MiddlewareHandler {
  const allowedByProject = new Map(
    Object.entries(config.projects).map(([id, project]) => [
      id,
      new Set(project.allowedOrigins.map(normalizeOrigin)),
    ]),
  );
  return async (c, next) => {
    if (allowedByProject.size > 0) {
      const [projectId, other] = await namedProjectIds(c);
      if (projectId !== undefined && other !== undefined) {
        throw new InvalidRequestError(SERVER_MESSAGES.projectIdsDisagree(projectId, other));
      }
      const allowed = projectId === undefined ? undefined : allowedByProject.get(projectId);
      if (projectId !== undefined && allowed === undefined) {
        throw new OriginNotAllowedError(SERVER_MESSAGES.projectUnknown(projectId));
      }
      const origin = c.req.header('origin');
      if (origin !== undefined && (projectId === undefined || allowed === undefined)) {
        throw new OriginNotAllowedError(SERVER_MESSAGES.projectIdRequired);
      }
      if (
        origin !== undefined &&
        projectId !== undefined &&
        !allowed?.has(normalizeOrigin(origin))
      ) {
        throw new OriginNotAllowedError(SERVER_MESSAGES.originNotAllowed(origin, projectId));
      }
    }
    await next();
  };
}

/** CORS, then the allowlist: what route-group tests put in front of one group. */
export function projectAccess(config: ServerConfig): MiddlewareHandler {
  const corsHeaders = corsFor(config);
  const allowlist = projectAllowlist(config);
  return (c, next) =>
    corsHeaders(c, async () => {
      await allowlist(c, next);
    });
}
