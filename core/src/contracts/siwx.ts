/**
 * Sign in with X (CAIP-122): the contracts between the app's `siwx` option, the adapters that
 * know each namespace's message text, and the sign-in feature plugin. The shape follows
 * AppKit's SIWXConfig so that an app moving over keeps its config object.
 */
import type { CaipAddress, ChainNamespace } from '../validators/caip';

/** The fields of a sign-in message, whatever the namespace's text format. */
export interface SiwxMessageData {
  /** The account's plain address (no CAIP prefix). */
  readonly accountAddress: string;
  /** CAIP-2 chain id, e.g. 'eip155:1' or 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'. */
  readonly chainId: string;
  /** RFC 3986 authority asking for the sign-in (the page's host). */
  readonly domain: string;
  /** RFC 3986 URI of the resource the sign-in is for (the page's origin). */
  readonly uri: string;
  readonly version: '1';
  /** At least 8 alphanumeric characters; single use (the server issues it). */
  readonly nonce: string;
  /** A human-readable assertion the visitor signs; no line breaks. */
  readonly statement?: string;
  /** ISO 8601. */
  readonly issuedAt: string;
  /** ISO 8601; after it the session is over ('Session Expired'). */
  readonly expirationTime?: string;
  /** ISO 8601. */
  readonly notBefore?: string;
  readonly requestId?: string;
  readonly resources?: readonly string[];
}

/** What `createMessage` is asked for: whose sign-in, on which chain. */
export interface SiwxMessageInput {
  readonly accountAddress: string;
  /** CAIP-2. */
  readonly chainId: string;
}

/** A signed sign-in: the fields, the exact text the wallet signed, and its signature. */
export interface SiwxSession {
  readonly data: SiwxMessageData;
  /** The text as signed (the namespace's format of `data`). */
  readonly message: string;
  /**
   * As the namespace's adapter returned it from signMessage (0x hex on eip155, base58 on
   * solana).
   */
  readonly signature: string;
  /** A store's own handle on the session (e.g. the server's session token). */
  readonly token?: string;
}

/**
 * The app's `siwx` option: where nonces and message fields come from and where sessions are
 * kept. @portico/feature-siwx ships two: sessions kept in the page (the default) and sessions
 * kept and verified by a Portico server.
 */
export interface SiwxConfig {
  /** The fields of a new message (with a fresh nonce) for this account and chain. */
  createMessage(input: SiwxMessageInput): Promise<SiwxMessageData>;
  /** Keeps a signed session; rejects (with the reason) when it does not verify. */
  addSession(session: SiwxSession): Promise<void>;
  /** Ends the sessions of this account on this chain. */
  revokeSession(chainId: string, address: string): Promise<void>;
  /** Replaces every kept session (an empty list signs out everywhere). */
  setSessions(sessions: readonly SiwxSession[]): Promise<void>;
  /** The valid (unexpired) sessions of this account on this chain. */
  getSessions(chainId: string, address: string): Promise<readonly SiwxSession[]>;
  /**
   * true: a connected account without a session cannot use the app; the modal stays open on
   * the sign-in view and cancelling disconnects. Default false.
   */
  getRequired?(): boolean;
}

/** A namespace's sign-in message text: adapters provide it (loaded when first needed). */
export interface SiwxMessageFormat {
  readonly namespace: ChainNamespace;
  /** The exact text the wallet is asked to sign for `data`. */
  format(data: SiwxMessageData): string;
}

/**
 * A connect and a sign-in in one step, through a shared connector that can do both at once
 * (`SharedConnector.connectAndSignIn`; WalletConnect's one-click sign-in, a session proposal
 * that carries a CAIP-122 sign-in request): the message fields without the account, which the
 * wallet picks as it connects. A connector may stamp its own `issuedAt` (WalletConnect's
 * sign-client does): each session's `data` says what was signed.
 */
export interface SiwxConnectRequest extends Omit<
  SiwxMessageData,
  'accountAddress' | 'chainId' | 'version'
> {
  /**
   * CAIP-2 chains of one namespace the visitor may sign in on (e.g. ['eip155:1']), among the
   * configured networks. The session itself asks what a connect asks (namespaces, methods,
   * events).
   */
  readonly chains: readonly string[];
}

/**
 * Why a connectAndSignIn connected without signing in: the wallet does not support the one-step
 * sign-in, the chains' namespace has none, or a session was already up (nothing was asked).
 */
export type SiwxConnectFallback = 'walletUnsupported' | 'namespaceUnsupported' | 'alreadyConnected';

/**
 * What connectAndSignIn gives: connected either way. 'signedIn': one session per message the
 * wallet signed (its `message` exactly as signed, `data` its fields), ready for
 * `SiwxConfig.addSession`, whose store treats it as any signed sign-in (a server verifies the
 * signature; the connector checks that each answers the request, not the signature). 'connected': no signature came back; the
 * caller signs in as after any connect (connect-then-sign).
 */
export type SiwxConnectResult =
  | {
      readonly status: 'signedIn';
      /** The connected accounts (CAIP-10) on the session's current chain. */
      readonly accounts: readonly CaipAddress[];
      readonly sessions: readonly SiwxSession[];
    }
  | {
      readonly status: 'connected';
      readonly accounts: readonly CaipAddress[];
      readonly reason: SiwxConnectFallback;
    };

/** AppKit's SIWECreateMessageArgs: what the legacy `siweConfig.createMessage` is given. */
export interface SiweCreateMessageArgs {
  readonly domain: string;
  readonly nonce: string;
  readonly uri: string;
  readonly address: string;
  readonly version: '1';
  readonly type?: 'eip4361';
  readonly nbf?: string;
  readonly exp?: string;
  readonly statement?: string;
  readonly requestId?: string;
  readonly resources?: readonly string[];
  readonly expiry?: number;
  readonly iat?: string;
  readonly chainId: number;
}

/** AppKit's SIWEMessageArgs: the legacy `getMessageParams()` answer. */
export type SiweMessageArgs = {
  readonly chains: readonly number[];
  readonly methods?: readonly string[];
} & Omit<SiweCreateMessageArgs, 'address' | 'chainId' | 'nonce' | 'version'>;

/** AppKit's SIWESession. */
export interface SiweSession {
  readonly address: string;
  readonly chainId: number;
}

/**
 * AppKit's older `siweConfig` (eip155 only): Portico maps it onto SiwxConfig
 * (@portico/feature-siwx's `fromSiweConfig`). The legacy server verifies (`verifyMessage`).
 */
export interface SiweConfig {
  getNonce(address?: string): Promise<string>;
  getMessageParams?(): Promise<SiweMessageArgs>;
  /** The legacy text builder; Portico writes EIP-4361 with viem instead (same fields). */
  createMessage?(args: SiweCreateMessageArgs): string;
  verifyMessage(args: {
    readonly message: string;
    readonly signature: string;
    readonly cacao?: unknown;
    readonly clientId?: string | null;
  }): Promise<boolean>;
  getSession(): Promise<SiweSession | null>;
  signOut(): Promise<boolean>;
  onSignIn?(session?: SiweSession): void;
  onSignOut?(): void;
  /** false: the config is kept but sign-in is off. */
  readonly enabled?: boolean;
  readonly nonceRefetchIntervalMs?: number;
  readonly sessionRefetchIntervalMs?: number;
  readonly signOutOnDisconnect?: boolean;
  readonly signOutOnAccountChange?: boolean;
  readonly signOutOnNetworkChange?: boolean;
  readonly required?: boolean;
}
