/**
 * The account choice's error (portico.switchAccount), apart from errors.ts: only the lazy
 * account-choice chunk (connection/accountChoice.ts) throws it, so its class and text stay out
 * of the page load (its own chunk in the build: porticoBuild.ownChunks in package.json).
 */
import { PorticoError } from './errors';

/** switchAccount was given an address the namespace's connected wallet did not give. */
export class AccountNotInConnectionError extends PorticoError {
  override readonly name = 'AccountNotInConnectionError';
  constructor(
    readonly address: string,
    readonly namespace: string,
  ) {
    super(
      `The account ${address} is not one of the connected wallet's ${namespace} accounts`,
      'ACCOUNT_NOT_IN_CONNECTION',
    );
  }
}
