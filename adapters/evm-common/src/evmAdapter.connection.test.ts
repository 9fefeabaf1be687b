import { createPortico, MESSAGES, UserRejectedError, type AdapterEvent } from '@portico/core';
import { createMemoryStorage } from '@portico/core/testing';
import {
  ANVIL_ACCOUNTS,
  createTestWallet,
  startAnvilPair,
  type AnvilInstance,
} from '@portico/testing';
import { openAdapter, recordingProvider, TEST_WALLET_RDNS } from './__fixtures__/adapterHarness';
import { localNetwork } from './__fixtures__/localChain';
import { createViemTestLibrary } from './__fixtures__/viemTestLibrary';
import { ProviderNotFoundError, SmartAccountSigningError } from './errors';
import { ERC20_TRANSFER_ABI } from './erc20Abi';
import { evmAdapter, EVM_ACCOUNT_TYPES } from './evmAdapter';

let nodes: [AnvilInstance, AnvilInstance] | undefined;

beforeAll(async () => {
  nodes = await startAnvilPair([31337, 31338]);
});
afterAll(async () => {
  await Promise.all(nodes?.map((node) => node.stop()) ?? []);
});

const tick = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('evmAdapter', () => {
  it('declares eip155 with smartAccount by default and eoa and smartAccount accepted', () => {
    const plugin = evmAdapter(createViemTestLibrary());
    expect(plugin.namespace).toBe('eip155');
    expect(plugin.accountTypes).toEqual({
      default: 'smartAccount',
      accepted: ['eoa', 'smartAccount'],
    });
    expect(plugin.accountTypes).toBe(EVM_ACCOUNT_TYPES);
  });

  it('gives every create() its own state: readers, sessions and events are not shared', async () => {
    const library = createViemTestLibrary();
    const plugin = evmAdapter(library);
    const network = localNetwork(nodes![0]);
    const [a, b] = [0, 1].map(() =>
      plugin.create({
        networks: [network],
        emit: () => undefined,
        resolve: () => undefined,
        sharedConnectors: [],
      }),
    );
    await a!.getBalance({ address: ANVIL_ACCOUNTS[0]!.address, network });
    await b!.getBalance({ address: ANVIL_ACCOUNTS[0]!.address, network });
    expect(library.readers).toHaveLength(2);
    a!.destroy?.();
    expect(library.readers.map((reader) => reader.destroyed)).toEqual([true, false]);
    b!.destroy?.();
  });
});

describe('EVM adapter: shared connectors', () => {
  it('lists the shared connectors whose provider is EIP-1193, before its own, and skips the rest', () => {
    const network = localNetwork(nodes![0]);
    const wallet = { request: async () => [] };
    const shared = [
      {
        id: 'walletConnect',
        name: 'WalletConnect',
        type: 'WALLET_CONNECT',
        chain: 'eip155',
        provider: wallet,
      },
      {
        id: 'embedded',
        name: 'Embedded',
        type: 'AUTH',
        chain: 'eip155',
        provider: { sign: () => '' },
      },
    ] as const;
    const reports: AdapterEvent[] = [];
    const adapter = evmAdapter(createViemTestLibrary(), { eip6963: false }).create({
      networks: [network],
      emit: (event) => reports.push(event),
      resolve: () => undefined,
      sharedConnectors: shared,
    });
    const stop = adapter.watchConnectors();
    const latest = reports.at(-1);
    expect(latest?.type === 'connectors' && latest.connectors.map((c) => c.id)).toEqual([
      'walletConnect',
    ]);
    stop();
  });
});

describe('EVM adapter: loading the chain library on first use', () => {
  it('connects, signs and sends without loading it; the first chain read loads it, once', async () => {
    const page = openAdapter({ nodes: nodes! });
    const address = await page.connect();
    const connector = page.connector();
    await page.adapter.signMessage({ connector, address, message: 'hi' });
    const network = page.networks[0]!;
    await page.adapter.sendTransaction({
      connector,
      network,
      from: address,
      to: address,
      value: 1n,
    });
    expect(page.adapter.formatUnits(page.adapter.parseUnits('1.5', 18), 18)).toBe('1.5');
    expect(page.library.loadCount).toBe(0);
    await page.adapter.getBalance({ address, network });
    await page.adapter.getGasPrice!({ network: page.networks[1]! });
    expect(page.library.loadCount).toBe(1);
    page.close();
  });

  it('loads it to encode a contract call (writeContract)', async () => {
    const page = openAdapter({ nodes: nodes! });
    const address = await page.connect();
    const transfer = page.adapter.writeContract!({
      connector: page.connector(),
      network: page.networks[0]!,
      from: address,
      contract: ANVIL_ACCOUNTS[2]!.address,
      abi: ERC20_TRANSFER_ABI,
      functionName: 'transfer',
      args: [address, 1n],
    });
    expect(await transfer).toMatch(/^0x[0-9a-f]{64}$/);
    expect(page.library.loadCount).toBe(1);
    page.close();
  });
});

