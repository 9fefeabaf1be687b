// Bundle size of a consumer app, built the way an app's bundler builds it for the browser:
// rollup with node-resolve (browser and exports conditions), commonjs, NODE_ENV=production,
// tree-shaking and terser. Packages resolve to their BUILT files (dist), as from npm.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { rollup } from 'rollup';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import commonjs from '@rollup/plugin-commonjs';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import { minify } from 'terser';

const KIB = 1024;
const LARGEST_MODULES = 15;
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const APP_PACKAGE = '(the app itself)';
const ROLLUP_HELPERS = '(rollup and commonjs helpers)';

const kib = (bytes) => Math.round((bytes / KIB) * 100) / 100;
const gzipBytes = (code) => gzipSync(code, { level: 9 }).length;

/**
 * A package's part of the bundle minified and gzipped on its own. Only a guide to who weighs
 * what: gzip shares context across packages, so these add up to more than the bundle.
 */
async function gzipAlone(code) {
  const { code: minified } = await minify(code, {
    parse: { module: true },
    compress: { toplevel: false },
    mangle: { toplevel: false },
  });
  return kib(gzipBytes(minified ?? ''));
}

/** The package a bundled module belongs to: the name in the nearest package.json above it. */
function createPackageOf(appFile) {
  const cache = new Map();
  const nameOfDir = (dir) => {
    if (cache.has(dir)) return cache.get(dir);
    const manifest = join(dir, 'package.json');
    let name;
    if (existsSync(manifest)) name = JSON.parse(readFileSync(manifest, 'utf8')).name;
    if (!name) name = dirname(dir) === dir ? APP_PACKAGE : nameOfDir(dirname(dir));
    cache.set(dir, name);
    return name;
  };
  return (id) => {
    if (id.startsWith('\0')) return ROLLUP_HELPERS;
    if (id === appFile) return APP_PACKAGE;
    return nameOfDir(dirname(id.split('?')[0]));
  };
}

/** The chunks a page loads at start: the entry chunks and, transitively, their static imports. */
function initialChunks(chunks) {
  const byFileName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const initial = new Set();
  const visit = (chunk) => {
    if (!chunk || initial.has(chunk)) return;
    initial.add(chunk);
    for (const fileName of chunk.imports) visit(byFileName.get(fileName));
  };
  for (const chunk of chunks) if (chunk.isEntry) visit(chunk);
  return initial;
}

/** Sizes of a set of chunks: minified, and gzipped chunk by chunk (each is its own request). */
function chunkSizes(chunks) {
  return {
    minKiB: kib(chunks.reduce((sum, chunk) => sum + chunk.code.length, 0)),
    gzipKiB: kib(chunks.reduce((sum, chunk) => sum + gzipBytes(chunk.code), 0)),
  };
}

/**
 * Who weighs what in `chunks`, by package: rollup's module sizes (each module's code as rendered
 * into the bundle, after tree-shaking and before minification), and the largest modules.
 */
async function byPackage(chunks, packageOf) {
  const bytesByPackage = new Map();
  // Per package, its code in each chunk: rollup renames clashing top-level names within a chunk
  // only, so two chunks can both declare `const FOCUSABLE` (ui-react's modal and its list).
  const codeByPackage = new Map();
  const modules = [];
  for (const chunk of chunks) {
    for (const [id, module] of Object.entries(chunk.modules)) {
      if (module.renderedLength === 0) continue;
      const name = packageOf(id);
      bytesByPackage.set(name, (bytesByPackage.get(name) ?? 0) + module.renderedLength);
      if (!codeByPackage.has(name)) codeByPackage.set(name, new Map());
      const byChunk = codeByPackage.get(name);
      byChunk.set(chunk, `${byChunk.get(chunk) ?? ''}${module.code ?? ''}\n`);
      modules.push({ id: relative(ROOT, id), renderedKiB: kib(module.renderedLength) });
    }
  }
  // One chunk's code as it is; the parts of several chunks each in a block of its own, so their
  // top-level names do not clash.
  const packageCode = (name) => {
    const parts = [...codeByPackage.get(name).values()];
    return parts.length === 1 ? parts[0] : parts.map((part) => `{\n${part}}\n`).join('');
  };
  const renderedTotal = [...bytesByPackage.values()].reduce((sum, bytes) => sum + bytes, 0);
  const packages = [];
  for (const [name, bytes] of [...bytesByPackage.entries()].sort((a, b) => b[1] - a[1])) {
    packages.push({
      name,
      renderedKiB: kib(bytes),
      sharePercent: Math.round((bytes / renderedTotal) * 1000) / 10,
      gzipAloneKiB: await gzipAlone(packageCode(name)),
    });
  }
  return {
    renderedKiB: kib(renderedTotal),
    packages,
    largestModules: modules.sort((a, b) => b.renderedKiB - a.renderedKiB).slice(0, LARGEST_MODULES),
  };
}

/**
 * What each dynamic `import()` loads: its chunk and, transitively, the chunks that chunk imports
 * statically, less the initial ones. `own` are the chunks no other dynamic import reaches
 * (fetched only for this one); `shared` are reached by another too (e.g. parts of the modal a
 * feature's view reuses, already fetched when the modal is open).
 */
