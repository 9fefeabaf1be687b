import { reflectMetadataReady } from './reflect';
import { container as rootContainer, type DependencyContainer } from 'tsyringe';

/**
 * Injection tokens of the services every Portico instance registers in its own child
 * container. Feature plugins list the ones they need in `needs`; adapters use
 * `context.resolve`. Third parties may register more with their own (prefixed) tokens.
 */
export const TOKENS = Object.freeze({
  options: 'portico:options',
  store: 'portico:store',
  events: 'portico:events',
  storage: 'portico:storage',
  modal: 'portico:modal',
  router: 'portico:router',
  toasts: 'portico:toasts',
  alerts: 'portico:alerts',
  connection: 'portico:connection',
  networks: 'portico:networks',
  platform: 'portico:platform',
  /** `() => Promise<ServiceClients | undefined>`: the service clients, loaded on first use. */
  services: 'portico:services',
} as const);

/** The token a shared connector (`options.connectors`) is registered under: its live object. */
export const sharedConnectorToken = (id: string) => `portico:connector:${id}`;

/**
 * A fresh child container for one instance. Nothing is ever registered in tsyringe's root
 * container, so two instances on one page share no service.
 */
export function createInstanceContainer(): DependencyContainer {
  // Keeps the polyfill's module in every bundle (see reflect.ts); tsyringe needs it first.
  if (!reflectMetadataReady()) throw new TypeError('tsyringe needs the Reflect metadata polyfill');
  return rootContainer.createChildContainer();
}
