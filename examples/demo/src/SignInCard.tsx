import { useEffect, useState } from 'react';
import type { LoadedFeature } from '@portico/core';
import { siwx, type SiwxActions, type SiwxState } from '@portico/feature-siwx';
import { usePorticoAccount, usePorticoInstance } from '@portico/react';
import { DEMO_SIGN_IN_PAGES, type DemoSignInMode } from './demoSignIn';

type SiwxFeature = LoadedFeature<SiwxActions, SiwxState>;

/** The sign-in plugin once loaded (on the sign-in pages only), and its state as it changes. */
function useSiwxFeature(mode: DemoSignInMode) {
  const portico = usePorticoInstance();
  const [feature, setFeature] = useState<SiwxFeature>();
  const [state, setState] = useState<SiwxState>();
  useEffect(() => {
    if (mode === 'off') return undefined;
    let stop: (() => void) | undefined;
    let live = true;
    portico
      .loadFeature(siwx)
      .then((loaded) => {
        if (!live) return;
        setFeature(loaded);
        setState(loaded.state.getState());
        stop = loaded.state.subscribe(
          (current) => current,
          (current) => setState(current),
        );
      })
      .catch((error: unknown) => console.error('The sign-in plugin did not load', error));
    return () => {
      live = false;
      stop?.();
    };
  }, [portico, mode]);
  return { feature, state };
}

/**
 * Sign-in with the wallet: off on the default page (two links switch it on); on the sign-in
 * pages, whether the connected account is signed in (a session verified by the stack's Portico
 * server) and a Sign out button.
 */
export function SignInCard({ mode }: { readonly mode: DemoSignInMode }) {
  const portico = usePorticoInstance();
  const account = usePorticoAccount();
  const { feature, state } = useSiwxFeature(mode);
  const session = state?.status === 'signedIn' ? state.session : undefined;

  return (
    <section className="demo-card" aria-labelledby="demo-sign-in-title">
      <h2 id="demo-sign-in-title">Sign in with your wallet</h2>
      {mode === 'off' ? (
        <p>
          Sign-in is off on this page. Try it: <a href={DEMO_SIGN_IN_PAGES.on}>sign-in on</a>{' '}
          (Cancel keeps you connected) or <a href={DEMO_SIGN_IN_PAGES.required}>sign-in required</a>{' '}
          (Cancel disconnects).
        </p>
      ) : (
        <>
          <p>
            Sign-in is {mode === 'required' ? 'required' : 'on'} on this page: after you connect,
            your wallet signs a message that the Portico server verifies.{' '}
            <a href={DEMO_SIGN_IN_PAGES.off}>Turn sign-in off</a>
          </p>
          <p>
            Session:{' '}
            <output aria-label="Session">
              {session
                ? `signed in as ${session.address}`
                : account?.isConnected
                  ? 'not signed in'
                  : 'no wallet connected'}
            </output>
          </p>
          {session && feature && (
            <div className="demo-actions">
              <button
                type="button"
                className="demo-button"
                onClick={() => void feature.actions.signOut(portico)}
              >
                Sign out
              </button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
