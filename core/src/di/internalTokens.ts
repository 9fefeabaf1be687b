/**
 * Tokens of core's own, not part of the plugin surface: the writable store, for core's rules
 * and for tests through `@portico/core/testing` (`stateWriter`). No package reads them.
 */
import type { Store } from '../state/store';
import type { PorticoState } from '../state/types';
import { token } from './tokens';

export const INTERNAL_STORE = token<Store<PorticoState>>('portico:internal:store');
