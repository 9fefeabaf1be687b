/**
 * The sign-in server, framework-free: issue a nonce, verify a signed message (and use its
 * nonce), create a session, read it, sign out. Any Node server calls these; http/ maps them on
 * the HTTP API (POST /v1/siwx/nonce, POST/GET/DELETE /v1/siwx/sessions).
 *
 * Checks, in order (each refusal is a SiwxError with its own code and reason): the message is a
 * well-formed EIP-4361 or Sign-In With Solana text; its chain is configured; its domain and URI
 * are allowed; it was not issued in the future (beyond the clock skew), has not expired and is
 * past its not-before time; its nonce was issued here, is unexpired and unused; the signature is
 * the account's (EOA, EIP-1271 and EIP-6492 on eip155 through the chain's node; ed25519 on
 * solana). Only then is the nonce used, atomically in the store: of two requests racing with
 * one message, one signs in and the other is told it was used.
 */
import { createHash } from 'node:crypto';
import type { SiwxMessageData } from '@portico/core';
import { parseEip155Message } from './eip155Message';
import { createEip155Verifier } from './eip155Signature';
import { SiwxError } from './errors';
import { createMemoryStore } from './memoryStore';
import {
  normalizeDomain,
  resolveSiwxOptions,
  type ResolvedSiwxOptions,
  type SiwxServerOptions,
} from './options';
import { randomNonce, randomSessionToken } from './randomText';
import { messageNamespace, type ParsedSiwxMessage } from './signedMessage';
import { SIWX_MESSAGES } from './siwxMessages';
import { parseSolanaMessage, verifySolanaSignature } from './solanaSignature';
import type { SiwxSessionRecord, SiwxStore } from './store';

/** The longest message and signature taken (a contract account's EIP-6492 signature carries its deployment). */
export const MAX_MESSAGE_CHARS = 8_192;
export const MAX_SIGNATURE_CHARS = 32_768;

export interface SiwxIssuedNonce {
  readonly nonce: string;
  /** ISO 8601. */
  readonly expiresAt: string;
}

/** A message whose every check passed; its nonce is now used. */
export interface SiwxVerifiedMessage extends ParsedSiwxMessage {
  readonly message: string;
  readonly signature: string;
}

/** A session as the API shows it. */
export interface SiwxSessionView {
  /** CAIP-2. */
  readonly chainId: string;
  readonly address: string;
  /** ISO 8601. */
  readonly expiresAt: string;
  readonly message: string;
  readonly signature: string;
}

export interface SiwxCreatedSession {
  readonly chainId: string;
  readonly address: string;
  readonly expiresAt: string;
  /** Opaque; the client presents it as a Bearer token or the cookie. */
  readonly token: string;
}

/** Which sessions a read or a sign-out is about; absent fields match any. */
export interface SiwxSessionFilter {
  readonly chainId?: string;
  readonly address?: string;
}

export interface SiwxServer {
  /** A new single-use nonce, valid for the nonce lifetime (5 minutes by default). */
  issueNonce(): Promise<SiwxIssuedNonce>;
  /** Every check above; uses the nonce. Throws SiwxError with the reason. */
  verify(message: string, signature: string): Promise<SiwxVerifiedMessage>;
  /** A session for a verified message. */
  createSession(verified: SiwxVerifiedMessage): Promise<SiwxCreatedSession>;
  /** verify, then createSession. */
  signIn(message: string, signature: string): Promise<SiwxCreatedSession>;
  /** The token's session if it is unexpired and matches the filter: zero or one. */
  getSessions(token: string | undefined, filter?: SiwxSessionFilter): Promise<SiwxSessionView[]>;
  /** Ends the token's session if it matches the filter; true when there is none left under it. */
  signOut(token: string | undefined, filter?: SiwxSessionFilter): Promise<boolean>;
  /** The resolved options (allow-lists, chains, lifetimes). */
  readonly options: ResolvedSiwxOptions;
}

