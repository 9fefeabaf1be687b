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
    const response = await appWith().onramp.request(OPTIONS_PATH, {
      headers: { origin: OTHER_ORIGIN },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('answers a preflight 204 with GET, POST, OPTIONS and the headers the clients send', async () => {
    const response = await appWith().onramp.request('/v1/onramp/quote?projectId=p1', {
      method: 'OPTIONS',
      headers: {
        origin: OTHER_ORIGIN,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-methods')).toBe('GET,POST,OPTIONS');
    expect(response.headers.get('access-control-allow-headers')).toBe(
      'content-type,accept,x-project-id,x-sdk-type,x-sdk-version',
    );
    expect(response.headers.get('access-control-max-age')).toBe('600');
  });

  it('with a list of origins, allows only those', async () => {
    const { onramp } = appWith({ cors: { origins: [APP_ORIGIN] } });
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

  it('allows any origin for a project not configured, or no project', async () => {
    const { onramp } = appWith();
    for (const path of [`${OPTIONS_PATH}&projectId=unknown`, OPTIONS_PATH]) {
      const response = await onramp.request(path, { headers: { origin: OTHER_ORIGIN } });
      expect(response.status).toBe(200);
    }
  });

  it('a project id named like an Object member is just an unknown project', async () => {
    const { onramp } = appWith();
    for (const id of ['__proto__', 'constructor', 'toString']) {
      const response = await onramp.request(`${OPTIONS_PATH}&projectId=${id}`, {
        headers: { origin: OTHER_ORIGIN },
      });
      expect(response.status).toBe(200);
    }
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
