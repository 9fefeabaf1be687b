import { useEffect, useState } from 'react';

/** Portico's own choice: how long the wallet search waits after the last keystroke. */
export const WALLET_SEARCH_DEBOUNCE_MS = 200;

/** `value`, once it has stopped changing for `delayMs`. */
export function useDebouncedValue<T>(value: T, delayMs = WALLET_SEARCH_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
