import { useMemo } from 'react';
import type { OpenOptions, Portico } from '@portico/core';
import { usePorticoInstance } from '../context/porticoContext';

export interface PorticoControls {
  /** Opens the modal (on `options.view` when given, else by the spec's opening rules). */
  open(options?: OpenOptions): Promise<void>;
  close(): void;
  /** Asks the connected wallet to sign (see core's `portico.signMessage`). */
  signMessage: Portico['signMessage'];
  /** Asks the connected wallet to send (see core's `portico.sendTransaction`). */
  sendTransaction: Portico['sendTransaction'];
  /** Asks the connected wallet to send a token (see core's `portico.sendToken`). */
  sendToken: Portico['sendToken'];
}

/**
 * Opens and closes the modal, like AppKit's `useAppKit()`, and asks the connected wallet to
 * sign or send. The returned object and its
 * functions keep their identity for the life of the instance, so they are safe in effect
 * dependencies.
 */
export function usePortico(): PorticoControls {
  const portico = usePorticoInstance();
  return useMemo(
    () => ({
      open: (options?: OpenOptions) => portico.open(options),
      close: () => portico.close(),
      signMessage: (params) => portico.signMessage(params),
      sendTransaction: (params) => portico.sendTransaction(params),
      sendToken: (params) => portico.sendToken(params),
    }),
    [portico],
  );
}
