/**
 * One connect attempt over WalletConnect, as the user sees it: a QR code that stays valid.
 *
 * The attempt makes a proposal and shows its pairing URI. A pairing is valid for 4 minutes and
 * counts as expired within 10 s of expiry (spec sections 4 and 9), so at that point the attempt
 * makes a new proposal and shows its URI instead, without the user noticing. Older proposals
 * stay live: a wallet that scanned one a moment ago may still approve it. The first approval
 * of any of them settles the attempt; a wallet's refusal of any of them rejects it; cancelling
 * rejects it. However it ends, the pairing is cleared and every other proposal withdrawn.
 *
 * A proposal needs the relay: one that is not made within the connect time-out (spec section
 * 9, CONNECT_TIMEOUT_MS) rejects the attempt with RelayUnreachableError, so the view shows an
 * error and "Try again" instead of waiting; the proposal, if it comes later, is withdrawn.
 *
 * Nothing here knows sign-client: `propose` is injected (see session/walletConnectSession.ts).
 */
import {
  CONNECT_TIMEOUT_MS,
  msUntilPairingRefresh,
  pairingExpiresAt,
  type PairingState,
  type SharedConnectorContext,
} from '@portico/core';
import { relayUnreachable } from '../errors';

export interface PairingProposal<T> {
  readonly uri: string;
  /**
   * Resolves with the wallet's approval, or with undefined when the proposal lapsed or was
   * withdrawn (the attempt carries on with its newer ones); rejects when the wallet declined.
   */
  readonly approval: Promise<T | undefined>;
  /** Stops waiting for this proposal (another one won, or the attempt ended). */
  withdraw(): void;
}

export interface PairingLoopOptions<T> {
  /** Makes a new proposal on the relay. */
  propose(): Promise<PairingProposal<T>>;
  readonly timers: Pick<SharedConnectorContext['timers'], 'after'>;
  /** Shows the current pairing (writes it to state); undefined clears it. */
  show(pairing: PairingState | undefined): void;
  /** Milliseconds since the epoch (default Date.now). */
  now?(): number;
  /** How long a proposal may take before the relay counts as unreachable (CONNECT_TIMEOUT_MS). */
  readonly proposeTimeoutMs?: number;
}

export interface PairingAttempt<T> {
  /** The approval that won; rejects when declined, cancelled, or a proposal could not be made. */
  readonly result: Promise<T>;
  readonly settled: boolean;
  /** A proposal is being made: the relay must answer now. */
  readonly proposing: boolean;
  /** Ends the attempt: `result` rejects with `reason`. No-op once settled. */
  cancel(reason: unknown): void;
}

export function startPairing<T>(options: PairingLoopOptions<T>): PairingAttempt<T> {
  const now = options.now ?? Date.now;
  const proposeTimeoutMs = options.proposeTimeoutMs ?? CONNECT_TIMEOUT_MS;
  const live = new Set<PairingProposal<T>>();
  let settled = false;
  let stopRefresh = () => {};
  /** The time-outs of proposals being made. */
  const timeouts = new Set<() => void>();
  let resolveResult: (value: T) => void = () => {};
  let rejectResult: (reason: unknown) => void = () => {};
  const result = new Promise<T>((resolve, reject) => {
    resolveResult = resolve;
    rejectResult = reject;
  });

  const finish = (winner: PairingProposal<T> | undefined, settle: () => void) => {
    if (settled) return;
    settled = true;
    stopRefresh();
    for (const stop of timeouts) stop();
    timeouts.clear();
    for (const proposal of live) if (proposal !== winner) proposal.withdraw();
    live.clear();
    options.show(undefined);
    settle();
  };

  const propose = async () => {
    let proposal: PairingProposal<T>;
    const stopTimeout = options.timers.after(proposeTimeoutMs, () =>
      finish(undefined, () => rejectResult(relayUnreachable())),
    );
    timeouts.add(stopTimeout);
    try {
      proposal = await options.propose();
    } catch (error) {
      finish(undefined, () => rejectResult(error));
      return;
    } finally {
      timeouts.delete(stopTimeout);
      stopTimeout();
    }
    if (settled) {
      proposal.withdraw();
      return;
    }
    live.add(proposal);
    const expiresAt = pairingExpiresAt(now());
    options.show({ uri: proposal.uri, expiresAt });
    stopRefresh = options.timers.after(msUntilPairingRefresh(expiresAt, now()), () => {
      void propose();
    });
    proposal.approval.then(
      (approved) => {
        if (approved === undefined) live.delete(proposal);
        else finish(proposal, () => resolveResult(approved));
      },
      (error: unknown) => finish(undefined, () => rejectResult(error)),
    );
  };

  void propose();
  return {
    result,
    get settled() {
      return settled;
    },
    get proposing() {
      return timeouts.size > 0;
    },
    cancel: (reason) => finish(undefined, () => rejectResult(reason)),
  };
}