function dynamicEntriesOf(chunks, initialSet, packageOf) {
  const byFileName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const reach = (entry) => {
    const seen = new Set();
    const visit = (chunk) => {
      if (!chunk || seen.has(chunk) || initialSet.has(chunk)) return;
      seen.add(chunk);
      for (const fileName of chunk.imports) visit(byFileName.get(fileName));
    };
    visit(entry);
    return seen;
  };
  const entries = chunks.filter((chunk) => chunk.isDynamicEntry && !initialSet.has(chunk));
  const reached = new Map(entries.map((entry) => [entry, reach(entry)]));
  const describe = (list) => ({
    ...chunkSizes(list),
    files: list.map((chunk) => ({
      name: chunk.name,
      ...chunkSizes([chunk]),
      packages: [...new Set(Object.keys(chunk.modules).map(packageOf))],
    })),
  });
  return entries.map((entry) => {
    const others = new Set(
      entries.filter((other) => other !== entry).flatMap((other) => [...reached.get(other)]),
    );
    const all = [...reached.get(entry)];
    return {
      module: entry.facadeModuleId ? relative(ROOT, entry.facadeModuleId) : entry.name,
      package: entry.facadeModuleId ? packageOf(entry.facadeModuleId) : undefined,
      own: describe(all.filter((chunk) => !others.has(chunk))),
      shared: describe(all.filter((chunk) => others.has(chunk))),
    };
  });
}

/** Serves `source` as the module `appFile` (the file need not exist): a generated app. */
function virtualEntry(appFile, source) {
  return {
    name: 'bench-generated-app',
    resolveId: (id) => (id === appFile ? appFile : null),
    load: (id) => (id === appFile ? source : null),
  };
}

/**
 * Bundles `appFile` for the browser and measures it. `initial` is what the page loads before
 * anything runs: the entry chunk and the chunks it imports statically. `lazy` is code behind
 * a dynamic `import()` (the EVM library, features), loaded on first use; its gzip figure is
 * the sum of its chunks gzipped one by one; `lazy.entries` splits it by dynamic import.
 * `source`: the app's code, for an app the bench generates (`appFile` then only names it and
 * places it, for module resolution). `listModules`: also list the initial chunks' modules
 * (`initialModules`: id and package of each).
 */
export async function measureBundle(appFile, { source, listModules = false } = {}) {
  const warnings = [];
  const bundle = await rollup({
    input: appFile,
    onwarn: (warning) => warnings.push(warning),
    plugins: [
      ...(source === undefined ? [] : [virtualEntry(appFile, source)]),
      replace({
        preventAssignment: true,
        values: { 'process.env.NODE_ENV': JSON.stringify('production') },
      }),
      nodeResolve({
        browser: true,
        exportConditions: ['browser', 'production', 'import', 'module', 'default'],
        preferBuiltins: false,
      }),
      commonjs(),
    ],
  });
  const { output } = await bundle.generate({
    format: 'es',
    plugins: [terser({ format: { comments: false } })],
  });
  await bundle.close();

  const chunks = output.filter((file) => file.type === 'chunk');
  const initialSet = initialChunks(chunks);
  const initial = chunks.filter((chunk) => initialSet.has(chunk));
  const lazy = chunks.filter((chunk) => !initialSet.has(chunk));
  const packageOf = createPackageOf(appFile);
  const initialParts = await byPackage(initial, packageOf);
  const lazyParts = await byPackage(lazy, packageOf);

  // The packages under measurement must come from their build output, not their sources.
  const notBuilt = chunks
    .flatMap((chunk) => Object.keys(chunk.modules))
    .filter((id) => packageOf(id).startsWith('@portico/') && !id.split(sep).includes('dist'));

  const initialModules = listModules
    ? initial.flatMap((chunk) =>
        Object.entries(chunk.modules)
          .filter(([, module]) => module.renderedLength > 0)
          .map(([id]) => ({ id: relative(ROOT, id), package: packageOf(id) })),
      )
    : undefined;

  return {
    initial: { chunks: initial.length, ...chunkSizes(initial) },
    ...(initialModules ? { initialModules } : {}),
    lazy: {
      chunks: lazy.length,
      ...chunkSizes(lazy),
      files: lazy.map((chunk) => ({
        name: chunk.name,
        ...chunkSizes([chunk]),
        packages: [...new Set(Object.keys(chunk.modules).map(packageOf))],
      })),
      entries: dynamicEntriesOf(chunks, initialSet, packageOf),
      renderedKiB: lazyParts.renderedKiB,
      packages: lazyParts.packages,
      largestModules: lazyParts.largestModules,
    },
    // Initial chunks only, as before lazy loading existed.
    renderedKiB: initialParts.renderedKiB,
    packages: initialParts.packages,
    largestModules: initialParts.largestModules,
    notBuilt,
    warnings: warnings.map((warning) => `${warning.code}: ${warning.message}`),
  };
}
