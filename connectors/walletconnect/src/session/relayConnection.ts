/**
 * The relay connection of a sign-client, as far as Portico needs it: open it early, and hear
 * when its socket cannot be opened (refused, no such host, TLS), which sign-client only logs
 * before it tries again. Both reach into sign-client's relayer (2.25) through members it has but
 * does not declare; without them, nothing is opened early and no failure is heard (the pairing
 * loop's time-out still ends the wait).
 */

/** The relayer members used here: a socket is one JSON-RPC connection per attempt. */
interface Relayer {
  toEstablishConnection?: () => Promise<void>;
  createProvider?: () => Promise<void>;
  provider?: { connection?: SocketConnection };
}

/** @walletconnect/jsonrpc-ws-connection: 'register_error' when the socket does not open. */
interface SocketConnection {
  on?(event: 'register_error', listener: (error: unknown) => void): void;
  off?(event: 'register_error', listener: (error: unknown) => void): void;
}

/**
 * A fresh client opens its relay connection only inside its first connect(), after creating
 * the pairing: open it now, so the two overlap (the QR code shows sooner). Without the method,
 * connect() opens the connection as before.
 */
export function openRelayConnection(relayer: unknown): void {
  const { toEstablishConnection } = relayer as Relayer;
  if (typeof toEstablishConnection !== 'function') return;
  toEstablishConnection.call(relayer).catch(() => undefined); // connect() retries and reports
}

/**
 * Calls `onFailure` with the socket's error each time the relayer fails to open a socket to
 * the relay (every attempt makes a new one). Returns a function that stops listening.
 */
export function watchRelaySocketFailures(
  relayer: unknown,
  onFailure: (error: unknown) => void,
): () => void {
  const target = relayer as Relayer;
  const original = target.createProvider;
  if (typeof original !== 'function') return () => {};
  const listen = () => target.provider?.connection?.on?.('register_error', onFailure);
  target.createProvider = async function createProvider(this: Relayer) {
    await original.call(this);
    listen();
  };
  return () => {
    target.createProvider = original;
    target.provider?.connection?.off?.('register_error', onFailure);
  };
}
