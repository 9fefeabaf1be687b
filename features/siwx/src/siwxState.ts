/** The sign-in plugin's slice of state (SiwxState of the design of issue 18). */

export type SiwxStatus = 'idle' | 'signing' | 'verifying' | 'signedIn' | 'signedOut';

export interface SiwxState {
  /**
   * idle: no account (or not asked yet); signing: the wallet is asked; verifying: the store
   * keeps (and a server verifies) the signed message; signedIn; signedOut.
   */
  readonly status: SiwxStatus;
  /** The signed-in account, while status is 'signedIn'. */
  readonly session?: {
    readonly chainId: string;
    readonly address: string;
    readonly expirationTime?: string;
  };
  /** One of the spec's texts: 'Signature declined', 'A problem occurred while trying initialize authentication'. */
  readonly error?: string;
  /** The config's getRequired(): the modal cannot be closed without a session. */
  readonly required: boolean;
}

export function initialSiwxState(required: boolean): SiwxState {
  return { status: 'idle', required };
}
