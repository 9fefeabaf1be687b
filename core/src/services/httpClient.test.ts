import fc from 'fast-check';

import {
  ConfigurationError,
  HttpStatusError,
  InvalidPathSegmentError,
  ProjectIdNotConfiguredError,
  ServiceResponseError,
} from '../errors/errors';
import { createAlerts } from '../feedback/alerts';
import { createStore } from '../state/store';
import type { PorticoState } from '../state/types';
import { startStandInService, type StandInService } from './__fixtures__/standInService';
import { createHttpClient, pathSegment } from './httpClient';

let service: StandInService;

beforeEach(async () => {
  service = await startStandInService();
});

afterEach(async () => {
  await service.close();
});

const client = (options: Partial<Parameters<typeof createHttpClient>[0]> = {}) =>
  createHttpClient({ service: 'wallet catalogue', baseUrl: service.url, ...options });

describe('httpClient against a stand-in service on 127.0.0.1', () => {
  it('a GET carries the route parameters, the default parameters (st, sv) and the project id', async () => {
    service.route('GET /getWallets', { json: { ok: true } });
    const http = client({ projectId: 'p-123', defaultQuery: { st: 'portico', sv: '1.7.3' } });

    await expect(http.getJson({ path: '/getWallets', query: { page: 2 } })).resolves.toEqual({
      ok: true,
    });

    const [request] = service.requests;
    expect(request?.method).toBe('GET');
    expect(request?.queryEntries).toEqual([
      ['page', '2'],
      ['st', 'portico'],
      ['sv', '1.7.3'],
      ['projectId', 'p-123'],
    ]);
    expect(request?.headers.accept).toBe('application/json');
  });

  it('sends no projectId parameter when no project id is set (and none is needed off the hosted services)', async () => {
    service.route('GET /v1/supported-chains', { json: {} });
    await client().getJson({ path: 'v1/supported-chains' });
    expect(service.requests[0]?.queryEntries).toEqual([]);
    expect(service.requests[0]?.path).toBe('/v1/supported-chains');
  });

  it('joins lists with commas and leaves out undefined, null and empty lists', async () => {
    service.route('GET /q', { json: null });
    await client().getJson({
      path: '/q',
      query: {
        include: ['a', 'b'],
        exclude: [],
        chains: undefined,
        search: null,
        flag: false,
        text: 'x y&z',
      },
    });
    expect(service.requests[0]?.query).toEqual({ include: 'a,b', flag: 'false', text: 'x y&z' });
  });

  it('route parameters cannot replace the project id or the sdk properties', async () => {
    service.route('GET /q', { json: {} });
    await client({ projectId: 'real', defaultQuery: { st: 'portico' } }).getJson({
      path: '/q',
      query: { projectId: 'forged', st: 'forged' },
    });
    expect(service.requests[0]?.queryEntries).toEqual([
      ['projectId', 'real'],
      ['st', 'portico'],
    ]);
  });

  it('keeps a path prefix of the base URL (a Portico server mounted under /api)', async () => {
    await service.close();
    service = await startStandInService('/api');
    service.route('GET /getAnalyticsConfig', { json: { isAnalyticsEnabled: true } });
    const http = client({ baseUrl: `${service.url}/` });
    await expect(http.getJson({ path: '/getAnalyticsConfig' })).resolves.toEqual({
      isAnalyticsEnabled: true,
    });
    expect(http.url('/x')).toBe(`${service.url}/x`);
  });

  it('a POST sends its body as JSON with content-type application/json', async () => {
    service.route('POST /e', { json: { received: true } });
    const body = { eventId: 'id', props: { nested: [1, 'two', null] } };
    await expect(client().postJson({ path: '/e', body })).resolves.toEqual({ received: true });
    expect(service.requests[0]).toMatchObject({ method: 'POST', path: '/e', body });
    expect(service.requests[0]?.headers['content-type']).toBe('application/json');
  });

  it.each([400, 401, 403, 404, 429, 500, 503])(
    "a %i status throws 'HTTP status code: {n}' as HttpStatusError carrying the status",
    async (status) => {
      service.route('GET /fail', { status, json: { reasons: [{ description: 'why' }] } });
      const failure = client().getJson({ path: '/fail' });
      await expect(failure).rejects.toThrow(`HTTP status code: ${status}`);
      await expect(failure).rejects.toBeInstanceOf(HttpStatusError);
      await expect(failure).rejects.toMatchObject({
        status,
        body: { reasons: [{ description: 'why' }] },
      });
    },
  );

  it('a non-OK status whose body is not JSON still throws HttpStatusError, with no body', async () => {
    service.route('POST /fail', { status: 502, raw: '<html>bad gateway</html>' });
    await expect(client().postJson({ path: '/fail', body: {} })).rejects.toMatchObject({
      status: 502,
      body: undefined,
      message: 'HTTP status code: 502',
    });
  });

  it('an OK answer that is not JSON throws ServiceResponseError; an empty one reads as undefined', async () => {
    service.route('GET /html', { raw: '<html></html>', contentType: 'text/html' });
    service.route('GET /empty', { status: 204 });
    await expect(client().getJson({ path: '/html' })).rejects.toBeInstanceOf(ServiceResponseError);
    await expect(client().getJson({ path: '/empty' })).resolves.toBeUndefined();
  });

  it('getBlob returns the body with its content type', async () => {
    service.route('GET /img', { raw: Buffer.from([137, 80, 78, 71]), contentType: 'image/png' });
    const blob = await client().getBlob({ path: '/img' });
    expect(blob.type).toBe('image/png');
    expect([...new Uint8Array(await blob.arrayBuffer())]).toEqual([137, 80, 78, 71]);
  });

  it('an aborted request rejects with the abort reason', async () => {
    service.route('GET /slow', { json: {}, delayMs: 2_000 });
    const controller = new AbortController();
    const request = client().getJson({ path: '/slow', signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    await expect(request).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('uses the injected fetch', async () => {
    service.route('GET /x', { json: { via: 'server' } });
    const calls: string[] = [];
    const http = client({
      fetch: (input, init) => {
        calls.push(input);
        return fetch(input, init);
      },
    });
    await http.getJson({ path: '/x' });
    expect(calls).toEqual([`${service.url}/x`]);
  });
});

describe("'Project ID Not Configured' only for hosted services (fetch recorded, never called)", () => {
  const state = (): PorticoState => ({
    modal: { open: false, view: 'Connect', history: ['Connect'], shake: false },
    theme: { mode: 'light', variables: {} },
    switchingNamespace: false,
    chains: {},
    connectors: [],
    toast: { open: false, variant: 'success', message: '', id: 0 },
  });

  it('throws it, and shows the alert once, when a hosted service URL is used without a project id', async () => {
    const store = createStore(state());
    const shown: unknown[] = [];
    store.subscribe(
      (next) => next.alert,
      (alert) => shown.push(alert),
    );
    const calls: string[] = [];
    const http = createHttpClient({
      service: 'wallet catalogue',
      baseUrl: 'https://api.web3modal.org',
      fetch: async (input) => {
        calls.push(input);
        return new Response('{}');
      },
      alerts: createAlerts(store),
    });
    const first = http.getJson({ path: '/getWallets' });
    await expect(first).rejects.toBeInstanceOf(ProjectIdNotConfiguredError);
    await expect(first).rejects.toThrow('Project ID Not Configured');
    expect(() => http.url('/getWalletImage/abc')).toThrow('Project ID Not Configured');
    expect(calls).toEqual([]);
    expect(store.getState().alert).toEqual({
      variant: 'error',
      title: 'Project ID Not Configured',
      message: expect.stringContaining('wallet catalogue'),
    });
    expect(shown).toHaveLength(1);
  });

  it('a hosted service with a project id is used normally', () => {
    const http = createHttpClient({
      service: 'blockchain API',
      baseUrl: 'https://rpc.walletconnect.org',
      projectId: 'abc',
    });
    expect(http.url('/v1/supported-chains')).toBe(
      'https://rpc.walletconnect.org/v1/supported-chains?projectId=abc',
    );
  });
});

describe('base URL and path segments', () => {
  it.each(['ftp://example.com', 'not a url', 'http://example.com/?a=1', 'http://example.com/#x'])(
    'refuses the base URL %s with a ConfigurationError',
    (baseUrl) => {
      expect(() => createHttpClient({ service: 'wallet catalogue', baseUrl })).toThrow(
        ConfigurationError,
      );
    },
  );

  it('pathSegment percent-encodes a value, keeps ":" and refuses "", "." and ".."', () => {
    expect(pathSegment('eip155:1:0xAb')).toBe('eip155:1:0xAb');
    expect(pathSegment('a/b?c#d e')).toBe('a%2Fb%3Fc%23d%20e');
    expect(pathSegment(42)).toBe('42');
    for (const bad of ['', '.', '..', '\uD800']) {
      expect(() => pathSegment(bad)).toThrow(InvalidPathSegmentError);
    }
  });

  it('property: any text is one segment that decodes back to itself, or a typed refusal', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'binary' })), (text) => {
        let segment: string;
        try {
          segment = pathSegment(text);
        } catch (error) {
          expect(error).toBeInstanceOf(InvalidPathSegmentError);
          return;
        }
        expect(segment).not.toMatch(/[/?#]/);
        expect(decodeURIComponent(segment)).toBe(text);
        const url = new URL(`http://127.0.0.1/v1/identity/${segment}`);
        expect(url.pathname.split('/')).toHaveLength(4);
      }),
      { numRuns: 2_000 },
    );
  });
});
