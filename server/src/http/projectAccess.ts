/**
 * Who may call the server from a web page: CORS, then each project's origin allowlist.
 *
 * - CORS follows config.cors.origins ('*' or a list). A preflight (OPTIONS) is answered 204
 *   with the methods GET, POST and OPTIONS and the headers the clients send: content-type
 *   and accept from core's client (its sdk properties st and sv, and the project id, travel
 *   on the query), and x-project-id, x-sdk-type and x-sdk-version, which AppKit's clients
 *   send as headers.
 * - The allowlist: a request names its project by the `projectId` query parameter (core's
 *   client puts it on every request), the x-project-id header, or, for POST
 *   /v1/fungible/price, the body's projectId. When config.projects has that project and the
 *   request's Origin is not one of its allowedOrigins, the answer is 403 (core's analytics
 *   client then shows the allowlist warning once). A request with no Origin (server to
 *   server, curl) is allowed, and so is one naming no project or a project not configured.
 *   The 403 carries the CORS headers, so the page can read its status.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import type { ServerConfig } from '../config';
import { OriginNotAllowedError } from '../errors';
import { SERVER_MESSAGES } from '../messages';
import { MAX_BODY_BYTES } from './requestInput';

export const CORS_ALLOWED_METHODS: readonly string[] = Object.freeze(['GET', 'POST', 'OPTIONS']);
export const CORS_ALLOWED_HEADERS: readonly string[] = Object.freeze([
  'content-type',
  'accept',
  'x-project-id',
  'x-sdk-type',
  'x-sdk-version',
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

async function projectIdOf(c: Context): Promise<string | undefined> {
  const named = c.req.query('projectId') || c.req.header('x-project-id');
  if (named) return named;
  if (c.req.method !== 'POST' || c.req.path !== PROJECT_ID_IN_BODY_PATH) return undefined;
  // The route itself answers 413 for a body over the limit and 400 for one that is not JSON.
  if (Number(c.req.header('content-length') ?? '0') > MAX_BODY_BYTES) return undefined;
  try {
    const body: unknown = JSON.parse(await c.req.text());
    const projectId = (body as { projectId?: unknown } | null)?.projectId;
    return typeof projectId === 'string' && projectId !== '' ? projectId : undefined;
  } catch {
    return undefined;
  }
}

export function projectAccess(config: ServerConfig): MiddlewareHandler {
  const allowedByProject = new Map(
    Object.entries(config.projects).map(([id, project]) => [
      id,
      new Set(project.allowedOrigins.map(normalizeOrigin)),
    ]),
  );
  const corsOrigins =
    config.cors.origins === '*' ? undefined : new Set(config.cors.origins.map(normalizeOrigin));
  const corsHeaders = cors({
    origin: corsOrigins
      ? (origin) => (corsOrigins.has(normalizeOrigin(origin)) ? origin : null)
      : '*',
    allowMethods: [...CORS_ALLOWED_METHODS],
    allowHeaders: [...CORS_ALLOWED_HEADERS],
    maxAge: CORS_PREFLIGHT_MAX_AGE_SECONDS,
  });

  const assertOriginAllowed = async (c: Context) => {
    const origin = c.req.header('origin');
    if (origin === undefined || allowedByProject.size === 0) return;
    const projectId = await projectIdOf(c);
    const allowed = projectId === undefined ? undefined : allowedByProject.get(projectId);
    if (allowed && projectId !== undefined && !allowed.has(normalizeOrigin(origin))) {
      throw new OriginNotAllowedError(SERVER_MESSAGES.originNotAllowed(origin, projectId));
    }
  };

  return (c, next) =>
    corsHeaders(c, async () => {
      await assertOriginAllowed(c);
      await next();
    });
}
