/**
 * serverSessions on real parts: @portico/siwx-server (the package itself, on node:http at
 * 127.0.0.1) verifying the test wallet's signatures against anvil, the sign-in plugin in a
 * Portico instance with the viem adapter.
 */
import { ConfigurationError, MESSAGES, type SiwxSession } from '@portico/core';
import { createMemoryStorage } from '@portico/core/testing';
import { useLocalEvmChains } from '@portico/testing/evm-adapter';
import { openSiwxPage, PAGE } from './__fixtures__/siwxOnAnvil';
import { startSiwxServer } from './__fixtures__/siwxServerOnLoopback';
import { serverSessions } from './serverStore';

const chains = useLocalEvmChains();
let server: Awaited<ReturnType<typeof startSiwxServer>>;
beforeAll(async () => {
  server = await startSiwxServer(chains);
});
afterAll(() => server?.close());
const opened: { close(): void }[] = [];
afterEach(() => {
  for (const page of opened.splice(0)) page.close();
});

function open(...args: Parameters<typeof openSiwxPage>) {
  const page = openSiwxPage(...args);
  opened.push(page);
  return page;
}

const kept = (backend: ReturnType<typeof createMemoryStorage>) =>
  JSON.parse(backend.getItem('@portico/siwxSessions') ?? '[]') as SiwxSession[];

describe('serverSessions against @portico/siwx-server', () => {
  it('signs in through the server (nonce, verified session, token); a reload restores it with no signature', async () => {
    const storage = createMemoryStorage();
    const store = () => serverSessions({ url: server.url, ...PAGE });
    const page = open(chains, store(), { storage });
    const feature = await page.connectSignedOut();
    expect(await feature.actions.signIn(page.portico)).toBe('signedIn');
    expect(page.signRequests()).toBe(1);
    expect(server.routes).toEqual(
      expect.arrayContaining(['POST /v1/siwx/nonce', 'POST /v1/siwx/sessions']),
    );
    const [session] = kept(storage);
    expect(session?.token).toMatch(/^[-_A-Za-z0-9]{43}$/);
    const held = await server.siwx.getSessions(session!.token);
    expect(held).toEqual([expect.objectContaining({ message: session!.message })]);
    page.close();

    const again = open(chains, store(), { storage, wallet: page.wallet });
    await again.feature();
    await again.until((state) => state.status === 'signedIn', 'the session to be restored');
    expect(again.signRequests()).toBe(0);
    expect(server.routes).toContain('GET /v1/siwx/sessions');
  }, 30_000);

  it('a session the server no longer holds is not restored: the account is asked again', async () => {
    const storage = createMemoryStorage();
    const store = () => serverSessions({ url: server.url, ...PAGE });
    const page = open(chains, store(), { storage });
    const feature = await page.connectSignedOut();
    expect(await feature.actions.signIn(page.portico)).toBe('signedIn');
    page.close();
    await server.siwx.signOut(kept(storage)[0]!.token);

    const again = open(chains, store(), { storage, wallet: page.wallet });
    await again.feature();
    await again.until((state) => state.status === 'signedOut', 'the account to be asked again');
    expect(again.modal()).toMatchObject({ open: true, view: 'SIWXSignMessage' });
    expect(kept(storage)).toEqual([]);
  }, 30_000);

  it('a message the server refuses (a domain it does not serve) is a failure to start: the toast, disconnected', async () => {
    const page = open(chains, serverSessions({ url: server.url, ...PAGE, domain: 'evil.example' }));
    const feature = await page.connectSignedOut();
    expect(await feature.actions.signIn(page.portico)).toBe('failed');
    expect(page.toast()).toMatchObject({ open: true, message: MESSAGES.authInitFailed });
    expect(page.portico.getAccount('eip155')?.status).toBe('disconnected');
  }, 30_000);

  it('signOut ends the session on the server (DELETE with the token)', async () => {
    const storage = createMemoryStorage();
    const page = open(chains, serverSessions({ url: server.url, ...PAGE }), { storage });
    const feature = await page.connectSignedOut();
    expect(await feature.actions.signIn(page.portico)).toBe('signedIn');
    const { token } = kept(storage)[0]!;
    await feature.actions.signOut(page.portico);
    expect(page.state()?.status).toBe('signedOut');
    expect(await server.siwx.getSessions(token)).toEqual([]);
    expect(kept(storage)).toEqual([]);
  }, 30_000);

  it("refuses a base URL by core's service URL rules (http off loopback, a query)", () => {
    expect(() => serverSessions({ url: 'http://portico.example' })).toThrow(ConfigurationError);
    expect(() => serverSessions({ url: 'https://portico.example/?a=1' })).toThrow(
      ConfigurationError,
    );
    expect(() => serverSessions({ url: 'https://portico.example/base/' })).not.toThrow();
  });
});
