// Builds the workspace package in the current directory: ESM + CJS with rollup (esbuild
// transpiles), declarations with tsc. Entry points come from the package's `exports` map:
// "." -> src/index.ts, "./name" -> src/name/index.ts (or src/name.ts).
import { existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { rollup } from 'rollup';
import json from '@rollup/plugin-json';
import esbuild from 'rollup-plugin-esbuild';
import { addDeclarationExtensions } from './lib/declarationExtensions.mjs';

const cwd = process.cwd();
const pkg = JSON.parse(readFileSync(join(cwd, 'package.json'), 'utf8'));
const require = createRequire(import.meta.url);

function entryFor(subpath) {
  const name = subpath === '.' ? 'index' : subpath.slice(2);
  const candidates =
    name === 'index'
      ? ['src/index.ts', 'src/index.tsx']
      : [`src/${name}/index.ts`, `src/${name}/index.tsx`, `src/${name}.ts`, `src/${name}.tsx`];
  const file = candidates.find((candidate) => existsSync(join(cwd, candidate)));
  if (!file) throw new Error(`${pkg.name}: no source file for export "${subpath}"`);
  return [name, file];
}

const input = Object.fromEntries(
  Object.keys(pkg.exports ?? {})
    .filter((subpath) => subpath !== './package.json' && !subpath.endsWith('.css'))
    .map(entryFor),
);
const dependencies = [
  ...Object.keys(pkg.dependencies ?? {}),
  ...Object.keys(pkg.peerDependencies ?? {}),
];
const external = (id) =>
  id.startsWith('node:') ||
  dependencies.some((dependency) => id === dependency || id.startsWith(`${dependency}/`));

// A package that peers on React ships React components and hooks: every output file starts with
// "use client", so a Next.js App Router server component can import them (rollup would drop the
// directive from a source module, so it goes in as a banner).
const banner = pkg.peerDependencies?.react ? "'use client';" : undefined;

// Source modules a package keeps in a chunk of their own ("porticoBuild": { "ownChunks": [...] }
// in its package.json): rollup groups modules by the entry points that use them, so a module
// used by a lazy entry and by the page-load one would otherwise share a chunk with page-load
// code, and an app's bundler, which cannot split a chunk, would load it at page load. Such a
// module must have no side effects: its chunk goes to dist/<format>/pure/, outside the
// `sideEffects` globs (./dist/esm/*.js), so a bundler drops it where nothing uses it.
// An entry is one file, or a list of files that share one chunk named after the first.
const chunkName = (file) => file.replace(/^.*\//, '').replace(/\.tsx?$/, '');
const ownChunks = new Map(
  (pkg.porticoBuild?.ownChunks ?? []).flatMap((entry) => {
    const files = Array.isArray(entry) ? entry : [entry];
    return files.map((file) => [resolve(cwd, file), chunkName(files[0])]);
  }),
);
const ownChunkNames = new Set(ownChunks.values());
const chunkFileNames = (extension) => (chunk) =>
  `${ownChunkNames.has(chunk.name) ? 'pure/' : ''}[name]-[hash].${extension}`;
const manualChunks = (id) => ownChunks.get(id);

rmSync(join(cwd, 'dist'), { recursive: true, force: true });
const bundle = await rollup({
  input,
  external,
  plugins: [
    // JSON data files (the server's bundled wallet catalogue) become modules.
    json({ preferConst: true }),
    esbuild({ target: 'es2020', jsx: 'automatic', tsconfig: join(cwd, 'tsconfig.build.json') }),
  ],
});
await bundle.write({
  dir: 'dist/esm',
  format: 'es',
  manualChunks,
  chunkFileNames: chunkFileNames('js'),
  entryFileNames: '[name].js',
  banner,
  sourcemap: true,
});
await bundle.write({
  dir: 'dist/cjs',
  banner,
  format: 'cjs',
  manualChunks,
  entryFileNames: '[name].cjs',
  chunkFileNames: chunkFileNames('cjs'),
  exports: 'named',
  sourcemap: true,
});
await bundle.close();

// A package that exports './styles.css' ships its src/styles/*.css, in name order, as one file
// (a stylesheet the app imports: no inline <style>, so a strict CSP needs no exception).
if (pkg.exports?.['./styles.css']) {
  const folder = join(cwd, 'src', 'styles');
  const sheets = readdirSync(folder)
    .filter((name) => name.endsWith('.css'))
    .sort();
  const css = sheets.map((name) => `/* ${name} */\n${readFileSync(join(folder, name), 'utf8')}`);
  writeFileSync(join(cwd, 'dist', 'styles.css'), css.join('\n'));
}

const tsc = resolve(require.resolve('typescript/package.json'), '..', 'bin', 'tsc');
execFileSync(process.execPath, [tsc, '-p', 'tsconfig.build.json'], { stdio: 'inherit' });
// Relative imports in the declarations get the `.js` Node needs (moduleResolution nodenext).
addDeclarationExtensions(join(cwd, 'dist', 'types'));
console.log(`${pkg.name}: built ${Object.keys(input).join(', ')}`);
