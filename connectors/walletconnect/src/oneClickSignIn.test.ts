import {
  MESSAGES,
  WALLET_CONNECT_CONNECTOR_ID,
  sharedConnectorToken,
  type Portico,
  type SiwxConnectRequest,
} from '@portico/core';
import { isLocalConnection } from '@portico/testing/walletconnect';
import { createPublicClient, http, verifyMessage, type Hex } from 'viem';
import { createSiweMessage, type SiweMessage } from 'viem/siwe';
import {
  createTestPortico,
  newPageStorage,
  sdkStartupTimers,
  startWalletConnectStack,
  storeOf,
  waitFor,
  WALLET_ACCOUNT,
  type WalletConnectStack,
} from './__fixtures__/walletConnectStack';

// Real parts only: a Portico instance with the viem adapter and this connector, the local relay,
// the wallet-role test wallet (which signs with its anvil key) and two anvil chains. Each test
// opens its own page (its own WalletConnect storage), so each starts disconnected.
jest.setTimeout(30_000);

let stack: WalletConnectStack;
const instances: Portico[] = [];
const open = () => {
  const portico = createTestPortico(stack, newPageStorage());
  instances.push(portico);
  return portico;
};
const sharedOf = (portico: Portico) =>
  portico.resolve(sharedConnectorToken(WALLET_CONNECT_CONNECTOR_ID));
const pairingOf = (portico: Portico) =>
  waitFor(() => storeOf(portico).getState().chains.eip155?.pairing, 'the pairing in state');

let nonceCount = 0;
const signInRequest = (overrides: Partial<SiwxConnectRequest> = {}): SiwxConnectRequest => ({
  chains: stack.networks.map((network) => network.caipNetworkId),
  domain: 'dapp.portico.invalid',
  uri: 'https://dapp.portico.invalid/login',
  nonce: `oneClickNonce${(nonceCount += 1)}x`,
  statement: 'Sign in to the Portico tests.',
  issuedAt: new Date().toISOString(),
  expirationTime: new Date(Date.now() + 3_600_000).toISOString(),
  ...overrides,
});

beforeAll(async () => {
  stack = await startWalletConnectStack();
}, 30_000);

afterEach(() => stack.wallet.setAuthenticate('approve'));

afterAll(async () => {
  for (const instance of instances) instance.destroy();
  await stack?.stop();
  await sdkStartupTimers();
});

