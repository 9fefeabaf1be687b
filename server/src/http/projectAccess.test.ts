import fc from 'fast-check';
import type { ServerConfigInput } from '../config';
import { onrampRoutes } from '../providers/onrampRoutes';
import { swapRoutes } from '../providers/swapRoutes';
import {
  postJson,
  routeGroupApp,
  routeGroupContext,
} from '../providers/__fixtures__/routeGroupApp';
import { normalizeOrigin } from './projectAccess';

const APP_ORIGIN = 'http://127.0.0.1:5173';
const OTHER_ORIGIN = 'http://127.0.0.1:9999';
const projects: ServerConfigInput['projects'] = { p1: { allowedOrigins: [`${APP_ORIGIN}/`] } };

function appWith(config: ServerConfigInput = {}) {
  const context = routeGroupContext({ config: { projects, ...config } });
  const onramp = routeGroupApp(onrampRoutes, context).app;
  const swaps = routeGroupApp(swapRoutes, context).app;
  return { onramp, swaps };
}

const OPTIONS_PATH = '/v1/onramp/options?st=portico&sv=1.7.3';

describe('CORS', () => {
  it("with origins '*', every answer allows any origin", async () => {
    const response = await appWith({ projects: {} }).onramp.request(OPTIONS_PATH, {
      headers: { origin: OTHER_ORIGIN },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('answers a preflight 204 with GET, POST, OPTIONS, DELETE and the headers the clients send', async () => {
    const response = await appWith().onramp.request('/v1/onramp/quote?projectId=p1', {
      method: 'OPTIONS',
      headers: {
        origin: OTHER_ORIGIN,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-methods')).toBe('GET,POST,OPTIONS,DELETE');
    expect(response.headers.get('access-control-allow-headers')).toBe(
      'content-type,accept,x-project-id,x-sdk-type,x-sdk-version,authorization',
    );
    expect(response.headers.get('access-control-max-age')).toBe('600');
  });

  it('with a list of origins, allows only those', async () => {
    const { onramp } = appWith({ cors: { origins: [APP_ORIGIN] }, projects: {} });
    const listed = await onramp.request(OPTIONS_PATH, { headers: { origin: APP_ORIGIN } });
    expect(listed.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
    expect(listed.headers.get('vary')).toContain('Origin');
    const other = await onramp.request(OPTIONS_PATH, { headers: { origin: OTHER_ORIGIN } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe("a project's origin allowlist", () => {
  it('allows an origin on the allowlist', async () => {
    const response = await appWith().onramp.request(`${OPTIONS_PATH}&projectId=p1`, {
      headers: { origin: APP_ORIGIN },
    });
    expect(response.status).toBe(200);
  });

  it('refuses another origin with 403, readable by the page (CORS headers on)', async () => {
    const response = await appWith().onramp.request(`${OPTIONS_PATH}&projectId=p1`, {
      headers: { origin: OTHER_ORIGIN },
    });
    expect(response.status).toBe(403);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const message = `Origin ${OTHER_ORIGIN} is not allowed for project p1`;
    await expect(response.json()).resolves.toEqual({
      status: 403,
      message,
      reasons: [{ description: message }],
    });
  });

  it('reads the project from the x-project-id header too', async () => {
    const response = await appWith().onramp.request(OPTIONS_PATH, {
      headers: { origin: OTHER_ORIGIN, 'x-project-id': 'p1' },
    });
    expect(response.status).toBe(403);
  });

  it("reads the project from POST /v1/fungible/price's body", async () => {
    const body = { currency: 'usd', addresses: [], projectId: 'p1' };
    const { swaps } = appWith();
    const refused = await swaps.request(
      '/v1/fungible/price',
      postJson(body, { origin: OTHER_ORIGIN }),
    );
    expect(refused.status).toBe(403);
    const allowed = await swaps.request(
      '/v1/fungible/price',
      postJson(body, { origin: APP_ORIGIN }),
    );
    expect(allowed.status).toBe(200);
    await expect(allowed.json()).resolves.toEqual({ fungibles: [] });
  });

  it('the preflight of a refused origin is still answered, so the 403 itself can be read', async () => {
    const response = await appWith().onramp.request('/v1/onramp/quote?projectId=p1', {
      method: 'OPTIONS',
      headers: { origin: OTHER_ORIGIN, 'access-control-request-method': 'POST' },
    });
    expect(response.status).toBe(204);
  });

  it('allows a request with no Origin (server to server)', async () => {
    const response = await appWith().onramp.request(`${OPTIONS_PATH}&projectId=p1`);
    expect(response.status).toBe(200);
  });

  it('refuses a page that names no project, or one not configured (403)', async () => {
    const { onramp } = appWith();
    const cases: [string, string][] = [
      [
        OPTIONS_PATH,
        'This server serves configured projects only: name yours with the projectId query parameter or the x-project-id header',
      ],
      [
        `${OPTIONS_PATH}&projectId=`,
        'This server serves configured projects only: name yours with the projectId query parameter or the x-project-id header',
      ],
      [`${OPTIONS_PATH}&projectId=unknown`, 'Unknown project: unknown'],
    ];
    for (const [path, message] of cases) {
      const response = await onramp.request(path, { headers: { origin: APP_ORIGIN } });
      expect(response.status).toBe(403);
      await expect(response.json()).resolves.toMatchObject({ status: 403, message });
    }
  });

  it('a project id named like an Object member is an unknown project (403)', async () => {
    const { onramp } = appWith();
    for (const id of ['__proto__', 'constructor', 'toString']) {
      const response = await onramp.request(`${OPTIONS_PATH}&projectId=${id}`, {
        headers: { origin: APP_ORIGIN },
      });
      expect(response.status).toBe(403);
    }
  });

  it('a request with no Origin may name no project, but not an unknown one', async () => {
    const { onramp } = appWith();
    expect((await onramp.request(OPTIONS_PATH)).status).toBe(200);
    expect((await onramp.request(`${OPTIONS_PATH}&projectId=unknown`)).status).toBe(403);
  });

  it('two sources naming different projects are a 400: query and header, two queries, query and body', async () => {
    const { onramp, swaps } = appWith({
      projects: { ...projects, p2: { allowedOrigins: [OTHER_ORIGIN] } },
    });
    const disagree = 'The request names two projects, p1 and p2: name one';
    const answers = [
      await onramp.request(`${OPTIONS_PATH}&projectId=p1`, {
        headers: { origin: APP_ORIGIN, 'x-project-id': 'p2' },
      }),
      await onramp.request(`${OPTIONS_PATH}&projectId=p1&projectId=p2`, {
        headers: { origin: APP_ORIGIN },
      }),
      await swaps.request(
        '/v1/fungible/price?projectId=p1',
        postJson({ currency: 'usd', addresses: [], projectId: 'p2' }, { origin: APP_ORIGIN }),
      ),
    ];
    for (const response of answers) {
      expect(response.status).toBe(400);
      await expect(response.json()).resolves.toMatchObject({ message: disagree });
    }
  });

  it('the same project in the query and the body (as core sends the price request) is one project', async () => {
    const response = await appWith().swaps.request(
      '/v1/fungible/price?projectId=p1',
      postJson({ currency: 'usd', addresses: [], projectId: 'p1' }, { origin: APP_ORIGIN }),
    );
    expect(response.status).toBe(200);
  });

  it('with no projects configured, nothing is checked', async () => {
    const { onramp } = appWith({ projects: {} });
    const response = await onramp.request(`${OPTIONS_PATH}&projectId=a&projectId=b`, {
      headers: { origin: OTHER_ORIGIN },
    });
    expect(response.status).toBe(200);
  });
});

describe('origin normalization', () => {
  it('compares origins as browsers write them', () => {
    expect(normalizeOrigin('HTTP://Example.org:80/')).toBe('http://example.org');
    expect(normalizeOrigin('null')).toBe('null');
    expect(normalizeOrigin('not a url')).toBe('not a url');
  });

  it('property: normalizing twice is normalizing once, for any text', () => {
    fc.assert(
      fc.property(fc.oneof(fc.webUrl(), fc.string()), (origin) => {
        expect(normalizeOrigin(normalizeOrigin(origin))).toBe(normalizeOrigin(origin));
      }),
    );
  });
});
