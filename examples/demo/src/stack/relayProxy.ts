/**
 * WebSocket upgrades on /relay go to the local WalletConnect relay, byte for byte, so the page
 * reaches the relay on its own origin (the CSP's `connect-src 'self'` covers it and no second
 * port is opened to the page). Upgrades on the other paths given (the Polkadot chain's
 * /polkadot/ws) go to their handlers; any other upgrade is refused.
 */
import type { IncomingMessage, Server } from 'node:http';
import { connect, type Socket } from 'node:net';
import type { Duplex } from 'node:stream';

export const RELAY_PATH = '/relay';
const LOOPBACK = '127.0.0.1';

/** The upgrade request as it came in, to replay to the relay. */
function requestHead(request: IncomingMessage): string {
  const lines = [`${request.method ?? 'GET'} ${request.url ?? '/'} HTTP/1.1`];
  const raw = request.rawHeaders;
  for (let index = 0; index + 1 < raw.length; index += 2)
    lines.push(`${raw[index]}: ${raw[index + 1]}`);
  return `${lines.join('\r\n')}\r\n\r\n`;
}

/** Takes an upgrade request over: answers it, or refuses it. */
export type UpgradeHandler = (request: IncomingMessage, socket: Duplex, head: Buffer) => void;

/**
 * Forwards /relay upgrades of `server` to the relay on 127.0.0.1:`relayPort`, and hands those on
 * `otherPaths` to their handler. Returns the function that closes every forwarded relay
 * connection (an HTTP server's close leaves upgraded sockets open; the other handlers close
 * their own).
 */
export function proxyRelayUpgrades(
  server: Server,
  relayPort: number,
  otherPaths: ReadonlyMap<string, UpgradeHandler> = new Map(),
): () => void {
  const open = new Set<Duplex | Socket>();
  const track = (socket: Duplex | Socket) => {
    open.add(socket);
    socket.once('close', () => open.delete(socket));
  };
  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = new URL(request.url ?? '/', 'http://demo.invalid').pathname;
    const other = otherPaths.get(path);
    if (other) {
      other(request, socket, head);
      return;
    }
    if (path !== RELAY_PATH) {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n');
      return;
    }
    track(socket);
    const upstream = connect(relayPort, LOOPBACK);
    track(upstream);
    upstream.once('connect', () => {
      upstream.write(requestHead(request));
      if (head.length > 0) upstream.write(head);
      socket.pipe(upstream).pipe(socket);
    });
    // The relay down (restarting) or gone: the page's client sees a closed socket and retries.
    upstream.once('error', () => socket.destroy());
    socket.once('error', () => upstream.destroy());
    socket.once('close', () => upstream.destroy());
    upstream.once('close', () => socket.destroy());
  });
  return () => {
    for (const socket of open) socket.destroy();
    open.clear();
  };
}
