// Preloaded into `next dev` and its workers (NODE_OPTIONS=--import, see startNextExample.ts):
// every TCP connection off 127.0.0.1 is refused and reported on stderr, one line each,
// starting with $PORTICO_OFF_MACHINE_MARK, so the browser test can check that the server side
// of the example, too, reaches nothing off the machine.
import net from 'node:net';

const MARK = process.env.PORTICO_OFF_MACHINE_MARK ?? 'refused a connection off the machine:';
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1', '::ffff:127.0.0.1']);
const connect = net.Socket.prototype.connect;

/** The host of a `socket.connect(...)` call, or undefined for a local (IPC) socket. */
function hostOf(args) {
  const [first, second] = args;
  if (Array.isArray(first)) return hostOf(first); // Node's internal normalized form
  if (typeof first === 'object' && first !== null) {
    return first.path !== undefined ? undefined : (first.host ?? 'localhost');
  }
  if (typeof first === 'string' && Number.isNaN(Number(first))) return undefined; // a path
  return typeof second === 'string' ? second : 'localhost';
}

net.Socket.prototype.connect = function connectOnTheMachine(...args) {
  const host = hostOf(args);
  if (host !== undefined && !LOOPBACK.has(host)) {
    process.stderr.write(`${MARK} ${host}\n`);
    throw new Error(`${MARK} ${host}`);
  }
  return connect.apply(this, args);
};
