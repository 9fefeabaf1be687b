/**
 * The server store (`serverSessions({ url })`): nonces from a Portico server, sessions verified
 * and kept by it (@portico/siwx-server's HTTP API, see the design of issue 18). The page keeps a
 * copy of each session with the server's token (in the instance's storage, like the page
 * store) and asks the server with it (`Authorization: Bearer`) whether it still holds.
 */
import { parseServiceBaseUrl, type SiwxConfig, type SiwxSession } from '@portico/core';
import { checkFieldOptions, messageFields, type MessageFieldOptions } from './messageFields';
import {
  BIND_INSTANCE_STORAGE,
  instanceList,
  memoryList,
  storageList,
  type BindableConfig,
  type SessionList,
  type StorageLike,
} from './sessionList';
import { isExpired, isSiwxSession, sameAccount } from './sessionShape';

export interface ServerSessionsOptions extends MessageFieldOptions {
  /** The Portico server's base URL (https, or http on loopback), e.g. 'https://portico.example'. */
  readonly url: string;
  /** true: sign-in is required (the modal cannot be closed without a session). Default false. */
  readonly required?: boolean;
  /** Where the page keeps its copy of the sessions and their tokens (default: the instance's). */
  readonly storage?: StorageLike;
  /** The fetch to use (default: globalThis.fetch). */
  readonly fetch?: typeof fetch;
}

/** A refusal or failure of the server, with its reason (the server's `message`). */
export class SiwxServerError extends Error {
  override readonly name = 'SiwxServerError';
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

async function refusal(response: Response, what: string): Promise<SiwxServerError> {
  const body = await readJson(response);
  const reason = isRecord(body) && typeof body.message === 'string' ? body.message : undefined;
  return new SiwxServerError(
    reason ?? `The sign-in server answered ${response.status} to ${what}`,
    response.status,
  );
}

export function serverSessions(options: ServerSessionsOptions): SiwxConfig {
  checkFieldOptions(options, 'serverSessions');
  const base = parseServiceBaseUrl('serverSessions url', options.url);
  const call = (path: string, init: RequestInit) =>
    (options.fetch ?? globalThis.fetch)(`${base}${path}`, {
      ...init,
      credentials: 'omit',
      headers: { accept: 'application/json', ...init.headers },
    });
  const query = (chainId: string, address: string) =>
    `?${new URLSearchParams({ chainId, address }).toString()}`;

  const build = (list: SessionList): SiwxConfig & BindableConfig => {
    const now = () => (options.now ?? Date.now)();
    const mine = (chainId: string, address: string) =>
      list.read().filter((session) => sameAccount(session.data, chainId, address));
    const others = (chainId: string, address: string) =>
      list.read().filter((session) => !sameAccount(session.data, chainId, address));

    async function revoke(chainId: string, address: string): Promise<void> {
      const kept = mine(chainId, address);
      list.write(others(chainId, address));
      for (const session of kept) {
        if (!session.token) continue;
        const response = await call(`/v1/siwx/sessions${query(chainId, address)}`, {
          method: 'DELETE',
          headers: { authorization: `Bearer ${session.token}` },
        });
        if (!response.ok) throw await refusal(response, 'a sign-out');
      }
    }

    const config: SiwxConfig & BindableConfig = {
      async createMessage(input) {
        const response = await call('/v1/siwx/nonce', { method: 'POST' });
        if (!response.ok) throw await refusal(response, 'a nonce request');
        const body = await readJson(response);
        if (!isRecord(body) || typeof body.nonce !== 'string') {
          throw new SiwxServerError('The sign-in server gave no nonce', response.status);
        }
        return messageFields(options, input, body.nonce);
      },
      async addSession(session: SiwxSession) {
        const response = await call('/v1/siwx/sessions', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ message: session.message, signature: session.signature }),
        });
        if (response.status !== 201) throw await refusal(response, 'a sign-in');
        const body = await readJson(response);
        const created = isRecord(body) && isRecord(body.session) ? body.session : undefined;
        if (typeof created?.token !== 'string') {
          throw new SiwxServerError('The sign-in server gave no session token', response.status);
        }
        const kept: SiwxSession = { ...session, token: created.token };
        const { chainId, accountAddress } = session.data;
        list.write([...others(chainId, accountAddress), kept]);
      },
      revokeSession: revoke,
      async setSessions(sessions) {
        if (sessions.length === 0) {
          for (const { data } of list.read()) await revoke(data.chainId, data.accountAddress);
          return;
        }
        if (!sessions.every(isSiwxSession)) throw new TypeError('Not a sign-in session');
        list.write(sessions);
      },
      async getSessions(chainId, address) {
        const valid: SiwxSession[] = [];
        for (const session of mine(chainId, address)) {
          if (!session.token || isExpired(session.data, now())) continue;
          const response = await call(`/v1/siwx/sessions${query(chainId, address)}`, {
            method: 'GET',
            headers: { authorization: `Bearer ${session.token}` },
          });
          if (!response.ok) throw await refusal(response, 'a session request');
          const body = await readJson(response);
          const held =
            isRecord(body) &&
            Array.isArray(body.sessions) &&
            body.sessions.some((held) => isRecord(held) && held.message === session.message);
          if (held) valid.push(session);
        }
        // What the server no longer holds (or has expired) is dropped from the page.
        list.write([...others(chainId, address), ...valid]);
        return valid;
      },
      getRequired: () => options.required ?? false,
    };
    if (!options.storage) {
      config[BIND_INSTANCE_STORAGE] = (storage) => build(instanceList(storage));
    }
    return Object.freeze(config);
  };
  return build(options.storage ? storageList(options.storage) : memoryList());
}
