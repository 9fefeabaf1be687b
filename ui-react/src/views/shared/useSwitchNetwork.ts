import { useState } from 'react';
import type { Network, Portico } from '@portico/core';
import { connectErrorText } from '../connect/connectErrorText';

/**
 * Switching from a network list: `switchTo` asks the wallet to switch, then runs `afterSwitch`
 * with the network and the namespace that was active before; a failure becomes `error` (the
 * text to show), cleared by the next attempt.
 */
export function useSwitchNetwork(
  portico: Portico,
  afterSwitch?: (network: Network, previousNamespace: string | undefined) => void,
) {
  const [error, setError] = useState<string>();
  const switchTo = async (network: Network) => {
    setError(undefined);
    const previousNamespace = portico.getState().activeNamespace;
    try {
      await portico.switchNetwork(network);
      afterSwitch?.(network, previousNamespace);
    } catch (failure) {
      setError(connectErrorText(failure));
    }
  };
  return { switchTo, error };
}
