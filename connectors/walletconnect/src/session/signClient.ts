/**
 * The sign-client's lifecycle: opened with the app's options (its storage, else the page's
 * localStorage; no verify unless asked for), closed on destroy with its relay socket, its
 * heartbeat and its global slot. Stored sessions stay stored.
 */
import { SignClient } from '@walletconnect/sign-client';
import type { ResolvedWalletConnectOptions } from '../options';
import { createLocalStorageKeyValue, pageLocalStorage } from './localStorageKeyValue';
import { freeGlobalCore, skipVerify } from './signClientPatches';

export type Client = InstanceType<typeof SignClient>;
export type Session = ReturnType<Client['session']['get']>;
type ClientOptions = NonNullable<Parameters<typeof SignClient.init>[0]>;
/** A sign-in request a proposal carries (sign-client's connect `authentication`, CAIP-122). */
export type AuthenticationRequest = NonNullable<
  NonNullable<Parameters<Client['connect']>[0]>['authentication']
>[number];
/** A signed CAIP-122 object (a CACAO): the fields the wallet signed, its issuer and signature. */
export type Cacao = NonNullable<Session['authentication']>[number];

export async function openSignClient(options: ResolvedWalletConnectOptions): Promise<Client> {
  const { metadata } = options;
  // The app's store, else the page's localStorage (faster to open than the SDK's IndexedDB).
  const local = options.storage ? undefined : pageLocalStorage();
  const storage =
    options.storage ?? (local && createLocalStorageKeyValue(local, options.storagePrefix));
  const client = await SignClient.init({
    projectId: options.projectId,
    relayUrl: options.relayUrl,
    logger: options.logLevel,
    telemetryEnabled: options.telemetry,
    customStoragePrefix: options.storagePrefix,
    ...(metadata && { metadata: { ...metadata, icons: [...metadata.icons] } }),
    ...(storage && { storage: storage as ClientOptions['storage'] }),
  });
  if (!options.verify) skipVerify(client);
  return client;
}

/** Stops the heartbeat, closes the relay socket and frees the client's global slot. */
export function closeSignClient(client: Client, options: ResolvedWalletConnectOptions): void {
  client.core.heartbeat.stop();
  void client.core.relayer.transportClose().catch(() => undefined);
  freeGlobalCore(client, options.storagePrefix);
}