describe('EVM adapter: connecting', () => {
  it('connects with eth_requestAccounts: the address, the chain id as a number, an EOA', async () => {
    const page = openAdapter({ nodes: nodes! });
    const connection = await page.adapter.connect({
      connector: page.connector(),
      network: page.networks[0]!,
    });
    expect(connection).toEqual({
      address: ANVIL_ACCOUNTS[0]!.address,
      chainId: 31337,
      accountType: 'eoa',
      accounts: [{ address: ANVIL_ACCOUNTS[0]!.address, type: 'eoa' }],
    });
    expect(page.wallet.control.state.authorized).toBe(true);
    page.close();
  });

  it('reports the chain the wallet is on, even when it is not the requested network', async () => {
    const page = openAdapter({ nodes: nodes! });
    const connection = await page.adapter.connect({
      connector: page.connector(),
      network: page.networks[1]!,
    });
    expect(connection.chainId).toBe(31337);
    page.close();
  });

  it(`a rejected connection gives UserRejectedError and leaves the wallet unconnected`, async () => {
    const page = openAdapter({ nodes: nodes! });
    page.wallet.control.rejectNext('eth_requestAccounts');
    await expect(page.connect()).rejects.toBeInstanceOf(UserRejectedError);
    expect(page.wallet.control.state.authorized).toBe(false);
    page.close();
  });

  it("reports no account type for an app's EXTERNAL connector (core then applies the app's default)", async () => {
    const page = openAdapter({
      nodes: nodes!,
      options: (wallet) => ({
        connectors: [{ id: 'app', name: 'App', provider: wallet.provider }],
      }),
    });
    const connection = await page.adapter.connect({
      connector: page.connector('app'),
      network: page.networks[0]!,
    });
    expect(connection).toEqual({ address: ANVIL_ACCOUNTS[0]!.address, chainId: 31337 });
    page.close();
  });

  it(`a connector without a provider gives '${MESSAGES.providerNotFound}'`, async () => {
    const page = openAdapter({ nodes: nodes! });
    const connector = { ...page.connector(), provider: undefined };
    await expect(
      page.adapter.connect({ connector, network: page.networks[0]! }),
    ).rejects.toBeInstanceOf(ProviderNotFoundError);
    expect(await page.adapter.reconnect({ connector, network: page.networks[0]! })).toBeUndefined();
    page.close();
  });
});

describe('EVM adapter: reconnecting after a reload', () => {
  it('restores the connection with eth_accounts, without prompting the wallet', async () => {
    const first = openAdapter({ nodes: nodes! });
    await first.connect();
    first.close();
    // The reload: a new adapter on the same wallet, every request written down.
    const recorded = recordingProvider(first.wallet.provider);
    const reloaded = openAdapter({
      nodes: nodes!,
      options: () => ({ connectors: [{ id: 'same', name: 'Same', provider: recorded.provider }] }),
    });
    const connection = await reloaded.adapter.reconnect({
      connector: reloaded.connector('same'),
      network: reloaded.networks[0]!,
    });
    expect(connection).toEqual({ address: ANVIL_ACCOUNTS[0]!.address, chainId: 31337 });
    expect(recorded.methods).toEqual(['eth_accounts', 'eth_chainId']);
    reloaded.close();
  });

  it('gives undefined when the wallet no longer knows the site (eth_accounts is empty)', async () => {
    const page = openAdapter({ nodes: nodes! });
    const connection = await page.adapter.reconnect({
      connector: page.connector(),
      network: page.networks[0]!,
    });
    expect(connection).toBeUndefined();
    expect(page.wallet.control.state.authorized).toBe(false);
    page.close();
  });
});

describe('EVM adapter: wallet events', () => {
  it('forwards accountsChanged, chainChanged (a number) and disconnect after connecting', async () => {
    const page = openAdapter({ nodes: nodes! });
    await page.connect();
    page.wallet.control.setAccounts([ANVIL_ACCOUNTS[1]!.privateKey]);
    await page.wallet.request({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: '0x7a6a' }],
    });
    page.wallet.control.disconnect();
    await tick();
    const walletEvents = page.events.filter((event) => event.type !== 'connectors');
    expect(walletEvents).toEqual([
      {
        type: 'accountsChanged',
        connectorId: TEST_WALLET_RDNS,
        accounts: [ANVIL_ACCOUNTS[1]!.address],
      },
      { type: 'chainChanged', connectorId: TEST_WALLET_RDNS, chainId: 31338 },
      { type: 'accountsChanged', connectorId: TEST_WALLET_RDNS, accounts: [] },
      { type: 'disconnect', connectorId: TEST_WALLET_RDNS },
    ]);
    page.close();
  });

  it('connecting twice listens once: each wallet event is forwarded once', async () => {
    const page = openAdapter({ nodes: nodes! });
    await page.connect();
    await page.connect();
    page.wallet.control.setAccounts([ANVIL_ACCOUNTS[2]!.privateKey]);
    expect(page.events.filter((event) => event.type === 'accountsChanged')).toHaveLength(1);
    page.close();
  });
});

