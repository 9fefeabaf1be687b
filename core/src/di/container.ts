import { reflectMetadataReady } from './reflect';
import { container as rootContainer } from 'tsyringe';
import type { Token } from './tokens';

/** One instance's container, typed: what `resolve` returns is what the token carries. */
export interface InstanceContainer {
  register<T>(token: Token<T>, value: T): void;
  resolve<T>(token: Token<T>): T;
  /** The value under a token, or undefined when nothing is registered there. */
  find<T>(token: Token<T>): T | undefined;
  has(token: Token<unknown>): boolean;
  dispose(): void;
}

/**
 * A fresh child container for one instance. Nothing is ever registered in tsyringe's root
 * container, so two instances on one page share no service.
 */
export function createInstanceContainer(): InstanceContainer {
  // Keeps the polyfill's module in every bundle (see reflect.ts); tsyringe needs it first.
  if (!reflectMetadataReady()) throw new TypeError('tsyringe needs the Reflect metadata polyfill');
  const container = rootContainer.createChildContainer();
  const has = (token: Token<unknown>) => container.isRegistered(token, true);
  return {
    register: (token, value) => void container.register(token, { useValue: value }),
    // The token's type is the one its value was registered with: register() takes a T.
    resolve: (token) => container.resolve(token),
    find: (token) => (has(token) ? container.resolve(token) : undefined),
    has,
    dispose: () => void container.dispose(),
  };
}
