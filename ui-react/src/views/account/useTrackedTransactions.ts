import { useEffect, useRef, useState } from 'react';
import type { TrackedTransaction, TransactionTracker } from '@portico/core';

const NONE: readonly TrackedTransaction[] = Object.freeze([]);

/** Pending first, then newest first (the tracker's order, kept whatever it returns). */
function byPendingThenNewest(a: TrackedTransaction, b: TrackedTransaction): number {
  const pending = Number(b.status === 'pending') - Number(a.status === 'pending');
  return pending !== 0 ? pending : b.sentAt - a.sentAt;
}

/** An address as both sides may write it: eip155 hex in any case is one address. */
const addressKey = (address: string) =>
  /^0x[0-9a-f]+$/i.test(address) ? address.toLowerCase() : address;

function read(
  tracker: TransactionTracker,
  address: string,
  caipNetworkId: string,
): readonly TrackedTransaction[] {
  const namespace = caipNetworkId.slice(0, caipNetworkId.indexOf(':'));
  const account = addressKey(address);
  return tracker
    .list(namespace)
    .filter(
      (transaction) =>
        transaction.caipNetworkId === caipNetworkId && addressKey(transaction.from) === account,
    )
    .sort(byPendingThenNewest);
}

/**
 * The tracked transactions sent by `address` on `caipNetworkId` (the connected chain only),
 * pending first, kept current through the tracker's `subscribe`. `onConfirmed` runs
 * when one of them turns confirmed (it was pending, or new since the last change).
 */
export function useTrackedTransactions(
  tracker: TransactionTracker | undefined,
  address: string,
  caipNetworkId: string | undefined,
  onConfirmed: () => void,
): readonly TrackedTransaction[] {
  const [tracked, setTracked] = useState<readonly TrackedTransaction[]>(() =>
    tracker && caipNetworkId ? read(tracker, address, caipNetworkId) : NONE,
  );
  const confirmed = useRef(onConfirmed);
  confirmed.current = onConfirmed;

  useEffect(() => {
    if (!tracker || !caipNetworkId) {
      setTracked(NONE);
      return;
    }
    let current = read(tracker, address, caipNetworkId);
    setTracked(current);
    return tracker.subscribe(() => {
      const next = read(tracker, address, caipNetworkId);
      const before = new Map(current.map((transaction) => [transaction.hash, transaction.status]));
      const newlyConfirmed = next.some(
        (transaction) =>
          transaction.status === 'confirmed' && before.get(transaction.hash) !== 'confirmed',
      );
      current = next;
      setTracked(next);
      if (newlyConfirmed) confirmed.current();
    });
  }, [tracker, address, caipNetworkId]);

  return tracked;
}
