import { Socket } from 'node:net';

/** One TCP (or IPC) connection this process started, as passed to `Socket#connect`. */
export interface OutgoingConnection {
  host: string | undefined;
  port: number | undefined;
  /** Set for a Unix socket or named pipe instead of host and port. */
  path: string | undefined;
}

export interface OutgoingConnectionRecorder {
  readonly connections: readonly OutgoingConnection[];
  /** Puts `Socket#connect` back. */
  restore(): void;
}

function describeConnect(args: readonly unknown[]): OutgoingConnection {
  // net.connect() and http agents call connect([options, callback]) (normalized arguments);
  // user code may call connect(options, cb), connect(port, host, cb) or connect(path, cb).
  const list = Array.isArray(args[0]) ? (args[0] as unknown[]) : args;
  const [first, second] = list;
  if (typeof first === 'object' && first !== null) {
    const { host, port, path } = first as { host?: unknown; port?: unknown; path?: unknown };
    return {
      host: typeof host === 'string' ? host : undefined,
      port: port === undefined ? undefined : Number(port),
      path: typeof path === 'string' ? path : undefined,
    };
  }
  if (typeof first === 'string' && !/^\d+$/.test(first)) {
    return { host: undefined, port: undefined, path: first };
  }
  return {
    host: typeof second === 'string' ? second : undefined,
    port: first === undefined ? undefined : Number(first),
    path: undefined,
  };
}

/**
 * Records every connection any code in this process opens through `net` (WebSockets, fetch,
 * http) from now until `restore()`: a guard that tests stay on the machine. A connection with
 * no host goes to localhost (Node's default).
 */
export function recordOutgoingConnections(): OutgoingConnectionRecorder {
  const original = Socket.prototype.connect;
  const connections: OutgoingConnection[] = [];
  Socket.prototype.connect = function connect(this: Socket, ...args: unknown[]) {
    connections.push(describeConnect(args));
    return (original as (...a: unknown[]) => Socket).apply(this, args);
  } as typeof original;
  return {
    connections,
    restore() {
      Socket.prototype.connect = original;
    },
  };
}

const LOOPBACK_HOSTS = new Set(['localhost', '::1', '[::1]']);

/** True when the connection cannot leave the machine (loopback host, default host, or IPC). */
export function isLocalConnection(connection: OutgoingConnection): boolean {
  if (connection.path !== undefined) return true;
  const { host } = connection;
  return host === undefined || LOOPBACK_HOSTS.has(host) || /^127(\.\d{1,3}){3}$/.test(host);
}
