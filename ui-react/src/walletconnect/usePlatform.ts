import { useMemo } from 'react';
import { TOKENS, type Platform, type Portico } from '@portico/core';

/** The instance's platform (detected, or set by the `platform` option); fixed for its lifetime. */
export function usePlatform(portico: Portico): Platform {
  return useMemo(() => portico.resolve(TOKENS.platform), [portico]);
}
