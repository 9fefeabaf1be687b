/**
 * What the wallet tells the session in use, turned into session events for each served
 * namespace: chainChanged and accountsChanged (session_event; in bip122 also the Bitcoin
 * wallets' bip122_addressesChanged), a namespace update (session_update), a disconnect
 * (session_delete), an expiry (session_expire, with the 'Session Expired' alert), and on a
 * phone the wallet's deep link for a request that prompts.
 */
import {
  MESSAGES,
  type CaipNetworkId,
  type ChainNamespace,
  type SharedConnectorContext,
} from '@portico/core';
import type { CurrentSession } from './currentSession';
import { eventAccounts, toChainId } from './sessionAccounts';
import type { Client, Session } from './signClient';
import type { SessionEvent } from './walletConnectSession';
import { openWalletLink, promptsUser } from './walletLink';

/** A wallet's session_event: `{ name, data }` on a CAIP-2 chain. */
interface SessionEventArgs {
  readonly topic: string;
  readonly params: { readonly event: { name: string; data: unknown }; readonly chainId: string };
}

export interface WalletEventsConfig {
  readonly client: Client;
  readonly current: CurrentSession<Session>;
  readonly served: readonly ChainNamespace[];
  readonly context: Pick<SharedConnectorContext, 'alerts' | 'platform'>;
  emit(namespace: ChainNamespace, event: SessionEvent): void;
  /** Makes `chain` the namespace's current chain (and tells its listeners). */
  moveTo(namespace: ChainNamespace, chain: CaipNetworkId): void;
}

/** The event Bitcoin wallets send when the account's addresses change (WalletConnect's bip122). */
export const BIP122_ADDRESSES_CHANGED = 'bip122_addressesChanged';

/** bip122_addressesChanged's data: `[{ address, ... }]` (or addresses as text) to addresses. */
function bip122Addresses(data: unknown): unknown[] {
  if (!Array.isArray(data)) return [];
  return data.map((item: unknown) =>
    typeof item === 'object' && item !== null ? (item as { address?: unknown }).address : item,
  );
}

/** Listens to the client's session events; returns a function that stops listening. */
export function listenToWallet(config: WalletEventsConfig): () => void {
  const { client, current, served, emit } = config;
  const inUse = (topic: string) => (topic === current.topic ? current.get() : undefined);

  const onEvent = ({ topic, params }: SessionEventArgs) => {
    const session = inUse(topic);
    const namespace = params.chainId.split(':')[0] ?? '';
    if (!session || !served.includes(namespace)) return;
    const { name, data } = params.event;
    if (name === 'chainChanged') {
      const chain = toChainId(namespace, data) ?? toChainId(namespace, params.chainId);
      if (chain) config.moveTo(namespace, chain);
    } else if (name === 'accountsChanged') {
      const chain = current.chainIn(session, namespace);
      const accounts = chain ? eventAccounts(session, chain, data) : [];
      // Accounts on other chains, unapproved or invalid ones say nothing (the event is dropped);
      // only an empty list is a disconnect (EIP-1193).
      if (accounts.length > 0 || (Array.isArray(data) && data.length === 0)) {
        emit(namespace, { type: 'accountsChanged', accounts });
      }
    } else if (name === BIP122_ADDRESSES_CHANGED && namespace === 'bip122') {
      // Bitcoin wallets' own event: the account's addresses ({ address, ... } or text). Only
      // the session's approved accounts count; it never disconnects (session_delete does).
      const chain = current.chainIn(session, namespace);
      const accounts = chain ? eventAccounts(session, chain, bip122Addresses(data)) : [];
      if (accounts.length > 0) emit(namespace, { type: 'accountsChanged', accounts });
    }
  };
  const onUpdate = ({ topic }: { topic: string }) => {
    const session = inUse(topic);
    if (!session) return;
    for (const namespace of served) {
      const before = current.chosen(namespace);
      const accounts = current.accountsIn(session, namespace);
      const after = current.chainIn(session, namespace);
      if (before && after && before !== after) {
        emit(namespace, { type: 'chainChanged', chainId: after });
      }
      if (accounts.length > 0) emit(namespace, { type: 'accountsChanged', accounts });
    }
  };
  /** The session that ended last: sign-client reports an expiry as session_delete first. */
  let endedTopic: string | undefined;
  const onDeleted = ({ topic }: { topic: string }) => {
    if (topic !== current.topic) return;
    endedTopic = current.end();
    for (const namespace of served) emit(namespace, { type: 'disconnect' });
  };
  const onExpired = ({ topic }: { topic: string }) => {
    if (topic !== current.topic && topic !== endedTopic) return;
    onDeleted({ topic });
    config.context.alerts.show({
      variant: 'warning',
      title: MESSAGES.sessionExpired,
      message: MESSAGES.sessionExpiredDetail,
    });
  };
  const onRequestSent = ({ topic, request }: { topic: string; request: { method: string } }) => {
    if (!config.context.platform.isMobile || !promptsUser(request.method)) return;
    openWalletLink(inUse(topic)?.peer.metadata.redirect);
  };

  const listeners = [
    ['session_event', onEvent],
    ['session_update', onUpdate],
    ['session_delete', onDeleted],
    ['session_expire', onExpired],
    ['session_request_sent', onRequestSent],
  ] as const;
  for (const [event, listener] of listeners) client.on(event, listener as never);
  return () => {
    for (const [event, listener] of listeners) client.off(event, listener as never);
  };
}
