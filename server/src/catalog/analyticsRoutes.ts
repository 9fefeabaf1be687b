/**
 * Analytics (spec 7):
 *
 *   GET  /getAnalyticsConfig   { isAnalyticsEnabled } from config.analytics.enabled
 *   POST /e                    stores one event (analyticsEvent.ts) and answers 200 {};
 *                              a bad body is a 400; with analytics off, 204 and nothing
 *                              is read or stored
 *
 * The event's project is the `projectId` query parameter core's client sends (or the
 * x-project-id header AppKit's clients send). Refusing an origin off a project's allowlist
 * (403) is done before this, by http/projectAccess.ts.
 */
import { Hono } from 'hono';
import type { ServerContext } from '../context';
import { InvalidRequestError } from '../errors';
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
    if (!context.config.analytics.enabled) return c.body(null, 204);
    const projectId = readProjectId(c.req.query('projectId') || c.req.header('x-project-id'));
    const event = parseAnalyticsEvent(await readJsonObject(c), projectId);
    await context.repository.recordAnalyticsEvent(event);
    return c.json({});
  });

  return routes;
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
