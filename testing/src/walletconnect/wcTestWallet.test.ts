import {
  parseEther,
  stringToHex,
  verifyMessage,
  verifyTypedData,
  type Address,
  type Hex,
} from 'viem';
import { eventually } from '../chromium/eventually';
import { startAnvilPair, type AnvilInstance } from '../evm/anvil';
import { ANVIL_ACCOUNTS } from '../evm/anvilAccounts';
import { createJsonRpcClient } from '../evm/jsonRpcClient';
import { waitForReceipt } from '../evm/walletTransactions';
import { startLocalRelay, type LocalRelay } from './localRelay';
import { createOfflineSignClient, type OfflineSignClient } from './offlineSignClient';
import {
  isLocalConnection,
  recordOutgoingConnections,
  type OutgoingConnectionRecorder,
} from './outgoingConnections';
import {
  createWalletConnectTestWallet,
  type WalletConnectSession,
  type WalletConnectTestWallet,
} from './wcTestWallet';

// Real parts only: two anvil nodes, the local relay, a dapp-role SignClient (here) and the
// wallet-role SignClient of the test wallet. The tests run in order on one session.
jest.setTimeout(60_000);

const account = ANVIL_ACCOUNTS[3]!;
const recipient = ANVIL_ACCOUNTS[1]!.address;
const CHAIN_A = 31337;
const CHAIN_B = 31338;

let outgoing: OutgoingConnectionRecorder;
let nodes: [AnvilInstance, AnvilInstance];
let relay: LocalRelay;
let dapp: OfflineSignClient;
let wallet: WalletConnectTestWallet;
let session: WalletConnectSession;
const chainEvents: unknown[] = [];
const deletedTopics: string[] = [];

beforeAll(async () => {
  outgoing = recordOutgoingConnections();
  [nodes, relay] = await Promise.all([startAnvilPair([CHAIN_A, CHAIN_B]), startLocalRelay()]);
  [dapp, wallet] = await Promise.all([
    createOfflineSignClient({
      relayUrl: relay.url,
      logLevel: 'silent', // the SDK logs every rejected request as an error
      metadata: {
        name: 'Portico test dapp',
        description: 'The dapp side of the WalletConnect tests',
        url: 'https://dapp.portico.invalid',
        icons: [],
      },
    }),
    createWalletConnectTestWallet({
      relayUrl: relay.url,
      privateKey: account.privateKey,
      chains: nodes.map((node) => ({ chainId: node.chainId, rpcUrl: node.url })),
    }),
  ]);
  dapp.client.on('session_event', ({ params }) => chainEvents.push(params));
  dapp.client.on('session_delete', ({ topic }) => deletedTopics.push(topic));
});

afterAll(async () => {
  await Promise.all([wallet?.stop(), dapp?.stop()]);
  await Promise.all([relay?.stop(), ...(nodes ?? []).map((node) => node.stop())]);
  outgoing?.restore();
});

const request = <T>(method: string, params: unknown[], chainId = CHAIN_A) =>
  dapp.client.request<T>({
    topic: session.topic,
    chainId: `eip155:${chainId}`,
    request: { method, params },
  });

const balanceOf = async (node: AnvilInstance, address: Address) =>
  BigInt((await createJsonRpcClient(node.url)('eth_getBalance', [address, 'latest'])) as string);

