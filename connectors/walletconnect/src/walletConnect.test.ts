import {
  formatBalance,
  MESSAGES,
  PAIRING_VALIDITY_MS,
  WALLET_CONNECT_CONNECTOR_ID,
  sharedConnectorToken,
  type Connector,
  type NamespaceSession,
  type PairingState,
  type Portico,
} from '@portico/core';
import { solana } from '@portico/core/networks';
import { ANVIL_ACCOUNTS, createJsonRpcClient, waitForReceipt } from '@portico/testing';
import { isLocalConnection } from '@portico/testing/walletconnect';
import { parseEther, verifyMessage, verifyTypedData, type Address, type Hex } from 'viem';
import {
  connectWithWallet,
  createTestPortico,
  eip155ConnectorOf,
  newPageStorage,
  RECIPIENT,
  sdkStartupTimers,
  startWalletConnectStack,
  storeOf,
  waitFor,
  type WalletConnectStack,
} from './__fixtures__/walletConnectStack';
import { standInSolanaAdapter } from './__fixtures__/standInSolanaAdapter';
import type { WalletConnectEip1193Provider } from './index';

// Real parts only: a Portico instance with the viem adapter and this connector, the local relay,
// the wallet-role test wallet and two anvil chains. The tests run in order on one page: they
// connect, sign, send, switch, reload, and disconnect from either side.
jest.setTimeout(30_000);

let stack: WalletConnectStack;
const page = newPageStorage();
const instances: Portico[] = [];
const WALLET_DEEP_LINK = 'portico-test-wallet://wc';
let portico: Portico;
/** Chains the wallet was asked to act on, per session request. */
const requestedChains: { method: string; chainId: string }[] = [];

const open = (options?: Parameters<typeof createTestPortico>[2], storage = page) => {
  const instance = createTestPortico(stack, storage, options);
  instances.push(instance);
  return instance;
};
const account = () => portico.getAccount('eip155');
const nodeBalance = async (index: 0 | 1, address: Address) =>
  BigInt(
    (await createJsonRpcClient(stack.nodes[index].url)('eth_getBalance', [
      address,
      'latest',
    ])) as string,
  );

beforeAll(async () => {
  stack = await startWalletConnectStack({ redirect: { native: WALLET_DEEP_LINK } });
  stack.wallet.client.on('session_request', ({ params }) =>
    requestedChains.push({ method: params.request.method, chainId: params.chainId }),
  );
}, 30_000);

afterAll(async () => {
  for (const instance of instances) instance.destroy();
  await stack?.stop();
  await sdkStartupTimers();
});

