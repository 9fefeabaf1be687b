import { isUserRejection, MESSAGES } from '@portico/core';

/**
 * What a connecting view says after a failed connect: 'Connection declined' when the user
 * refused (core's `isUserRejection`: UserRejectedError, code 4001 also on a wrapped cause,
 * WalletConnect's refusals, a wallet error that says "rejected"), else the error's own message
 * (plain text), else 'An error occurred'.
 */
export function connectErrorText(error: unknown): string {
  if (isUserRejection(error)) return MESSAGES.connectionDeclined;
  if (error instanceof Error && error.message.trim()) return error.message;
  return MESSAGES.anErrorOccurred;
}