describe('connectAndSignIn(): one-click sign-in over WalletConnect (a proposal carrying a sign-in request)', () => {
  it('connects and signs in with one pairing: one session per chain, whose EIP-4361 text verifies for the account on anvil; the connect then takes the session with no prompt', async () => {
    const portico = open();
    const request = signInRequest();
    const signingIn = sharedOf(portico).connectAndSignIn!(request);
    const pairing = await pairingOf(portico);
    const [result] = await Promise.all([signingIn, stack.wallet.pair(pairing.uri)]);

    expect(result.status).toBe('signedIn');
    if (result.status !== 'signedIn') return;
    expect(result.accounts).toEqual([`eip155:31337:${WALLET_ACCOUNT.address}`]);
    expect(result.sessions.map((session) => session.data.chainId)).toEqual([
      'eip155:31337',
      'eip155:31338',
    ]);
    for (const [index, session] of result.sessions.entries()) {
      const { data, message, signature } = session;
      expect(data).toMatchObject({
        accountAddress: WALLET_ACCOUNT.address,
        domain: request.domain,
        uri: request.uri,
        version: '1',
        nonce: request.nonce,
        expirationTime: request.expirationTime,
        statement: request.statement,
      });
      // The text is EIP-4361's text of the fields (what the eip155 format and the server read).
      expect(
        createSiweMessage({
          ...data,
          address: data.accountAddress as Hex,
          chainId: Number(data.chainId.split(':')[1]),
          issuedAt: new Date(data.issuedAt),
          expirationTime: new Date(data.expirationTime!),
        } as SiweMessage),
      ).toBe(message);
      const client = createPublicClient({ transport: http(stack.nodes[index]!.url) });
      await expect(
        client.verifySiweMessage({
          message,
          signature: signature as Hex,
          address: WALLET_ACCOUNT.address,
          domain: request.domain,
          nonce: request.nonce,
        }),
      ).resolves.toBe(true);
      await expect(
        verifyMessage({ address: WALLET_ACCOUNT.address, message, signature: signature as Hex }),
      ).resolves.toBe(true);
    }
    expect(storeOf(portico).getState().chains.eip155?.pairing).toBeUndefined();

    // connect-after: the session is the one in use, so no new pairing shows.
    const proposals = stack.relay.methods.get('wc_proposeSession') ?? 0;
    await portico.connect({ connectorId: WALLET_CONNECT_CONNECTOR_ID });
    expect(portico.getAccount('eip155')).toMatchObject({
      status: 'connected',
      address: WALLET_ACCOUNT.address,
    });
    expect(stack.relay.methods.get('wc_proposeSession') ?? 0).toBe(proposals);

    // Signed in and connected: asked again, nothing goes to the wallet.
    await expect(sharedOf(portico).connectAndSignIn!(signInRequest())).resolves.toEqual({
      status: 'connected',
      reason: 'alreadyConnected',
      accounts: [`eip155:31337:${WALLET_ACCOUNT.address}`],
    });
    await portico.disconnect();
  });

  it("a wallet that refuses: core's UserRejectedError ('Signature declined'), the pairing is cleared, nothing is connected", async () => {
    stack.wallet.setAuthenticate('refuse');
    const portico = open();
    const signingIn = sharedOf(portico).connectAndSignIn!(signInRequest());
    const pairing = await pairingOf(portico);
    await Promise.all([
      expect(signingIn).rejects.toMatchObject({
        name: 'UserRejectedError',
        message: MESSAGES.signatureDeclined,
      }),
      expect(stack.wallet.pair(pairing.uri)).rejects.toMatchObject({ code: 4001 }),
    ]);
    expect(MESSAGES.signatureDeclined).toBe('Signature declined');
    expect(storeOf(portico).getState().chains.eip155?.pairing).toBeUndefined();
    expect(portico.getAccount('eip155')?.status).not.toBe('connected');
  });

  it("a wallet without one-click sign-in approves the session without signing: 'connected' / 'walletUnsupported', and the caller signs in after the connect (personal_sign through the session)", async () => {
    stack.wallet.setAuthenticate('unsupported');
    const portico = open();
    const request = signInRequest({ chains: ['eip155:31337'] });
    const signingIn = sharedOf(portico).connectAndSignIn!(request);
    const pairing = await pairingOf(portico);
    const [result] = await Promise.all([signingIn, stack.wallet.pair(pairing.uri)]);
    expect(result).toEqual({
      status: 'connected',
      reason: 'walletUnsupported',
      accounts: [`eip155:31337:${WALLET_ACCOUNT.address}`],
    });

    await portico.connect({ connectorId: WALLET_CONNECT_CONNECTOR_ID });
    const message = 'connect-then-sign';
    const signature = (await portico.signMessage({ message })) as Hex;
    await expect(
      verifyMessage({ address: WALLET_ACCOUNT.address, message, signature }),
    ).resolves.toBe(true);
    await portico.disconnect();
  });

  it("a connect made while the sign-in's QR code is up shares its pairing; closing the modal (abandon) declines the sign-in as UserRejectedError", async () => {
    const portico = open();
    const shared = sharedOf(portico);
    const signingIn = shared.connectAndSignIn!(signInRequest());
    const connecting = portico.connect({ connectorId: WALLET_CONNECT_CONNECTOR_ID });
    const pairing = await pairingOf(portico);
    const [result] = await Promise.all([signingIn, connecting, stack.wallet.pair(pairing.uri)]);
    expect(result.status).toBe('signedIn');
    expect(portico.getAccount('eip155')?.status).toBe('connected');
    await portico.disconnect();

    const second = open();
    const abandoned = sharedOf(second).connectAndSignIn!(signInRequest());
    await pairingOf(second);
    sharedOf(second).abandon?.();
    await expect(abandoned).rejects.toMatchObject({
      name: 'UserRejectedError',
      message: MESSAGES.signatureDeclined,
    });
    expect(storeOf(second).getState().chains.eip155?.pairing).toBeUndefined();
  });

  it("one wallet request per sign-in: the same nonce twice shares one pairing; a plain connect's QR code is replaced by the sign-in's; another nonce replaces the first sign-in, which is declined", async () => {
    const portico = open();
    const shared = sharedOf(portico);
    const connecting = portico.connect({ connectorId: WALLET_CONNECT_CONNECTOR_ID });
    const plain = await pairingOf(portico);
    const first = shared.connectAndSignIn!(signInRequest({ nonce: 'replacedNonce1' }));
    const replacing = signInRequest();
    const [second, again] = [
      shared.connectAndSignIn!(replacing),
      shared.connectAndSignIn!(replacing),
    ];
    await expect(first).rejects.toMatchObject({ name: 'UserRejectedError' });
    const pairing = await waitFor(() => {
      const shown = storeOf(portico).getState().chains.eip155?.pairing;
      return shown && shown.uri !== plain.uri ? shown : undefined;
    }, 'the sign-in pairing');
    const [result, sameResult] = await Promise.all([
      second,
      again,
      connecting,
      stack.wallet.pair(pairing.uri),
    ]);
    expect(result.status).toBe('signedIn');
    expect(sameResult).toEqual(result);
    if (result.status === 'signedIn') {
      expect(result.sessions.map((session) => session.data.nonce)).toEqual([
        replacing.nonce,
        replacing.nonce,
      ]);
    }
    expect(portico.getAccount('eip155')?.status).toBe('connected');
    await portico.disconnect();
  });

  it('refuses a request whose chains are not configured networks of one namespace, before anything loads or pairs', async () => {
    const portico = open();
    await expect(
      sharedOf(portico).connectAndSignIn!(signInRequest({ chains: ['eip155:1'] })),
    ).rejects.toMatchObject({ name: 'ConfigurationError' });
    await expect(
      sharedOf(portico).connectAndSignIn!(signInRequest({ chains: [] })),
    ).rejects.toMatchObject({ name: 'ConfigurationError' });
    expect(storeOf(portico).getState().chains.eip155?.pairing).toBeUndefined();
  });

  it('made no connection off the machine', () => {
    expect(stack.outgoing.connections.length).toBeGreaterThan(0);
    expect(stack.outgoing.connections.filter((c) => !isLocalConnection(c))).toEqual([]);
  });
});
