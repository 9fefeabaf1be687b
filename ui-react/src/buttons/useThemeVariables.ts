import { useEffect, useLayoutEffect, type RefObject } from 'react';
import type { ThemeVariables } from '@portico/core';

// useLayoutEffect warns during server rendering; there is nothing to apply there anyway.
const useClientLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/**
 * Applies the instance's theme variables (`--portico-accent`, ...) to `ref`'s element through
 * the CSSOM (`style.setProperty`), never through a style attribute in the markup: a strict
 * Content-Security-Policy allows it, and server markup stays free of inline styles.
 */
export function useThemeVariables(ref: RefObject<HTMLElement>, variables: ThemeVariables): void {
  useClientLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const applied: string[] = [];
    for (const [name, value] of Object.entries(variables)) {
      if (!name.startsWith('--portico-') || typeof value !== 'string') continue;
      element.style.setProperty(name, value);
      applied.push(name);
    }
    return () => {
      for (const name of applied) element.style.removeProperty(name);
    };
  }, [ref, variables]);
}
