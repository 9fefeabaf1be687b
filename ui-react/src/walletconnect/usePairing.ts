import { useEffect, useReducer } from 'react';
import { isPairingExpired, msUntilPairingRefresh, type PairingState } from '@portico/core';
import { useStoreSelector } from '../hooks/useStoreSelector';

export type PairingView =
  /** No pairing yet: the connector is creating one. */
  | { readonly status: 'waiting' }
  /** A pairing a wallet can scan or open. */
  | { readonly status: 'ready'; readonly uri: string }
  /** Within 10 s of its expiry: the connector replaces it; the old URI must not be used. */
  | { readonly status: 'refreshing' };

/** setTimeout's longest delay; a longer wait is taken in steps. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** The pairing of the active namespace, else of any namespace (one connector pairs them all). */
export function usePairingState(): PairingState | undefined {
  return useStoreSelector((state) => {
    const active = state.activeNamespace ? state.chains[state.activeNamespace] : undefined;
    return active?.pairing ?? Object.values(state.chains).find((chain) => chain.pairing)?.pairing;
  });
}

/**
 * The pairing and whether it can still be used (core's rule: expired within 10 s of
 * expiresAt). A timer to that moment re-renders the view, so a QR code never outlives it.
 */
export function usePairing(): PairingView {
  const pairing = usePairingState();
  const [tick, rerender] = useReducer((count: number) => count + 1, 0);

  useEffect(() => {
    if (!pairing) return undefined;
    const wait = msUntilPairingRefresh(pairing.expiresAt, Date.now());
    if (wait === 0) return undefined;
    // A timer may fire a little early; the re-render then schedules the rest.
    const timer = setTimeout(rerender, Math.min(wait, MAX_TIMER_MS));
    return () => clearTimeout(timer);
  }, [pairing, tick]);

  if (!pairing) return { status: 'waiting' };
  if (isPairingExpired(pairing.expiresAt, Date.now())) return { status: 'refreshing' };
  return { status: 'ready', uri: pairing.uri };
}
