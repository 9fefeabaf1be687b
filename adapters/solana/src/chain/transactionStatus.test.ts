import type { SignatureStatus } from '@solana/web3.js';
import { statusOf } from './transactionStatus';

// The local node answers only 'finalized' or nothing: the other levels a cluster reports are
// written out here as getSignatureStatuses gives them.
const status = (fields: Partial<SignatureStatus>): SignatureStatus => ({
  slot: 10,
  confirmations: 0,
  err: null,
  ...fields,
});

describe('statusOf: one getSignatureStatuses entry as a transaction status', () => {
  it.each<[string, SignatureStatus | null, string | undefined]>([
    ['unknown to the node (null)', null, undefined],
    ['processed', status({ confirmationStatus: 'processed' }), 'pending'],
    ['confirmed', status({ confirmationStatus: 'confirmed', confirmations: 3 }), 'confirmed'],
    ['finalized', status({ confirmationStatus: 'finalized', confirmations: null }), 'confirmed'],
    [
      'rooted, from a node without confirmationStatus',
      status({ confirmations: null }),
      'confirmed',
    ],
    ['a few confirmations, from a node without confirmationStatus', status({}), 'pending'],
    [
      'landed with an error, even when finalized',
      status({ confirmationStatus: 'finalized', err: { InstructionError: [0, 'Custom'] } }),
      'failed',
    ],
    [
      'processed with an error',
      status({ confirmationStatus: 'processed', err: 'AccountInUse' }),
      'failed',
    ],
  ])('%s', (_what, entry, expected) => {
    expect(statusOf(entry)).toBe(expected);
  });
});
