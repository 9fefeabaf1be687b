import { createAlerts } from '../feedback/alerts';
import { createStore } from '../state/store';
import type { AlertState, PorticoState } from '../state/types';
import {
  manualClock,
  startStandInService,
  type StandInService,
} from './__fixtures__/standInService';
import { createAnalytics, type PageLocation } from './analytics';

let service: StandInService;
beforeEach(async () => {
  service = await startStandInService();
});
afterEach(() => service.close());

const page: PageLocation = {
  href: 'https://shop.example/checkout?step=2',
  hostname: 'shop.example',
  origin: 'https://shop.example',
};
const event = { type: 'track', event: 'MODAL_OPEN', properties: { connected: false } } as const;

const instanceAlerts = () => {
  const store = createStore<PorticoState>({
    modal: { open: false, view: 'Connect', history: ['Connect'], shake: false },
    theme: { mode: 'light', variables: {} },
    switchingNamespace: false,
    chains: {},
    connectors: [],
    toast: { open: false, variant: 'success', message: '', id: 0 },
  });
  const shown: (AlertState | undefined)[] = [];
  store.subscribe(
    (state) => state.alert,
    (alert) => shown.push(alert),
  );
  return { alerts: createAlerts(store), shown, store };
};

describe('analytics: POST /e', () => {
  it('sends eventId, url, domain, timestamp and props, with the sdk properties and project id', async () => {
    service.route('POST /e', { status: 202, json: {} });
    const clock = manualClock(1_714_560_000_123);
    const analytics = createAnalytics({
      connection: { baseUrl: service.url, projectId: 'p1' },
      clock,
      page: () => page,
      createEventId: () => 'event-1',
    });
    await expect(analytics.sendEvent(event)).resolves.toBe(true);
    expect(service.requests.map((r) => [r.method, r.path, r.query, r.body])).toEqual([
      [
        'POST',
        '/e',
        { st: 'portico', sv: '1.7.3', projectId: 'p1' },
        {
          eventId: 'event-1',
          url: 'https://shop.example/checkout',
          domain: 'shop.example',
          timestamp: 1_714_560_000_123,
          props: event,
        },
      ],
    ]);
  });

  it('sends the origin and path only: a query or fragment (OAuth code, magic-link token) never leaves the page', async () => {
    service.route('POST /e', { status: 202, json: {} });
    const analytics = createAnalytics({
      connection: { baseUrl: service.url },
      clock: manualClock(),
      page: () => ({
        href: 'https://user:pw@shop.example/auth/callback?code=secret#token=x',
        hostname: 'shop.example',
        origin: 'https://shop.example',
      }),
    });
    await expect(analytics.sendEvent(event)).resolves.toBe(true);
    const sent = JSON.stringify(service.requests.map((r) => [r.path, r.query, r.body]));
    expect((service.requests[0]?.body as { url: string }).url).toBe(
      'https://shop.example/auth/callback',
    );
    for (const secret of ['secret', 'token', 'code=', 'pw', 'user']) {
      expect(sent).not.toContain(secret);
    }
  });

  it('each event gets its own random UUID by default', async () => {
    service.route('POST /e', { json: {} });
    const analytics = createAnalytics({
      connection: { baseUrl: service.url },
      clock: manualClock(),
      page: () => page,
    });
    await analytics.sendEvent(event);
    await analytics.sendEvent(event);
    const ids = service.requests.map((r) => (r.body as { eventId: string }).eventId);
    for (const id of ids)
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(ids[0]).not.toBe(ids[1]);
  });

  it('without crypto.randomUUID (removed: it stands in for a page that is not a secure context), ids are still UUID v4', async () => {
    service.route('POST /e', { json: {} });
    const randomUUID = Object.getOwnPropertyDescriptor(globalThis.crypto, 'randomUUID');
    Object.defineProperty(globalThis.crypto, 'randomUUID', {
      value: undefined,
      configurable: true,
    });
    try {
      const analytics = createAnalytics({
        connection: { baseUrl: service.url },
        clock: manualClock(),
        page: () => page,
      });
      await analytics.sendEvent(event);
    } finally {
      if (randomUUID) Object.defineProperty(globalThis.crypto, 'randomUUID', randomUUID);
      else delete (globalThis.crypto as { randomUUID?: unknown }).randomUUID;
    }
    expect((service.requests[0]?.body as { eventId: string }).eventId).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(typeof globalThis.crypto.randomUUID).toBe('function');
  });

  it("spec 7 and 8: a 403 shows the 'Invalid App Configuration' allowlist warning once per instance", async () => {
    service.route('POST /e', { status: 403, json: {} });
    const { alerts, shown, store } = instanceAlerts();
    const analytics = createAnalytics({
      connection: { baseUrl: service.url },
      clock: manualClock(),
      alerts,
      page: () => page,
    });
    await expect(analytics.sendEvent(event)).resolves.toBe(false);
    expect(store.getState().alert).toEqual({
      variant: 'warning',
      title: 'Invalid App Configuration',
      message: expect.stringContaining('https://shop.example'),
    });
    alerts.close();
    await analytics.sendEvent(event);
    await analytics.sendEvent(event);
    expect(shown.filter(Boolean)).toHaveLength(1);
    expect(store.getState().alert).toBeUndefined();
    expect(service.requests).toHaveLength(3);
  });

  it('another instance (its own alerts) shows the warning again', async () => {
    service.route('POST /e', { status: 403, json: {} });
    for (let instance = 0; instance < 2; instance += 1) {
      const { alerts, shown } = instanceAlerts();
      const analytics = createAnalytics({
        connection: { baseUrl: service.url },
        clock: manualClock(),
        alerts,
        page: () => page,
      });
      await analytics.sendEvent(event);
      expect(shown.filter(Boolean)).toHaveLength(1);
    }
  });

  it('other failures show nothing and never throw: a 500, an unreachable service', async () => {
    service.route('POST /e', { status: 500, json: {} });
    const recorded: string[] = [];
    const alerts = { showOnce: (key: string) => recorded.push(key) };
    const analytics = createAnalytics({
      connection: { baseUrl: service.url },
      clock: manualClock(),
      alerts,
      page: () => page,
    });
    await expect(analytics.sendEvent(event)).resolves.toBe(false);
    const url = service.url;
    await service.close();
    const offline = createAnalytics({
      connection: { baseUrl: url },
      clock: manualClock(),
      alerts,
      page: () => page,
    });
    await expect(offline.sendEvent(event)).resolves.toBe(false);
    expect(recorded).toEqual([]);
    service = await startStandInService();
  });

  it('outside a page (no location) nothing is sent', async () => {
    const analytics = createAnalytics({
      connection: { baseUrl: service.url },
      clock: manualClock(),
    });
    await expect(analytics.sendEvent(event)).resolves.toBe(false);
    expect(service.requests).toEqual([]);
  });
});