const iso = (ms: number) => new Date(ms).toISOString();
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** eip155 addresses compare without case (checksums); others exactly. */
function sameAddress(chainId: string, a: string, b: string): boolean {
  return chainId.startsWith('eip155:') ? a.toLowerCase() === b.toLowerCase() : a === b;
}

function matches(session: SiwxSessionRecord, filter: SiwxSessionFilter = {}): boolean {
  if (filter.chainId !== undefined && filter.chainId !== session.chainId) return false;
  return (
    filter.address === undefined || sameAddress(session.chainId, filter.address, session.address)
  );
}

export function createSiwxServer(input: SiwxServerOptions): SiwxServer {
  const options = resolveSiwxOptions(input);
  const { now } = options;
  const store: SiwxStore = input.store ?? createMemoryStore({ now });
  const eip155 = createEip155Verifier(options.chains);

  function parse(message: string): ParsedSiwxMessage {
    switch (messageNamespace(message)) {
      case 'eip155':
        return parseEip155Message(message);
      case 'solana':
        return parseSolanaMessage(message);
      default:
        throw new SiwxError('MESSAGE_MALFORMED', SIWX_MESSAGES.messageNotSiwx);
    }
  }

  function checkAllowed(data: SiwxMessageData): void {
    if (!options.chains.has(data.chainId)) {
      throw new SiwxError(
        'CHAIN_NOT_CONFIGURED',
        SIWX_MESSAGES.chainNotConfigured(data.chainId, [...options.chains.keys()]),
      );
    }
    if (!options.domains.has(normalizeDomain(data.domain))) {
      throw new SiwxError('DOMAIN_NOT_ALLOWED', SIWX_MESSAGES.domainNotAllowed(data.domain));
    }
    if (!options.uriOrigins.has(originOf(data.uri))) {
      throw new SiwxError('URI_NOT_ALLOWED', SIWX_MESSAGES.uriNotAllowed(data.uri));
    }
  }

  function checkTimes(data: SiwxMessageData, at: number): void {
    if (Date.parse(data.issuedAt) > at + options.clockSkewMs) {
      throw new SiwxError('ISSUED_IN_FUTURE', SIWX_MESSAGES.issuedInFuture(data.issuedAt));
    }
    if (data.expirationTime !== undefined && Date.parse(data.expirationTime) <= at) {
      throw new SiwxError('MESSAGE_EXPIRED', SIWX_MESSAGES.expired(data.expirationTime));
    }
    if (data.notBefore !== undefined && Date.parse(data.notBefore) > at) {
      throw new SiwxError('MESSAGE_NOT_YET_VALID', SIWX_MESSAGES.notYetValid(data.notBefore));
    }
  }

  /** The nonce's refusal, if any: unknown, used (by this message or another), expired. */
  function nonceRefusal(
    nonce: string,
    state: { status: string; usedBy?: string },
    messageHash: string,
  ): SiwxError | undefined {
    switch (state.status) {
      case 'unknown':
        return new SiwxError('NONCE_UNKNOWN', SIWX_MESSAGES.nonceUnknown(nonce));
      case 'used':
        return state.usedBy === messageHash
          ? new SiwxError('MESSAGE_REPLAYED', SIWX_MESSAGES.messageReplayed)
          : new SiwxError('NONCE_REUSED', SIWX_MESSAGES.nonceReused(nonce));
      case 'expired':
        return new SiwxError('NONCE_EXPIRED', SIWX_MESSAGES.nonceExpired(nonce));
      default:
        return undefined;
    }
  }

  async function checkNonceBeforeSignature(nonce: string, messageHash: string, at: number) {
    const record = await store.getNonce(nonce);
    const state = !record
      ? { status: 'unknown' }
      : record.usedBy !== undefined
        ? { status: 'used', usedBy: record.usedBy }
        : record.expiresAt <= at
          ? { status: 'expired' }
          : { status: 'ok' };
    const refusal = nonceRefusal(nonce, state, messageHash);
    if (refusal) throw refusal;
  }

  const server: SiwxServer = {
    options,

    async issueNonce() {
      const nonce = randomNonce();
      const expiresAt = now() + options.nonceLifetimeMs;
      await store.addNonce({ nonce, expiresAt });
      return { nonce, expiresAt: iso(expiresAt) };
    },

    async verify(message, signature) {
      if (typeof message !== 'string' || message === '') {
        throw new SiwxError('BAD_REQUEST', SIWX_MESSAGES.bodyFieldMissing('message'));
      }
      if (typeof signature !== 'string' || signature === '') {
        throw new SiwxError('BAD_REQUEST', SIWX_MESSAGES.bodyFieldMissing('signature'));
      }
      if (message.length > MAX_MESSAGE_CHARS) {
        throw new SiwxError('MESSAGE_MALFORMED', SIWX_MESSAGES.messageTooLong(MAX_MESSAGE_CHARS));
      }
      if (signature.length > MAX_SIGNATURE_CHARS) {
        throw new SiwxError(
          'SIGNATURE_MALFORMED',
          SIWX_MESSAGES.signatureTooLong(MAX_SIGNATURE_CHARS),
        );
      }
      const parsed = parse(message);
      const { data } = parsed;
      checkAllowed(data);
      const at = now();
      checkTimes(data, at);
      const messageHash = sha256(message);
      await checkNonceBeforeSignature(data.nonce, messageHash, at);
      const valid =
        parsed.namespace === 'eip155'
          ? await eip155.verify(data, message, signature, at)
          : verifySolanaSignature(data, message, signature);
      if (!valid) {
        throw new SiwxError(
          'SIGNATURE_MISMATCH',
          SIWX_MESSAGES.signatureMismatch(data.accountAddress),
        );
      }
      // Atomic: a concurrent request with the same nonce may have used it meanwhile.
      const used = await store.useNonce(data.nonce, messageHash, now());
      const refusal = nonceRefusal(data.nonce, used, messageHash);
      if (refusal) throw refusal;
      return { ...parsed, message, signature };
    },

    async createSession(verified) {
      const { data } = verified;
      const lifetimeEnd = now() + options.sessionLifetimeMs;
      const expiresAt =
        data.expirationTime === undefined
          ? lifetimeEnd
          : Math.min(lifetimeEnd, Date.parse(data.expirationTime));
      const session: SiwxSessionRecord = {
        token: randomSessionToken(),
        chainId: data.chainId,
        address: data.accountAddress,
        expiresAt,
        message: verified.message,
        signature: verified.signature,
      };
      await store.addSession(session);
      return {
        chainId: session.chainId,
        address: session.address,
        expiresAt: iso(expiresAt),
        token: session.token,
      };
    },

    async signIn(message, signature) {
      return server.createSession(await server.verify(message, signature));
    },

    async getSessions(token, filter) {
      if (token === undefined) return [];
      const session = await store.getSession(token);
      if (!session) return [];
      if (session.expiresAt <= now()) {
        await store.deleteSession(token);
        return [];
      }
      if (!matches(session, filter)) return [];
      return [
        {
          chainId: session.chainId,
          address: session.address,
          expiresAt: iso(session.expiresAt),
          message: session.message,
          signature: session.signature,
        },
      ];
    },

    async signOut(token, filter) {
      if (token === undefined) return true;
      const session = await store.getSession(token);
      if (session && !matches(session, filter) && session.expiresAt > now()) return false;
      await store.deleteSession(token);
      return true;
    },
  };
  return server;
}

/** The URI's origin ('https://app.example.com'), or '' when it has none. */
function originOf(uri: string): string {
  try {
    const { origin } = new URL(uri);
    return origin === 'null' ? '' : origin;
  } catch {
    return '';
  }
}
