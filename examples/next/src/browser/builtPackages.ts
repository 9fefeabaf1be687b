/**
 * The example imports Portico's packages as an app does, from their built dist (the
 * workspace's node_modules links point at them), so the test needs `npm run build` first, as
 * `npm test` does. This says so, by name, instead of a "Module not found" from Next.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const REPOSITORY_ROOT = resolve(__dirname, '..', '..', '..', '..');
const PACKAGES = ['core', 'adapters/evm-common', 'adapters/evm-viem', 'ui-react'];

function newestMtimeMs(path: string): number {
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((entry) => newestMtimeMs(join(path, entry))));
}

/** Throws when a package the example imports is not built, or was built before its sources changed. */
export function assertPackagesBuilt(): void {
  for (const folder of PACKAGES) {
    const built = join(REPOSITORY_ROOT, folder, 'dist', 'esm', 'index.js');
    if (!existsSync(built)) {
      throw new Error(`${folder}/dist is missing: run \`npm run build\` before this test`);
    }
    if (newestMtimeMs(join(REPOSITORY_ROOT, folder, 'src')) > statSync(built).mtimeMs) {
      throw new Error(`${folder}/dist is older than ${folder}/src: run \`npm run build\``);
    }
  }
}
