import type { Hono } from 'hono';
import { openTestRepository } from '../__fixtures__/testRepository';
import type { Repository } from '../storage/repository';
import { catalogTestContext, testApp } from './__fixtures__/catalogTestApp';
import { analyticsRoutes } from './analyticsRoutes';

const event = {
  eventId: 'e-1',
  url: 'http://127.0.0.1:5173/app',
  domain: '127.0.0.1',
  timestamp: 1_735_689_600_000,
  props: { type: 'track', event: 'MODAL_OPEN' },
};

let repository: Repository & { close(): Promise<void> };
let enabled: Hono;
let disabled: Hono;

beforeAll(async () => {
  repository = await openTestRepository();
  enabled = testApp(catalogTestContext(repository), analyticsRoutes);
  disabled = testApp(
    catalogTestContext(repository, { analytics: { enabled: false } }),
    analyticsRoutes,
  );
}, 60_000);
afterAll(() => repository?.close());

const post = (app: Hono, body: string, path = '/e?st=portico&sv=1.7.3&projectId=demo') =>
  app.request(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body });

describe('GET /getAnalyticsConfig', () => {
  it('says whether analytics are on, from the configuration', async () => {
    expect(await (await enabled.request('/getAnalyticsConfig')).json()).toEqual({
      isAnalyticsEnabled: true,
    });
    expect(await (await disabled.request('/getAnalyticsConfig')).json()).toEqual({
      isAnalyticsEnabled: false,
    });
  });
});

describe('POST /e', () => {
  it('stores the event and answers 200 {}', async () => {
    const before = await repository.countAnalyticsEvents();
    const response = await post(enabled, JSON.stringify(event));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({});
    expect(await repository.countAnalyticsEvents()).toBe(before + 1);
  });

  it('stores an event without a project id too', async () => {
    const before = await repository.countAnalyticsEvents();
    expect((await post(enabled, JSON.stringify(event), '/e')).status).toBe(200);
    expect(await repository.countAnalyticsEvents()).toBe(before + 1);
  });

  it.each([
    ['not JSON', '{', 400, 'The request body must be JSON'],
    ['an array', '[]', 400, 'The request body must be JSON'],
    ['no props', JSON.stringify({ ...event, props: undefined }), 400, 'Missing field: props'],
    [
      'a NUL in the url',
      JSON.stringify({ ...event, url: 'http://a/\u0000' }),
      400,
      // The request text rules (http/requestText) refuse it before the event is read.
      'Invalid body.url: text must be well-formed Unicode without NUL or other control characters',
    ],
    [
      'props nested 17 deep',
      JSON.stringify({ ...event, props: JSON.parse('{"a":'.repeat(17) + '1' + '}'.repeat(17)) }),
      400,
      'Invalid analytics event props: nests deeper than 16 levels',
    ],
    [
      'a body over 64 KiB',
      JSON.stringify({ ...event, props: { pad: 'x'.repeat(70_000) } }),
      413,
      'The request body is larger than 65536 bytes',
    ],
  ])('%s is refused, nothing stored', async (_, body, status, message) => {
    const before = await repository.countAnalyticsEvents();
    const response = await post(enabled, body);
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ status, message, reasons: [{ description: message }] });
    expect(await repository.countAnalyticsEvents()).toBe(before);
  });

  it('a project id over 128 characters is a 400', async () => {
    const response = await post(enabled, JSON.stringify(event), `/e?projectId=${'p'.repeat(129)}`);
    expect(response.status).toBe(400);
  });

  it('with analytics off: 204, nothing read or stored', async () => {
    const before = await repository.countAnalyticsEvents();
    const response = await post(disabled, 'not even JSON');
    expect(response.status).toBe(204);
    expect(await repository.countAnalyticsEvents()).toBe(before);
  });
});

describe('POST /e, hostile use', () => {
  const send = (contentType: string | undefined) =>
    enabled.request('/e?projectId=demo', {
      method: 'POST',
      headers: contentType === undefined ? {} : { 'content-type': contentType },
      body: JSON.stringify(event),
    });

  it.each([
    ['text/plain'],
    ['text/plain;charset=UTF-8'],
    ['application/x-www-form-urlencoded'],
    [undefined],
  ])(
    'a body sent as %s (no CORS preflight needed) is a 415, nothing stored',
    async (contentType) => {
      const before = await repository.countAnalyticsEvents();
      const response = await send(contentType);
      expect(response.status).toBe(415);
      const message = 'An analytics event must be sent with Content-Type: application/json';
      expect(await response.json()).toEqual({
        status: 415,
        message,
        reasons: [{ description: message }],
      });
      expect(await repository.countAnalyticsEvents()).toBe(before);
    },
  );

  it('takes application/json with parameters', async () => {
    expect((await send('Application/JSON; charset=utf-8')).status).toBe(200);
  });

  it('refuses an event over 8 KiB (413), though the body is under the 64 KiB body limit', async () => {
    const before = await repository.countAnalyticsEvents();
    const response = await post(
      enabled,
      JSON.stringify({ ...event, props: { pad: 'x'.repeat(9000) } }),
    );
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({
      message: 'The analytics event is larger than 8192 bytes',
    });
    expect(await repository.countAnalyticsEvents()).toBe(before);
    // Core's client's events are far smaller: one with a 2 KB url passes.
    const long = { ...event, url: `http://127.0.0.1/${'a'.repeat(2000)}` };
    expect((await post(enabled, JSON.stringify(long))).status).toBe(200);
  });
});

// Last: the cap deletes the events the tests above stored.
describe('POST /e, the row cap', () => {
  it('keeps at most analytics.maxEvents events, the oldest deleted first', async () => {
    const capped = testApp(
      catalogTestContext(repository, { analytics: { maxEvents: 3 } }),
      analyticsRoutes,
    );
    for (const eventId of ['c1', 'c2', 'c3', 'c4', 'c5']) {
      expect((await post(capped, JSON.stringify({ ...event, eventId }))).status).toBe(200);
    }
    expect(await repository.countAnalyticsEvents()).toBe(3);
    expect((await repository.listAnalyticsEvents(10)).map((stored) => stored.eventId)).toEqual([
      'c5',
      'c4',
      'c3',
    ]);
  });
});
