import { useState } from 'react';
import type { Network, Portico } from '@portico/core';
import { connectErrorText } from '../connect/connectErrorText';

/**
 * Switching from a network list: `switchTo` asks the wallet to switch, then runs `afterSwitch`;
 * a failure becomes `error` (the text to show), cleared by the next attempt.
 */
export function useSwitchNetwork(portico: Portico, afterSwitch?: () => void) {
  const [error, setError] = useState<string>();
  const switchTo = async (network: Network) => {
    setError(undefined);
    try {
      await portico.switchNetwork(network);
      afterSwitch?.();
    } catch (failure) {
      setError(connectErrorText(failure));
    }
  };
  return { switchTo, error };
}
