/**
 * Every place Portico reaches into @walletconnect/sign-client (2.25) past its documented API,
 * in one file, each with why it is needed. A member that is missing (another SDK version) makes
 * its patch a no-op or a plain fallback, never a crash; say here when you add one.
 *
 * - openRelayConnection / watchRelaySocketFailures: the relayer's undeclared
 *   `toEstablishConnection`, `createProvider` and `provider.connection`. Without them nothing is
 *   opened early and a refused socket is not heard (the pairing loop's time-out still ends the
 *   wait).
 * - skipVerify: the verify service (an attestation iframe in a browser, up to 5 s per connect
 *   and request, and a lookup on a host the offline default must not reach).
 * - withdrawProposal: sign-client settles a pending approval only when the proposal expires.
 * - freeGlobalCore: sign-client keeps one core per storage prefix on `globalThis`.
 */
import type { SignClient } from '@walletconnect/sign-client';

type Client = InstanceType<typeof SignClient>;

/** sign-client's reason when the dapp ends a session (getSdkError('USER_DISCONNECTED')). */
export const USER_DISCONNECTED = Object.freeze({ code: 6000, message: 'User disconnected.' });
/** Where sign-client keeps one core per storage prefix (see @walletconnect/core). */
const GLOBAL_CORE_SLOT = '_walletConnectCore_';

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

/**
 * No attestation frame (in a browser the dapp waits up to 5 s per connect and per request for
 * it) and no lookup: the verify URL cannot be pointed elsewhere, so it is switched off here.
 */
export function skipVerify(client: Client): void {
  type Verify = typeof client.core.verify;
  client.core.verify.register = (async () => '') as Verify['register'];
  client.core.verify.resolve = (async () => undefined) as unknown as Verify['resolve'];
}

/**
 * sign-client settles a pending approval only when the proposal expires: this expires it now
 * (the event its approval waits on), then forgets the proposal and its expiry.
 */
export function withdrawProposal(client: Client, id: number): void {
  client.events.emit('proposal_expire', { id });
  void (async () => {
    await client.proposal.delete(id, USER_DISCONNECTED);
    await client.core.expirer.del(id);
  })().catch(() => undefined);
}

/**
 * Frees the SDK's global slot of this client's core, so a new instance with the same storage
 * prefix gets a core of its own instead of this closed one.
 */
export function freeGlobalCore(client: Client, storagePrefix: string): void {
  const slots = globalThis as unknown as Record<string, unknown>;
  const slot = `${GLOBAL_CORE_SLOT}${storagePrefix}`;
  if (slots[slot] === client.core) {
    delete slots[slot];
    delete slots[`${slot}_count`];
  }
}
