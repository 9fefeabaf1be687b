/**
 * The sign-in HTTP API, framework-free: a request described by plain fields in, a status, JSON
 * body and headers out. A host server (node:http through nodeHandler.ts, @portico/server through
 * Hono) reads the request its own way and writes the answer.
 *
 * - POST   /v1/siwx/nonce     -> 200 { nonce, expiresAt }
 * - POST   /v1/siwx/sessions  { message, signature } -> 201 { session: { chainId, address,
 *                               expiresAt, token } } and Set-Cookie portico_siwx
 * - GET    /v1/siwx/sessions?chainId=&address= (Bearer token or cookie) -> 200 { sessions: [
 *                               { chainId, address, expiresAt, message, signature } ] }
 * - DELETE /v1/siwx/sessions?chainId=&address= (Bearer token or cookie) -> 204, cookie cleared
 *
 * A refusal is its status with `{ status, message, reasons: [{ description: message }] }`.
 * Every answer is Cache-Control: no-store.
 */
import { SiwxError } from '../errors';
import type { SiwxServer, SiwxSessionFilter } from '../siwxServer';
import { SIWX_MESSAGES } from '../siwxMessages';
import { clearedSessionCookie, sessionCookie, sessionTokenOf } from './sessionToken';

export const SIWX_NONCE_PATH = '/v1/siwx/nonce';
export const SIWX_SESSIONS_PATH = '/v1/siwx/sessions';

/** The routes, as [method, path]: for hosts that register them one by one. */
export const SIWX_ROUTES: readonly (readonly [string, string])[] = Object.freeze([
  ['POST', SIWX_NONCE_PATH],
  ['POST', SIWX_SESSIONS_PATH],
  ['GET', SIWX_SESSIONS_PATH],
  ['DELETE', SIWX_SESSIONS_PATH],
] as const);

export interface SiwxHttpRequest {
  readonly method: string;
  /** The path as routed ('/v1/siwx/sessions'), without a mount prefix or query. */
  readonly path: string;
  readonly query: URLSearchParams;
  /** A request header by its lower-case name. */
  header(name: string): string | undefined;
  /**
   * The JSON body: undefined when the request has none; the host refuses (throws) a body that
   * is not a JSON object sent as application/json, too large or not UTF-8.
   */
  readBody(): Promise<unknown>;
  /** true when the client reached the server over https (the cookie is then Secure). */
  readonly secure: boolean;
}

export interface SiwxHttpResponse {
  readonly status: number;
  /** JSON; absent for 204. */
  readonly body?: unknown;
  readonly headers: Readonly<Record<string, string>>;
}

export type SiwxHttpHandler = (request: SiwxHttpRequest) => Promise<SiwxHttpResponse | undefined>;

/** The error shape of @portico/server: a client reads the first reason's description. */
export function siwxErrorBody(status: number, message: string) {
  return { status, message, reasons: [{ description: message }] };
}

const NO_STORE = { 'cache-control': 'no-store' } as const;
/** A CAIP-2 chain id ('eip155:1', 'solana:5eykt…'). */
const CAIP2 = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/;
const MAX_ADDRESS_CHARS = 128;

function filterOf(query: URLSearchParams): SiwxSessionFilter {
  const chainId = query.get('chainId') ?? undefined;
  const address = query.get('address') ?? undefined;
  if (chainId !== undefined && chainId !== '' && !CAIP2.test(chainId)) {
    throw new SiwxError(
      'BAD_REQUEST',
      SIWX_MESSAGES.queryInvalid('chainId', 'a CAIP-2 chain id such as eip155:1'),
    );
  }
  if (address !== undefined && (address.length > MAX_ADDRESS_CHARS || /\s/.test(address))) {
    throw new SiwxError('BAD_REQUEST', SIWX_MESSAGES.queryInvalid('address', 'an account address'));
  }
  return {
    ...(chainId && { chainId }),
    ...(address && { address }),
  };
}

function stringField(body: unknown, name: 'message' | 'signature'): string {
  const value = (body as Record<string, unknown> | undefined)?.[name];
  if (typeof value !== 'string' || value === '') {
    throw new SiwxError('BAD_REQUEST', SIWX_MESSAGES.bodyFieldMissing(name));
  }
  return value;
}

/** The handler of the four routes; undefined for any other method or path (the host's 404). */
export function createSiwxHttpHandler(server: SiwxServer): SiwxHttpHandler {
  const { now } = server.options;
  const handlers: Record<string, (request: SiwxHttpRequest) => Promise<SiwxHttpResponse>> = {
    async [`POST ${SIWX_NONCE_PATH}`](request) {
      // No body, or a JSON object (ignored): what a host accepts as a JSON body.
      await request.readBody();
      return { status: 200, body: await server.issueNonce(), headers: NO_STORE };
    },
    async [`POST ${SIWX_SESSIONS_PATH}`](request) {
      const body = await request.readBody();
      if (typeof body !== 'object' || body === null || Array.isArray(body)) {
        throw new SiwxError('BAD_REQUEST', SIWX_MESSAGES.bodyFieldMissing('message'));
      }
      const session = await server.signIn(
        stringField(body, 'message'),
        stringField(body, 'signature'),
      );
      return {
        status: 201,
        body: { session },
        headers: {
          ...NO_STORE,
          'set-cookie': sessionCookie(session.token, session.expiresAt, now(), request.secure),
        },
      };
    },
    async [`GET ${SIWX_SESSIONS_PATH}`](request) {
      const filter = filterOf(request.query);
      const token = sessionTokenOf(request.header('authorization'), request.header('cookie'));
      return {
        status: 200,
        body: { sessions: await server.getSessions(token, filter) },
        headers: NO_STORE,
      };
    },
    async [`DELETE ${SIWX_SESSIONS_PATH}`](request) {
      const filter = filterOf(request.query);
      const token = sessionTokenOf(request.header('authorization'), request.header('cookie'));
      const ended = await server.signOut(token, filter);
      return {
        status: 204,
        headers: {
          ...NO_STORE,
          ...(ended && { 'set-cookie': clearedSessionCookie(request.secure) }),
        },
      };
    },
  };
  const routes = new Map(Object.entries(handlers));
  return async (request) => {
    const route = routes.get(`${request.method.toUpperCase()} ${request.path}`);
    if (!route) return undefined;
    try {
      return await route(request);
    } catch (error) {
      if (!(error instanceof SiwxError)) throw error;
      return {
        status: error.status,
        body: siwxErrorBody(error.status, error.message),
        headers: NO_STORE,
      };
    }
  };
}
