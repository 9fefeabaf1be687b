import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { importersOf, pageLoadGraph } from '@portico/testing/import-graph';

/**
 * What a page loads with `bitcoinAdapter()`: the modules index.ts reaches through static
 * imports. bitcoinjs-lib and @bitcoinerlab/secp256k1 must not be among them: they are behind the
 * `import()`s of the chain module (addresses, transfers) and of the message verifier; the
 * Esplora client (balances, statuses) is a lazy chunk of its own. The wallet code (the wallet
 * wrappers, the checks of the peers' answers, the error mapping, the send and sign steps) is the
 * wallet chunk, walletSession.ts: the page loads discovery and the adapter's shell only.
 */
const WALLET_CHUNK = 'walletSession.ts';
const LAZY = [
  'chain/bitcoinChainModule.ts',
  'chain/esploraReads.ts',
  'verify/verifyMessage.ts',
  WALLET_CHUNK,
];
const LIBRARIES = /^(bitcoinjs-lib|@bitcoinerlab\/)/;

/** The package's modules its build keeps in chunks of their own (package.json). */
const ownChunks = (): string[] => {
  const manifest = JSON.parse(readFileSync(join(__dirname, '..', 'package.json'), 'utf8')) as {
    porticoBuild?: { ownChunks?: (string | string[])[] };
  };
  return (manifest.porticoBuild?.ownChunks ?? []).flat().map((file) => file.replace(/^src\//, ''));
};

describe('what a page loads for bitcoinAdapter()', () => {
  it('no chain library: only @portico/core (and its networks) and this package’s small modules', () => {
    const { modules, packages } = pageLoadGraph(__dirname);
    expect([...packages].sort()).toEqual(['@portico/core', '@portico/core/networks']);
    for (const lazy of LAZY) expect(modules).not.toContain(lazy);
  });

  it('the chain side comes in through import() only, and only lazy modules import bitcoinjs-lib or secp256k1', () => {
    const { modules, dynamic } = pageLoadGraph(__dirname);
    expect([...dynamic].sort()).toEqual([...LAZY].sort());
    const importers = importersOf(__dirname, LIBRARIES);
    expect(importers.length).toBeGreaterThan(0);
    expect(importers.filter((file) => modules.includes(file))).toEqual([]);
  });

  it('the wallet code is not statically reachable from the entry: no wallet wrapper, peer check or error mapping', () => {
    const { modules } = pageLoadGraph(__dirname);
    const walletCode = pageLoadGraph(__dirname, WALLET_CHUNK).modules.filter(
      (file) => file.startsWith('wallets/') || file === 'errorMapping.ts',
    );
    expect(walletCode).toEqual(
      expect.arrayContaining([
        'errorMapping.ts',
        'wallets/peerAddress.ts',
        'wallets/psbtBytes.ts',
        'wallets/satsConnectDialects.ts',
        'wallets/satsConnectWallet.ts',
        'wallets/sha256.ts',
        'wallets/standardWallet.ts',
        'wallets/walletConnectWallet.ts',
      ]),
    );
    expect(modules.filter((file) => file.startsWith('wallets/') || file === WALLET_CHUNK)).toEqual(
      [],
    );
    expect(modules).not.toContain('errorMapping.ts');
  });

  it('the adapter reaches the wallet chunk through its one import(); what the chunk shares with the exports and the adapter does not use is built into chunks of its own', () => {
    const adapter = pageLoadGraph(__dirname, 'bitcoinAdapter.ts');
    expect(adapter.dynamic).toContain(WALLET_CHUNK);
    expect(adapter.modules.filter((file) => file.startsWith('wallets/'))).toEqual([]);
    // An app's bundler cannot split a package chunk: a module the wallet chunk uses that sat in
    // the entry's chunk (because index.ts exports it) would be loaded with the page.
    const exported = pageLoadGraph(__dirname).modules;
    const shared = pageLoadGraph(__dirname, WALLET_CHUNK).modules.filter(
      (file) => exported.includes(file) && !adapter.modules.includes(file),
    );
    expect(shared.length).toBeGreaterThan(0);
    expect(shared.filter((file) => !ownChunks().includes(file))).toEqual([]);
  });
});
