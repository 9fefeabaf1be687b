import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  REPO_DIR,
  runtimeTree,
  shippedWorkspaces,
  type RuntimePackage,
} from './__fixtures__/runtimeTree';

/**
 * What an app installs with @portico/adapter-solana (its dependencies and peers, and theirs, as
 * package-lock.json resolves them): nothing flagged. bigint-buffer 1.1.5 (CVE-2025-3194, no
 * fixed release) and the 2.0.0-rc.1 @solana/codecs came in through @solana/spl-token, which
 * the adapter's tests may still use as a devDependency.
 */
const describePackage = ({ name, version, via }: RuntimePackage) =>
  `${name}@${version} (via ${via.join(' > ')})`;

const flagged = ({ name, version }: RuntimePackage) =>
  name === 'bigint-buffer' ||
  name === '@solana/spl-token' ||
  (name.startsWith('@solana/') && version.includes('-'));

describe('the run-time tree of @portico/adapter-solana', () => {
  const tree = runtimeTree('adapters/solana');

  it('holds its peers @solana/web3.js and @portico/core (the walk sees them)', () => {
    const names = new Set(tree.map(({ name }) => name));
    expect(names).toContain('@solana/web3.js');
    expect(names).toContain('@portico/core');
  });

  it('has no bigint-buffer and no @solana/spl-token', () => {
    const found = tree.filter(({ name }) => ['bigint-buffer', '@solana/spl-token'].includes(name));
    expect(found.map(describePackage)).toEqual([]);
  });

  it('has no release candidate or other pre-release of a @solana/* package', () => {
    const found = tree.filter(
      ({ name, version }) => name.startsWith('@solana/') && version.includes('-'),
    );
    expect(found.map(describePackage)).toEqual([]);
  });

  it('comes from the peers alone: the adapter has no dependencies of its own', () => {
    const manifest = JSON.parse(
      readFileSync(join(REPO_DIR, 'adapters', 'solana', 'package.json'), 'utf8'),
    ) as { dependencies?: Record<string, string>; peerDependencies?: Record<string, string> };
    expect(manifest.dependencies ?? {}).toEqual({});
    expect(Object.keys(manifest.peerDependencies ?? {}).sort()).toEqual([
      '@portico/core',
      '@solana/web3.js',
    ]);
  });
});

it('no shipped Portico package brings bigint-buffer, spl-token or a @solana/* pre-release', () => {
  const shipped = shippedWorkspaces();
  expect(shipped).toContain('adapters/solana');
  const found = shipped.flatMap((folder) =>
    runtimeTree(folder)
      .filter(flagged)
      .map((entry) => `${folder}: ${describePackage(entry)}`),
  );
  expect(found).toEqual([]);
});
