import type { LiteSVM } from 'litesvm';
import { WebSocket } from 'ws';
import {
  encodeAccount,
  readAccount,
  readAccountEncoding,
  type AccountEncoding,
} from './rpcAccounts';
import type { Ledger, LedgerEntry } from './rpcLedger';
import {
  invalidParams,
  optionalConfig,
  requireAddress,
  requireNonNegativeInteger,
  requireSignature,
  type Params,
} from './rpcParams';

/**
 * The WebSocket subscriptions of the local Solana node: signatureSubscribe (one notification,
 * then the subscription ends, as on a validator: every commitment is reached at once here),
 * accountSubscribe (a notification whenever the account changed after a transaction) and
 * slotSubscribe, with their unsubscribes.
 */
export interface SubscriptionCall {
  readonly result: unknown;
  /** Runs once the result has been sent (a notification must not overtake the subscription id). */
  readonly afterReply?: () => void;
}

export interface Subscriptions {
  handles(method: string): boolean;
  call(socket: WebSocket, method: string, params: Params): SubscriptionCall;
  /** Forgets the subscriptions of a closed socket. */
  dropSocket(socket: WebSocket): void;
  close(): void;
}

type Subscription =
  | { kind: 'signature'; socket: WebSocket; signature: string }
  | { kind: 'account'; socket: WebSocket; address: string; encoding: AccountEncoding; last: string }
  | { kind: 'slot'; socket: WebSocket };

const UNSUBSCRIBE_KINDS: Record<string, Subscription['kind']> = {
  signatureUnsubscribe: 'signature',
  accountUnsubscribe: 'account',
  slotUnsubscribe: 'slot',
};

export function createSubscriptions(svm: LiteSVM, ledger: Ledger): Subscriptions {
  const subscriptions = new Map<number, Subscription>();
  let nextId = 0;

  function notify(socket: WebSocket, method: string, subscription: number, result: unknown): void {
    if (socket.readyState !== WebSocket.OPEN) return;
    socket.send(JSON.stringify({ jsonrpc: '2.0', method, params: { result, subscription } }));
  }

  function accountValue(address: string, encoding: AccountEncoding) {
    const account = readAccount(svm, address);
    if (account) return encodeAccount(svm, account, encoding);
    const empty = {
      address,
      lamports: 0n,
      owner: '11111111111111111111111111111111',
      data: new Uint8Array(),
      executable: false,
    };
    return encodeAccount(svm, empty, encoding);
  }

  function notifySignature(id: number, socket: WebSocket, entry: LedgerEntry): void {
    subscriptions.delete(id);
    notify(socket, 'signatureNotification', id, {
      context: { slot: entry.slot },
      value: { err: entry.err },
    });
  }

  const stopListening = ledger.onProcessed((entry) => {
    for (const [id, subscription] of subscriptions) {
      if (subscription.kind === 'signature') {
        if (subscription.signature === entry.signature)
          notifySignature(id, subscription.socket, entry);
      } else if (subscription.kind === 'slot') {
        notify(subscription.socket, 'slotNotification', id, {
          parent: entry.slot - 1,
          root: entry.slot,
          slot: entry.slot,
        });
      } else {
        const value = accountValue(subscription.address, subscription.encoding);
        const fingerprint = JSON.stringify(value);
        if (fingerprint !== subscription.last) {
          subscription.last = fingerprint;
          notify(subscription.socket, 'accountNotification', id, {
            context: { slot: entry.slot },
            value,
          });
        }
      }
    }
  });

  function add(subscription: Subscription): number {
    nextId += 1;
    subscriptions.set(nextId, subscription);
    return nextId;
  }

  function call(socket: WebSocket, method: string, params: Params): SubscriptionCall {
    const kind = UNSUBSCRIBE_KINDS[method];
    if (kind !== undefined) {
      const id = requireNonNegativeInteger(params[0], 'subscription id');
      const subscription = subscriptions.get(id);
      const owned = subscription?.socket === socket && subscription.kind === kind;
      if (owned) subscriptions.delete(id);
      return { result: owned };
    }
    if (method === 'signatureSubscribe') {
      const signature = requireSignature(params[0], 'signature');
      optionalConfig(params[1]);
      const id = add({ kind: 'signature', socket, signature });
      const entry = ledger.entry(signature);
      return {
        result: id,
        afterReply: entry ? () => notifySignature(id, socket, entry) : undefined,
      };
    }
    if (method === 'accountSubscribe') {
      const address = requireAddress(params[0], 'address');
      const encoding = readAccountEncoding(optionalConfig(params[1]));
      const last = JSON.stringify(accountValue(address, encoding));
      return { result: add({ kind: 'account', socket, address, encoding, last }) };
    }
    if (method === 'slotSubscribe') return { result: add({ kind: 'slot', socket }) };
    throw invalidParams(`${method} is not a subscription method`);
  }

  return {
    handles: (method) =>
      method in UNSUBSCRIBE_KINDS ||
      ['signatureSubscribe', 'accountSubscribe', 'slotSubscribe'].includes(method),
    call,
    dropSocket(socket) {
      for (const [id, subscription] of subscriptions)
        if (subscription.socket === socket) subscriptions.delete(id);
    },
    close() {
      stopListening();
      subscriptions.clear();
    },
  };
}
