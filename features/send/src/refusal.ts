/**
 * Did the visitor refuse the send in the wallet, and did core already say so? Core decides
 * refusals (`isUserRejection`) and shows 'Signature declined' for them. The EVM adapters map a
 * refused send to core's SendFailedError ('Something went wrong'), keeping the wallet's code
 * (4001) as its `walletCode`: Send reads that code too, so a visitor who said no sees
 * 'Signature declined' (issue 16), raised here because core did not raise it.
 */
import { SendFailedError, USER_REJECTION_CODES, isUserRejection } from '@portico/core';

export type Refusal = 'announced' | 'unannounced';

/** 'announced': core showed 'Signature declined'; 'unannounced': a refusal it did not show. */
export function refusalOf(error: unknown): Refusal | undefined {
  if (isUserRejection(error)) return 'announced';
  const code = error instanceof SendFailedError ? error.walletCode : undefined;
  return code !== undefined && USER_REJECTION_CODES.includes(code) ? 'unannounced' : undefined;
}
