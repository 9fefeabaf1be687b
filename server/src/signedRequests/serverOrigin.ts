/**
 * The server as the messages accounts sign name it (name registrations, smart-session
 * grants and revokes): the origin of its public URL, `publicUrl` in the configuration
 * ('https://api.example.com'), or http://<host>:<port> when none is set. It comes from the
 * configuration only, never from the request's Host or forwarded headers, which a client
 * chooses: a signature made for another server cannot be replayed here by naming it.
 */
import type { ServerConfig } from '../config';

export function signedServerOrigin(config: Pick<ServerConfig, 'publicUrl' | 'host' | 'port'>) {
  if (config.publicUrl !== undefined) return new URL(config.publicUrl).origin;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  return new URL(`http://${host}:${config.port}`).origin;
}
