import { EventEmitter } from 'node:events';
import { openRelayConnection, watchRelaySocketFailures } from './signClientPatches';

// A stand-in relayer with the two members sign-client 2.25's has (the real one, against the
// local relay, is in ../relayUnreachable.test.ts): each createProvider() makes a new socket
// connection, which emits 'register_error' when it cannot open.
function standInRelayer() {
  const relayer = {
    created: 0,
    provider: { connection: new EventEmitter() },
    async createProvider() {
      this.created += 1;
      this.provider = { connection: new EventEmitter() };
    },
  };
  const failSocket = (error: Error) => relayer.provider.connection.emit('register_error', error);
  return { relayer, failSocket };
}

describe("hearing the relay socket's failures (stand-in relayer)", () => {
  it('hears the failure of every new socket, keeps creating them as before, and hears nothing after stop', async () => {
    const { relayer, failSocket } = standInRelayer();
    const heard: unknown[] = [];
    const stop = watchRelaySocketFailures(relayer, (error) => heard.push(error));

    const refused = new Error('connect ECONNREFUSED 127.0.0.1:1');
    await relayer.createProvider();
    failSocket(refused);
    await relayer.createProvider();
    failSocket(refused);
    expect(relayer.created).toBe(2);
    expect(heard).toEqual([refused, refused]);

    stop();
    failSocket(refused);
    await relayer.createProvider();
    failSocket(refused);
    expect(relayer.created).toBe(3);
    expect(heard).toHaveLength(2);
  });

  it('a relayer without these members: nothing is opened early, nothing is heard, nothing throws', () => {
    const heard: unknown[] = [];
    expect(() => openRelayConnection({})).not.toThrow();
    const stop = watchRelaySocketFailures({}, (error) => heard.push(error));
    expect(() => stop()).not.toThrow();
    expect(heard).toEqual([]);
  });
});
