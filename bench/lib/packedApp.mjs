// Installs Portico into an app outside the monorepo the way a user's app gets it, from the
// tarballs `npm pack` makes of the packages the app imports (the files npm would publish,
// nothing else). Two ways, the first when it is there:
//   - the consumer check's own step (examples/consumer/src/consumerApp.ts): its template app
//     (examples/consumer/app, with a committed lock) copied to the app's folder, the tarballs
//     added to its package.json and lock, and `npm ci` from the npm cache;
//   - else the tarballs unpacked into the app's node_modules as `npm install <tarball>` does,
//     with their third-party dependencies linked from the monorepo's node_modules (the versions
//     of its lock): an offline install without a lock cannot resolve them.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** The workspaces a README-style app with WalletConnect installs (evm-common: the adapter's). */
export const README_APP_PACKAGES = [
  'core',
  'adapters/evm-common',
  'adapters/evm-viem',
  'connectors/walletconnect',
  'ui-react',
];

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** Where the monorepo installed `name` for `workspace` (its own node_modules first). */
function installedFolder(root, workspace, name) {
  const candidates = [
    join(root, workspace, 'node_modules', name),
    join(root, 'node_modules', name),
  ];
  const found = candidates.find((folder) => existsSync(join(folder, 'package.json')));
  if (!found) throw new Error(`${name} (a dependency of ${workspace}) is not installed`);
  return found;
}

/**
 * Packs `workspaces` of the monorepo at `root` and lays out `appDir` (which holds the app's own
 * files) with them. Returns the tarballs: file name and size in bytes.
 */
export function installPackedPackages({ root, appDir, workspaces = README_APP_PACKAGES }) {
  const packs = join(appDir, '.packs');
  mkdirSync(packs, { recursive: true });
  const packed = JSON.parse(
    execFileSync(
      'npm',
      [
        'pack',
        ...workspaces.flatMap((workspace) => ['--workspace', workspace]),
        '--pack-destination',
        packs,
        '--json',
        '--loglevel=error',
      ],
      { cwd: root, encoding: 'utf8' },
    ),
  );
  const modules = join(appDir, 'node_modules');
  const linked = new Map();
  const link = (name, folder) => {
    if (linked.has(name)) return;
    linked.set(name, folder);
    mkdirSync(dirname(join(modules, name)), { recursive: true });
    symlinkSync(folder, join(modules, name), 'dir');
  };
  const portico = new Set(packed.map((pack) => pack.name));
  packed.forEach((pack, index) => {
    const target = join(modules, pack.name);
    mkdirSync(target, { recursive: true });
    execFileSync('tar', ['-xzf', join(packs, pack.filename), '-C', target, '--strip-components=1']);
    const manifest = readJson(join(target, 'package.json'));
    for (const name of Object.keys({
      ...manifest.dependencies,
      ...manifest.peerDependencies,
    })) {
      if (!portico.has(name)) link(name, installedFolder(root, workspaces[index], name));
    }
  });
  // The app's own dependencies besides Portico.
  for (const name of ['react', 'react-dom']) link(name, installedFolder(root, '.', name));
  writeFileSync(
    join(appDir, 'package.json'),
    `${JSON.stringify(
      {
        name: 'portico-readme-app',
        private: true,
        type: 'module',
        dependencies: Object.fromEntries([
          ...packed.map((pack) => [pack.name, `file:.packs/${pack.filename}`]),
          ...[...linked].map(([name, folder]) => [
            name,
            readJson(join(folder, 'package.json')).version,
          ]),
        ]),
      },
      null,
      2,
    )}\n`,
  );
  return packed.map((pack) => ({ name: pack.name, file: pack.filename, bytes: pack.size }));
}

/**
 * The consumer check's pack and install step, for `workspaces`, into `appDir` (which it fills
 * with its template app first). Undefined when the consumer check is not in the repository.
 * Its modules are TypeScript written for Jest (CommonJS `__dirname`): esbuild bundles them for
 * Node with `__dirname` set to their folder.
 */
export async function installWithConsumerCheck({ root, appDir, workspaces = README_APP_PACKAGES }) {
  const source = join(root, 'examples', 'consumer', 'src');
  if (!existsSync(join(source, 'consumerApp.ts'))) return undefined;
  const outdir = join(root, 'node_modules', '.cache', 'portico-bench', 'consumer');
  const { build } = await import('esbuild');
  await build({
    entryPoints: {
      consumerApp: join(source, 'consumerApp.ts'),
      workspacePackages: join(source, 'workspacePackages.ts'),
    },
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    define: { __dirname: JSON.stringify(source) },
    logLevel: 'warning',
  });
  const { packPackages, installApp } = await import(
    pathToFileURL(join(outdir, 'consumerApp.mjs')).href
  );
  const { publishablePackages } = await import(
    pathToFileURL(join(outdir, 'workspacePackages.mjs')).href
  );
  const packages = publishablePackages(root).filter(({ folder }) => workspaces.includes(folder));
  if (packages.length !== workspaces.length) {
    throw new Error(`the consumer check does not publish all of ${workspaces.join(', ')}`);
  }
  const packed = await packPackages(packages, join(dirname(appDir), 'packs'));
  await installApp(packed, appDir);
  return packed.map((pack) => ({
    name: pack.name,
    file: basename(pack.tarball),
    bytes: pack.size,
  }));
}

/** Copies the app's source files (index.html, main.jsx, ...) from `sourceDir` into `appDir`. */
export function copyAppSources(sourceDir, appDir, files) {
  for (const file of files) cpSync(join(sourceDir, file), join(appDir, file));
}
