import { ProjectIdNotConfiguredError } from '../errors/errors';

/** Hosts of the vendor's hosted services that refuse requests without a project id. */
export const HOSTED_SERVICE_HOSTS: readonly string[] = Object.freeze([
  'api.web3modal.org',
  'api.web3modal.com',
  'rpc.walletconnect.org',
  'rpc.walletconnect.com',
  'relay.walletconnect.org',
  'relay.walletconnect.com',
  'secure.walletconnect.org',
]);

export function isHostedService(url: string): boolean {
  try {
    return HOSTED_SERVICE_HOSTS.includes(new URL(url).hostname);
  } catch {
    return false;
  }
}

/**
 * 'Project ID Not Configured' is raised only where a hosted service that needs one is
 * actually used: Portico's own server, or any other URL, needs no project id.
 */
export function assertProjectIdFor(
  service: string,
  url: string,
  projectId: string | undefined,
): void {
  if (isHostedService(url) && !projectId) throw new ProjectIdNotConfiguredError(service);
}
