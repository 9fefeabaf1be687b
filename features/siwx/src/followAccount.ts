/**
 * The plugin's setup: it follows the active account from the moment one connects (core loads
 * the plugin then, `loadWhen: 'connected'`). On a connect, an account change or a chain change
 * it asks the store for the account's sessions: a valid one signs in with no signature (after a
 * reload too); none asks for one (SIWXSignMessage: the modal step routes a visitor's connect,
 * otherwise the modal opens on it). Without an account the state is idle.
 */
import { TOKENS, type Unsubscribe } from '@portico/core';
import { isExpired } from './sessionShape';
import type { SiwxRuntime } from './siwxRuntime';

export const SIGN_MESSAGE_VIEW = 'SIWXSignMessage';
const SIWX_VIEWS: readonly string[] = [SIGN_MESSAGE_VIEW, 'ConnectingSiwe'];

export interface AccountFollower {
  /** The check of the current account, settled once its state is written. */
  current(): Promise<void>;
  stop: Unsubscribe;
}

export function followAccount(runtime: SiwxRuntime): AccountFollower {
  const { context } = runtime;
  const reader = context.resolve(TOKENS.state);
  let checking: Promise<void> = Promise.resolve();
  let round = 0;

  const askForSession = () => {
    const { modal } = reader.getState();
    if (!modal.open) {
      context.resolve(TOKENS.modal).open({ view: SIGN_MESSAGE_VIEW });
    } else if (!SIWX_VIEWS.includes(modal.view) && !modal.view.startsWith('Connecting')) {
      // While a connect is shown, the modal step routes to the sign-in (siwxModalStep.ts).
      context.resolve(TOKENS.router).push(SIGN_MESSAGE_VIEW);
    }
  };

  const check = () => {
    round += 1;
    const mine = round;
    const account = runtime.activeAccount();
    if (!account) {
      runtime.idle();
      checking = Promise.resolve();
      return;
    }
    checking = (async () => {
      let sessions;
      try {
        sessions = await runtime.config().getSessions(account.chainId, account.address);
      } catch {
        sessions = [];
      }
      if (mine !== round) return; // another account or chain since: its check decides
      const valid = sessions.find((session) => !isExpired(session.data, Date.now()));
      if (valid) {
        runtime.signedIn(valid);
        return;
      }
      runtime.signedOut();
      askForSession();
    })();
  };

  check();
  const stop = reader.subscribe(
    (state) => {
      const namespace = state.activeNamespace;
      const chain = namespace ? state.chains[namespace] : undefined;
      return chain?.account.status === 'connected'
        ? `${namespace}|${chain.caipNetworkId}|${chain.account.address}`
        : '';
    },
    () => check(),
  );
  return {
    current: () => checking,
    stop: () => {
      round += 1;
      stop();
    },
  };
}
