import { createStore } from '../state/store';
import type { AlertState, PorticoState } from '../state/types';
import { createAlerts } from './alerts';

const initialState = (): PorticoState => ({
  modal: { open: false, view: 'Connect', history: ['Connect'], shake: false },
  theme: { mode: 'light', variables: {} },
  switchingNamespace: false,
  chains: {},
  connectors: [],
  toast: { open: false, variant: 'success', message: '', id: 0 },
});

const allowlistWarning: AlertState = {
  variant: 'warning',
  title: 'Origin not allowed',
  message: 'Add this origin to the allowlist of your project.',
};
const networkError: AlertState = { variant: 'error', title: 'Network error' };

const setup = () => {
  const store = createStore(initialState());
  return { store, alerts: createAlerts(store) };
};

describe('alerts', () => {
  it('show puts the alert in the state, close removes it', () => {
    const { store, alerts } = setup();
    expect(store.getState().alert).toBeUndefined();

    alerts.show(networkError);
    expect(store.getState().alert).toEqual(networkError);

    alerts.close();
    expect(store.getState().alert).toBeUndefined();
  });

  it('a newer alert replaces the one shown', () => {
    const { store, alerts } = setup();
    alerts.show(networkError);
    alerts.show(allowlistWarning);
    expect(store.getState().alert).toEqual(allowlistWarning);
  });

  it('show shows an alert again every time it is raised', () => {
    const { store, alerts } = setup();
    alerts.show(networkError);
    alerts.close();
    alerts.show(networkError);
    expect(store.getState().alert).toEqual(networkError);
  });

  it('a 403 shows the allowlist warning once: showOnce shows an alert only the first time per key', () => {
    const { store, alerts } = setup();
    alerts.showOnce('403', allowlistWarning);
    expect(store.getState().alert).toEqual(allowlistWarning);

    alerts.close();
    alerts.showOnce('403', allowlistWarning);
    expect(store.getState().alert).toBeUndefined();
  });

  it('showOnce of a key already shown leaves the current alert alone', () => {
    const { store, alerts } = setup();
    alerts.showOnce('403', allowlistWarning);
    alerts.show(networkError);
    alerts.showOnce('403', allowlistWarning);
    expect(store.getState().alert).toEqual(networkError);
  });

  it('showOnce keys are independent', () => {
    const { store, alerts } = setup();
    alerts.showOnce('403', allowlistWarning);
    alerts.showOnce('offline', networkError);
    expect(store.getState().alert).toEqual(networkError);
  });

  it('what showOnce has shown is remembered per instance, not shared between instances', () => {
    const first = setup();
    const second = setup();
    first.alerts.showOnce('403', allowlistWarning);
    second.alerts.showOnce('403', allowlistWarning);
    expect(second.store.getState().alert).toEqual(allowlistWarning);
  });
});
