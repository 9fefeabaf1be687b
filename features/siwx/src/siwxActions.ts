/**
 * SiwxActions (design of issue 18): signIn, cancel, signOut. signIn builds the message for the
 * active account (config.createMessage, then the namespace adapter's text), asks the wallet
 * through core's signMessage and gives the signed message to config.addSession. A call while
 * one runs joins it: one wallet request however often "Sign in" is pressed.
 */
import { MESSAGES, TOKENS, UserRejectedError, type Portico, type SiwxSession } from '@portico/core';
import { SiwxFailure } from './errors';
import type { SiwxRuntime } from './siwxRuntime';

export type SignInResult = 'signedIn' | 'declined' | 'failed';

export interface SiwxActions {
  /**
   * Signs the active account in. 'declined': the wallet refused ('Signature declined' in the
   * state). 'failed': the message could not be made or kept: the toast 'A problem occurred
   * while trying initialize authentication', the account is disconnected and the modal goes to
   * Connect. Rejects with 'SIWX is not enabled' when no sign-in is configured.
   */
  signIn(portico: Portico): Promise<SignInResult>;
  /** Required sign-in: disconnects. Otherwise closes the modal; connected, signed out. */
  cancel(portico: Portico): Promise<void>;
  /** Ends the active account's session (config.revokeSession); status 'signedOut'. */
  signOut(portico: Portico): Promise<void>;
}

export function createSiwxActions(runtime: SiwxRuntime): SiwxActions {
  const { context } = runtime;
  const set = context.state.setState.bind(context.state);
  let running: Promise<SignInResult> | undefined;

  async function failToStart(portico: Portico, namespace: string): Promise<'failed'> {
    context.resolve(TOKENS.toasts).error(MESSAGES.authInitFailed);
    runtime.signedOut(MESSAGES.authInitFailed);
    await portico.disconnect(namespace).catch(() => undefined);
    const modal = context.resolve(TOKENS.modal);
    if (context.resolve(TOKENS.state).getState().modal.open) {
      context.resolve(TOKENS.router).reset('Connect');
    } else {
      modal.open({ view: 'Connect' });
    }
    return 'failed';
  }

  async function signIn(portico: Portico): Promise<SignInResult> {
    const config = runtime.config();
    const account = runtime.activeAccount();
    if (!account) throw new SiwxFailure('Sign-in needs a connected account', 'NO_ACCOUNT');
    set((state) => ({ ...state, status: 'signing', error: undefined }));
    let data: SiwxSession['data'];
    let message: string;
    try {
      data = await config.createMessage({
        accountAddress: account.address,
        chainId: account.chainId,
      });
      const format = await portico.getAdapter(account.namespace).loadSiwxFormat?.();
      if (!format) throw new SiwxFailure(`No sign-in text for ${account.namespace}`, 'NO_FORMAT');
      message = format.format(data);
    } catch {
      return failToStart(portico, account.namespace);
    }
    let signature: string;
    try {
      signature = await portico.signMessage({ message, namespace: account.namespace });
    } catch (error) {
      if (error instanceof UserRejectedError) {
        runtime.signedOut(MESSAGES.signatureDeclined);
        return 'declined';
      }
      return failToStart(portico, account.namespace);
    }
    set((state) => ({ ...state, status: 'verifying' }));
    const session: SiwxSession = { data, message, signature };
    try {
      await config.addSession(session);
    } catch {
      return failToStart(portico, account.namespace);
    }
    runtime.signedIn(session);
    return 'signedIn';
  }

  return {
    signIn(portico) {
      if (!running) {
        const attempt = (async () => signIn(portico))();
        running = attempt;
        const done = () => {
          if (running === attempt) running = undefined;
        };
        attempt.then(done, done);
      }
      return running;
    },

    async cancel(portico) {
      const account = runtime.activeAccount();
      if (context.state.getState().required && account) {
        await portico.disconnect(account.namespace);
      } else {
        runtime.signedOut();
      }
      portico.close();
    },

    async signOut() {
      const account = runtime.activeAccount();
      if (account) await runtime.config().revokeSession(account.chainId, account.address);
      runtime.signedOut();
    },
  };
}
