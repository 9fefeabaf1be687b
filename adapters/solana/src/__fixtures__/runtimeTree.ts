/**
 * The packages a workspace package brings to an app at run time, read from the monorepo's
 * package-lock.json: its dependencies, peer and optional dependencies, and theirs, resolved the
 * way Node resolves them (the nearest node_modules folder up from the requiring package), never
 * devDependencies. Workspace links are followed to their folders.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface LockEntry {
  readonly name?: string;
  readonly version?: string;
  readonly link?: boolean;
  readonly resolved?: string;
  readonly dependencies?: Record<string, string>;
  readonly peerDependencies?: Record<string, string>;
  readonly optionalDependencies?: Record<string, string>;
}

export interface RuntimePackage {
  readonly name: string;
  readonly version: string;
  /** Its key in package-lock.json ("node_modules/…" or a workspace folder). */
  readonly path: string;
  /** The chain of package names that brings it in, from the workspace package down. */
  readonly via: readonly string[];
}

export const REPO_DIR = join(__dirname, '..', '..', '..', '..');

function readLock(): Record<string, LockEntry> {
  const lock = JSON.parse(readFileSync(join(REPO_DIR, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, LockEntry>;
  };
  return lock.packages;
}

/** The lock key `name` resolves to when required from the package at `from`. */
function resolve(
  packages: Record<string, LockEntry>,
  from: string,
  name: string,
): string | undefined {
  let folder = from;
  for (;;) {
    const candidate = folder === '' ? `node_modules/${name}` : `${folder}/node_modules/${name}`;
    if (packages[candidate]) return candidate;
    if (folder === '') return undefined;
    const parent = folder.lastIndexOf('/node_modules/');
    folder = parent === -1 ? '' : folder.slice(0, parent);
  }
}

/** Every package in the run-time tree of the workspace package in `workspaceFolder`. */
export function runtimeTree(workspaceFolder: string): RuntimePackage[] {
  const packages = readLock();
  const found = new Map<string, RuntimePackage>();
  const visit = (path: string, via: readonly string[]): void => {
    const entry = packages[path];
    if (!entry) return;
    if (entry.link === true && entry.resolved !== undefined) {
      visit(entry.resolved, via);
      return;
    }
    const names = new Set([
      ...Object.keys(entry.dependencies ?? {}),
      ...Object.keys(entry.peerDependencies ?? {}),
      ...Object.keys(entry.optionalDependencies ?? {}),
    ]);
    for (const name of names) {
      const target = resolve(packages, path, name);
      if (target === undefined || found.has(target)) continue;
      const targetEntry = packages[target];
      const real = targetEntry?.link === true ? packages[targetEntry.resolved ?? ''] : targetEntry;
      found.set(target, { name, version: real?.version ?? '', path: target, via: [...via, name] });
      visit(target, [...via, name]);
    }
  };
  visit(workspaceFolder, []);
  return [...found.values()];
}

/** The folders of the workspaces npm would publish (those not marked private). */
export function shippedWorkspaces(): string[] {
  const read = (folder: string) =>
    JSON.parse(readFileSync(join(REPO_DIR, folder, 'package.json'), 'utf8')) as {
      private?: boolean;
      workspaces?: string[];
    };
  return (read('').workspaces ?? [])
    .flatMap((pattern) =>
      pattern.endsWith('/*')
        ? readdirSync(join(REPO_DIR, pattern.slice(0, -2)), { withFileTypes: true })
            .filter((entry) => entry.isDirectory())
            .map((entry) => `${pattern.slice(0, -2)}/${entry.name}`)
        : [pattern],
    )
    .filter((folder) => existsSync(join(REPO_DIR, folder, 'package.json')))
    .filter((folder) => read(folder).private !== true);
}
