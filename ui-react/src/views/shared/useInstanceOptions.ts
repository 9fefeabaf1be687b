import { useMemo } from 'react';
import { TOKENS, type Network, type Portico, type ResolvedOptions } from '@portico/core';

/** The instance's resolved options and configured networks (fixed for its lifetime). */
export function useInstanceOptions(portico: Portico): {
  readonly options: ResolvedOptions;
  readonly networks: readonly Network[];
} {
  return useMemo(
    () => ({
      options: portico.resolve(TOKENS.options),
      networks: portico.resolve(TOKENS.networks),
    }),
    [portico],
  );
}