describe('EVM adapter: disconnecting', () => {
  it('revokes the permission (wallet_revokePermissions) and stops listening', async () => {
    const page = openAdapter({ nodes: nodes! });
    await page.connect();
    await page.adapter.disconnect({ connector: page.connector() });
    expect(page.wallet.control.state.authorized).toBe(false);
    page.wallet.control.setAccounts([ANVIL_ACCOUNTS[1]!.privateKey]);
    await page.wallet.request({ method: 'eth_requestAccounts' });
    expect(page.events.filter((event) => event.type !== 'connectors')).toEqual([]);
    page.close();
  });

  it('succeeds with a wallet that has no wallet_revokePermissions (its error is ignored)', async () => {
    const wallet = createTestWallet({ chains: [{ chainId: 31337, rpcUrl: nodes![0].url }] });
    const noRevoke = recordingProvider(wallet.provider, {
      wallet_revokePermissions: () => wallet.request({ method: 'wallet_notImplemented' }),
    });
    const page = openAdapter({
      nodes: nodes!,
      options: () => ({ connectors: [{ id: 'old', name: 'Old', provider: noRevoke.provider }] }),
    });
    await page.connect('old');
    await expect(
      page.adapter.disconnect({ connector: page.connector('old') }),
    ).resolves.toBeUndefined();
    expect(noRevoke.methods).toContain('wallet_revokePermissions');
    page.close();
  });
});

describe('EVM adapter: destroy', () => {
  it('stops discovery, wallet events and readers', async () => {
    const page = openAdapter({ nodes: nodes! });
    const address = await page.connect();
    await page.adapter.getBalance({ address, network: page.networks[0]! });
    page.adapter.destroy?.();
    const before = page.events.length;
    page.wallet.control.setAccounts([ANVIL_ACCOUNTS[1]!.privateKey]);
    createTestWallet({
      chains: [{ chainId: 31337, rpcUrl: nodes![0].url }],
      announce: { ...page.wallet.info, rdns: 'dev.portico.late' },
    }).announceEip6963(page.window);
    expect(page.events).toHaveLength(before);
    expect(page.library.readers.every((reader) => reader.destroyed)).toBe(true);
    page.close();
  });
});

describe('EVM adapter inside Portico', () => {
  it(`a signing failure on an EXTERNAL wallet under the smartAccount default gives '${MESSAGES.smartAccountSigningFailed}'`, async () => {
    const wallet = createTestWallet({ chains: [{ chainId: 31337, rpcUrl: nodes![0].url }] });
    const window = new EventTarget();
    const plugin = evmAdapter(createViemTestLibrary(), {
      window,
      connectors: [{ id: 'smart', name: 'Smart Wallet', provider: wallet.provider }],
    });
    const portico = createPortico({
      networks: [localNetwork(nodes![0])],
      adapters: [plugin],
      storage: { backend: createMemoryStorage() },
      platform: { isMobile: false },
    });
    try {
      await portico.connect({ connectorId: 'smart', namespace: 'eip155' });
      expect(portico.getAccount('eip155')?.accountType).toBe('smartAccount');
      const adapter = portico.getAdapter('eip155');
      const connector = {
        id: 'smart',
        name: 'Smart Wallet',
        type: 'EXTERNAL',
        chain: 'eip155',
        provider: wallet.provider,
      } as const;
      // The wallet holds no key for this address: a signing failure that is not a rejection.
      // Core passes the account type it holds with each signing request.
      const accountType = portico.getAccount('eip155')?.accountType;
      const attempt = adapter.signMessage({
        connector,
        address: ANVIL_ACCOUNTS[3]!.address,
        message: 'hi',
        accountType,
      });
      await expect(attempt).rejects.toBeInstanceOf(SmartAccountSigningError);
      await expect(attempt).rejects.toThrow(MESSAGES.smartAccountSigningFailed);
      wallet.control.rejectNext('personal_sign');
      const address = portico.getAccount('eip155')!.address!;
      await expect(
        adapter.signMessage({ connector, address, message: 'hi', accountType }),
      ).rejects.toThrow(MESSAGES.signatureDeclined);
    } finally {
      portico.destroy();
    }
  });
});
