// The benchmarks measure the BUILT packages (dist), as an app installs them from npm. This
// builds the monorepo first (`npm run build`) when a package's build output is missing, or
// when `--build` is given, and warns when a build looks older than its sources.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The packages the benchmarks import, as folders of the repository. */
export const MEASURED_PACKAGES = [
  'core',
  'adapters/evm-common',
  'adapters/evm-viem',
  'adapters/evm-ethers',
  'connectors/walletconnect',
  'server',
];

const builtEntry = (root, folder) => join(root, folder, 'dist', 'esm', 'index.js');

function newestSourceMs(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSourceMs(path));
    else if (!/\.test\.tsx?$/.test(entry.name)) newest = Math.max(newest, statSync(path).mtimeMs);
  }
  return newest;
}

/** A warning when `folder`'s build is older than its sources, else undefined. */
export function staleBuildWarning(root, folder) {
  const entry = builtEntry(root, folder);
  if (!existsSync(entry)) return undefined;
  return newestSourceMs(join(root, folder, 'src')) > statSync(entry).mtimeMs
    ? `${folder}/dist is older than its sources (npm run bench -- --build rebuilds)`
    : undefined;
}

/**
 * Builds when needed. `errors`: packages still without build output (nothing to measure);
 * `warnings`: a failed build whose output exists anyway, or a build older than its sources.
 */
export function ensureBuilt(root, { force = false } = {}) {
  const missing = () => MEASURED_PACKAGES.filter((folder) => !existsSync(builtEntry(root, folder)));
  const errors = [];
  const warnings = [];
  if (force || missing().length > 0) {
    console.log(
      force
        ? 'Building (--build) ...'
        : `No build output for ${missing().join(', ')}: npm run build ...`,
    );
    const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0)
      warnings.push(`npm run build exited with ${build.status ?? build.signal}`);
  }
  for (const folder of missing()) errors.push(`${folder} has no build output (dist/esm/index.js)`);
  for (const folder of MEASURED_PACKAGES) {
    const stale = staleBuildWarning(root, folder);
    if (stale) warnings.push(stale);
  }
  return { errors, warnings };
}
