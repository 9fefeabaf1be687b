/**
 * Where the sign-in server keeps nonces and sessions. The default, createMemoryStore(), keeps
 * them in this process; a deployment with several processes plugs in a shared one (a SQL table,
 * Redis) implementing this interface. Times are milliseconds since the epoch.
 *
 * The one operation that must be atomic is `useNonce`: of two requests using the same nonce at
 * the same time, exactly one may get 'ok' (a conditional UPDATE ... WHERE used_by IS NULL, or
 * Redis SET NX, does it).
 */

/** An issued nonce. */
export interface SiwxNonceRecord {
  readonly nonce: string;
  /** After this the nonce is refused (and the store may forget it). */
  readonly expiresAt: number;
  /** The hash of the message that used it (hex), once used. */
  readonly usedBy?: string;
}

/** A signed-in session, kept under its token. */
export interface SiwxSessionRecord {
  /** The opaque token the client presents (cookie or Bearer). */
  readonly token: string;
  /** CAIP-2. */
  readonly chainId: string;
  /** The account's address as the message carries it. */
  readonly address: string;
  /** After this the session is over. */
  readonly expiresAt: number;
  /** The message as signed, and its signature. */
  readonly message: string;
  readonly signature: string;
}

export type SiwxUseNonceResult =
  | { readonly status: 'ok' }
  | { readonly status: 'unknown' }
  | { readonly status: 'expired' }
  /** Used already; `usedBy` is the hash of the message that used it. */
  | { readonly status: 'used'; readonly usedBy: string };

export interface SiwxStore {
  /** Keeps a newly issued nonce. */
  addNonce(record: SiwxNonceRecord): Promise<void>;
  /** The nonce as issued (used or not), or undefined when unknown or forgotten. */
  getNonce(nonce: string): Promise<SiwxNonceRecord | undefined>;
  /**
   * Marks the nonce used by `messageHash` if it is known, unexpired at `now` and unused;
   * atomically (see above). Says why not otherwise.
   */
  useNonce(nonce: string, messageHash: string, now: number): Promise<SiwxUseNonceResult>;
  addSession(session: SiwxSessionRecord): Promise<void>;
  /** The session of this token, expired or not (the server checks), or undefined. */
  getSession(token: string): Promise<SiwxSessionRecord | undefined>;
  /** Forgets the session of this token (nothing when there is none). */
  deleteSession(token: string): Promise<void>;
}
