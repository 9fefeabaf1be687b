/**
 * A small client of an Esplora-style REST API (Blockstream's esplora, mempool.space, the local
 * regtest layer of @portico/testing): GET text or JSON, POST text. Every request has a timeout
 * (an AbortController, so it also covers reading the body) and an answer size cap; a failed
 * request or an error status is an EsploraRequestError carrying the status and the API's text,
 * a 404 is `undefined` where the caller asked for it. What the answers hold is checked by
 * esploraAnswers.ts: this file never trusts their shape.
 */
import { EsploraRequestError, MalformedEsploraAnswerError } from './chainErrors';

/** How long one request may take, body included. */
export const ESPLORA_TIMEOUT_MS = 15_000;
/** The largest answer read (a standard transaction's hex is at most 800,000 characters). */
export const ESPLORA_MAX_ANSWER_CHARS = 4_000_000;
/** How much of an error body goes into an error's text. */
const ERROR_TEXT_CHARS = 300;

export interface EsploraClientOptions {
  readonly timeoutMs?: number;
  /** The fetch to use; the global one by default. */
  readonly fetch?: typeof fetch;
}

export interface EsploraClient {
  readonly baseUrl: string;
  /** The text of GET `path`. */
  getText(path: string, action: string): Promise<string>;
  /** The same, `undefined` for a 404. */
  getTextOrNotFound(path: string, action: string): Promise<string | undefined>;
  /** GET `path` parsed as JSON (still untrusted: the caller checks its shape). */
  getJson(path: string, action: string): Promise<unknown>;
  getJsonOrNotFound(path: string, action: string): Promise<unknown>;
  /** POST `body` as text/plain; the answer's text. */
  postText(path: string, body: string, action: string): Promise<string>;
}

const NOT_FOUND = Symbol('not found');

export function createEsploraClient(
  baseUrl: string,
  options: EsploraClientOptions = {},
): EsploraClient {
  const base = baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? ESPLORA_TIMEOUT_MS;

  async function request(
    path: string,
    action: string,
    init: { method: 'GET' | 'POST'; body?: string },
    allowNotFound: boolean,
  ): Promise<string | typeof NOT_FOUND> {
    const doFetch = options.fetch ?? globalThis.fetch;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      const response = await doFetch(`${base}${path}`, {
        method: init.method,
        body: init.body,
        headers: init.body === undefined ? undefined : { 'content-type': 'text/plain' },
        signal: controller.signal,
        // An answer is never cached by the browser: balances and statuses change.
        cache: 'no-store',
      });
      if (allowNotFound && response.status === 404) {
        await response.body?.cancel().catch(() => undefined);
        return NOT_FOUND;
      }
      const text = await readCapped(response, action);
      if (!response.ok) {
        const body = text.trim().slice(0, ERROR_TEXT_CHARS);
        throw new EsploraRequestError(
          action,
          response.status,
          `HTTP ${response.status}${body ? `: ${body}` : ''}`,
          { body },
        );
      }
      return text;
    } catch (error) {
      if (error instanceof EsploraRequestError) throw error;
      const detail = controller.signal.aborted
        ? `no answer within ${Math.round(timeoutMs / 1000)} s`
        : describe(error);
      throw new EsploraRequestError(action, undefined, detail, { cause: error });
    } finally {
      clearTimeout(timer);
    }
  }

  async function json(path: string, action: string, allowNotFound: boolean): Promise<unknown> {
    const text = await request(path, action, { method: 'GET' }, allowNotFound);
    if (text === NOT_FOUND) return undefined;
    try {
      return JSON.parse(text) as unknown;
    } catch (error) {
      throw new MalformedEsploraAnswerError(action, `not JSON (${describe(error)})`);
    }
  }

  return {
    baseUrl: base,
    async getText(path, action) {
      return (await request(path, action, { method: 'GET' }, false)) as string;
    },
    async getTextOrNotFound(path, action) {
      const text = await request(path, action, { method: 'GET' }, true);
      return text === NOT_FOUND ? undefined : text;
    },
    getJson: (path, action) => json(path, action, false),
    getJsonOrNotFound: (path, action) => json(path, action, true),
    async postText(path, body, action) {
      return (await request(path, action, { method: 'POST', body }, false)) as string;
    },
  };
}

/** The body as text, refused past ESPLORA_MAX_ANSWER_CHARS (by Content-Length or as read). */
async function readCapped(response: Response, action: string): Promise<string> {
  const declared = Number(response.headers.get('content-length') ?? 'NaN');
  if (declared > ESPLORA_MAX_ANSWER_CHARS) {
    await response.body?.cancel().catch(() => undefined);
    throw new EsploraRequestError(
      action,
      response.status,
      `the answer is too large (${declared} bytes)`,
    );
  }
  const text = await response.text();
  if (text.length > ESPLORA_MAX_ANSWER_CHARS) {
    throw new EsploraRequestError(
      action,
      response.status,
      `the answer is too large (${text.length} characters)`,
    );
  }
  return text;
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
