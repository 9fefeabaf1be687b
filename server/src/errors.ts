/**
 * The server's typed errors, in one place (STYLE.md). Texts live in messages.ts.
 *
 * An HttpError is answered as its status with the JSON body
 * `{ status, message, reasons: [{ description: message }] }`: the shape the name service's
 * clients read their "first reason description" from (spec 8). Any other error is a defect
 * and answers 500 without its details.
 */
export class ServerError extends Error {
  constructor(
    message: string,
    readonly code: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = new.target.name;
  }
}

/** The configuration file or environment cannot be used. */
export class ConfigError extends ServerError {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, 'CONFIG_INVALID', options);
  }
}

/** A catalogue file to import cannot be read or is not a catalogue. */
export class CatalogFileError extends ServerError {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, 'CATALOG_FILE_INVALID', options);
  }
}

/** The database holds or returned something the repository cannot read: a defect (500). */
export class StorageError extends ServerError {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, 'STORAGE_INVALID', options);
  }
}

/**
 * A statement the database refused, as a summary without the SQL, its parameters or the row's
 * values (storage/queryError.ts): a defect (500) that may be logged as it is.
 */
export class StorageQueryError extends ServerError {
  constructor(
    message: string,
    /** PostgreSQL's SQLSTATE, e.g. '22021' (a byte sequence the encoding refuses). */
    readonly sqlState: string,
  ) {
    super(message, 'STORAGE_QUERY_FAILED');
  }
}

export type HttpErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 502 | 503;

/** An answer other than 2xx that the client caused or should know about. */
export class HttpError extends ServerError {
  constructor(
    readonly status: HttpErrorStatus,
    message: string,
    code: string,
    options?: { cause?: unknown },
  ) {
    super(message, code, options);
  }
}

/** 400: a bad address, an unknown chain, a malformed body, an oversized page. */
export class InvalidRequestError extends HttpError {
  constructor(message: string) {
    super(400, message, 'INVALID_REQUEST');
  }
}

/** 403: the origin is not on the project's allowlist. */
export class OriginNotAllowedError extends HttpError {
  constructor(message: string) {
    super(403, message, 'ORIGIN_NOT_ALLOWED');
  }
}

/** 403: the signer does not own what the request changes (a name of another address). */
export class NotOwnerError extends HttpError {
  constructor(message: string) {
    super(403, message, 'NOT_OWNER');
  }
}

/** 404: no such wallet, image, name or session. */
export class NotFoundError extends HttpError {
  constructor(message: string) {
    super(404, message, 'NOT_FOUND');
  }
}

/** 409: the name is registered already. */
export class ConflictError extends HttpError {
  constructor(message: string) {
    super(409, message, 'CONFLICT');
  }
}

/** 401: a signature that does not verify. */
export class SignatureError extends HttpError {
  constructor(message: string) {
    super(401, message, 'SIGNATURE_INVALID');
  }
}

/** 413: a body over the size limit. */
export class PayloadTooLargeError extends HttpError {
  constructor(message: string) {
    super(413, message, 'PAYLOAD_TOO_LARGE');
  }
}

/** 502: the chain's RPC node did not answer. */
export class UpstreamError extends HttpError {
  constructor(message: string, options?: { cause?: unknown }) {
    super(502, message, 'UPSTREAM_UNAVAILABLE', options);
  }
}

/** 415: a body in a media type the route does not take (POST /e takes application/json only). */
export class UnsupportedMediaTypeError extends HttpError {
  constructor(message: string) {
    super(415, message, 'UNSUPPORTED_MEDIA_TYPE');
  }
}
