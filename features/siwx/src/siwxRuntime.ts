/**
 * One instance's sign-in: the config (the app's `siwx`, or its `siweConfig` mapped), the active
 * account as core's state has it, the plugin's slice of state and the expiry timer. The actions
 * (siwxActions.ts), the setup that follows the account (followAccount.ts) and the modal step
 * (siwxModalStep.ts) share it; it is made once per instance, when the plugin loads.
 */
import {
  ConfigurationError,
  MESSAGES,
  TOKENS,
  type FeatureContext,
  type SiwxConfig,
  type SiwxSession,
} from '@portico/core';
import { fromSiweConfig } from './fromSiweConfig';
import {
  BIND_INSTANCE_STORAGE,
  type BindableConfig,
  type InstanceSessionStorage,
} from './sessionList';
import { expiresAt } from './sessionShape';
import type { SiwxState } from './siwxState';

/** The active connected account: its namespace, CAIP-2 chain and address. */
export interface ActiveAccount {
  readonly namespace: string;
  readonly chainId: string;
  readonly address: string;
}

/** The longest delay setTimeout keeps (about 24.8 days); a later expiry is checked again. */
const MAX_TIMER_MS = 2 ** 31 - 1;

export interface SiwxRuntime {
  readonly context: FeatureContext<SiwxState>;
  /** The config; throws ConfigurationError('SIWX is not enabled') without one. */
  config(): SiwxConfig;
  /** The config, or undefined without one. */
  configOrUndefined(): SiwxConfig | undefined;
  activeAccount(): ActiveAccount | undefined;
  /** Signed in with `session`'s account; its expiry signs out with 'Session Expired'. */
  signedIn(session: SiwxSession): void;
  /** Signed out (error: one of the spec's texts); the expiry timer stops. */
  signedOut(error?: string): void;
  /** No account: nothing to sign in. */
  idle(): void;
  destroy(): void;
}

/** The app's `siwx`, or its `siweConfig` mapped; bound to the instance's storage if it asks. */
function resolveConfig(context: FeatureContext<SiwxState>): SiwxConfig | undefined {
  const options = context.resolve(TOKENS.options);
  const config = options.siwx ?? (options.siweConfig && fromSiweConfig(options.siweConfig));
  const bind = (config as (SiwxConfig & BindableConfig) | undefined)?.[BIND_INSTANCE_STORAGE];
  if (!config || !bind) return config;
  // Core's storage has a key for the sessions ('siwxSessions'); it is typed by core's schema.
  return bind(context.resolve(TOKENS.storage) as unknown as InstanceSessionStorage);
}

export function createSiwxRuntime(context: FeatureContext<SiwxState>): SiwxRuntime {
  const config = resolveConfig(context);
  const reader = context.resolve(TOKENS.state);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stopTimer = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  const set = (update: (state: SiwxState) => SiwxState) => context.state.setState(update);

  const runtime: SiwxRuntime = {
    context,
    config() {
      if (!config) throw new ConfigurationError(MESSAGES.siwxNotEnabled, 'SIWX_NOT_ENABLED');
      return config;
    },
    configOrUndefined: () => config,
    activeAccount() {
      const state = reader.getState();
      const namespace = state.activeNamespace;
      const chain = namespace ? state.chains[namespace] : undefined;
      const { account } = chain ?? {};
      if (!namespace || !chain?.caipNetworkId || account?.status !== 'connected') return undefined;
      if (!account.address) return undefined;
      return { namespace, chainId: chain.caipNetworkId, address: account.address };
    },
    signedIn(session) {
      stopTimer();
      const { chainId, accountAddress: address, expirationTime } = session.data;
      set((state) => ({
        ...state,
        status: 'signedIn',
        session: { chainId, address, ...(expirationTime !== undefined && { expirationTime }) },
        error: undefined,
      }));
      const end = expiresAt(session.data);
      if (end === undefined) return;
      const arm = () => {
        const left = end - Date.now();
        if (left > MAX_TIMER_MS) {
          timer = setTimeout(arm, MAX_TIMER_MS);
          return;
        }
        timer = setTimeout(
          () => {
            timer = undefined;
            runtime.signedOut();
            context
              .resolve(TOKENS.alerts)
              .show({ variant: 'warning', title: MESSAGES.sessionExpired });
            // The store forgets it (a server ends it too); a failure there changes nothing here.
            config?.revokeSession(chainId, address).catch(() => undefined);
          },
          Math.max(0, left),
        );
      };
      arm();
    },
    signedOut(error) {
      stopTimer();
      set((state) => ({
        ...state,
        status: 'signedOut',
        session: undefined,
        error,
      }));
    },
    idle() {
      stopTimer();
      set((state) => ({ ...state, status: 'idle', session: undefined, error: undefined }));
    },
    destroy: stopTimer,
  };
  return runtime;
}

/** The required flag of the config (false without one, or when getRequired throws). */
export function isRequired(config: SiwxConfig | undefined): boolean {
  try {
    return config?.getRequired?.() ?? false;
  } catch {
    return false;
  }
}
