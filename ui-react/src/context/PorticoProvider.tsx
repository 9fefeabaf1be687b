import type { ReactNode } from 'react';
import type { Portico } from '@portico/core';
import { PorticoModalRoot } from '../modal/PorticoModalRoot';
import { PorticoContext } from './porticoContext';

export interface PorticoProviderProps {
  /** The instance from `createPortico(...)`, created once, outside any component. */
  readonly portico: Portico;
  readonly children?: ReactNode;
}

/**
 * Makes one Portico instance available to the hooks and buttons below it, and renders that
 * instance's modal. Two providers with two instances give two independent modals.
 */
export function PorticoProvider({ portico, children }: PorticoProviderProps) {
  return (
    <PorticoContext.Provider value={portico}>
      {children}
      <PorticoModalRoot />
    </PorticoContext.Provider>
  );
}
