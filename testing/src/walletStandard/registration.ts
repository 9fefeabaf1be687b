/**
 * The wallet side of the Wallet Standard registration protocol (what @wallet-standard/wallet's
 * registerWallet does): announce the wallet with a 'wallet-standard:register-wallet' event
 * for apps already listening, and answer every later 'wallet-standard:app-ready' event. The
 * protocol knows no namespace: the Solana and the Bitcoin test wallets both register through it.
 */
import type { Wallet, WindowAppReadyEventAPI } from '@wallet-standard/base';

export const REGISTER_WALLET_EVENT = 'wallet-standard:register-wallet';
export const APP_READY_EVENT = 'wallet-standard:app-ready';

type CustomEventConstructor = typeof CustomEvent;

/** A window brings its own CustomEvent (jsdom's events must come from jsdom). */
function customEventFor(target: EventTarget): CustomEventConstructor {
  const own = (target as { CustomEvent?: CustomEventConstructor }).CustomEvent;
  return typeof own === 'function' ? own : globalThis.CustomEvent;
}

function isAppReadyApi(detail: unknown): detail is WindowAppReadyEventAPI {
  return (
    typeof detail === 'object' &&
    detail !== null &&
    typeof (detail as { register?: unknown }).register === 'function'
  );
}

/**
 * Registers `wallet` with every Wallet Standard app on `target`, now and later. Returns a
 * function that stops answering app-ready events and unregisters the wallet from every app
 * that registered it.
 */
export function registerStandardWallet(wallet: Wallet, target: EventTarget): () => void {
  const unregisters: (() => void)[] = [];
  const callback = ({ register }: WindowAppReadyEventAPI) => {
    const unregister = register(wallet);
    if (typeof unregister === 'function') unregisters.push(unregister);
  };
  const onAppReady = (event: Event) => {
    const detail = (event as CustomEvent<unknown>).detail;
    if (isAppReadyApi(detail)) callback(detail);
  };

  target.addEventListener(APP_READY_EVENT, onAppReady);
  const RegisterEvent = customEventFor(target);
  target.dispatchEvent(new RegisterEvent(REGISTER_WALLET_EVENT, { detail: callback }));

  return () => {
    target.removeEventListener(APP_READY_EVENT, onAppReady);
    for (const unregister of unregisters.splice(0)) unregister();
  };
}
