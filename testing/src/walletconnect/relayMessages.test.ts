import { createRelayMessages } from './relayMessages';

const request = (message: string, ttlSeconds = 60) => ({
  topic: 'topic-a',
  message,
  ttlSeconds,
  tag: 1100,
  attestation: undefined,
});

describe('the local relay’s message store', () => {
  it('keeps a message until its TTL, then drops it', () => {
    let now = 1_000_000;
    const messages = createRelayMessages(() => now);
    messages.store({ clientId: 'did:key:a' }, request('m1', 10));
    expect(messages.live('topic-a').map((entry) => entry.message)).toEqual(['m1']);
    now += 9_999;
    expect(messages.live('topic-a')).toHaveLength(1);
    now += 1;
    expect(messages.live('topic-a')).toEqual([]);
  });

  it('stores a message published twice (a retry) once', () => {
    const messages = createRelayMessages();
    const from = { clientId: 'did:key:a' };
    const first = messages.store(from, request('m1'));
    expect(messages.store(from, request('m1'))).toBe(first);
    messages.store(from, request('m2'));
    expect(messages.live('topic-a').map((entry) => entry.message)).toEqual(['m1', 'm2']);
  });

  it('knows the publisher by connection, and by client id after a reconnect', () => {
    const messages = createRelayMessages();
    const connection = { clientId: 'did:key:a' };
    const entry = messages.store(connection, request('m1'));
    expect(messages.isPublisher(entry, connection)).toBe(true);
    expect(messages.isPublisher(entry, { clientId: 'did:key:a' })).toBe(true);
    expect(messages.isPublisher(entry, { clientId: 'did:key:b' })).toBe(false);
    const anonymous = messages.store({ clientId: undefined }, request('m2'));
    expect(messages.isPublisher(anonymous, { clientId: undefined })).toBe(false);
  });

  it('clear() forgets everything', () => {
    const messages = createRelayMessages();
    messages.store({ clientId: undefined }, request('m1'));
    messages.clear();
    expect(messages.live('topic-a')).toEqual([]);
  });
});
