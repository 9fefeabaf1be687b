import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_DIR, runtimeTree } from '../../solana/src/__fixtures__/runtimeTree';

/**
 * What an app installs with @portico/adapter-bitcoin (its dependencies and peers, and theirs, as
 * package-lock.json resolves them): bitcoinjs-lib and a pure-JS secp256k1 on @noble/curves, no
 * native or WASM secp256k1 (tiny-secp256k1, secp256k1's node bindings) and no pre-release.
 */
const NATIVE_OR_WASM = ['tiny-secp256k1', 'secp256k1', 'node-gyp-build', 'bindings'];

describe('the run-time tree of @portico/adapter-bitcoin', () => {
  const tree = runtimeTree('adapters/bitcoin');
  const names = new Set(tree.map(({ name }) => name));

  it('holds bitcoinjs-lib, @bitcoinerlab/secp256k1 (on @noble/curves) and its peer @portico/core', () => {
    expect(names).toContain('bitcoinjs-lib');
    expect(names).toContain('@bitcoinerlab/secp256k1');
    expect(names).toContain('@noble/curves');
    expect(names).toContain('@portico/core');
  });

  it('has no native or WebAssembly secp256k1 and no pre-release', () => {
    const found = tree
      .filter(({ name, version }) => NATIVE_OR_WASM.includes(name) || version.includes('-'))
      .map(({ name, version, via }) => `${name}@${version} (via ${via.join(' > ')})`);
    expect(found).toEqual([]);
  });

  it('depends on bitcoinjs-lib and @bitcoinerlab/secp256k1 only; @portico/core is a peer', () => {
    const manifest = JSON.parse(
      readFileSync(join(REPO_DIR, 'adapters', 'bitcoin', 'package.json'), 'utf8'),
    ) as { dependencies?: Record<string, string>; peerDependencies?: Record<string, string> };
    expect(Object.keys(manifest.dependencies ?? {}).sort()).toEqual([
      '@bitcoinerlab/secp256k1',
      'bitcoinjs-lib',
    ]);
    expect(Object.keys(manifest.peerDependencies ?? {})).toEqual(['@portico/core']);
  });
});
