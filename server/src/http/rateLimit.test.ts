import { Hono } from 'hono';
import { resolveServerConfig, type ServerConfigInput } from '../config';
import { handleError } from './errorHandler';
import { rateLimit } from './rateLimit';

/** A clock the test moves by hand. */
function testClock(start = 1_800_000_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

function limitedApp(config: ServerConfigInput, now: () => number) {
  const app = new Hono();
  app.onError((error, c) =>
    handleError(error, c, () => {
      throw error;
    }),
  );
  app.use('*', rateLimit(resolveServerConfig(config), now));
  app.get('/ping', (c) => c.json({ ok: true }));
  return app;
}

/** What @hono/node-server passes as `env`: the request's socket. */
const from = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });

describe('the per-address limit', () => {
  it('answers 429 with Retry-After and the error body past the limit, and again 200 once the window has passed', async () => {
    const clock = testClock();
    const app = limitedApp({ rateLimit: { perIp: 3, windowSeconds: 60 } }, clock.now);
    const statuses = [];
    for (let i = 0; i < 3; i++)
      statuses.push((await app.request('/ping', {}, from('10.0.0.1'))).status);
    expect(statuses).toEqual([200, 200, 200]);
    clock.advance(15_500);
    const refused = await app.request('/ping', {}, from('10.0.0.1'));
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('45');
    expect(await refused.json()).toEqual({
      status: 429,
      message: 'Too many requests: try again in 45 seconds',
      reasons: [{ description: 'Too many requests: try again in 45 seconds' }],
    });
    // Another address is not affected.
    expect((await app.request('/ping', {}, from('10.0.0.2'))).status).toBe(200);
    clock.advance(45_000);
    expect((await app.request('/ping', {}, from('10.0.0.1'))).status).toBe(200);
  });

  it('keys IPv6 clients by their /64 and IPv4-mapped addresses as IPv4', async () => {
    const clock = testClock();
    const app = limitedApp({ rateLimit: { perIp: 1 } }, clock.now);
    expect((await app.request('/ping', {}, from('2001:db8:0:1::1'))).status).toBe(200);
    expect((await app.request('/ping', {}, from('2001:db8:0:1:ffff::2'))).status).toBe(429);
    expect((await app.request('/ping', {}, from('2001:db8:0:2::1'))).status).toBe(200);
    expect((await app.request('/ping', {}, from('10.1.1.1'))).status).toBe(200);
    expect((await app.request('/ping', {}, from('::ffff:10.1.1.1'))).status).toBe(429);
  });

  it('reads X-Forwarded-For only with trustForwardedHeaders, and then its last entry', async () => {
    const clock = testClock();
    const proxied = (forwardedFor: string) => ({ headers: { 'x-forwarded-for': forwardedFor } });
    const trusting = limitedApp(
      { rateLimit: { perIp: 1 }, trustForwardedHeaders: true },
      clock.now,
    );
    expect(
      (await trusting.request('/ping', proxied('1.1.1.1, 203.0.113.5'), from('127.0.0.1'))).status,
    ).toBe(200);
    // The client's own claim (first entry) changes nothing: the proxy saw 203.0.113.5.
    expect(
      (await trusting.request('/ping', proxied('9.9.9.9, 203.0.113.5'), from('127.0.0.1'))).status,
    ).toBe(429);
    expect(
      (await trusting.request('/ping', proxied('203.0.113.6'), from('127.0.0.1'))).status,
    ).toBe(200);

    const direct = limitedApp({ rateLimit: { perIp: 1 } }, clock.now);
    expect((await direct.request('/ping', proxied('203.0.113.5'), from('127.0.0.1'))).status).toBe(
      200,
    );
    expect((await direct.request('/ping', proxied('203.0.113.6'), from('127.0.0.1'))).status).toBe(
      429,
    );
  });
});

describe('the per-project limit', () => {
  it('counts the projectId query parameter and the x-project-id header as one project', async () => {
    const clock = testClock();
    const app = limitedApp({ rateLimit: { perIp: 0, perProject: 2 } }, clock.now);
    expect((await app.request('/ping?projectId=p1', {}, from('10.0.0.1'))).status).toBe(200);
    const header = { headers: { 'x-project-id': 'p1' } };
    expect((await app.request('/ping', header, from('10.0.0.2'))).status).toBe(200);
    expect((await app.request('/ping?projectId=p1', {}, from('10.0.0.3'))).status).toBe(429);
    expect((await app.request('/ping?projectId=p2', {}, from('10.0.0.3'))).status).toBe(200);
    expect((await app.request('/ping', {}, from('10.0.0.3'))).status).toBe(200);
  });

  it('does not charge a project for requests already refused for their address', async () => {
    const clock = testClock();
    const app = limitedApp({ rateLimit: { perIp: 2, perProject: 3 } }, clock.now);
    for (let i = 0; i < 10; i++) await app.request('/ping?projectId=p', {}, from('10.0.0.9'));
    expect((await app.request('/ping?projectId=p', {}, from('10.0.0.8'))).status).toBe(200);
  });
});

describe('limits set to 0', () => {
  it('let everything through', async () => {
    const clock = testClock();
    const app = limitedApp({ rateLimit: { perIp: 0, perProject: 0 } }, clock.now);
    for (let i = 0; i < 50; i++) {
      expect((await app.request('/ping?projectId=p', {}, from('10.0.0.1'))).status).toBe(200);
    }
  });
});
