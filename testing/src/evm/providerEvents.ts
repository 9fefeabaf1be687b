import type { Address, Hex } from 'viem';
import type { ProviderRpcError } from './providerRpcError';

/** The events of EIP-1193 and their payloads. */
export interface ProviderEventMap {
  accountsChanged: (accounts: Address[]) => void;
  chainChanged: (chainId: Hex) => void;
  connect: (info: { chainId: Hex }) => void;
  disconnect: (error: ProviderRpcError) => void;
  message: (message: { type: string; data: unknown }) => void;
}

export type ProviderEventName = keyof ProviderEventMap;

/** A per-provider listener registry (EIP-1193 `on` / `removeListener`). */
export function createProviderEvents() {
  const listeners = new Map<ProviderEventName, Set<(...args: never[]) => void>>();
  type Listener<E extends ProviderEventName> = (...args: Parameters<ProviderEventMap[E]>) => void;
  return {
    on<E extends ProviderEventName>(event: E, listener: ProviderEventMap[E]): void {
      let set = listeners.get(event);
      if (!set) listeners.set(event, (set = new Set()));
      set.add(listener);
    },
    removeListener<E extends ProviderEventName>(event: E, listener: ProviderEventMap[E]): void {
      listeners.get(event)?.delete(listener);
    },
    emit<E extends ProviderEventName>(event: E, ...args: Parameters<ProviderEventMap[E]>): void {
      for (const listener of [...(listeners.get(event) ?? [])]) {
        try {
          (listener as unknown as Listener<E>)(...args);
        } catch (error) {
          // One failing listener must not stop the others, nor the wallet.
          console.error(`test wallet: a '${event}' listener threw`, error);
        }
      }
    },
  };
}
