import { importersOf, pageLoadGraph } from '@portico/testing/import-graph';

/**
 * What a page loads with `solanaAdapter()`: the modules index.ts reaches through static
 * imports. @solana/web3.js and the SPL code must not be among them: they are behind the one
 * `import()` of the chain module, loaded on the first balance read or send.
 */
const CHAIN_MODULE = 'chain/solanaChainModule.ts';
const SIGN_IN_TEXT = '@portico/core/siwx.ts';

describe('what a page loads for solanaAdapter()', () => {
  it('no chain library: only @portico/core and this package’s small modules', () => {
    const { modules, packages } = pageLoadGraph(__dirname);
    expect([...packages]).toEqual(['@portico/core']);
    expect(modules).not.toContain(CHAIN_MODULE);
  });

  it('the chain module comes in through one import(), and only chain/ imports @solana/*', () => {
    // The other import(): core's Sign-In With Solana text, on the first sign-in (no @solana/*).
    expect(pageLoadGraph(__dirname).dynamic).toEqual([SIGN_IN_TEXT, CHAIN_MODULE]);
    expect(importersOf(__dirname, /^@solana\//).every((file) => file.startsWith('chain/'))).toBe(
      true,
    );
  });
});
