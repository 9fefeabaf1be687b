/**
 * The local relay's messages: kept per topic until their TTL, so a client that (re)subscribes
 * gets what was published meanwhile, and never handed back to their publisher.
 */

/** Who published a message: the connection, and the client id it authenticated with. */
export interface RelayPeer {
  /** The `iss` of the client's auth JWT (did:key:...), undefined when it sent none. */
  readonly clientId: string | undefined;
}

export interface StoredMessage {
  readonly topic: string;
  readonly message: string;
  readonly publishedAt: number;
  readonly tag: number;
  readonly expiresAt: number;
  readonly attestation: string | undefined;
  readonly publisher: RelayPeer;
  readonly publisherId: string | undefined;
}

export interface PublishRequest {
  readonly topic: string;
  readonly message: string;
  readonly ttlSeconds: number;
  readonly tag: number;
  readonly attestation: string | undefined;
}

export interface RelayMessages {
  /** The topic's messages that have not expired (expired ones are dropped). */
  live(topic: string): StoredMessage[];
  /** Stores a publish (once per distinct message on its topic); returns the stored entry. */
  store(from: RelayPeer, request: PublishRequest): StoredMessage;
  /** True when `peer` published `entry` (same connection, or same client after a reconnect). */
  isPublisher(entry: StoredMessage, peer: RelayPeer): boolean;
  clear(): void;
}

const MS_PER_SECOND = 1_000;

export function createRelayMessages(now: () => number = Date.now): RelayMessages {
  const stored = new Map<string, StoredMessage[]>();

  const live = (topic: string): StoredMessage[] => {
    const time = now();
    const kept = (stored.get(topic) ?? []).filter((entry) => entry.expiresAt > time);
    if (kept.length > 0) stored.set(topic, kept);
    else stored.delete(topic);
    return kept;
  };

  return {
    live,
    store(from, request) {
      const entries = live(request.topic);
      const known = entries.find((entry) => entry.message === request.message);
      if (known) return known;
      const publishedAt = now();
      const entry: StoredMessage = {
        topic: request.topic,
        message: request.message,
        publishedAt,
        tag: request.tag,
        expiresAt: publishedAt + request.ttlSeconds * MS_PER_SECOND,
        attestation: request.attestation,
        publisher: from,
        publisherId: from.clientId,
      };
      stored.set(request.topic, [...entries, entry]);
      return entry;
    },
    isPublisher: (entry, peer) =>
      entry.publisher === peer ||
      (entry.publisherId !== undefined && entry.publisherId === peer.clientId),
    clear: () => stored.clear(),
  };
}
