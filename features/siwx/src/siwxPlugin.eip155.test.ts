/**
 * The sign-in plugin on real parts: two anvil chains, the viem adapter and the EIP-1193 test
 * wallet, the page store over the instance's storage; every signature is the wallet's own and
 * is checked with viem's verifySiweMessage against anvil.
 */
import { MESSAGES, TOKENS, type SiwxSession } from '@portico/core';
import { useLocalEvmChains } from '@portico/testing/evm-adapter';
import { createMemoryStorage } from '@portico/core/testing';
import { createPublicClient, http, type Address, type Hex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { openSiwxPage, PAGE } from './__fixtures__/siwxOnAnvil';
import { pageSessions } from './pageStore';

const chains = useLocalEvmChains();
const opened: { close(): void }[] = [];
afterEach(() => {
  for (const page of opened.splice(0)) page.close();
});

function open(...args: Parameters<typeof openSiwxPage>) {
  const page = openSiwxPage(...args);
  opened.push(page);
  return page;
}

const kept = (backend: Pick<Storage, 'getItem'>) =>
  JSON.parse(backend.getItem('@portico/siwxSessions') ?? '[]') as SiwxSession[];

describe('sign-in plugin (eip155, page sessions) on anvil with the test wallet', () => {
  it('a double signIn makes one personal_sign; the kept session verifies (viem verifySiweMessage)', async () => {
    const page = open(chains, pageSessions({ ...PAGE, statement: 'Sign in to the shop.' }));
    const feature = await page.connectSignedOut();
    const address = page.portico.getAccount('eip155')!.address!;
    expect(page.modal()).toMatchObject({ open: true, view: 'SIWXSignMessage' });

    const results = await Promise.all([
      feature.actions.signIn(page.portico),
      feature.actions.signIn(page.portico),
    ]);
    expect(results).toEqual(['signedIn', 'signedIn']);
    expect(page.signRequests()).toBe(1);
    expect(page.state()).toMatchObject({
      status: 'signedIn',
      session: { chainId: 'eip155:31337', address },
    });

    const [session] = kept(page.storage);
    expect(session?.data).toMatchObject({ accountAddress: address, chainId: 'eip155:31337' });
    const client = createPublicClient({ transport: http(chains.nodes[0].url) });
    const verify = (message: string) =>
      client.verifySiweMessage({
        message,
        signature: session!.signature as Hex,
        address: address as Address,
        domain: PAGE.domain,
        nonce: session!.data.nonce,
      });
    expect(await verify(session!.message)).toBe(true);
    expect(await verify(session!.message.replace('the shop', 'another shop'))).toBe(false);
  }, 30_000);

  it("a refused signature is 'Signature declined' and keeps no session; Sign in then asks again", async () => {
    const page = open(chains, pageSessions(PAGE));
    const feature = await page.connectSignedOut();
    page.wallet.control.rejectNext('personal_sign');
    expect(await feature.actions.signIn(page.portico)).toBe('declined');
    expect(page.state()).toMatchObject({ status: 'signedOut', error: MESSAGES.signatureDeclined });
    expect(kept(page.storage)).toEqual([]);
    expect(page.portico.getAccount('eip155')?.status).toBe('connected');

    expect(await feature.actions.signIn(page.portico)).toBe('signedIn');
    expect(page.signRequests()).toBe(2);
  }, 30_000);

  it('after a reload (a new instance over the same storage) the session is restored with no wallet request', async () => {
    const storage = createMemoryStorage();
    const first = open(chains, pageSessions(PAGE), { storage });
    await first.connect();
    expect(await (await first.feature()).actions.signIn(first.portico)).toBe('signedIn');
    first.close();

    const second = open(chains, pageSessions(PAGE), { storage, wallet: first.wallet });
    await second.feature(); // reconnected on its own, so the plugin loaded
    await second.until((state) => state.status === 'signedIn', 'the session to be restored');
    expect(second.signRequests()).toBe(0);
    expect(second.modal().open).toBe(false);
  }, 30_000);

  it('an account change asks for a session again (the new account signs)', async () => {
    const page = open(chains, pageSessions(PAGE));
    const feature = await page.connectSignedOut();
    expect(await feature.actions.signIn(page.portico)).toBe('signedIn');
    page.portico.close();

    const other = privateKeyToAccount(generatePrivateKey());
    page.wallet.control.setAccounts([other]);
    await page.until((state) => state.status === 'signedOut', 'the new account to be signed out');
    expect(page.modal()).toMatchObject({ open: true, view: 'SIWXSignMessage' });
    expect(await feature.actions.signIn(page.portico)).toBe('signedIn');
    expect(page.state()?.session?.address).toBe(other.address);
    expect(page.signRequests()).toBe(2);
  }, 30_000);

  it('a chain change asks for a session on the new chain', async () => {
    const page = open(chains, pageSessions(PAGE));
    const feature = await page.connectSignedOut();
    expect(await feature.actions.signIn(page.portico)).toBe('signedIn');
    await page.portico.switchNetwork(chains.networks[1]);
    await page.until((state) => state.status === 'signedOut', 'signed out on the new chain');
    expect(await feature.actions.signIn(page.portico)).toBe('signedIn');
    expect(page.state()?.session?.chainId).toBe('eip155:31338');
  }, 30_000);

  it("at its expiration time the session ends: signed out and the alert 'Session Expired'", async () => {
    const page = open(chains, pageSessions({ ...PAGE, expiresInSeconds: 0.5 }));
    const feature = await page.connectSignedOut();
    expect(await feature.actions.signIn(page.portico)).toBe('signedIn');
    await page.until((state) => state.status === 'signedOut', 'the session to expire');
    expect(page.alert()).toMatchObject({ title: MESSAGES.sessionExpired });
    expect(kept(page.storage)).toEqual([]);
  }, 30_000);

  it("a failure to start: the toast 'A problem occurred while trying initialize authentication', disconnected, Connect", async () => {
    // Its own storage: a copy of a store built without one would be bound to the instance's.
    const store = pageSessions({ ...PAGE, storage: createMemoryStorage() });
    const failing = {
      ...store,
      createMessage: () => Promise.reject(new TypeError('nonce service down')),
    };
    const page = open(chains, failing);
    const feature = await page.connectSignedOut();
    expect(await feature.actions.signIn(page.portico)).toBe('failed');
    expect(page.toast()).toMatchObject({ open: true, message: MESSAGES.authInitFailed });
    expect(page.portico.getAccount('eip155')?.status).toBe('disconnected');
    expect(page.modal()).toMatchObject({ open: true, view: 'Connect' });
    expect(page.signRequests()).toBe(0);
  }, 30_000);

  it('cancel: not required closes the modal, connected and signed out; required disconnects', async () => {
    const page = open(chains, pageSessions(PAGE));
    const feature = await page.connectSignedOut();
    await feature.actions.cancel(page.portico);
    expect(page.modal().open).toBe(false);
    expect(page.portico.getAccount('eip155')?.status).toBe('connected');

    const strict = open(chains, pageSessions({ ...PAGE, required: true }));
    const strictFeature = await strict.connectSignedOut();
    expect(strict.state()?.required).toBe(true);
    await strictFeature.actions.cancel(strict.portico);
    expect(strict.portico.getAccount('eip155')?.status).toBe('disconnected');
  }, 30_000);

  it('signOut revokes the kept session', async () => {
    const page = open(chains, pageSessions(PAGE));
    const feature = await page.connectSignedOut();
    expect(await feature.actions.signIn(page.portico)).toBe('signedIn');
    expect(kept(page.storage)).toHaveLength(1);
    await feature.actions.signOut(page.portico);
    expect(page.state()?.status).toBe('signedOut');
    expect(kept(page.storage)).toEqual([]);
    expect(page.portico.resolve(TOKENS.state).getState().chains.eip155?.account.status).toBe(
      'connected',
    );
  }, 30_000);
});
