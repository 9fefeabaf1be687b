/**
 * The sign-in server's errors, in one place. A SiwxError is a refusal the client caused: an
 * HTTP status (4xx) with a reason from siwxMessages.ts and a stable code. The HTTP layer
 * answers it as `{ status, message, reasons: [{ description: message }] }` (the error shape of
 * @portico/server); anything else is a defect (500, no details).
 */
export type SiwxRefusalStatus = 400 | 401 | 403 | 409 | 502;

export type SiwxRefusalCode =
  | 'BAD_REQUEST'
  | 'MESSAGE_MALFORMED'
  | 'SIGNATURE_MALFORMED'
  | 'CHAIN_NOT_CONFIGURED'
  | 'DOMAIN_NOT_ALLOWED'
  | 'URI_NOT_ALLOWED'
  | 'ISSUED_IN_FUTURE'
  | 'MESSAGE_EXPIRED'
  | 'MESSAGE_NOT_YET_VALID'
  | 'NONCE_UNKNOWN'
  | 'NONCE_EXPIRED'
  | 'NONCE_REUSED'
  | 'MESSAGE_REPLAYED'
  | 'SIGNATURE_MISMATCH'
  | 'NODE_UNAVAILABLE';

/** The HTTP status of each refusal: 400 malformed, 401 not (or no longer) valid, 403 not allowed here, 409 used already. */
export const SIWX_REFUSAL_STATUS: Readonly<Record<SiwxRefusalCode, SiwxRefusalStatus>> =
  Object.freeze({
    BAD_REQUEST: 400,
    MESSAGE_MALFORMED: 400,
    SIGNATURE_MALFORMED: 400,
    CHAIN_NOT_CONFIGURED: 403,
    DOMAIN_NOT_ALLOWED: 403,
    URI_NOT_ALLOWED: 403,
    ISSUED_IN_FUTURE: 401,
    MESSAGE_EXPIRED: 401,
    MESSAGE_NOT_YET_VALID: 401,
    NONCE_UNKNOWN: 401,
    NONCE_EXPIRED: 401,
    NONCE_REUSED: 409,
    MESSAGE_REPLAYED: 409,
    SIGNATURE_MISMATCH: 401,
    NODE_UNAVAILABLE: 502,
  });

/** A sign-in refused, with its reason. */
export class SiwxError extends Error {
  readonly status: SiwxRefusalStatus;

  constructor(
    readonly code: SiwxRefusalCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'SiwxError';
    this.status = SIWX_REFUSAL_STATUS[code];
  }
}

/** createSiwxServer's options cannot be used. */
export class SiwxConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SiwxConfigError';
  }
}
