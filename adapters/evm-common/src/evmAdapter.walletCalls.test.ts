import {
  ChainNotSupportedError,
  MESSAGES,
  UserRejectedError,
  WalletRequestError,
  type AdapterEvent,
} from '@portico/core';
import {
  CALLS_STATUS,
  createTestWallet,
  startAnvilPair,
  type AnvilInstance,
  type CallsStatus,
} from '@portico/testing';
import { createPublicClient, http, type Address } from 'viem';
import { openAdapter, recordingProvider } from './__fixtures__/adapterHarness';
import { CapabilitiesParseError } from './errors';

let nodes: [AnvilInstance, AnvilInstance] | undefined;

beforeAll(async () => {
  nodes = await startAnvilPair([31337, 31338]);
});
afterAll(async () => {
  await Promise.all(nodes?.map((node) => node.stop()) ?? []);
});

const freshAddress = () =>
  `0x${[...globalThis.crypto.getRandomValues(new Uint8Array(20))]
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('')}`;

/** The test wallet behind an app connector 'rec', with every request written down. */
function recordedPage(answers: Parameters<typeof recordingProvider>[1] = {}) {
  const wallet = createTestWallet({
    chains: nodes!.map((node) => ({ chainId: node.chainId, rpcUrl: node.url })),
  });
  const recorded = recordingProvider(wallet.provider, answers);
  const page = openAdapter({
    nodes: nodes!,
    wallet,
    options: () => ({ connectors: [{ id: 'rec', name: 'Recorded', provider: recorded.provider }] }),
  });
  return { page, wallet, methods: recorded.methods, connector: () => page.connector('rec') };
}

describe('EVM adapter: switching networks', () => {
  it('switches to a chain the wallet does not know: 4902, add with the RPC policy URL, switch', async () => {
    const page = openAdapter({
      nodes: nodes!,
      walletChains: [nodes![0]],
      // The app's URL for the second network comes first in its RPC policy.
      options: () => ({
        rpc: { urls: { 'eip155:31338': [nodes![1].url.replace('127.0.0.1', 'localhost')] } },
      }),
    });
    await page.connect();
    await page.adapter.switchNetwork({ connector: page.connector(), network: page.networks[1]! });
    expect(page.wallet.control.state.chainId).toBe(31338);
    const added = page.wallet.control.state.chains.find((chain) => chain.chainId === 31338);
    expect(added?.rpcUrl).toBe(nodes![1].url.replace('127.0.0.1', 'localhost'));
    expect(page.events).toContainEqual<AdapterEvent>({
      type: 'chainChanged',
      connectorId: page.connector().id,
      chainId: 31338,
    });
    page.close();
  });

  it(`gives '${MESSAGES.chainNotSupported}' when the wallet cannot add the chain`, async () => {
    const page = openAdapter({
      nodes: nodes!,
      walletChains: [nodes![0]],
      // The only URL serves the other chain: the wallet refuses to add it.
      options: () => ({ rpc: { urls: { 'eip155:31338': [nodes![0].url] } } }),
    });
    await page.connect();
    await expect(
      page.adapter.switchNetwork({ connector: page.connector(), network: page.networks[1]! }),
    ).rejects.toBeInstanceOf(ChainNotSupportedError);
    expect(page.wallet.control.state.chainId).toBe(31337);
    page.close();
  });

  it('a declined switch gives UserRejectedError', async () => {
    const page = openAdapter({ nodes: nodes! });
    await page.connect();
    page.wallet.control.rejectNext('wallet_switchEthereumChain');
    await expect(
      page.adapter.switchNetwork({ connector: page.connector(), network: page.networks[1]! }),
    ).rejects.toBeInstanceOf(UserRejectedError);
    page.close();
  });
});

