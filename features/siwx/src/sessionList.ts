/**
 * Where a store keeps its sessions: a Storage-like object the app gave, the Portico instance's
 * own storage (key 'siwxSessions', bound by the plugin when it loads), or memory. What is read
 * back is checked session by session; a session of the wrong shape is dropped.
 */
import type { SiwxConfig, SiwxSession } from '@portico/core';
import { isSiwxSession } from './sessionShape';

/** The part of the Web Storage API the page store uses (window.localStorage fits). */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface SessionList {
  read(): readonly SiwxSession[];
  write(sessions: readonly SiwxSession[]): void;
}

/** The key in a Storage-like object the app passes. */
export const STORAGE_KEY = '@portico/siwx:sessions';

function checked(value: unknown): readonly SiwxSession[] {
  return Array.isArray(value) ? value.filter(isSiwxSession) : [];
}

export function memoryList(): SessionList {
  let sessions: readonly SiwxSession[] = [];
  return {
    read: () => sessions,
    write: (next) => void (sessions = [...next]),
  };
}

export function storageList(storage: StorageLike, key = STORAGE_KEY): SessionList {
  return {
    read() {
      try {
        const text = storage.getItem(key);
        return text === null ? [] : checked(JSON.parse(text));
      } catch {
        return [];
      }
    },
    write(sessions) {
      try {
        if (sessions.length === 0) storage.removeItem(key);
        else storage.setItem(key, JSON.stringify(sessions));
      } catch {
        // A full or blocked storage keeps the session for this page only: nothing to do.
      }
    },
  };
}

/** The instance's storage as the plugin binds it (core's PorticoStorage, key 'siwxSessions'). */
export interface InstanceSessionStorage {
  get(key: 'siwxSessions'): readonly unknown[] | undefined;
  set(key: 'siwxSessions', value: readonly unknown[]): void;
  remove(key: 'siwxSessions'): void;
}

export function instanceList(storage: InstanceSessionStorage): SessionList {
  return {
    read: () => checked(storage.get('siwxSessions')),
    write(sessions) {
      if (sessions.length === 0) storage.remove('siwxSessions');
      else storage.set('siwxSessions', sessions);
    },
  };
}

/**
 * The hook by which the plugin gives a store built without its own storage the instance's
 * storage: `config[BIND_INSTANCE_STORAGE](storage)` returns the store bound to it.
 */
export const BIND_INSTANCE_STORAGE: unique symbol = Symbol.for('@portico/feature-siwx:bind');

export interface BindableConfig {
  [BIND_INSTANCE_STORAGE]?(storage: InstanceSessionStorage): SiwxConfig;
}
