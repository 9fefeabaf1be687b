import { createContext, useContext } from 'react';
import { ProviderMissingError, type Portico } from '@portico/core';

/** The instance of the nearest PorticoProvider (null outside one). */
export const PorticoContext = createContext<Portico | null>(null);

/** The instance of the nearest PorticoProvider. */
export function usePorticoInstance(): Portico {
  const portico = useContext(PorticoContext);
  if (!portico) throw new ProviderMissingError();
  return portico;
}