describe('EVM adapter: EIP-5792 capabilities and calls', () => {
  it("reads the wallet's capabilities by chain", async () => {
    const page = openAdapter({ nodes: nodes! });
    const address = await page.connect();
    page.wallet.control.setCapabilities(31338, { paymasterService: { supported: true } });
    expect(await page.adapter.getCapabilities!({ connector: page.connector(), address })).toEqual({
      '0x7a69': { atomic: { status: 'supported' } },
      '0x7a6a': { paymasterService: { supported: true } },
    });
    page.close();
  });

  it(`gives '${MESSAGES.errorParsingCapabilities}' for an answer that is not EIP-5792's shape (answer replaced: the test wallet always answers well)`, async () => {
    const { page, connector } = recordedPage({ wallet_getCapabilities: () => ['atomic'] });
    const address = await page.connect('rec');
    await expect(
      page.adapter.getCapabilities!({ connector: connector(), address }),
    ).rejects.toBeInstanceOf(CapabilitiesParseError);
    page.close();
  });

  it('gives no capabilities for a wallet without wallet_getCapabilities (4200)', async () => {
    const { page, wallet, connector } = recordedPage({
      wallet_getCapabilities: () => wallet.request({ method: 'wallet_getCapabilities_unknown' }),
    });
    const address = await page.connect('rec');
    expect(await page.adapter.getCapabilities!({ connector: connector(), address })).toEqual({});
    page.close();
  });

  it('sends a batch with wallet_sendCalls: the id comes back and every call lands on chain', async () => {
    const page = openAdapter({ nodes: nodes! });
    const from = await page.connect();
    const [first, second] = [freshAddress(), freshAddress()];
    const id = await page.adapter.sendCalls!({
      connector: page.connector(),
      network: page.networks[0]!,
      from,
      calls: [
        { to: first, value: 1n },
        { to: second, value: page.adapter.parseUnits('0.000000000000000002', 18) },
      ],
    });
    let status: CallsStatus | undefined;
    for (let i = 0; i < 100 && status?.status !== CALLS_STATUS.confirmed; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      status = (await page.wallet.request({
        method: 'wallet_getCallsStatus',
        params: [id],
      })) as CallsStatus;
    }
    expect(status?.status).toBe(CALLS_STATUS.confirmed);
    const chain = createPublicClient({ transport: http(nodes![0].url, { retryCount: 0 }) });
    expect(await chain.getBalance({ address: first as Address })).toBe(1n);
    expect(await chain.getBalance({ address: second as Address })).toBe(2n);
    page.close();
  });

  it(`refuses a call target without 0x ('${MESSAGES.sendCallsTargetNot0x}') before asking the wallet`, async () => {
    const { page, methods, connector } = recordedPage();
    const from = await page.connect('rec');
    const attempt = page.adapter.sendCalls!({
      connector: connector(),
      network: page.networks[0]!,
      from,
      calls: [{ to: freshAddress() }, { to: freshAddress().slice(2) }],
    });
    await expect(attempt).rejects.toThrow(MESSAGES.sendCallsTargetNot0x);
    expect(methods).not.toContain('wallet_sendCalls');
    page.close();
  });

  it(`a rejected batch gives '${MESSAGES.signatureDeclined}'`, async () => {
    const page = openAdapter({ nodes: nodes! });
    const from = await page.connect();
    page.wallet.control.rejectNext('wallet_sendCalls');
    await expect(
      page.adapter.sendCalls!({
        connector: page.connector(),
        network: page.networks[0]!,
        from,
        calls: [{ to: freshAddress(), value: 1n }],
      }),
    ).rejects.toThrow(MESSAGES.signatureDeclined);
    page.close();
  });
});

describe('EVM adapter: permissions (ERC-7715) are passed to the wallet', () => {
  it('sends the request unchanged and returns the answer (answered in a provider wrapper: the test wallet has no ERC-7715)', async () => {
    const seen: unknown[] = [];
    const { page, connector } = recordedPage({
      wallet_grantPermissions: (params) => (seen.push(params), { context: '0xc0ffee' }),
      wallet_revokePermissions: (params) => (seen.push(params), null),
    });
    await page.connect('rec');
    const request = {
      chainId: '0x7a69',
      expiry: 1_900_000_000,
      permission: { type: 'native-token-transfer' },
    };
    expect(await page.adapter.grantPermissions!({ connector: connector(), request })).toEqual({
      context: '0xc0ffee',
    });
    expect(
      await page.adapter.revokePermissions!({
        connector: connector(),
        request: { permissionContext: '0xc0ffee' },
      }),
    ).toBeNull();
    expect(seen).toEqual([[request], [{ permissionContext: '0xc0ffee' }]]);
    page.close();
  });

  it('a wallet without the method gives WalletRequestError with the method and the code 4200', async () => {
    const page = openAdapter({ nodes: nodes! });
    await page.connect();
    const grant = () =>
      page.adapter.grantPermissions!({ connector: page.connector(), request: {} });
    await expect(grant()).rejects.toMatchObject({
      walletCode: 4200,
      method: 'wallet_grantPermissions',
    });
    await expect(grant()).rejects.toBeInstanceOf(WalletRequestError);
    page.close();
  });
});

describe('EVM adapter: EIP-7811 assets', () => {
  const assetsOf = (wallet: ReturnType<typeof createTestWallet>) => async (params: unknown) => {
    // A wallet with asset discovery: it lists the native balance it reads from the real chain.
    const [{ account }] = params as [{ account: string }];
    const balance = await wallet.request({ method: 'eth_getBalance', params: [account, 'latest'] });
    return {
      '0x7a69': [
        { address: '0x0000000000000000000000000000000000000000', balance, type: 'native' },
      ],
    };
  };

  it('never calls wallet_getAssets when the capabilities do not offer asset discovery', async () => {
    const { page, methods, connector } = recordedPage();
    const address = await page.connect('rec');
    expect(await page.adapter.getAssets!({ connector: connector(), address })).toBeUndefined();
    expect(methods).toContain('wallet_getCapabilities');
    expect(methods).not.toContain('wallet_getAssets');
    page.close();
  });

  it('calls wallet_getAssets for the current chain when assetDiscovery.supported is true', async () => {
    const wallet = createTestWallet({
      chains: nodes!.map((node) => ({ chainId: node.chainId, rpcUrl: node.url })),
      capabilities: { 31337: { assetDiscovery: { supported: true } } },
    });
    const recorded = recordingProvider(wallet.provider, { wallet_getAssets: assetsOf(wallet) });
    const page = openAdapter({
      nodes: nodes!,
      wallet,
      options: () => ({
        connectors: [{ id: 'rec', name: 'Recorded', provider: recorded.provider }],
      }),
    });
    const address = await page.connect('rec');
    const assets = await page.adapter.getAssets!({ connector: page.connector('rec'), address });
    expect(assets).toEqual({ '0x7a69': [expect.objectContaining({ type: 'native' })] });
    expect(recorded.methods).toContain('wallet_getAssets');
    // On a chain without the capability, the wallet is not asked.
    await wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] });
    recorded.methods.length = 0;
    expect(
      await page.adapter.getAssets!({ connector: page.connector('rec'), address }),
    ).toBeUndefined();
    expect(recorded.methods).not.toContain('wallet_getAssets');
    page.close();
  });
});
