// Builds the page-load bench app like an app's production build. A small plugin writes
// modules.json: for every chunk, its modules' rendered sizes by package, so the bench can
// tell React's and Portico's share of what the page loads, and the module a lazy chunk is
// for (its facade), so the bench can tell when the modal's chunks are fetched.
// pageLoad.mjs builds the app in a folder of its own (benchAppConfig(thatFolder)); this file's
// default export builds it here, against the monorepo's packages.
import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const HERE = dirname(fileURLToPath(import.meta.url));

function packageNameOf(id, cache) {
  if (id.startsWith('\0')) return '(bundler helpers)';
  let dir = dirname(id.split('?')[0]);
  const seen = [];
  for (;;) {
    if (cache.has(dir)) break;
    seen.push(dir);
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest)) {
      const name = JSON.parse(readFileSync(manifest, 'utf8')).name;
      if (name) {
        cache.set(dir, name);
        break;
      }
    }
    if (dirname(dir) === dir) {
      cache.set(dir, '(the app itself)');
      break;
    }
    dir = dirname(dir);
  }
  const name = cache.get(dir);
  for (const folder of seen) cache.set(folder, name);
  return name;
}

function modulesByPackage(appRoot) {
  const cache = new Map();
  return {
    name: 'portico-bench-modules-by-package',
    generateBundle(_options, bundle) {
      const chunks = {};
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk') continue;
        const packages = {};
        for (const [id, module] of Object.entries(file.modules ?? {})) {
          const name =
            id.startsWith(appRoot) && !id.includes('/node_modules/')
              ? '(the app itself)'
              : packageNameOf(id, cache);
          packages[name] = (packages[name] ?? 0) + (module.renderedLength ?? 0);
        }
        chunks[file.fileName] = {
          isEntry: file.isEntry,
          imports: file.imports,
          facade: file.facadeModuleId ? basename(file.facadeModuleId.split('?')[0]) : undefined,
          packages,
        };
      }
      this.emitFile({ type: 'asset', fileName: 'modules.json', source: JSON.stringify(chunks) });
    },
  };
}

/** The bench app's Vite config, for the app's sources in `root`. */
export function benchAppConfig(root) {
  return defineConfig({
    root,
    base: '/',
    logLevel: 'warn',
    plugins: [modulesByPackage(root)],
    oxc: { jsx: { runtime: 'automatic' } },
    build: {
      target: 'es2020',
      sourcemap: false,
      modulePreload: { polyfill: false },
      rolldownOptions: {
        // @portico/react's files start with "use client" (for React Server Components); a
        // client bundle has no use for it, and the bundler's note about it, once per file,
        // would bury the bench's report.
        onLog(level, log, handler) {
          if (log.code !== 'MODULE_LEVEL_DIRECTIVE') handler(level, log);
        },
      },
    },
  });
}

export default benchAppConfig(HERE);
