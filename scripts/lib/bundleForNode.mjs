// Node 20 runs no TypeScript: a script's TypeScript entry (and the workspace sources it
// imports, through tsconfig paths) is bundled with esbuild into node_modules/.cache/ (out of
// git, lint and format), with node_modules left external. The packages are not built.
//
// What stays external is loaded by Node itself, whose ESM loader is stricter than Jest's or
// esbuild's resolver (no extension guessing in a deep import, `exports` enforced). So every
// external import is checked here with Node's own resolution, and the bundle fails with the
// import's name and its importer instead of a demo that dies on start.
import { build } from 'esbuild';
import { existsSync } from 'node:fs';
import { builtinModules, createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const repoDir = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

const BUILTINS = new Set(builtinModules);

/**
 * Where Node would load `specifier` from a bundle in this repository, or why it cannot:
 * `import` statements and `import()` use the ESM resolver (with `exports` and the file's
 * existence checked, as the loader does), `require()` calls the CommonJS one.
 */
export function nodeResolutionProblem(specifier, kind, fromDir = repoDir) {
  if (specifier.startsWith('node:') || BUILTINS.has(specifier)) return undefined;
  try {
    if (kind === 'require-call' || kind === 'require-resolve') {
      createRequire(join(fromDir, 'noop.js')).resolve(specifier);
      return undefined;
    }
    const url = import.meta.resolve(specifier, pathToFileURL(join(fromDir, 'noop.mjs')).href);
    if (url.startsWith('file:') && !existsSync(fileURLToPath(url))) {
      return `Node's ESM loader finds no file at ${fileURLToPath(url)} (a deep import needs its extension)`;
    }
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** An esbuild plugin that fails the bundle on an external import Node cannot load. */
function nodeLoadableExternals() {
  return {
    name: 'node-loadable-externals',
    setup(pluginBuild) {
      pluginBuild.onResolve({ filter: /^[^./]/ }, async (args) => {
        if (args.pluginData?.nodeLoadableChecked) return undefined;
        const result = await pluginBuild.resolve(args.path, {
          kind: args.kind,
          importer: args.importer,
          resolveDir: args.resolveDir,
          pluginData: { nodeLoadableChecked: true },
        });
        if (result.errors.length > 0 || !result.external) return result;
        const problem = nodeResolutionProblem(args.path, args.kind);
        if (problem === undefined) return result;
        const importer = relative(repoDir, args.importer);
        return {
          errors: [
            { text: `"${args.path}" (imported by ${importer}) will not load in Node: ${problem}` },
          ],
        };
      });
    },
  };
}

/** Bundles `entry` (a path from the repository root) to `outfile`; returns its import URL. */
export async function bundleForNode(entry, outfile) {
  await build({
    entryPoints: [join(repoDir, entry)],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    tsconfig: join(repoDir, 'tsconfig.json'),
    packages: 'external',
    plugins: [nodeLoadableExternals()],
    // Bundled CommonJS-style lookups (the anvil binary) get a require of their own.
    banner: {
      js: "import { createRequire as __demoCreateRequire } from 'node:module';\nconst require = __demoCreateRequire(import.meta.url);",
    },
    logLevel: 'warning',
  });
  return pathToFileURL(outfile).href;
}
