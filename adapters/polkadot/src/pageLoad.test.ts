import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { importersOf, pageLoadGraph } from '@portico/testing/import-graph';

/**
 * What a page loads with `polkadotAdapter()`: the modules index.ts reaches through static
 * imports. No @polkadot code at all: @polkadot/api is behind the chain chunk's `import()`,
 * @polkadot/util-crypto behind the chain chunk's and the verifier's. The wallet code (the
 * extension and WalletConnect wrappers, the error mapping, the sign and send steps) is the
 * wallet chunk, walletSession.ts: the page loads discovery and the adapter's shell only. The
 * first connect loads the wallet chunk and the address chunk, neither with @polkadot code: the
 * SS58 codec is on @noble/hashes (blake2b) and @scure/base (base58).
 */
const WALLET_CHUNK = 'walletSession.ts';
const LAZY = ['chain/polkadotChainModule.ts', 'verify/verifyMessage.ts', WALLET_CHUNK];
/** The address chunk: the wallet chunk loads it (to re-encode the wallets' addresses). */
const ADDRESS_CHUNK = 'address/ss58.ts';
const POLKADOT = /^@polkadot\//;

/** The package's modules its build keeps in chunks of their own (package.json). */
const ownChunks = (): string[] => {
  const manifest = JSON.parse(readFileSync(join(__dirname, '..', 'package.json'), 'utf8')) as {
    porticoBuild?: { ownChunks?: (string | string[])[] };
  };
  return (manifest.porticoBuild?.ownChunks ?? []).flat().map((file) => file.replace(/^src\//, ''));
};

describe('what a page loads for polkadotAdapter()', () => {
  it('no @polkadot package: only @portico/core (and its networks) and this package’s small modules', () => {
    const { modules, packages } = pageLoadGraph(__dirname);
    expect([...packages].filter((name) => POLKADOT.test(name))).toEqual([]);
    // @portico/core/networks: polkadotLocal() defines the local network with defineNetwork.
    expect([...packages].sort()).toEqual(['@portico/core', '@portico/core/networks']);
    for (const lazy of [...LAZY, ADDRESS_CHUNK]) expect(modules).not.toContain(lazy);
  });

  it('the chain, address and verifier code comes in through import() only, and only lazy modules import @polkadot', () => {
    const { modules, dynamic } = pageLoadGraph(__dirname);
    expect([...dynamic].sort()).toEqual([...LAZY].sort());
    const wallet = pageLoadGraph(__dirname, WALLET_CHUNK);
    expect(wallet.dynamic).toContain(ADDRESS_CHUNK);
    expect(wallet.modules).not.toContain(ADDRESS_CHUNK);
    const importers = importersOf(__dirname, POLKADOT);
    expect(importers).toEqual(expect.arrayContaining(['verify/verifyMessage.ts']));
    expect(importers.filter((file) => modules.includes(file))).toEqual([]);
  });

  it('the first connect (the wallet chunk, then the address chunk) loads no @polkadot package: SS58 is @noble/hashes and @scure/base', () => {
    const wallet = pageLoadGraph(__dirname, WALLET_CHUNK);
    const address = pageLoadGraph(__dirname, ADDRESS_CHUNK);
    expect([...wallet.packages].filter((name) => POLKADOT.test(name))).toEqual([]);
    expect(address.modules).toEqual([ADDRESS_CHUNK, 'address/ss58Codec.ts']);
    expect([...address.packages].sort()).toEqual(['@noble/hashes/blake2', '@scure/base']);
    expect(address.dynamic).toEqual([]);
    // That these two bring no package of their own: runtimeDependencies.test.ts.
  });

  it('the wallet code is not statically reachable from the entry: no wallet wrapper or error mapping', () => {
    const { modules } = pageLoadGraph(__dirname);
    const walletCode = pageLoadGraph(__dirname, WALLET_CHUNK).modules.filter(
      (file) => file.startsWith('wallets/') || file === 'errorMapping.ts',
    );
    expect(walletCode).toEqual(
      expect.arrayContaining(['errorMapping.ts', 'wallets/injectedWallet.ts']),
    );
    expect(modules.filter((file) => file.startsWith('wallets/') || file === WALLET_CHUNK)).toEqual(
      [],
    );
    expect(modules).not.toContain('errorMapping.ts');
  });

  it('the adapter reaches the wallet chunk through its one import(); what the chunk shares with the exports and the adapter does not use is built into chunks of its own', () => {
    const adapter = pageLoadGraph(__dirname, 'polkadotAdapter.ts');
    expect(adapter.dynamic).toContain(WALLET_CHUNK);
    expect(adapter.modules.filter((file) => file.startsWith('wallets/'))).toEqual([]);
    const exported = pageLoadGraph(__dirname).modules;
    const shared = pageLoadGraph(__dirname, WALLET_CHUNK).modules.filter(
      (file) => exported.includes(file) && !adapter.modules.includes(file),
    );
    expect(shared.length).toBeGreaterThan(0);
    expect(shared.filter((file) => !ownChunks().includes(file))).toEqual([]);
  });
});
