/**
 * The connections' failures without a chain: a port where nothing listens, a server that takes
 * the socket and never answers (a stand-in for a hung node: a plain TCP server on 127.0.0.1),
 * a network with no WebSocket endpoint, and a destroyed module.
 */
import { createServer, type Server, type Socket } from 'node:net';
import { polkadotLocal } from '../polkadotLocal';
import { createApiConnections } from './apiConnections';

const GENESIS = `0x${'45'.repeat(32)}`;

describe('apiConnections', () => {
  let silent: Server;
  let port: number;
  const sockets = new Set<Socket>();

  beforeAll(async () => {
    silent = createServer((socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    port = (silent.address() as { port: number }).port;
  });

  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
  });

  it('a node that takes the socket and never answers fails within the time-out, and the next call tries again', async () => {
    const connections = createApiConnections(300);
    const network = polkadotLocal(`ws://127.0.0.1:${port}`, GENESIS);
    const first = connections.get(network);
    await expect(first).rejects.toMatchObject({
      code: 'POLKADOT_NODE_UNREACHABLE',
      message: expect.stringContaining('not ready within 300 ms'),
    });
    const second = connections.get(network);
    expect(second).not.toBe(first);
    await expect(second).rejects.toMatchObject({ code: 'POLKADOT_NODE_UNREACHABLE' });
    connections.destroy();
  });

  it('a network without a WebSocket endpoint is refused by name', async () => {
    const connections = createApiConnections(300);
    const network = {
      ...polkadotLocal('ws://127.0.0.1:1', GENESIS),
      rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
    };
    await expect(connections.get(network)).rejects.toMatchObject({
      code: 'POLKADOT_NO_WEBSOCKET',
      message: expect.stringContaining('Polkadot Local'),
    });
    connections.destroy();
  });

  it('after destroy() every call is refused', async () => {
    const connections = createApiConnections(300);
    connections.destroy();
    await expect(
      connections.get(polkadotLocal(`ws://127.0.0.1:${port}`, GENESIS)),
    ).rejects.toMatchObject({ code: 'POLKADOT_CHAIN_DESTROYED' });
  });
});
