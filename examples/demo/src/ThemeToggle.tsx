import { useEffect } from 'react';
import { usePorticoTheme } from '@portico/react';

/**
 * Light or dark, for the modal and the page alike: the page follows Portico's theme mode
 * through a data attribute on <html> (no inline styles: the CSP forbids them).
 */
export function ThemeToggle() {
  const { themeMode, setThemeMode } = usePorticoTheme();
  const dark = themeMode === 'dark';
  useEffect(() => {
    document.documentElement.dataset.theme = themeMode;
  }, [themeMode]);
  return (
    <button
      type="button"
      className="demo-theme-toggle"
      aria-pressed={dark}
      onClick={() => setThemeMode(dark ? 'light' : 'dark')}
    >
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
        <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" fill="currentColor" />
      </svg>
      <span>Dark mode</span>
    </button>
  );
}