describe('WalletConnect test wallet through the local relay', () => {
  it('pairs from the dapp URI and approves a session with its accounts on both chains', async () => {
    const { uri, approval } = await dapp.client.connect({
      optionalNamespaces: {
        eip155: {
          chains: [`eip155:${CHAIN_A}`, `eip155:${CHAIN_B}`],
          methods: ['personal_sign', 'eth_sendTransaction', 'eth_signTypedData_v4'],
          events: ['accountsChanged', 'chainChanged'],
        },
      },
    });
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/);
    const [dappSession, walletSession] = await Promise.all([approval(), wallet.pair(uri!)]);
    session = dappSession;
    expect(walletSession.topic).toBe(dappSession.topic);
    expect(dappSession.namespaces.eip155!.accounts).toEqual([
      `eip155:${CHAIN_A}:${account.address}`,
      `eip155:${CHAIN_B}:${account.address}`,
    ]);
    expect(dappSession.namespaces.eip155!.methods).toEqual(
      expect.arrayContaining([
        'personal_sign',
        'eth_sendTransaction',
        'wallet_switchEthereumChain',
      ]),
    );
    expect(dappSession.peer.metadata.name).toBe('Portico WalletConnect Test Wallet');
    // Proposal and approval went through the relay's dedicated methods.
    expect(relay.methods.get('wc_proposeSession')).toBe(1);
    expect(relay.methods.get('wc_approveSession')).toBe(1);
  });

  it('answers personal_sign with a signature of its own key (verifyMessage)', async () => {
    const message = 'Sign in to Portico over WalletConnect';
    const signature = await request<Hex>('personal_sign', [stringToHex(message), account.address]);
    expect(await verifyMessage({ address: account.address, message, signature })).toBe(true);
  });

  it('answers eth_signTypedData_v4 with a signature verifyTypedData accepts', async () => {
    const typedData = {
      types: {
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'chainId', type: 'uint256' },
        ],
        Greeting: [{ name: 'text', type: 'string' }],
      },
      primaryType: 'Greeting',
      domain: { name: 'Portico', chainId: CHAIN_A },
      message: { text: 'hello' },
    } as const;
    const signature = await request<Hex>('eth_signTypedData_v4', [
      account.address,
      JSON.stringify(typedData),
    ]);
    const domain = { ...typedData.domain, chainId: BigInt(CHAIN_A) };
    expect(
      await verifyTypedData({ address: account.address, ...typedData, domain, signature }),
    ).toBe(true);
  });

  it('sends eth_sendTransaction on the requested chain: mined on anvil, balance moved', async () => {
    const node = nodes[1];
    const value = parseEther('1.5');
    const before = await balanceOf(node, recipient);
    const hash = await request<Hex>(
      'eth_sendTransaction',
      [{ from: account.address, to: recipient, value: `0x${value.toString(16)}` }],
      CHAIN_B,
    );
    const receipt = await waitForReceipt(createJsonRpcClient(node.url), hash);
    expect(receipt.status).toBe('0x1');
    expect(await balanceOf(node, recipient)).toBe(before + value);
  });

  it('wallet_switchEthereumChain answers null and sends chainChanged to the dapp', async () => {
    await expect(
      request('wallet_switchEthereumChain', [{ chainId: `0x${CHAIN_B.toString(16)}` }]),
    ).resolves.toBeNull();
    await eventually(() =>
      expect(chainEvents).toContainEqual({
        event: { name: 'chainChanged', data: CHAIN_B },
        chainId: `eip155:${CHAIN_B}`,
      }),
    );
  });

  it('rejects the next request with 4001 when told to, then signs again', async () => {
    wallet.rejectNext('personal_sign');
    await expect(
      request('personal_sign', [stringToHex('reject me'), account.address]),
    ).rejects.toMatchObject({ code: 4001, message: expect.stringMatching(/User rejected/) });
    const signature = await request<Hex>('personal_sign', [stringToHex('ok'), account.address]);
    expect(await verifyMessage({ address: account.address, message: 'ok', signature })).toBe(true);
  });

  it('answers a request sent while the relay restarts (clients reconnect, messages replayed)', async () => {
    const connectionsBefore = relay.connectionLog.length;
    const pendingRequests = () =>
      dapp.client.core.history.pending.filter(
        (entry) => entry.request.method === 'wc_sessionRequest',
      ).length;
    expect(pendingRequests()).toBe(0);
    const message = 'Signed across a relay restart';
    let answer: Promise<Hex> | undefined;
    await relay.restart({
      whileDown: async () => {
        expect(relay.connections).toBe(0);
        answer = request<Hex>('personal_sign', [stringToHex(message), account.address]);
        // The dapp has handed the request to its relayer while no relay listens.
        await eventually(() => expect(pendingRequests()).toBe(1));
      },
    });
    const signature = await answer!;
    expect(await verifyMessage({ address: account.address, message, signature })).toBe(true);
    const reconnected = relay.connectionLog.slice(connectionsBefore).map((c) => c.clientId);
    expect(reconnected).toEqual(expect.arrayContaining([dapp.clientId, wallet.clientId]));
  });

  it('a wallet-side disconnect reaches the dapp as session_delete', async () => {
    await wallet.disconnect(session.topic);
    await eventually(() => expect(deletedTopics).toEqual([session.topic]));
    expect(dapp.client.session.getAll()).toEqual([]);
  });

  it('every socket the clients opened went to 127.0.0.1 (asserted on all of net.Socket#connect)', () => {
    // Clients are configured with the relay's loopback URL only...
    expect(dapp.client.core.relayUrl).toBe(relay.url);
    expect(wallet.client.core.relayUrl).toBe(relay.url);
    // ...the relay saw both of them, from 127.0.0.1, and nobody else...
    expect(new Set(relay.connectionLog.map((c) => c.clientId))).toEqual(
      new Set([dapp.clientId, wallet.clientId]),
    );
    expect(relay.connectionLog.every((c) => c.remoteAddress === '127.0.0.1')).toBe(true);
    // ...and no connection of this process (relay sockets, fetch to anvil, verify, telemetry)
    // left the machine.
    expect(outgoing.connections.length).toBeGreaterThan(0);
    expect(outgoing.connections.filter((c) => !isLocalConnection(c))).toEqual([]);
  });
});
