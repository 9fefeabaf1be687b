import type { Store } from '../state/store';
import type { PorticoState } from '../state/types';
import { historyAfterBack, type ViewName } from './views';

export type ViewData = Readonly<Record<string, string>>;

/** Moves the modal between views. Opening and closing belong to the modal controller. */
export interface Router {
  push(view: ViewName, data?: ViewData): void;
  replace(view: ViewName, data?: ViewData): void;
  reset(view: ViewName, data?: ViewData): void;
  /** Back one view; returns false when the rules say the modal must close instead. */
  back(): boolean;
}

export function createRouter(
  store: Store<PorticoState>,
  assertView: (view: ViewName) => void,
): Router {
  const go = (
    view: ViewName,
    data: ViewData | undefined,
    history: (h: ViewName[]) => ViewName[],
  ) => {
    assertView(view);
    store.setState((state) => {
      state.modal.history = history(state.modal.history as ViewName[]);
      state.modal.view = view;
      state.modal.data = data;
    });
  };
  return {
    push: (view, data) => go(view, data, (history) => [...history, view]),
    replace: (view, data) => go(view, data, (history) => [...history.slice(0, -1), view]),
    reset: (view, data) => go(view, data, () => [view]),
    back() {
      const next = historyAfterBack(store.getState().modal.history);
      if (next === 'close') return false;
      store.setState((state) => {
        state.modal.history = [...next];
        state.modal.view = next[next.length - 1] as ViewName;
        state.modal.data = undefined;
      });
      return true;
    },
  };
}
