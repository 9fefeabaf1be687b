import { useMemo } from 'react';
import type { OpenOptions } from '@portico/core';
import { usePorticoInstance } from '../context/porticoContext';

export interface PorticoControls {
  /** Opens the modal (on `options.view` when given, else by the spec's opening rules). */
  open(options?: OpenOptions): Promise<void>;
  close(): void;
}

/**
 * Opens and closes the modal, like AppKit's `useAppKit()`. The returned object and its
 * functions keep their identity for the life of the instance, so they are safe in effect
 * dependencies.
 */
export function usePortico(): PorticoControls {
  const portico = usePorticoInstance();
  return useMemo(
    () => ({
      open: (options?: OpenOptions) => portico.open(options),
      close: () => portico.close(),
    }),
    [portico],
  );
}
