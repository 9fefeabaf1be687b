import { MESSAGES, UserRejectedError } from '@portico/core';

/** EIP-1193's code for "the user rejected the request". */
const USER_REJECTED = 4001;

function errorCode(error: unknown): unknown {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, cause } = error as { code?: unknown; cause?: unknown };
  return code ?? (cause === error ? undefined : errorCode(cause));
}

/** The wallet's user said no. Adapters turn a wallet's 4001 into core's UserRejectedError; a raw wallet error keeps the code. */
export function isUserRejection(error: unknown): boolean {
  return error instanceof UserRejectedError || errorCode(error) === USER_REJECTED;
}

/**
 * What the ConnectingExternal view says after a failed connect: 'Connection declined' when
 * the user rejected (UserRejectedError, or code 4001, also on a wrapped cause), else the error's own message
 * (plain text), else 'An error occurred'.
 */
export function connectErrorText(error: unknown): string {
  if (isUserRejection(error)) return MESSAGES.connectionDeclined;
  if (error instanceof Error && error.message.trim()) return error.message;
  return MESSAGES.anErrorOccurred;
}
