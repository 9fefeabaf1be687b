import { join } from 'node:path';
import { importersOf, pageLoadGraph } from '@portico/testing/import-graph';

/**
 * The chain side's two lazy chunks: the Esplora reads (a balance or a status) load no
 * bitcoinjs-lib and no secp256k1; the bitcoinjs module is the only chain/ file that gives
 * bitcoinjs its secp256k1 (initEccLib), and the port loads both only through import().
 */
const SRC = join(__dirname, '..');

describe('the chain side’s lazy chunks', () => {
  it('the Esplora reads reach only @portico/core', () => {
    const { packages, modules } = pageLoadGraph(SRC, 'chain/esploraReads.ts');
    expect([...packages]).toEqual(['@portico/core']);
    expect(modules).not.toContain('chain/bitcoinChainModule.ts');
  });

  it('the bitcoinjs module brings bitcoinjs-lib and @bitcoinerlab/secp256k1', () => {
    const { packages } = pageLoadGraph(SRC, 'chain/bitcoinChainModule.ts');
    expect([...packages].sort()).toEqual([
      '@bitcoinerlab/secp256k1',
      '@portico/core',
      '@portico/core/networks',
      'bitcoinjs-lib',
    ]);
  });

  it('the port loads each through one import(), and holds no chain library itself', () => {
    const port = pageLoadGraph(SRC, 'chain/bitcoinChain.ts');
    expect(port.dynamic).toEqual(['chain/esploraReads.ts', 'chain/bitcoinChainModule.ts']);
    expect([...port.packages]).toEqual([]);
  });

  it('in chain/, only the bitcoinjs module imports the secp256k1 library', () => {
    const importers = importersOf(SRC, /^@bitcoinerlab\/secp256k1$/).filter((file) =>
      file.startsWith('chain/'),
    );
    expect(importers).toEqual(['chain/bitcoinChainModule.ts']);
  });
});
