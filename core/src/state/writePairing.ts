import type { ChainNamespace } from '../validators/caip';
import type { Store } from './store';
import type { PairingState, PorticoState } from './types';

/**
 * Shows a shared connector's pairing in each of `namespaces` (`chains[ns].pairing`, what the
 * QR code view renders), or clears it with `undefined`: core's side of
 * `SharedConnectorContext.showPairing`. Namespaces without configured networks are skipped.
 */
export function writePairing(
  store: Store<PorticoState>,
  namespaces: readonly ChainNamespace[],
  pairing: PairingState | undefined,
): void {
  store.setState((state) => {
    for (const namespace of namespaces) {
      const chain = state.chains[namespace];
      if (chain) chain.pairing = pairing;
    }
  });
}
