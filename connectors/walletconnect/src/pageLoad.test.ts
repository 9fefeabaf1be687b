import { importersOf, pageLoadGraph } from '@portico/testing/import-graph';

/**
 * What a page loads with `walletConnect()`: the modules index.ts reaches through static imports.
 * sign-client must not be among them: it is behind the one `import()` of the session module.
 */
const SESSION_MODULE = 'session/walletConnectSession.ts';
/** The one module that imports @walletconnect/sign-client, reached through the session module. */
const CLIENT_MODULE = 'session/signClient.ts';

describe('what a page loads for walletConnect()', () => {
  it("no @walletconnect package: only @portico/core and this package's small modules", () => {
    const { modules, packages } = pageLoadGraph(__dirname);
    expect([...packages]).toEqual(['@portico/core']);
    expect(modules).not.toContain(SESSION_MODULE);
    expect(modules.filter((module) => module.startsWith('session/'))).toEqual([]);
  });

  it('the session module comes in through one import(), and only its client module (reached from it alone) imports sign-client', () => {
    expect(pageLoadGraph(__dirname).dynamic).toEqual([SESSION_MODULE]);
    expect(importersOf(__dirname, /^@walletconnect\//)).toEqual([CLIENT_MODULE]);
    expect(pageLoadGraph(__dirname, SESSION_MODULE).modules).toContain(CLIENT_MODULE);
  });
});
