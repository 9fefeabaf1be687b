/** The event listeners of one provider (EIP-1193 `on` / `removeListener`). */
export type ProviderListener = (...args: never[]) => void;

export interface ProviderListeners {
  on(event: string, listener: ProviderListener): void;
  off(event: string, listener: ProviderListener): void;
  emit(event: string, ...args: unknown[]): void;
}

export function createProviderListeners(): ProviderListeners {
  const byEvent = new Map<string, Set<ProviderListener>>();
  return {
    on(event, listener) {
      const listeners = byEvent.get(event) ?? new Set();
      listeners.add(listener);
      byEvent.set(event, listeners);
    },
    off(event, listener) {
      byEvent.get(event)?.delete(listener);
    },
    emit(event, ...args) {
      for (const listener of [...(byEvent.get(event) ?? [])]) {
        (listener as (...values: unknown[]) => void)(...args);
      }
    },
  };
}
