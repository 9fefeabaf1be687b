// @portico/siwx-server: sign in with the wallet, the server half (see ../README.md).
export {
  SiwxConfigError,
  SiwxError,
  SIWX_REFUSAL_STATUS,
  type SiwxRefusalCode,
  type SiwxRefusalStatus,
} from './errors';
export { createMemoryStore, type MemoryStoreOptions } from './memoryStore';
export {
  allowOrigins,
  DEFAULT_CLOCK_SKEW_SECONDS,
  DEFAULT_NONCE_LIFETIME_SECONDS,
  DEFAULT_SESSION_LIFETIME_SECONDS,
  type ResolvedSiwxOptions,
  type SiwxChainOption,
  type SiwxServerOptions,
} from './options';
export {
  createSiwxServer,
  MAX_MESSAGE_CHARS,
  MAX_SIGNATURE_CHARS,
  type SiwxCreatedSession,
  type SiwxIssuedNonce,
  type SiwxServer,
  type SiwxSessionFilter,
  type SiwxSessionView,
  type SiwxVerifiedMessage,
} from './siwxServer';
export type { ParsedSiwxMessage, SiwxNamespace } from './signedMessage';
export type { SiwxNonceRecord, SiwxSessionRecord, SiwxStore, SiwxUseNonceResult } from './store';
export {
  createSiwxHttpHandler,
  siwxErrorBody,
  SIWX_NONCE_PATH,
  SIWX_ROUTES,
  SIWX_SESSIONS_PATH,
  type SiwxHttpHandler,
  type SiwxHttpRequest,
  type SiwxHttpResponse,
} from './http/siwxHttpApi';
export {
  createSiwxNodeHandler,
  DEFAULT_MAX_BODY_BYTES,
  type NodeRequestLike,
  type NodeResponseLike,
  type SiwxNodeHandler,
  type SiwxNodeHandlerOptions,
} from './http/nodeHandler';
export {
  clearedSessionCookie,
  sessionCookie,
  sessionTokenOf,
  SIWX_COOKIE_NAME,
} from './http/sessionToken';
