/**
 * The page store (`pageSessions()`): nonces made in the page, sessions kept in the page's
 * storage. It checks a session's shape, its account and its expiry, and NOTHING else: anyone
 * who can run script in the page can write a session here. What to trust is a server's
 * verification (serverSessions and @portico/siwx-server).
 */
import type { SiwxConfig, SiwxSession } from '@portico/core';
import { checkFieldOptions, messageFields, type MessageFieldOptions } from './messageFields';
import { pageNonce } from './nonce';
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

export interface PageSessionsOptions extends MessageFieldOptions {
  /** true: sign-in is required (the modal cannot be closed without a session). Default false. */
  readonly required?: boolean;
  /**
   * Where sessions are kept: a Storage-like object (window.localStorage fits), key
   * '@portico/siwx:sessions'. Default: the Portico instance's own storage (options.storage).
   */
  readonly storage?: StorageLike;
}

export function pageSessions(options: PageSessionsOptions = {}): SiwxConfig {
  checkFieldOptions(options, 'pageSessions');
  const build = (list: SessionList): SiwxConfig & BindableConfig => {
    const now = () => (options.now ?? Date.now)();
    const others = (chainId: string, address: string) =>
      list.read().filter((session) => !sameAccount(session.data, chainId, address));
    const config: SiwxConfig & BindableConfig = {
      createMessage: async (input) => messageFields(options, input, pageNonce()),
      async addSession(session: SiwxSession) {
        if (!isSiwxSession(session)) throw new TypeError('Not a sign-in session');
        const { chainId, accountAddress } = session.data;
        list.write([...others(chainId, accountAddress), session]);
      },
      async revokeSession(chainId, address) {
        list.write(others(chainId, address));
      },
      async setSessions(sessions) {
        if (!sessions.every(isSiwxSession)) throw new TypeError('Not a sign-in session');
        list.write(sessions);
      },
      async getSessions(chainId, address) {
        const kept = list.read();
        const live = kept.filter((session) => !isExpired(session.data, now()));
        if (live.length !== kept.length) list.write(live);
        return live.filter((session) => sameAccount(session.data, chainId, address));
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
