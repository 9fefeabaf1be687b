/**
 * Analytics (spec 7):
 *
 *   GET  /getAnalyticsConfig   { isAnalyticsEnabled } from config.analytics.enabled
 *   POST /e                    stores one event (analyticsEvent.ts) and answers 200 {};
 *                              a bad body is a 400; with analytics off, 204 and nothing
 *                              is read or stored
 *
 * POST /e takes `Content-Type: application/json` only (415 otherwise): a page can send that
 * to another origin only after a CORS preflight, so the origin checks apply (text/plain, a
 * "simple" request, would skip them). An event larger than config.analytics.maxEventBytes
 * is refused (413), and at most config.analytics.maxEvents are kept: each new event deletes
 * the oldest past that cap.
 *
 * The event's project is the `projectId` query parameter core's client sends (or the
 * x-project-id header AppKit's clients send). Refusing an origin off a project's allowlist
 * (403) is done before this, by http/projectAccess.ts.
 */
import { Hono } from 'hono';
import type { ServerContext } from '../context';
import { InvalidRequestError, UnsupportedMediaTypeError } from '../errors';
import { readJsonObject } from '../http/requestInput';
import { SERVER_MESSAGES } from '../messages';
import { parseAnalyticsEvent } from './analyticsEvent';
import { isStorableText } from './catalogText';

export const PROJECT_ID_MAX_CHARS = 128;

export function analyticsRoutes(context: ServerContext): Hono {
  const routes = new Hono();

  routes.get('/getAnalyticsConfig', (c) =>
    c.json({ isAnalyticsEnabled: context.config.analytics.enabled }),
  );

  routes.post('/e', async (c) => {
    const { enabled, maxEventBytes, maxEvents } = context.config.analytics;
    if (!enabled) return c.body(null, 204);
    if (!isJsonMediaType(c.req.header('content-type'))) {
      throw new UnsupportedMediaTypeError(SERVER_MESSAGES.analyticsNotJson);
    }
    const projectId = readProjectId(c.req.query('projectId') || c.req.header('x-project-id'));
    const event = parseAnalyticsEvent(await readJsonObject(c), projectId, maxEventBytes);
    await context.repository.recordAnalyticsEvent(event, maxEvents);
    return c.json({});
  });

  return routes;
}

/** 'application/json', with parameters or not ('application/json; charset=utf-8'). */
function isJsonMediaType(contentType: string | undefined): boolean {
  return contentType?.split(';')[0]?.trim().toLowerCase() === 'application/json';
}

function readProjectId(value: string | undefined): string | null {
  if (value === undefined || value === '') return null;
  if (value.length > PROJECT_ID_MAX_CHARS) {
    throw new InvalidRequestError(
      SERVER_MESSAGES.invalidQuery('projectId', SERVER_MESSAGES.tooLong(PROJECT_ID_MAX_CHARS)),
    );
  }
  if (!isStorableText(value)) {
    throw new InvalidRequestError(
      SERVER_MESSAGES.invalidQuery('projectId', SERVER_MESSAGES.ruleUnstorable),
    );
  }
  return value;
}
