/**
 * SiwxActions (design of issue 18): signIn, cancel, signOut. signIn builds the message for the
 * active account (config.createMessage, then the namespace adapter's text), asks the wallet
 * through core's signMessage and gives the signed message to config.addSession. A call while
 * one runs joins it: one wallet request however often "Sign in" is pressed. connectAndSignIn
 * connects over WalletConnect and signs in with one wallet approval (one-click sign-in), or
 * connects then signs in when the wallet cannot do both at once.
 */
import {
  MESSAGES,
  TOKENS,
  UserRejectedError,
  WALLET_CONNECT_CONNECTOR_ID,
  sharedConnectorToken,
  type Portico,
  type SharedConnector,
  type SiwxConnectResult,
  type SiwxSession,
} from '@portico/core';
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
  /**
   * Connects eip155 over WalletConnect and signs in with one wallet approval (the connector's
   * one-click sign-in: the session proposal carries the sign-in request); the signed session
   * goes to config.addSession before the connect, so no signature is asked after it. A wallet
   * that connects without signing, or a connector without one-click sign-in: connect, then
   * signIn (connect-then-sign). Joined with signIn: one wallet request however often called.
   * A wallet that refuses: 'declined' ('Signature declined'); a connect that fails otherwise
   * rejects as portico.connect does.
   */
  connectAndSignIn(portico: Portico): Promise<SignInResult>;
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

  const WALLET_CONNECT = { connectorId: WALLET_CONNECT_CONNECTOR_ID, namespace: 'eip155' } as const;

  function sharedWalletConnect(): SharedConnector | undefined {
    try {
      return context.resolve(sharedConnectorToken(WALLET_CONNECT_CONNECTOR_ID));
    } catch {
      return undefined; // no WalletConnect in this app
    }
  }

  async function connectThenSign(portico: Portico): Promise<SignInResult> {
    await portico.connect(WALLET_CONNECT);
    return signIn(portico);
  }

  async function connectAndSignIn(portico: Portico): Promise<SignInResult> {
    const config = runtime.config();
    const shared = sharedWalletConnect();
    const chainId = context.resolve(TOKENS.state).getState().chains.eip155?.caipNetworkId;
    if (!shared?.connectAndSignIn || !chainId) return connectThenSign(portico);
    set((state) => ({ ...state, status: 'signing', error: undefined }));
    let fields;
    try {
      // The wallet picks the account as it connects: the fields without it.
      const {
        accountAddress: _a,
        chainId: _c,
        version: _v,
        ...rest
      } = await config.createMessage({
        accountAddress: '',
        chainId,
      });
      fields = rest;
    } catch {
      return failToStart(portico, 'eip155');
    }
    let result: SiwxConnectResult;
    try {
      result = await shared.connectAndSignIn({ ...fields, chains: [chainId] });
    } catch (error) {
      if (error instanceof UserRejectedError) {
        runtime.signedOut(MESSAGES.signatureDeclined);
        return 'declined';
      }
      runtime.signedOut();
      throw error;
    }
    const session =
      result.status === 'signedIn'
        ? (result.sessions.find((candidate) => candidate.data.chainId === chainId) ??
          result.sessions[0])
        : undefined;
    if (!session) return connectThenSign(portico);
    set((state) => ({ ...state, status: 'verifying' }));
    try {
      // Kept before the connect: the setup that follows the account then finds it.
      await config.addSession(session);
    } catch {
      // The wallet holds a session already: take it into core so that failToStart's
      // disconnect ends it on the wallet's side too, instead of leaving it open there.
      await portico.connect(WALLET_CONNECT).catch(() => undefined);
      return failToStart(portico, 'eip155');
    }
    await portico.connect(WALLET_CONNECT); // the session is up: no new prompt
    runtime.signedIn(session);
    return 'signedIn';
  }

  const joined = (run: (portico: Portico) => Promise<SignInResult>) => (portico: Portico) => {
    if (!running) {
      const attempt = (async () => run(portico))();
      running = attempt;
      const done = () => {
        if (running === attempt) running = undefined;
      };
      attempt.then(done, done);
    }
    return running;
  };

  return {
    signIn: joined(signIn),
    connectAndSignIn: joined(connectAndSignIn),

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
