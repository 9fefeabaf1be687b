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

/**
 * Bundles `appFile` for the browser and measures it. `initial` is what the page loads before
 * anything runs (the entry chunk); `lazy` is code behind dynamic `import()` (features).
 */
export async function measureBundle(appFile) {
  const warnings = [];
  const bundle = await rollup({
    input: appFile,
    onwarn: (warning) => warnings.push(warning),
    plugins: [
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
  const entry = chunks.find((chunk) => chunk.isEntry);
  const lazy = chunks.filter((chunk) => !chunk.isEntry);
  const packageOf = createPackageOf(appFile);

  // Rollup's module sizes: each module's code as rendered into the bundle, after
  // tree-shaking and before minification.
  const byPackage = new Map();
  const codeByPackage = new Map();
  const sourceFiles = [];
  const modules = [];
  for (const [id, module] of Object.entries(entry.modules)) {
    if (module.renderedLength === 0) continue;
    const name = packageOf(id);
    byPackage.set(name, (byPackage.get(name) ?? 0) + module.renderedLength);
    codeByPackage.set(name, `${codeByPackage.get(name) ?? ''}${module.code ?? ''}\n`);
    if (name.startsWith('@portico/')) sourceFiles.push(id);
    modules.push({ id: relative(ROOT, id), renderedKiB: kib(module.renderedLength) });
  }
  const renderedTotal = [...byPackage.values()].reduce((sum, bytes) => sum + bytes, 0);
  const packages = [];
  for (const [name, bytes] of [...byPackage.entries()].sort((a, b) => b[1] - a[1])) {
    packages.push({
      name,
      renderedKiB: kib(bytes),
      sharePercent: Math.round((bytes / renderedTotal) * 1000) / 10,
      gzipAloneKiB: await gzipAlone(codeByPackage.get(name)),
    });
  }
  // The packages under measurement must come from their build output, not their sources.
  const notBuilt = sourceFiles.filter((id) => !id.split(sep).includes('dist'));

  return {
    initial: { minKiB: kib(entry.code.length), gzipKiB: kib(gzipBytes(entry.code)) },
    lazy: {
      chunks: lazy.length,
      gzipKiB: kib(lazy.reduce((sum, chunk) => sum + gzipBytes(chunk.code), 0)),
    },
    renderedKiB: kib(renderedTotal),
    packages,
    largestModules: modules.sort((a, b) => b.renderedKiB - a.renderedKiB).slice(0, LARGEST_MODULES),
    notBuilt,
    warnings: warnings.map((warning) => `${warning.code}: ${warning.message}`),
  };
}
