/**
 * Per-client and per-project rate limits (config.rateLimit): every request counts against
 * its client address (clientAddress.ts) and, when it names one, its project id (the
 * `projectId` query parameter or the x-project-id header, as projectAccess.ts reads them).
 * Over either limit the answer is 429 with `Retry-After` (whole seconds until the window
 * closes) and the usual error body `{ status, message, reasons }`; nothing else runs.
 *
 * - A request refused for its address is not counted against its project, so one client's
 *   flood does not use up the project's allowance for everyone else.
 * - Project ids longer than PROJECT_ID_MAX_CHARS are not counted per project (the routes
 *   refuse them); they still count against the address.
 * - State is per server instance (made by this factory), bounded by rateLimit.maxKeys per
 *   kind of key. Time comes from the server context's clock.
 */
import type { MiddlewareHandler } from 'hono';
import { PROJECT_ID_MAX_CHARS } from '../catalog/analyticsRoutes';
import type { ServerConfig } from '../config';
import { SERVER_MESSAGES } from '../messages';
import { clientAddress } from './clientAddress';
import { errorBody } from './errorHandler';
import { createFixedWindowCounter, type FixedWindowCounter } from './fixedWindowCounter';

export const TOO_MANY_REQUESTS = 429;

export function rateLimit(
  config: Pick<ServerConfig, 'rateLimit' | 'trustForwardedHeaders'>,
  now: () => number,
): MiddlewareHandler {
  const { windowSeconds, perIp, perProject, maxKeys } = config.rateLimit;
  const windowMs = windowSeconds * 1000;
  const counter = (limit: number): FixedWindowCounter | undefined =>
    limit > 0 ? createFixedWindowCounter({ limit, windowMs, maxKeys }) : undefined;
  const byAddress = counter(perIp);
  const byProject = counter(perProject);

  return async (c, next) => {
    const at = now();
    let waitMs = byAddress?.hit(clientAddress(c, config.trustForwardedHeaders), at) ?? 0;
    if (waitMs === 0 && byProject) {
      const projectId = c.req.query('projectId') || c.req.header('x-project-id');
      if (projectId && projectId.length <= PROJECT_ID_MAX_CHARS) {
        waitMs = byProject.hit(projectId, at);
      }
    }
    if (waitMs === 0) return next();
    const retryAfterSeconds = Math.ceil(waitMs / 1000);
    return c.json(
      errorBody(TOO_MANY_REQUESTS, SERVER_MESSAGES.rateLimited(retryAfterSeconds)),
      TOO_MANY_REQUESTS,
      {
        'Retry-After': String(retryAfterSeconds),
        // A page reads it only when CORS exposes it.
        'Access-Control-Expose-Headers': 'Retry-After',
      },
    );
  };
}
