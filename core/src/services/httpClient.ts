/**
 * A small fetch wrapper for the services of spec section 7: one base URL, the query
 * parameters every request of a service carries (the sdk properties, the project id when
 * one is set), JSON bodies, AbortSignal, and the spec's error rules:
 *
 * - any status that is not OK throws HttpStatusError, 'HTTP status code: {n}' (spec 8);
 * - 'Project ID Not Configured' only when a hosted service is used without a project id
 *   (`assertProjectIdFor`); Portico's own server, or any other URL, needs none.
 *
 * Network failures and aborts are not wrapped: fetch's TypeError and the signal's reason
 * reach the caller as they are.
 */
import type { AlertState } from '../state/types';
import { HttpStatusError, InvalidPathSegmentError, ServiceResponseError } from '../errors/errors';
import { MESSAGES } from '../errors/messages';
import { assertProjectIdFor } from '../options/projectId';
import { parseServiceBaseUrl } from './serviceBaseUrl';

export type QueryValue = string | number | boolean | readonly string[] | null | undefined;
/** Query parameters; undefined, null and empty lists are left out, lists are comma-joined. */
export type Query = Readonly<Record<string, QueryValue>>;

export type FetchFunction = (input: string, init?: RequestInit) => Promise<Response>;

export interface HttpRequest {
  /** Path under the base URL; build dynamic parts with `pathSegment`. */
  readonly path: string;
  readonly query?: Query;
  readonly signal?: AbortSignal;
}

export interface HttpPostRequest extends HttpRequest {
  /** Sent as JSON. */
  readonly body: unknown;
}

/** An alerts-like sink: core's Alerts satisfies it. */
export interface AlertsSink {
  showOnce(key: string, alert: AlertState): void;
}

export interface HttpClientOptions {
  /** What the service is called in messages: 'wallet catalogue', 'blockchain API', ... */
  readonly service: string;
  readonly baseUrl: string;
  readonly projectId?: string;
  /** Parameters every request of this service carries (e.g. the sdk properties st and sv). */
  readonly defaultQuery?: Query;
  /** Defaults to the global fetch, looked up when a request is made. */
  readonly fetch?: FetchFunction;
  /** Shows 'Project ID Not Configured' once when a hosted service lacks a project id. */
  readonly alerts?: AlertsSink;
}

/** Where a service is and how to reach it: what the service factories take. */
export type ServiceConnection = Pick<
  HttpClientOptions,
  'baseUrl' | 'projectId' | 'fetch' | 'alerts'
>;

export interface HttpClient {
  readonly service: string;
  /** The base URL without a trailing slash. */
  readonly baseUrl: string;
  /** The project id when one is set (some bodies carry it too). */
  readonly projectId: string | undefined;
  /** The full URL of a request, with the default parameters and the project id. */
  url(path: string, query?: Query): string;
  getJson(request: HttpRequest): Promise<unknown>;
  postJson(request: HttpPostRequest): Promise<unknown>;
  getBlob(request: HttpRequest): Promise<Blob>;
}

/**
 * One path segment from a value that may come from a user or a wallet (an address, a name):
 * percent-encoded, ':' kept (CAIP ids read better and ':' is valid in a path segment).
 * '', '.' and '..' are refused (a URL parser would drop them or climb a level), and so is
 * text with a lone UTF-16 surrogate, which has no UTF-8 form.
 */
export function pathSegment(value: string | number): string {
  const text = String(value);
  if (text === '' || text === '.' || text === '..') throw new InvalidPathSegmentError(text);
  try {
    return encodeURIComponent(text).replace(/%3A/gi, ':');
  } catch {
    // A lone UTF-16 surrogate has no UTF-8 form (URIError).
    throw new InvalidPathSegmentError(text);
  }
}

export function createHttpClient(options: HttpClientOptions): HttpClient {
  const { service, projectId, alerts } = options;
  const base = parseServiceBaseUrl(service, options.baseUrl);
  const doFetch: FetchFunction = (input, init) => (options.fetch ?? globalThis.fetch)(input, init);

  const url = (path: string, query: Query = {}): string => {
    try {
      assertProjectIdFor(service, base, projectId);
    } catch (error) {
      alerts?.showOnce(`services:projectIdNotConfigured:${service}`, {
        variant: 'error',
        title: MESSAGES.projectIdNotConfigured,
        message: MESSAGES.projectIdMissing(service),
      });
      throw error;
    }
    const target = new URL(`${base}${path.startsWith('/') ? path : `/${path}`}`);
    const fixed: Query = { ...options.defaultQuery, projectId: projectId || undefined };
    for (const [name, value] of Object.entries({ ...query, ...fixed })) {
      const text = queryText(value);
      if (text !== undefined) target.searchParams.set(name, text);
    }
    return target.toString();
  };

  const send = async (method: 'GET' | 'POST', request: HttpRequest, init: RequestInit) => {
    const response = await doFetch(url(request.path, request.query), {
      ...init,
      method,
      signal: request.signal,
    });
    if (!response.ok) throw new HttpStatusError(response.status, await readErrorBody(response));
    return response;
  };

  const readJson = async (response: Response, route: string): Promise<unknown> => {
    const text = await response.text();
    if (text.trim() === '') return undefined;
    try {
      return JSON.parse(text) as unknown;
    } catch (cause) {
      throw new ServiceResponseError(MESSAGES.serviceResponseUnreadable(service, route), {
        cause,
      });
    }
  };

  return {
    service,
    baseUrl: base,
    projectId: projectId || undefined,
    url,
    async getJson(request) {
      const response = await send('GET', request, { headers: { accept: 'application/json' } });
      return readJson(response, `GET ${request.path}`);
    },
    async postJson(request) {
      const response = await send('POST', request, {
        headers: { accept: 'application/json', 'content-type': 'application/json' },
        body: JSON.stringify(request.body),
      });
      return readJson(response, `POST ${request.path}`);
    },
    async getBlob(request) {
      const response = await send('GET', request, {});
      return response.blob();
    },
  };
}

function queryText(value: QueryValue): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return value.length > 0 ? value.join(',') : undefined;
}

/** The body of an error response as JSON when it is JSON; undefined otherwise. */
async function readErrorBody(response: Response): Promise<unknown> {
  try {
    return JSON.parse(await response.text()) as unknown;
  } catch {
    return undefined;
  }
}

/** True for the rejection of an aborted request (fetch's AbortError, or a signal's reason). */
export function isAbortError(error: unknown, signal?: AbortSignal): boolean {
  if (signal?.aborted) return true;
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { name?: unknown }).name === 'AbortError'
  );
}
