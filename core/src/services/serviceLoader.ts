/**
 * How an instance reaches its services (spec 7) without paying for them at page load:
 * the URLs are settled when options are read, and the clients' code is imported the first
 * time something asks for them (the AllWallets view, the account's tokens and activity).
 *
 * Which services an instance uses:
 * - `services.walletCatalog` / `services.blockchainApi` given: those (a Portico server serves
 *   both, so one given URL stands for the other too);
 * - none given but a `projectId`: the hosted services, as AppKit does;
 * - neither: no services. The modal then lists the wallets it finds in the page and reads
 *   balances from the chain, and makes no request to any service.
 */
import type { Alerts } from '../feedback/alerts';
import type { Toasts } from '../feedback/toasts';
import type { Timers } from '../instance/timers';
import type { ServiceUrls } from '../options/options';
import type { ServiceClients } from './index';

/** The hosted wallet catalogue (AppKit's default). */
export const HOSTED_WALLET_CATALOG_URL = 'https://api.web3modal.org';
/** The hosted blockchain data API (AppKit's default). */
export const HOSTED_BLOCKCHAIN_API_URL = 'https://rpc.walletconnect.org';

export interface ResolvedServiceUrls {
  readonly walletCatalogUrl: string;
  readonly blockchainApiUrl: string;
  readonly analyticsUrl?: string;
}

export function resolveServiceUrls(
  services: ServiceUrls | undefined,
  projectId: string | undefined,
): ResolvedServiceUrls | undefined {
  const catalog = services?.walletCatalog;
  const data = services?.blockchainApi;
  if (catalog || data) {
    return {
      walletCatalogUrl: (catalog ?? data) as string,
      blockchainApiUrl: (data ?? catalog) as string,
      ...(services?.analytics && { analyticsUrl: services.analytics }),
    };
  }
  if (!projectId) return undefined;
  return {
    walletCatalogUrl: HOSTED_WALLET_CATALOG_URL,
    blockchainApiUrl: HOSTED_BLOCKCHAIN_API_URL,
    ...(services?.analytics && { analyticsUrl: services.analytics }),
  };
}

export interface ServiceLoader {
  /** The instance's service clients, created once; undefined when no service is configured. */
  load(): Promise<ServiceClients | undefined>;
  destroy(): void;
}

export function createServiceLoader(dependencies: {
  readonly urls: ResolvedServiceUrls | undefined;
  readonly projectId: string | undefined;
  readonly timers: Timers;
  readonly alerts: Pick<Alerts, 'showOnce'>;
  readonly toasts: Pick<Toasts, 'error'>;
}): ServiceLoader {
  const { urls, projectId, timers, alerts, toasts } = dependencies;
  let clients: Promise<ServiceClients> | undefined;
  let destroyed = false;
  return {
    load() {
      if (!urls || destroyed) return Promise.resolve(undefined);
      clients ??= import('./index').then(({ createServiceClients }) =>
        createServiceClients({ ...urls, projectId, timers, alerts, toasts }),
      );
      return clients.then((created) => (destroyed ? undefined : created));
    },
    destroy() {
      destroyed = true;
      void clients?.then((created) => created.destroy());
    },
  };
}
