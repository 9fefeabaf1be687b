import { INTERNAL_STORE } from '../di/internalTokens';
import type { Portico } from '../portico';
import type { Store } from '../state/store';
import type { PorticoState } from '../state/types';

/**
 * For tests of UI bindings, connectors and adapters: an instance's writable store, to set up a
 * scene (a balance, a pairing, a status) directly. Apps and plugins read state through
 * `TOKENS.state`; only core's rules write it.
 */
export function writableStore(portico: Portico): Store<PorticoState> {
  return portico.resolve(INTERNAL_STORE);
}
