// The template app the consumer check installs the packed packages into: Vite, React 18 and
// TypeScript, outside the workspaces, with its own committed package-lock.json.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_DIR, type WorkspacePackage, thirdPartyDependencies } from './workspacePackages';

type LockPackages = Record<string, { name?: string; version?: string; link?: boolean }>;

export const APP_TEMPLATE_DIR = join(REPO_DIR, 'examples', 'consumer', 'app');

interface AppManifest {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

export function readAppManifest(dir = APP_TEMPLATE_DIR): AppManifest {
  return JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as AppManifest;
}

/**
 * The registry packages the Portico packages need that the template app does not list. The
 * app lists them all so that its lock pins them to the versions of the monorepo's lock: the
 * install then needs only the npm cache that the root `npm ci` filled.
 */
export function unlistedDependencies(
  packages: WorkspacePackage[],
  app: AppManifest = readAppManifest(),
): Record<string, string> {
  const listed = { ...app.dependencies, ...app.devDependencies };
  return Object.fromEntries(
    Object.entries(thirdPartyDependencies(packages)).filter(([name]) => !(name in listed)),
  );
}

function lockedVersions(lockFile: string): Set<string> {
  const { packages } = JSON.parse(readFileSync(lockFile, 'utf8')) as { packages: LockPackages };
  return new Set(
    Object.entries(packages)
      .filter(([path, entry]) => path.includes('node_modules/') && !entry.link)
      .map(
        ([path, entry]) => `${entry.name ?? path.split('node_modules/').pop()}@${entry.version}`,
      ),
  );
}

/**
 * The template lock's versions that the monorepo's lock does not hold: after the root `npm ci`
 * they are not in the npm cache, and installing the app would need the registry.
 */
export function versionsMissingFromRootLock(): string[] {
  const root = lockedVersions(join(REPO_DIR, 'package-lock.json'));
  const app = lockedVersions(join(APP_TEMPLATE_DIR, 'package-lock.json'));
  return [...app].filter((version) => !root.has(version)).sort();
}
