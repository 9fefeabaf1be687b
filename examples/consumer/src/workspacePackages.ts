// The monorepo's publishable packages: every workspace that is not private, as npm would
// publish it. The consumer check packs exactly these.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const REPO_DIR = resolve(__dirname, '..', '..', '..');

export interface PackageManifest {
  name: string;
  version: string;
  private?: boolean;
  license?: string;
  bin?: Record<string, string>;
  exports?: Record<string, unknown>;
  sideEffects?: boolean | string[];
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

export interface WorkspacePackage {
  /** The folder, relative to the repository root (`adapters/evm-viem`). */
  folder: string;
  manifest: PackageManifest;
}

function readManifest(folder: string): PackageManifest {
  return JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as PackageManifest;
}

function workspaceFolders(repoDir: string): string[] {
  const patterns = (readManifest(repoDir) as { workspaces?: string[] }).workspaces ?? [];
  return patterns.flatMap((pattern) => {
    if (!pattern.endsWith('/*')) return [pattern];
    const parent = pattern.slice(0, -2);
    return readdirSync(join(repoDir, parent), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `${parent}/${entry.name}`);
  });
}

export function publishablePackages(repoDir = REPO_DIR): WorkspacePackage[] {
  return workspaceFolders(repoDir)
    .filter((folder) => existsSync(join(repoDir, folder, 'package.json')))
    .map((folder) => ({ folder, manifest: readManifest(join(repoDir, folder)) }))
    .filter(({ manifest }) => !manifest.private)
    .sort((a, b) => a.manifest.name.localeCompare(b.manifest.name));
}

/**
 * What the packages need from the registry (dependencies and peers that are not Portico's own),
 * with every range that asks for it joined by a space (semver's "and").
 */
export function thirdPartyDependencies(packages: WorkspacePackage[]): Record<string, string> {
  const ranges = new Map<string, Set<string>>();
  for (const { manifest } of packages) {
    const wanted = { ...manifest.dependencies, ...manifest.peerDependencies };
    for (const [name, range] of Object.entries(wanted)) {
      if (name.startsWith('@portico/')) continue;
      ranges.set(name, (ranges.get(name) ?? new Set()).add(range));
    }
  }
  return Object.fromEntries(
    [...ranges.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, set]) => [name, [...set].sort().join(' ')]),
  );
}
