import { TOKENS, type Portico, type TransactionTracker } from '@portico/core';

/**
 * The instance's transaction tracker (TOKENS.transactions), or undefined while none is
 * registered: the Activity tab then shows the history alone.
 */
export function transactionTrackerOf(portico: Portico): TransactionTracker | undefined {
  try {
    return portico.resolve(TOKENS.transactions);
  } catch {
    return undefined;
  }
}
