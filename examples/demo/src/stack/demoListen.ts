/**
 * The demo page server's port on 127.0.0.1: the one asked for, or a free one when it is taken
 * (unless strict); and its close, which also ends kept-alive connections.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

const LOOPBACK = '127.0.0.1';

function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const onError = (error: Error) => reject(error);
    server.once('error', onError);
    server.listen(port, LOOPBACK, () => {
      server.removeListener('error', onError);
      resolvePort((server.address() as AddressInfo).port);
    });
  });
}

export async function listenOnPort(server: Server, port: number, strict: boolean): Promise<number> {
  try {
    return await listen(server, port);
  } catch (error) {
    const taken = (error as NodeJS.ErrnoException).code === 'EADDRINUSE';
    if (!taken || strict || port === 0) throw error;
    return listen(server, 0);
  }
}

export function closeHttpServer(server: Server): Promise<void> {
  if (!server.listening) return Promise.resolve();
  return new Promise((resolveClosed) => {
    server.close(() => resolveClosed());
    server.closeAllConnections();
  });
}
