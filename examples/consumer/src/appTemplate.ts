// The template app the consumer check installs the packed packages into: Vite, React 18 and
// TypeScript, outside the workspaces, with its own committed package-lock.json.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_DIR, type WorkspacePackage, thirdPartyDependencies } from './workspacePackages';

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
