// Node 20 runs no TypeScript: a script's TypeScript entry (and the workspace sources it
// imports, through tsconfig paths) is bundled with esbuild into node_modules/.cache/ (out of
// git, lint and format), with node_modules left external. The packages are not built.
import { build } from 'esbuild';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const repoDir = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

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
    // Bundled CommonJS-style lookups (the anvil binary) get a require of their own.
    banner: {
      js: "import { createRequire as __demoCreateRequire } from 'node:module';\nconst require = __demoCreateRequire(import.meta.url);",
    },
    logLevel: 'warning',
  });
  return pathToFileURL(outfile).href;
}
