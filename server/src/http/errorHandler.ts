/**
 * How a thrown error becomes an answer: an HttpError as its status with
 * `{ status, message, reasons: [{ description }] }`; anything else is a defect, logged and
 * answered 500 without its details.
 */
import type { Context } from 'hono';
import { HttpError } from '../errors';
import { SERVER_MESSAGES } from '../messages';

export function errorBody(status: number, message: string) {
  return { status, message, reasons: [{ description: message }] };
}

export function handleError(
  error: unknown,
  c: Context,
  log: (message: string, error: unknown) => void,
): Response {
  if (error instanceof HttpError) {
    return c.json(errorBody(error.status, error.message), error.status);
  }
  log(SERVER_MESSAGES.internalError, error);
  return c.json(errorBody(500, SERVER_MESSAGES.internalError), 500);
}

export function handleNotFound(c: Context): Response {
  const message = SERVER_MESSAGES.routeNotFound(c.req.method, c.req.path);
  return c.json(errorBody(404, message), 404);
}
