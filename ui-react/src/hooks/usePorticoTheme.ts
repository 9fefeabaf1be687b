import { useMemo } from 'react';
import type { ThemeMode, ThemeVariables } from '@portico/core';
import { usePorticoInstance } from '../context/porticoContext';
import { useStoreSelector } from './useStoreSelector';

export interface PorticoTheme {
  readonly themeMode: ThemeMode;
  readonly themeVariables: ThemeVariables;
  setThemeMode(mode: ThemeMode): void;
  /** Merges `variables` into the current ones (`--portico-accent`, ...). */
  setThemeVariables(variables: ThemeVariables): void;
}

/** The theme of the modal and buttons, and its setters, like AppKit's `useAppKitTheme()`. */
export function usePorticoTheme(): PorticoTheme {
  const portico = usePorticoInstance();
  const theme = useStoreSelector((state) => state.theme);
  return useMemo(
    () => ({
      themeMode: theme.mode,
      themeVariables: theme.variables,
      setThemeMode: (mode: ThemeMode) => portico.setThemeMode(mode),
      setThemeVariables: (variables: ThemeVariables) => portico.setThemeVariables(variables),
    }),
    [theme, portico],
  );
}
