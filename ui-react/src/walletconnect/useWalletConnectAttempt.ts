import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  TOKENS,
  connectWith,
  type ConnectorInfo,
  type Portico,
  type PorticoState,
} from '@portico/core';
import { useStoreSelector } from '../hooks/useStoreSelector';
import { connectErrorText } from '../views/connect/connectErrorText';

/** A failed attempt. */
export interface PairingFailure {
  /** Why it failed: 'Connection declined' when the user said no, else the error's message. */
  readonly text: string;
  /** Starts a new attempt (a new pairing): "Try again". */
  readonly retry: () => void;
}

/** The WalletConnect connector of the active namespace, else the first one listed. */
function walletConnectConnectorOf(state: PorticoState): ConnectorInfo | undefined {
  const candidates = state.connectors.filter((connector) => connector.type === 'WALLET_CONNECT');
  return candidates.find((connector) => connector.chain === state.activeNamespace) ?? candidates[0];
}

/**
 * Connects over WalletConnect for a view: once per mount (StrictMode's second effect run does
 * not ask again), as soon as a WalletConnect connector is listed; none listed, no call. An
 * enabled plugin that takes the connect makes it (core's connectWith: the sign-in plugin's
 * one-click sign-in, whose pairing shows here the same way). The
 * connector then puts the pairing in the state (usePairing reads it); on approval core's
 * connect resolves and core closes the modal. A rejection while the view is mounted and the
 * modal open is a failure: its text and a shake (core's connect raises the 'Signature declined'
 * toast when the user said no, on the same condition). A rejection after the view is gone or
 * while the modal closes (the connector cancels the pairing then) is ignored. Returns the
 * failure, or undefined while the attempt lasts.
 */
export function useWalletConnectAttempt(portico: Portico): PairingFailure | undefined {
  const connector = useStoreSelector(walletConnectConnectorOf);
  const connectorId = connector?.id;
  const namespace = connector?.chain;
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const mounted = useRef(true);
  const started = useRef(false);

  const connect = useCallback(() => {
    if (!connectorId) return;
    setFailure(undefined);
    // Through a plugin that takes the connect (one-click sign-in), else portico.connect.
    connectWith(portico, { connectorId, namespace }).catch((error: unknown) => {
      if (!mounted.current || !portico.getState().open) return;
      setFailure(connectErrorText(error));
      portico.resolve(TOKENS.modal).shake();
    });
  }, [portico, connectorId, namespace]);

  useEffect(() => {
    mounted.current = true;
    // A ref, not an effect dependency: StrictMode's second effect run must not ask twice.
    if (connectorId && !started.current) {
      started.current = true;
      connect();
    }
    return () => {
      mounted.current = false;
    };
  }, [connect, connectorId]);

  return useMemo(
    () => (failure ? { text: failure, retry: connect } : undefined),
    [failure, connect],
  );
}
