/**
 * The HTTP application: every route of spec section 7 for both services (the wallet
 * catalogue and the blockchain data API) on one Hono app, behind CORS and the per-project
 * origin allowlist. Built on the Fetch API's Request and Response, so tests call it with
 * `app.request()` and server.ts serves it on Node's HTTP server.
 */
import { Hono } from 'hono';
import { analyticsRoutes } from './catalog/analyticsRoutes';
import { catalogRoutes } from './catalog/catalogRoutes';
import { accountRoutes } from './chains/accountRoutes';
import { chainRoutes } from './chains/chainRoutes';
import type { ServerContext } from './context';
import { handleError, handleNotFound } from './http/errorHandler';
import { limitRequestBody } from './http/bodyLimit';
import { privateJsonAnswers } from './http/cachePolicy';
import { cleanRequestText } from './http/cleanRequestText';
import { corsFor, projectAllowlist } from './http/projectAccess';
import { rateLimit } from './http/rateLimit';
import { nameRoutes } from './names/nameRoutes';
import { onrampRoutes } from './providers/onrampRoutes';
import { sessionRoutes } from './providers/sessionRoutes';
import { siwxRoutes } from './siwx/siwxRoutes';
import { swapRoutes } from './providers/swapRoutes';

export type ServerLog = (message: string, error?: unknown) => void;

export function createApp(context: ServerContext, log: ServerLog): Hono {
  const app = new Hono();
  app.onError((error, c) => handleError(error, c, log));
  app.notFound(handleNotFound);
  // The edge, in order: CORS (so every refusal is readable by the page), no-store on
  // per-user JSON, the rate limits, the body size limit while it streams, the text rules,
  // the project allowlist.
  app.use('*', corsFor(context.config));
  app.use('*', privateJsonAnswers());
  // After CORS, so a page can read the 429; before any route reads a body or a node.
  app.use('*', rateLimit(context.config, context.now));
  app.use('*', limitRequestBody());
  app.use('*', cleanRequestText());
  app.use('*', projectAllowlist(context.config));
  for (const routes of [
    catalogRoutes,
    analyticsRoutes,
    chainRoutes,
    accountRoutes,
    nameRoutes,
    swapRoutes,
    onrampRoutes,
    sessionRoutes,
    siwxRoutes,
  ]) {
    app.route('/', routes(context));
  }
  return app;
}
