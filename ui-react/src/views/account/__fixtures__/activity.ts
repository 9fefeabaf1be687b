/**
 * Test fixture for the Activity tab: history transactions as the history route sends them, and
 * a FAKE transaction tracker (core builds the real one; this one changes a status on demand).
 */
import type {
  ChainNamespace,
  TrackedTransaction,
  TrackedTransactionStatus,
  TransactionTracker,
} from '@portico/core';

export const RECEIVER = '0x1111111111111111111111111111111111111111';

/** A tracked send of 0.5 ETH on mainnet, with its Etherscan page. */
export function tracked(
  hash: string,
  status: TrackedTransactionStatus,
  overrides: Partial<TrackedTransaction> = {},
): TrackedTransaction {
  return {
    hash,
    namespace: 'eip155',
    caipNetworkId: 'eip155:1',
    from: '0x4838B106FCe9647Bdf1E7877BF73cE8B0BAD5f97',
    status,
    sentAt: 1_000,
    summary: { amount: '0.5', symbol: 'ETH', to: RECEIVER },
    explorerUrl: `https://etherscan.io/tx/${hash}`,
    ...overrides,
  };
}

export interface FakeTransactionTracker extends TransactionTracker {
  add(transaction: TrackedTransaction): void;
  update(hash: string, status: TrackedTransactionStatus): void;
}

/** A FAKE tracker over a plain list: `add` and `update` notify the subscribers. */
export function fakeTransactionTracker(
  initial: readonly TrackedTransaction[],
): FakeTransactionTracker {
  let transactions = [...initial];
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  return {
    list: (namespace?: ChainNamespace) =>
      transactions.filter((transaction) => !namespace || transaction.namespace === namespace),
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    waitFor: async (hash) =>
      transactions.find((transaction) => transaction.hash === hash)?.status ?? 'pending',
    add(transaction) {
      transactions = [...transactions, transaction];
      notify();
    },
    update(hash, status) {
      transactions = transactions.map((transaction) =>
        transaction.hash === hash ? { ...transaction, status } : transaction,
      );
      notify();
    },
  };
}

/** A history entry as GET /v1/account/{address}/history sends it. */
export function historyTransaction(
  id: string,
  minedAt: string,
  {
    hash,
    chain = 'eip155:1',
    quantity = '1',
    spamNft = false,
    sentFrom = '0x4838B106FCe9647Bdf1E7877BF73cE8B0BAD5f97',
    sentTo = RECEIVER,
  }: {
    hash?: string;
    chain?: string;
    quantity?: string;
    spamNft?: boolean;
    /** The sender and the receiver; by default the test account sends to RECEIVER. */
    sentFrom?: string;
    sentTo?: string;
  } = {},
) {
  return {
    id,
    metadata: {
      minedAt,
      chain,
      operationType: sentTo === RECEIVER ? 'send' : 'receive',
      status: 'confirmed',
      sentFrom,
      sentTo,
      ...(hash && { hash }),
    },
    transfers: [
      spamNft
        ? { quantity: { numeric: '1' }, nft_info: { name: 'Free mint', flags: { is_spam: true } } }
        : { quantity: { numeric: quantity }, fungible_info: { symbol: 'ETH', name: 'Ether' } },
    ],
  };
}
