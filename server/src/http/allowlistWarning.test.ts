/**
 * The allowlist end to end: core's analytics client, sending from a page, against a running
 * server whose project allows one origin. A browser adds the page's Origin header to every
 * request; Node's fetch does not, so the client's fetch here adds it (no browser on this
 * machine runs the test).
 */
import {
  ALLOWLIST_WARNING_KEY,
  createAnalytics,
  type PageLocation,
} from '../../../core/src/services/analytics';
import type { AlertState } from '../../../core/src/state/types';
import { startServer, type RunningServer } from '../server';
import { testDatabase } from '../__fixtures__/testDatabase';

const APP_ORIGIN = 'http://127.0.0.1:5173';
const OTHER_ORIGIN = 'http://127.0.0.1:6006';
let server: RunningServer;

beforeAll(async () => {
  server = await startServer({
    config: {
      port: 0,
      database: await testDatabase(),
      projects: { p1: { allowedOrigins: [APP_ORIGIN] } },
      indexer: { enabled: false },
    },
    log: () => undefined,
  });
}, 60_000);
afterAll(() => server?.close());

function pageAt(origin: string) {
  const shown: [string, AlertState][] = [];
  const page: PageLocation = { href: `${origin}/shop`, hostname: new URL(origin).hostname, origin };
  const analytics = createAnalytics({
    connection: {
      baseUrl: server.url,
      projectId: 'p1',
      // The browser's part: the page's origin on every request.
      fetch: (input, init) =>
        fetch(input, { ...init, headers: { ...(init?.headers as object), origin } }),
    },
    clock: { now: () => 1_750_000_000_000 },
    alerts: { showOnce: (key, alert) => shown.push([key, alert]) },
    page: () => page,
  });
  return { analytics, shown };
}

describe("a project's origin allowlist, seen by core's analytics client", () => {
  it('an event from an allowed origin is taken, with no warning', async () => {
    const { analytics, shown } = pageAt(APP_ORIGIN);
    await expect(analytics.sendEvent({ type: 'track', event: 'MODAL_OPEN' })).resolves.toBe(true);
    expect(shown).toEqual([]);
  });

  it('an event from another origin gets 403, and the client shows the allowlist warning', async () => {
    const { analytics, shown } = pageAt(OTHER_ORIGIN);
    await expect(analytics.sendEvent({ type: 'track', event: 'MODAL_OPEN' })).resolves.toBe(false);
    expect(shown).toEqual([
      [
        ALLOWLIST_WARNING_KEY,
        expect.objectContaining({ variant: 'warning', title: 'Invalid App Configuration' }),
      ],
    ]);
  });

  it('the 403 is readable by the page: it carries the CORS header', async () => {
    const response = await fetch(`${server.url}/e?projectId=p1`, {
      method: 'POST',
      headers: { origin: OTHER_ORIGIN, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(response.status).toBe(403);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });
});
