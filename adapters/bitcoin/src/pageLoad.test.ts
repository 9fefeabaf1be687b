import { importersOf, pageLoadGraph } from '@portico/testing/import-graph';

/**
 * What a page loads with `bitcoinAdapter()`: the modules index.ts reaches through static
 * imports. bitcoinjs-lib and @bitcoinerlab/secp256k1 must not be among them: they are behind the
 * `import()`s of the chain module (addresses, transfers) and of the message verifier; the
 * Esplora client (balances, statuses) is a lazy chunk of its own.
 */
const LAZY = ['chain/bitcoinChainModule.ts', 'chain/esploraReads.ts', 'verify/verifyMessage.ts'];
const LIBRARIES = /^(bitcoinjs-lib|@bitcoinerlab\/)/;

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
});
