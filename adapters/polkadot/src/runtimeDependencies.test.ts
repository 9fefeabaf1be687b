import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_DIR, runtimeTree } from '../../solana/src/__fixtures__/runtimeTree';

/**
 * What an app installs with @portico/adapter-polkadot (its dependencies and peers, and theirs,
 * as package-lock.json resolves them): @polkadot/api 16.5 with @polkadot/util(-crypto) 14.0,
 * one copy of @polkadot/types-codec (two copies break signing: "Unable to create Enum via
 * index"), the SS58 codec's @noble/hashes and @scure/base once each (the copies util-crypto
 * uses), and no pre-release.
 */
describe('the run-time tree of @portico/adapter-polkadot', () => {
  const tree = runtimeTree('adapters/polkadot');
  const versionsOf = (name: string) =>
    [...new Set(tree.filter((entry) => entry.name === name).map((entry) => entry.version))].sort();

  it('holds @polkadot/api 16.5, @polkadot/util and util-crypto 14.0, and its peer @portico/core', () => {
    expect(versionsOf('@polkadot/api')).toEqual([expect.stringMatching(/^16\.5\./)]);
    expect(versionsOf('@polkadot/util')).toEqual([expect.stringMatching(/^14\.0\./)]);
    expect(versionsOf('@polkadot/util-crypto')).toEqual([expect.stringMatching(/^14\.0\./)]);
    expect(versionsOf('@portico/core')).toHaveLength(1);
  });

  it('has one @polkadot/types-codec and one @polkadot/types, and no pre-release', () => {
    expect(versionsOf('@polkadot/types-codec')).toHaveLength(1);
    expect(versionsOf('@polkadot/types')).toHaveLength(1);
    const found = tree
      .filter(({ version }) => version.includes('-'))
      .map(({ name, version, via }) => `${name}@${version} (via ${via.join(' > ')})`);
    expect(found).toEqual([]);
  });

  it('has one @noble/hashes and one @scure/base (util-crypto’s), which bring no package of their own', () => {
    const lock = JSON.parse(readFileSync(join(REPO_DIR, 'package-lock.json'), 'utf8')) as {
      packages: Record<string, { dependencies?: Record<string, string> }>;
    };
    for (const name of ['@noble/hashes', '@scure/base']) {
      const copies = tree.filter((entry) => entry.name === name);
      expect(copies.map(({ path }) => path)).toEqual([`node_modules/${name}`]);
      expect(lock.packages[`node_modules/${name}`]?.dependencies ?? {}).toEqual({});
    }
    expect(versionsOf('@noble/hashes')).toEqual([expect.stringMatching(/^1\./)]);
    expect(versionsOf('@scure/base')).toEqual([expect.stringMatching(/^1\./)]);
  });

  it('depends on @polkadot/api, util and util-crypto, and the SS58 codec’s two libraries; @portico/core is a peer', () => {
    const manifest = JSON.parse(
      readFileSync(join(REPO_DIR, 'adapters', 'polkadot', 'package.json'), 'utf8'),
    ) as { dependencies?: Record<string, string>; peerDependencies?: Record<string, string> };
    expect(Object.keys(manifest.dependencies ?? {}).sort()).toEqual([
      '@noble/hashes',
      '@polkadot/api',
      '@polkadot/util',
      '@polkadot/util-crypto',
      '@scure/base',
    ]);
    expect(Object.keys(manifest.peerDependencies ?? {})).toEqual(['@portico/core']);
  });
});
