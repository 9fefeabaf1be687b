import { MESSAGES, PorticoError } from '@portico/core';

/**
 * A chain RPC request stopped by its caller's AbortSignal, or by the reader being destroyed:
 * 'Request was aborted' (spec section 8). Shared by the EVM library bindings so that an app
 * sees one error whichever library reads the chain; the library's own abort error is `cause`.
 */
export class RequestAbortedError extends PorticoError {
  override readonly name = 'RequestAbortedError';
  constructor(options?: { cause?: unknown }) {
    super(MESSAGES.requestAborted, 'REQUEST_ABORTED', options);
  }
}
