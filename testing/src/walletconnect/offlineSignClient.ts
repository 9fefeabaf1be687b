import { randomUUID } from 'node:crypto';
import { SignClient } from '@walletconnect/sign-client';
import { createMemoryKeyValueStorage } from './memoryKeyValueStorage';

export type SignClientInstance = InstanceType<typeof SignClient>;
type SignClientOptions = NonNullable<ConstructorParameters<typeof SignClient>[0]>;
export type SignClientMetadata = NonNullable<SignClientOptions['metadata']>;
export type SignClientLogLevel = 'silent' | 'fatal' | 'error' | 'warn' | 'info' | 'debug';

export interface CreateOfflineSignClientOptions {
  /** ws://127.0.0.1:<port> of a local relay (loopback only unless `allowRemoteRelay`). */
  relayUrl: string;
  metadata: SignClientMetadata;
  /** The SDK's log level (default 'error'). */
  logLevel?: SignClientLogLevel;
  /** Let the client use a relay that is not on loopback (off by default). */
  allowRemoteRelay?: boolean;
  signConfig?: SignClientOptions['signConfig'];
}

export interface OfflineSignClient {
  client: SignClientInstance;
  /** The client's relay identity (did:key:...), the `iss` of its relay auth JWT. */
  clientId: string;
  /** Closes the relay connection, stops the SDK's timers and frees its global slot. */
  stop(): Promise<void>;
}

/** Any name is a client id for the relay, so the project id only fills the URL's query. */
const LOCAL_PROJECT_ID = 'portico-local';

export function isLoopbackWebSocketUrl(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'ws:' && parsed.protocol !== 'wss:') return false;
  return (
    ['localhost', '[::1]'].includes(parsed.hostname) || /^127(\.\d{1,3}){3}$/.test(parsed.hostname)
  );
}

/**
 * A @walletconnect/sign-client 2.25 client, dapp or wallet, that talks to nothing but the
 * given relay:
 * - telemetry off (`telemetryEnabled: false`);
 * - its own in-memory storage and a unique `customStoragePrefix`, so two clients in one
 *   process do not share the SDK's global core and nothing is written to disk;
 * - no verify round trip: the SDK has no option for it (it skips verify only when
 *   `process.env.IS_VITEST === 'true'`, a process-wide switch), and in Node a wallet would
 *   fetch verify.walletconnect.org for every proposal and request. This client's verify
 *   resolver answers "no attestation" at once, so the SDK reports the origin as UNKNOWN.
 *   (A dapp never resolves; `register` is a no-op outside a browser.)
 */
export async function createOfflineSignClient(
  options: CreateOfflineSignClientOptions,
): Promise<OfflineSignClient> {
  if (!options.allowRemoteRelay && !isLoopbackWebSocketUrl(options.relayUrl)) {
    throw new TypeError(`relay url ${options.relayUrl} is not on loopback`);
  }
  const storagePrefix = `portico-${randomUUID()}`;
  const client = await SignClient.init({
    projectId: LOCAL_PROJECT_ID,
    relayUrl: options.relayUrl,
    metadata: options.metadata,
    logger: options.logLevel ?? 'error',
    telemetryEnabled: false,
    customStoragePrefix: storagePrefix,
    storage: createMemoryKeyValueStorage(),
    ...(options.signConfig ? { signConfig: options.signConfig } : {}),
  });
  // Typed as always resolving; the SDK itself returns undefined (no attestation) or '' (dev).
  type Resolve = typeof client.core.verify.resolve;
  client.core.verify.resolve = (async () => undefined) as unknown as Resolve;
  const clientId = await client.core.crypto.getClientId();

  let stopping: Promise<void> | undefined;
  const stop = async () => {
    client.core.heartbeat.stop();
    await client.core.relayer.transportClose().catch(() => undefined);
    // The SDK keeps each core in globalThis under its storage prefix (see core.ts).
    const slots = globalThis as unknown as Record<string, unknown>;
    delete slots[`_walletConnectCore_${storagePrefix}`];
    delete slots[`_walletConnectCore_${storagePrefix}_count`];
  };
  return {
    client,
    clientId,
    stop() {
      stopping ??= stop();
      return stopping;
    },
  };
}