describe('walletConnect() with a real relay, wallet and chains', () => {
  it('connects: a wc: pairing valid 4 minutes appears in state, the wallet pairs it, the account and its anvil balance follow', async () => {
    portico = open();
    const store = storeOf(portico);
    const proposalsBefore = stack.relay.methods.get('wc_proposeSession') ?? 0;
    const before = Date.now();
    // Two connects while the QR code is up share one pairing.
    const first = portico.connect({ connectorId: WALLET_CONNECT_CONNECTOR_ID });
    const second = portico.connect({ connectorId: WALLET_CONNECT_CONNECTOR_ID });
    const pairing = await waitFor(
      () => store.getState().chains.eip155?.pairing,
      'the pairing in state',
    );
    expect(pairing.uri).toMatch(/^wc:[0-9a-f]{64}@2\?/);
    expect(pairing.expiresAt).toBeGreaterThanOrEqual(before + PAIRING_VALIDITY_MS);
    expect(pairing.expiresAt).toBeLessThanOrEqual(Date.now() + PAIRING_VALIDITY_MS);

    await Promise.all([stack.wallet.pair(pairing.uri), first, second]);
    expect(stack.relay.methods.get('wc_proposeSession')).toBe(proposalsBefore + 1);
    expect(account()).toMatchObject({
      status: 'connected',
      address: stack.wallet.address,
      caipAddress: `eip155:31337:${stack.wallet.address}`,
      connectorId: WALLET_CONNECT_CONNECTOR_ID,
    });
    expect(store.getState().chains.eip155?.pairing).toBeUndefined();

    const balance = await nodeBalance(0, stack.wallet.address);
    const shown = await waitFor(
      () => store.getState().chains.eip155?.account.balance,
      'the balance in state',
    );
    expect(shown).toBe(formatBalance({ value: balance, decimals: 18 }));
  });

  it('the proposal asked for eip155 as optional, with both configured chains and the wallet methods', () => {
    const [session] = stack.wallet.client.session.getAll();
    expect(session?.requiredNamespaces).toEqual({});
    expect(session?.optionalNamespaces.eip155).toMatchObject({
      chains: ['eip155:31337', 'eip155:31338'],
      methods: expect.arrayContaining([
        'personal_sign',
        'eth_signTypedData_v4',
        'eth_sendTransaction',
        'wallet_switchEthereumChain',
        'wallet_getCapabilities',
        'wallet_sendCalls',
      ]),
      events: ['accountsChanged', 'chainChanged'],
    });
  });

  it('its EIP-1193 provider answers like an injected wallet: 4200 for reads and unoffered methods, 4902 for chains the session lacks', async () => {
    const { provider } = eip155ConnectorOf(portico) as Connector<WalletConnectEip1193Provider>;
    await expect(provider!.request({ method: 'eth_chainId' })).resolves.toBe('0x7a69');
    await expect(provider!.request({ method: 'eth_accounts' })).resolves.toEqual([
      stack.wallet.address,
    ]);
    await expect(
      provider!.request({ method: 'eth_getBalance', params: [stack.wallet.address, 'latest'] }),
    ).rejects.toMatchObject({ code: 4200, message: MESSAGES.rpcNotAllowed });
    await expect(
      provider!.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] }),
    ).rejects.toMatchObject({ code: 4902, message: MESSAGES.chainNotConfigured });
    // The test wallet offers no wallet_addEthereumChain (nor wallet_getCapabilities).
    await expect(
      provider!.request({ method: 'wallet_addEthereumChain', params: [{ chainId: '0x1' }] }),
    ).rejects.toMatchObject({
      code: 4200,
      message: MESSAGES.noProgrammaticSwitch('WalletConnect'),
    });
    await expect(
      portico.getAdapter('eip155').getCapabilities!({
        connector: eip155ConnectorOf(portico),
        address: stack.wallet.address,
      }),
    ).resolves.toEqual({});
  });

  it('signMessage goes through the wallet: verifyMessage accepts the signature', async () => {
    const message = 'Sign in to Portico over WalletConnect';
    const signature = await portico.getAdapter('eip155').signMessage({
      connector: eip155ConnectorOf(portico),
      address: stack.wallet.address,
      message,
    });
    expect(
      await verifyMessage({ address: stack.wallet.address, message, signature: signature as Hex }),
    ).toBe(true);
  });

  it('signTypedData goes through the wallet: verifyTypedData accepts the signature', async () => {
    const typedData = {
      types: {
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'chainId', type: 'uint256' },
        ],
        Greeting: [{ name: 'text', type: 'string' }],
      },
      primaryType: 'Greeting',
      domain: { name: 'Portico', chainId: 31337 },
      message: { text: 'hello over WalletConnect' },
    } as const;
    const signature = await portico.getAdapter('eip155').signTypedData!({
      connector: eip155ConnectorOf(portico),
      address: stack.wallet.address,
      typedData,
    });
    expect(
      await verifyTypedData({
        address: stack.wallet.address,
        ...typedData,
        domain: { ...typedData.domain, chainId: 31337n },
        signature: signature as Hex,
      }),
    ).toBe(true);
  });

  it('sendTransaction is mined on anvil: receipt status success, the balance moved', async () => {
    const value = parseEther('1.25');
    const before = await nodeBalance(0, RECIPIENT);
    const hash = await portico.sendTransaction({ to: RECIPIENT, value });
    const receipt = await waitForReceipt(createJsonRpcClient(stack.nodes[0].url), hash as Hex);
    expect(receipt.status).toBe('0x1');
    expect(await nodeBalance(0, RECIPIENT)).toBe(before + value);
    expect(requestedChains.at(-1)).toEqual({
      method: 'eth_sendTransaction',
      chainId: 'eip155:31337',
    });
  });

  it('a declined signature rejects with "Signature declined"', async () => {
    stack.wallet.rejectNext('personal_sign');
    await expect(
      portico.getAdapter('eip155').signMessage({
        connector: eip155ConnectorOf(portico),
        address: stack.wallet.address,
        message: 'decline me',
      }),
    ).rejects.toMatchObject({ name: 'UserRejectedError', message: MESSAGES.signatureDeclined });
  });

  it('switchNetwork moves the wallet and the state to the second chain; the next send carries its chain id', async () => {
    await portico.switchNetwork(stack.networks[1]);
    expect(portico.getNetwork('eip155').caipNetworkId).toBe('eip155:31338');
    expect(account()?.caipAddress).toBe(`eip155:31338:${stack.wallet.address}`);
    expect(requestedChains.at(-1)?.method).toBe('wallet_switchEthereumChain');

    const value = parseEther('0.5');
    const before = await nodeBalance(1, RECIPIENT);
    const hash = await portico.sendTransaction({ to: RECIPIENT, value });
    expect(requestedChains.at(-1)).toEqual({
      method: 'eth_sendTransaction',
      chainId: 'eip155:31338',
    });
    const receipt = await waitForReceipt(createJsonRpcClient(stack.nodes[1].url), hash as Hex);
    expect(receipt.status).toBe('0x1');
    expect(await nodeBalance(1, RECIPIENT)).toBe(before + value);
  });

  it('a request sent while the relay restarts is answered once it is back', async () => {
    const message = 'Signed across a relay restart';
    let answer: Promise<string> | undefined;
    await stack.relay.restart({
      whileDown: async () => {
        expect(stack.relay.connections).toBe(0);
        answer = portico.getAdapter('eip155').signMessage({
          connector: eip155ConnectorOf(portico),
          address: stack.wallet.address,
          message,
        });
        await new Promise((resolve) => setTimeout(resolve, 300));
      },
    });
    const signature = await answer!;
    expect(
      await verifyMessage({ address: stack.wallet.address, message, signature: signature as Hex }),
    ).toBe(true);
  }, 60_000);

  it('a reload restores the session from storage: connected, same address, no new pairing', async () => {
    const address = account()?.address;
    const proposalsBefore = stack.relay.methods.get('wc_proposeSession');
    portico.destroy();

    portico = open();
    const pairings: (PairingState | undefined)[] = [];
    storeOf(portico).subscribe(
      (state) => state.chains.eip155?.pairing,
      (pairing) => pairings.push(pairing),
    );
    await portico.ready;
    expect(account()).toMatchObject({
      status: 'connected',
      address,
      connectorId: WALLET_CONNECT_CONNECTOR_ID,
    });
    expect(pairings).toEqual([]);
    expect(stack.relay.methods.get('wc_proposeSession')).toBe(proposalsBefore);

    // The restored session signs.
    const signature = await portico.getAdapter('eip155').signMessage({
      connector: eip155ConnectorOf(portico),
      address: stack.wallet.address,
      message: 'after reload',
    });
    expect(
      await verifyMessage({
        address: stack.wallet.address,
        message: 'after reload',
        signature: signature as Hex,
      }),
    ).toBe(true);
  });

  it('a disconnect from the wallet disconnects the account', async () => {
    await stack.wallet.disconnect();
    const after = await waitFor(
      () => account()?.status === 'disconnected' && account(),
      'the account to disconnect',
    );
    expect(after.address).toBeUndefined();
    expect(after.connectorId).toBeUndefined();
  });

  it('portico.disconnect() ends the session on the wallet too', async () => {
    const { session } = await connectWithWallet(portico, stack.wallet);
    expect(account()?.status).toBe('connected');
    await portico.disconnect();
    expect(account()).toMatchObject({ status: 'disconnected', address: undefined });
    await waitFor(
      () => stack.wallet.client.session.getAll().every((s) => s.topic !== session.topic),
      "the wallet's session to end",
    );
  });

  it("the wallet's own events reach the account: accountsChanged, then an update that drops the current chain", async () => {
    const { session } = await connectWithWallet(portico, stack.wallet);
    expect(portico.getNetwork('eip155').caipNetworkId).toBe('eip155:31337');
    const other = ANVIL_ACCOUNTS[0]!.address;
    // The wallet approves a second account first: an event counts only for approved accounts.
    const approving = await stack.wallet.client.update({
      topic: session.topic,
      namespaces: {
        eip155: {
          ...session.namespaces.eip155!,
          accounts: [...session.namespaces.eip155!.accounts, `eip155:31337:${other}`],
        },
      },
    });
    await approving.acknowledged();
    await stack.wallet.client.emit({
      topic: session.topic,
      event: { name: 'accountsChanged', data: [`eip155:31337:${other}`] },
      chainId: 'eip155:31337',
    });
    await waitFor(() => account()?.address === other, 'the address the wallet announced');

    const { eip155 } = session.namespaces;
    const { acknowledged } = await stack.wallet.client.update({
      topic: session.topic,
      namespaces: {
        eip155: {
          ...eip155!,
          chains: ['eip155:31338'],
          accounts: [`eip155:31338:${stack.wallet.address}`],
        },
      },
    });
    await acknowledged();
    await waitFor(
      () => portico.getNetwork('eip155').caipNetworkId === 'eip155:31338',
      'the account to move to the chain the wallet kept',
    );
    await waitFor(() => account()?.address === stack.wallet.address, 'the updated accounts');
    await portico.disconnect();
  });

  it("an expired session (expiry moved into the past through sign-client's own expirer) disconnects and shows 'Session Expired'", async () => {
    const { session } = await connectWithWallet(portico, stack.wallet);
    const core = (globalThis as Record<string, unknown>)[
      `_walletConnectCore_${page.storagePrefix}`
    ];
    const expirer = (core as { expirer: { set(key: string, expiry: number): void } }).expirer;
    expirer.set(session.topic, Math.floor(Date.now() / 1000) - 1);
    await waitFor(() => account()?.status === 'disconnected', 'the account to disconnect');
    expect(storeOf(portico).getState().alert).toEqual({
      variant: 'warning',
      title: MESSAGES.sessionExpired,
      message: MESSAGES.sessionExpiredDetail,
    });
    await stack.wallet.disconnect(session.topic).catch(() => undefined);
  });

  it('closing the modal while the QR code is up rejects the connect and clears the pairing', async () => {
    await portico.open();
    const store = storeOf(portico);
    const connecting = portico.connect({ connectorId: WALLET_CONNECT_CONNECTOR_ID });
    await waitFor(() => store.getState().chains.eip155?.pairing, 'the pairing in state');
    portico.close();
    await expect(connecting).rejects.toMatchObject({ name: 'UserRejectedError' });
    expect(store.getState().chains.eip155?.pairing).toBeUndefined();
    expect(account()?.status).toBe('disconnected');
  });

  it('an instance without the connector throws "WalletConnectConnector not found"', async () => {
    const without = open({ withWalletConnect: false }, newPageStorage());
    await expect(without.connect({ connectorId: WALLET_CONNECT_CONNECTOR_ID })).rejects.toThrow(
      MESSAGES.walletConnectConnectorNotFound,
    );
  });

  it('a proposal covers every served namespace: the pairing shows in each, and a namespace the wallet did not approve stays disconnected', async () => {
    const both = open({ adapters: [standInSolanaAdapter()], networks: [solana] }, newPageStorage());
    const solanaProvider = both
      .resolve(sharedConnectorToken(WALLET_CONNECT_CONNECTOR_ID))
      .connectorFor('solana')?.provider as NamespaceSession;
    await expect(solanaProvider.restore()).resolves.toEqual([]);

    const connecting = both.connect({ connectorId: WALLET_CONNECT_CONNECTOR_ID });
    const pairing = await waitFor(
      () => storeOf(both).getState().chains.eip155?.pairing,
      'the pairing in state',
    );
    expect(storeOf(both).getState().chains.solana?.pairing).toEqual(pairing);
    const [session] = await Promise.all([stack.wallet.pair(pairing.uri), connecting]);
    expect(storeOf(both).getState().chains.solana?.pairing).toBeUndefined();
    expect(session.optionalNamespaces.solana).toMatchObject({
      chains: [solana.caipNetworkId],
      methods: expect.arrayContaining(['solana_signMessage', 'solana_signAndSendTransaction']),
    });
    expect(both.getAccount('eip155')?.status).toBe('connected');
    // The test wallet approves eip155 only: solana joins nothing.
    expect(both.getAccount('solana')?.status).toBe('disconnected');
    await expect(solanaProvider.restore()).resolves.toEqual([]);
    await expect(
      solanaProvider.request({ method: 'solana_signMessage', params: {} }),
    ).rejects.toMatchObject({ code: 4900, message: MESSAGES.connectorNotConnected });
    await both.disconnect();
  });

  it('on a phone, a signature request opens the wallet by its deep link (window.open stubbed: no phone browser here)', async () => {
    const phone = open({ platform: { isMobile: true } }, newPageStorage());
    await connectWithWallet(phone, stack.wallet);
    const opened: unknown[][] = [];
    const globals = globalThis as { window?: unknown };
    globals.window = { open: (...args: unknown[]) => opened.push(args) };
    try {
      await phone.getAdapter('eip155').signMessage({
        connector: eip155ConnectorOf(phone),
        address: stack.wallet.address,
        message: 'sign on a phone',
      });
    } finally {
      delete globals.window;
    }
    expect(opened).toEqual([[WALLET_DEEP_LINK, '_self', 'noreferrer noopener']]);
    await phone.disconnect();
  });

  it('every socket this process opened went to 127.0.0.1 (asserted on all of net.Socket#connect)', () => {
    expect(stack.outgoing.connections.length).toBeGreaterThan(0);
    expect(stack.outgoing.connections.filter((c) => !isLocalConnection(c))).toEqual([]);
    expect(stack.relay.connectionLog.every((c) => c.remoteAddress === '127.0.0.1')).toBe(true);
  });
});
