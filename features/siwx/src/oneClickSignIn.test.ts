/**
 * One-click sign-in over WalletConnect, as the modal's WalletConnect view makes the connect
 * (core's connectWith, which asks the plugins that take a connect): real parts only, the local
 * relay, the WalletConnect test wallet signing with its anvil key, two anvil chains, the viem
 * adapter; sessions kept in the page's storage. Each signature is checked on anvil.
 */
import {
  connectWith,
  MESSAGES,
  TOKENS,
  WALLET_CONNECT_CONNECTOR_ID,
  type SiwxConfig,
} from '@portico/core';
import { createPublicClient, http, type Address, type Hex } from 'viem';
import {
  openSiwxWalletConnectPage,
  PAGE,
  startSiwxWalletConnectStack,
  WALLET_ACCOUNT,
  type SiwxWalletConnectPage,
  type SiwxWalletConnectStack,
} from './__fixtures__/siwxOverWalletConnect';
import { siwx } from './index';
import { pageSessions } from './pageStore';

jest.setTimeout(30_000);

let stack: SiwxWalletConnectStack;
const pages: SiwxWalletConnectPage[] = [];

beforeAll(async () => {
  stack = await startSiwxWalletConnectStack();
}, 30_000);

afterEach(() => stack.wallet.setAuthenticate('approve'));

afterAll(async () => {
  for (const page of pages) page.close();
  await stack?.stop();
  // sign-client's one-shot timer 1 s after each client's init cannot be cancelled.
  await new Promise((resolve) => setTimeout(resolve, 1_100));
});

async function until<T>(read: () => T | undefined | false, what: string): Promise<T> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const value = read();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new TypeError(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The visitor opens the modal on the WalletConnect view; the wallet scans its QR code. */
async function connectFromTheModal(page: SiwxWalletConnectPage) {
  const { portico } = page;
  portico.open({ view: 'ConnectingWalletConnect' });
  const connecting = connectWith(portico, {
    connectorId: WALLET_CONNECT_CONNECTOR_ID,
    namespace: 'eip155',
  });
  const state = portico.resolve(TOKENS.state);
  const pairing = await until(() => state.getState().chains.eip155?.pairing, 'the QR code');
  const paired = stack.wallet.pair(pairing.uri);
  const outcome = await connecting.then(
    () => 'connected' as const,
    (error: unknown) => error,
  );
  // The wallet's own pair() rejects when it refused: the page's outcome is what is checked.
  await paired.catch(() => undefined);
  return outcome;
}

function open(config?: SiwxConfig) {
  const page = openSiwxWalletConnectPage(stack, config);
  pages.push(page);
  return page;
}

describe('one-click sign-in over WalletConnect (the modal connects through the sign-in plugin)', () => {
  it('one wallet approval connects and signs in: the page keeps the session, which verifies on anvil; no signature is asked after it and SIWXSignMessage never opens', async () => {
    const page = open();
    const before = stack.requests().length;
    expect(await connectFromTheModal(page)).toBe('connected');

    const { portico } = page;
    expect(portico.getAccount('eip155')).toMatchObject({
      status: 'connected',
      address: WALLET_ACCOUNT.address,
    });
    const feature = await portico.resolve(TOKENS.features).load(siwx);
    expect(feature.state.getState()).toMatchObject({
      status: 'signedIn',
      session: { chainId: 'eip155:31337', address: WALLET_ACCOUNT.address },
    });
    const [session] = page.kept();
    expect(session?.data).toMatchObject({
      accountAddress: WALLET_ACCOUNT.address,
      chainId: 'eip155:31337',
      domain: PAGE.domain,
    });
    const client = createPublicClient({ transport: http(stack.nodes[0]!.url) });
    expect(
      await client.verifyMessage({
        address: WALLET_ACCOUNT.address as Address,
        message: session!.message,
        signature: session!.signature as Hex,
      }),
    ).toBe(true);
    await until(() => !portico.getState().open, 'the modal to close');
    expect(stack.requests().slice(before)).toEqual([]); // no personal_sign after the connect
    expect(page.views).not.toContain('SIWXSignMessage');
  });

  it('a wallet without one-click sign-in: connected, then the usual sign-in (one personal_sign), signed in', async () => {
    stack.wallet.setAuthenticate('unsupported');
    const page = open();
    const before = stack.requests().length;
    expect(await connectFromTheModal(page)).toBe('connected');

    const feature = await page.portico.resolve(TOKENS.features).load(siwx);
    await until(() => feature.state.getState().status === 'signedIn', 'the sign-in');
    expect(stack.requests().slice(before)).toEqual(['personal_sign']);
    const [session] = page.kept();
    expect(session?.data.accountAddress).toBe(WALLET_ACCOUNT.address);
    const client = createPublicClient({ transport: http(stack.nodes[0]!.url) });
    expect(
      await client.verifyMessage({
        address: WALLET_ACCOUNT.address as Address,
        message: session!.message,
        signature: session!.signature as Hex,
      }),
    ).toBe(true);
  });

  it(`a store that refuses the signed session: '${MESSAGES.authInitFailed}', not connected, and the wallet's session is ended too (not left open on its side)`, async () => {
    const base = pageSessions(PAGE);
    const refusing: SiwxConfig = {
      createMessage: (input) => base.createMessage(input),
      addSession: () => Promise.reject(new Error('refused by the store')),
      revokeSession: (chainId, address) => base.revokeSession(chainId, address),
      setSessions: (sessions) => base.setSessions(sessions),
      getSessions: (chainId, address) => base.getSessions(chainId, address),
    };
    const page = open(refusing);
    const walletSessions = () => stack.wallet.client.session.getAll().length;
    const before = walletSessions();
    await connectFromTheModal(page);

    const toast = () => page.portico.resolve(TOKENS.state).getState().toast;
    await until(() => toast().message === MESSAGES.authInitFailed, 'the toast');
    await until(() => page.portico.getAccount('eip155')?.status !== 'connected', 'the disconnect');
    expect(page.portico.getState().view).toBe('Connect');
    await until(() => walletSessions() === before, "the wallet's session to end");
    expect(page.kept()).toEqual([]);
  });

  it("a wallet that refuses: 'Signature declined', no account connected, no session kept; the view's retry connects again", async () => {
    stack.wallet.setAuthenticate('refuse');
    const page = open();
    const outcome = await connectFromTheModal(page);
    expect(outcome).toMatchObject({ name: 'UserRejectedError' });

    const feature = await page.portico.resolve(TOKENS.features).load(siwx);
    expect(feature.state.getState()).toMatchObject({
      status: 'signedOut',
      error: MESSAGES.signatureDeclined,
    });
    expect(page.portico.getAccount('eip155')?.status).not.toBe('connected');
    expect(page.kept()).toEqual([]);

    stack.wallet.setAuthenticate('approve');
    expect(await connectFromTheModal(page)).toBe('connected');
    expect(feature.state.getState().status).toBe('signedIn');
  });
});
