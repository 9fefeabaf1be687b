// The steps of the consumer check: pack the publishable packages as `npm publish` would, copy
// the template app to a temporary folder, install the tarballs there, and run commands in it.
import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { APP_TEMPLATE_DIR } from './appTemplate';
import { npmEnvironment } from './npmEnvironment';
import { type PackageManifest, REPO_DIR, type WorkspacePackage } from './workspacePackages';

export interface CommandResult {
  command: string;
  code: number;
  stdout: string;
  /** stdout then stderr, for a failure's message. */
  output: string;
}

/** Runs a command to its end; never throws on a failure exit, the caller asserts the code. */
export function run(command: string, args: string[], cwd: string): Promise<CommandResult> {
  return new Promise((resolve) => {
    execFile(
      command,
      args,
      { cwd, env: npmEnvironment(), maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        const line = `${command} ${args.join(' ')}`;
        resolve({ command: line, code, stdout, output: `${stdout}${stderr}` });
      },
    );
  });
}

async function succeed(command: string, args: string[], cwd: string): Promise<string> {
  const result = await run(command, args, cwd);
  if (result.code !== 0) {
    throw new Error(`${result.command} (in ${cwd}) exited with ${result.code}:\n${result.output}`);
  }
  return result.stdout;
}

export interface PackedPackage {
  name: string;
  folder: string;
  manifest: PackageManifest;
  tarball: string;
  integrity: string;
  /** Bytes of the .tgz and of its files unpacked. */
  size: number;
  unpackedSize: number;
  files: string[];
}

interface NpmPackEntry {
  name: string;
  filename: string;
  integrity: string;
  size: number;
  unpackedSize: number;
  files: { path: string }[];
}

/** One `npm pack` for every package, after `npm run build` (the tarballs ship dist/). */
export async function packPackages(
  packages: WorkspacePackage[],
  destination: string,
): Promise<PackedPackage[]> {
  mkdirSync(destination, { recursive: true });
  const workspaces = packages.flatMap(({ folder }) => ['--workspace', folder]);
  const output = await succeed(
    'npm',
    ['pack', '--json', '--pack-destination', destination, ...workspaces],
    REPO_DIR,
  );
  const entries = JSON.parse(output.slice(output.indexOf('['))) as NpmPackEntry[];
  return entries.map((entry) => ({
    name: entry.name,
    ...packages.find(({ manifest }) => manifest.name === entry.name)!,
    tarball: join(destination, entry.filename),
    integrity: entry.integrity,
    size: entry.size,
    unpackedSize: entry.unpackedSize,
    files: entry.files.map((file) => file.path),
  }));
}

type Lock = { packages: Record<string, Record<string, unknown>> };

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(file, 'utf8')) as T;
}

/** The lock entry `npm install <tarball>` writes for a package (same fields, same order). */
function lockEntry({ manifest, integrity }: PackedPackage, resolved: string) {
  const { version, license, dependencies, peerDependencies } = manifest;
  const bin = manifest.bin
    ? Object.fromEntries(
        Object.entries(manifest.bin).map(([name, path]) => [name, path.replace(/^\.\//, '')]),
      )
    : undefined;
  return { version, resolved, integrity, license, dependencies, peerDependencies, bin };
}

/**
 * A copy of the template app in `appDir` with the tarballs installed. The tarballs join the
 * app's package.json and its lock as `npm install <tarball>` would write them, and `npm ci`
 * installs the whole lock: every registry package comes from the npm cache the root `npm ci`
 * filled, with no registry metadata to fetch (`npm install <tarball>` would fetch the full
 * metadata of each package again). `npm ls` then checks the Portico packages and what they
 * depend on as npm's resolver would: every dependency and peer within its range, one copy of
 * each peer (the whole tree holds third-party problems of its own, such as ws's optional peers).
 */
export async function installApp(packed: PackedPackage[], appDir: string): Promise<void> {
  cpSync(APP_TEMPLATE_DIR, appDir, {
    recursive: true,
    filter: (source) => !/[\\/](node_modules|dist)$/.test(source),
  });
  const manifest = readJson<{ dependencies: Record<string, string> }>(join(appDir, 'package.json'));
  const lock = readJson<Lock>(join(appDir, 'package-lock.json'));
  const root = lock.packages['']! as { dependencies: Record<string, string> };
  for (const pack of packed) {
    const spec = `file:${relative(appDir, pack.tarball).split(sep).join('/')}`;
    manifest.dependencies[pack.name] = spec;
    root.dependencies[pack.name] = spec;
    lock.packages[`node_modules/${pack.name}`] = lockEntry(pack, spec);
  }
  writeFileSync(join(appDir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  writeFileSync(join(appDir, 'package-lock.json'), `${JSON.stringify(lock, null, 2)}\n`);
  await succeed('npm', ['ci', '--prefer-offline', '--no-audit', '--no-fund'], appDir);
  const checked = new Set(
    packed.flatMap(({ name, manifest }) => [
      name,
      ...Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies }),
    ]),
  );
  await succeed('npm', ['ls', ...[...checked].sort()], appDir);
}
