// Vite's react-ts template, less @vitejs/plugin-react: that plugin adds Fast Refresh to the dev
// server, which a build does not use, and Vite's own transform compiles the JSX.
import { defineConfig } from 'vite';

export default defineConfig({
  oxc: { jsx: { runtime: 'automatic' } },
  build: { outDir: 'dist', emptyOutDir: true },
});
