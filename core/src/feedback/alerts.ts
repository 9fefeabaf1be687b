import type { Store } from '../state/store';
import type { AlertState, PorticoState } from '../state/types';

export interface Alerts {
  show(alert: AlertState): void;
  /** Shows an alert only the first time it is raised for `key` in this instance. */
  showOnce(key: string, alert: AlertState): void;
  close(): void;
}

/** Alerts (spec section 8): a banner with a title and an optional longer text. */
export function createAlerts(store: Store<PorticoState>): Alerts {
  const shown = new Set<string>();
  const show = (alert: AlertState) =>
    store.setState((state) => {
      state.alert = alert;
    });
  return {
    show,
    showOnce(key, alert) {
      if (shown.has(key)) return;
      shown.add(key);
      show(alert);
    },
    close: () =>
      store.setState((state) => {
        state.alert = undefined;
      }),
  };
}
