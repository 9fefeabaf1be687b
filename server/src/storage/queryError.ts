/**
 * What a failed query may say about itself. PGlite attaches the SQL and its parameters to its
 * errors, and PostgreSQL's `detail` repeats the values of a row; printed whole, a 500's log
 * line carried a visitor's data. The drivers rethrow a database's error as a
 * StorageQueryError that holds only a summary: its SQLSTATE, PostgreSQL's message up to its
 * first ': ' (after which PostgreSQL quotes the offending value, as in 'invalid input syntax
 * for type integer: "..."'), and the constraint, table and column it names (identifiers, not
 * data). No SQL, no parameters, no detail, no cause.
 */
import { StorageQueryError } from '../errors';
import { SERVER_MESSAGES } from '../messages';

/** PostgreSQL's five-character SQLSTATE, e.g. '23505'. */
const SQLSTATE = /^[0-9A-Z]{5}$/;

interface DatabaseErrorFields {
  readonly code?: unknown;
  readonly message?: unknown;
  readonly constraint?: unknown;
  readonly table?: unknown;
  readonly column?: unknown;
}

/** True for an error PostgreSQL (or PGlite) sent back for a statement. */
function isDatabaseError(error: unknown): error is Error & DatabaseErrorFields {
  return (
    error instanceof Error &&
    typeof (error as DatabaseErrorFields).code === 'string' &&
    SQLSTATE.test((error as DatabaseErrorFields).code as string)
  );
}

/** The summary that may be logged: SQLSTATE, the message's head, the identifiers named. */
export function safeQueryErrorSummary(error: Error & DatabaseErrorFields): string {
  const head = String(error.message).split(': ')[0]?.slice(0, 200) ?? '';
  const names = (['constraint', 'table', 'column'] as const).flatMap((field) => {
    const value = error[field];
    return typeof value === 'string' ? [`${field} ${value}`] : [];
  });
  return [`SQLSTATE ${String(error.code)}`, head, ...names].join(', ');
}

/** A database's error as a StorageQueryError; any other error (a bug, a lost connection) as is. */
export function toSafeQueryError(error: unknown): unknown {
  if (!isDatabaseError(error)) return error;
  return new StorageQueryError(
    SERVER_MESSAGES.storageQueryFailed(safeQueryErrorSummary(error)),
    String(error.code),
  );
}

/** Runs a query; a database error comes out as a StorageQueryError. */
export async function withSafeQueryErrors<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw toSafeQueryError(error);
  }
}
