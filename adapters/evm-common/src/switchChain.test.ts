import { ChainNotSupportedError, MESSAGES, UserRejectedError } from '@portico/core';
import {
  createTestWallet,
  ProviderRpcError,
  startAnvilPair,
  type AnvilInstance,
  type TestWallet,
} from '@portico/testing';
import { localNetwork } from './__fixtures__/localChain';
import type { Eip1193Provider } from './eip1193';
import { addEthereumChainParameter, needsAddChain, switchChain } from './switchChain';

let nodes: [AnvilInstance, AnvilInstance] | undefined;
let wallet: TestWallet;

beforeAll(async () => {
  nodes = await startAnvilPair([31337, 31338]);
});
afterAll(async () => {
  await Promise.all(nodes?.map((node) => node.stop()) ?? []);
});
beforeEach(() => {
  // The wallet knows only the first chain: switching to the second gives 4902.
  wallet = createTestWallet({ chains: [{ chainId: 31337, rpcUrl: nodes![0].url }] });
});

/** The real wallet, with the methods it was asked for written down. */
function recorded(provider: Eip1193Provider) {
  const methods: string[] = [];
  return {
    methods,
    provider: {
      request: (args: { method: string; params?: unknown }) => {
        methods.push(args.method);
        return provider.request(args as never);
      },
    } as Eip1193Provider,
  };
}

describe('switchChain', () => {
  it('switches to a chain the wallet knows without adding it', async () => {
    const known = createTestWallet({
      chains: [
        { chainId: 31337, rpcUrl: nodes![0].url },
        { chainId: 31338, rpcUrl: nodes![1].url },
      ],
    });
    const { provider, methods } = recorded(known.provider);
    await switchChain({ provider, network: localNetwork(nodes![1]), rpcUrls: [nodes![1].url] });
    expect(known.control.state.chainId).toBe(31338);
    expect(methods).toEqual(['wallet_switchEthereumChain']);
  });

  it('on 4902 adds the chain with the first http(s) RPC URL, then switches to it', async () => {
    const { provider, methods } = recorded(wallet.provider);
    const rpcUrls = ['wss://127.0.0.1:1/ws', nodes![1].url, 'http://127.0.0.1:2'];
    await switchChain({ provider, network: localNetwork(nodes![1]), rpcUrls });
    expect(methods).toEqual([
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
      'wallet_switchEthereumChain',
    ]);
    expect(wallet.control.state.chainId).toBe(31338);
    expect(
      wallet.control.state.chains.map((chain) => [chain.chainId, chain.rpcUrl]),
    ).toContainEqual([31338, nodes![1].url]);
    // The wallet now reads from the added chain's node.
    expect(await wallet.request({ method: 'eth_chainId' })).toBe('0x7a6a');
  });

  it.each([[5000], [-32603], [32603]])(
    'also adds the chain when the wallet answers %p instead of 4902 (a wallet that does)',
    async (code) => {
      const answersWithCode: Eip1193Provider = {
        request: async (args) => {
          try {
            return await wallet.request(args as never);
          } catch (error) {
            const unknownChain = (error as { code?: number }).code === 4902;
            throw unknownChain ? new ProviderRpcError(code, 'Unrecognized chain') : error;
          }
        },
      };
      await switchChain({
        provider: answersWithCode,
        network: localNetwork(nodes![1]),
        rpcUrls: [nodes![1].url],
      });
      expect(wallet.control.state.chainId).toBe(31338);
    },
  );

  it(`gives '${MESSAGES.chainNotSupported}' when the wallet refuses to add the chain`, async () => {
    // The URL serves chain 31337, not 31338: the wallet refuses to add it (-32602).
    const attempt = switchChain({
      provider: wallet.provider,
      network: localNetwork(nodes![1]),
      rpcUrls: [nodes![0].url],
    });
    await expect(attempt).rejects.toBeInstanceOf(ChainNotSupportedError);
    await expect(attempt).rejects.toThrow(MESSAGES.chainNotSupported);
    expect(wallet.control.state.chainId).toBe(31337);
  });

  it(`gives '${MESSAGES.chainNotSupported}' when the user declines adding the chain`, async () => {
    wallet.control.rejectNext('wallet_addEthereumChain');
    const attempt = switchChain({
      provider: wallet.provider,
      network: localNetwork(nodes![1]),
      rpcUrls: [nodes![1].url],
    });
    await expect(attempt).rejects.toThrow(MESSAGES.chainNotSupported);
    await expect(attempt).rejects.toMatchObject({ walletCode: 4001 });
  });

  it('gives UserRejectedError when the user declines the switch (4001), and stays put', async () => {
    const known = createTestWallet({
      chains: [
        { chainId: 31337, rpcUrl: nodes![0].url },
        { chainId: 31338, rpcUrl: nodes![1].url },
      ],
    });
    known.control.rejectNext('wallet_switchEthereumChain');
    const { provider, methods } = recorded(known.provider);
    const attempt = switchChain({ provider, network: localNetwork(nodes![1]), rpcUrls: [] });
    await expect(attempt).rejects.toBeInstanceOf(UserRejectedError);
    expect(methods).toEqual(['wallet_switchEthereumChain']);
    expect(known.control.state.chainId).toBe(31337);
  });
});

describe('addEthereumChainParameter', () => {
  it('describes the network as EIP-3085 wants it, with the first http(s) URL and its explorer', () => {
    const network = localNetwork(nodes![1], 'Local Two');
    expect(
      addEthereumChainParameter(network, ['ws://127.0.0.1:3', 'https://rpc.example/', 'http://x']),
    ).toEqual({
      chainId: '0x7a6a',
      chainName: 'Local Two',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: ['https://rpc.example/'],
      blockExplorerUrls: ['http://127.0.0.1:1/explorer'],
    });
  });

  it(`gives '${MESSAGES.chainNotSupported}' when no URL is http(s)`, () => {
    expect(() =>
      addEthereumChainParameter(localNetwork(nodes![1]), ['wss://a', 'not a url']),
    ).toThrow(ChainNotSupportedError);
  });
});

describe('needsAddChain', () => {
  it('is true for 4902, 5000 and -32603 (also nested under data.originalError), false otherwise', () => {
    expect([4902, 5000, -32603, 32603].map((code) => needsAddChain({ code }))).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(needsAddChain({ code: -32000, data: { originalError: { code: 4902 } } })).toBe(true);
    expect([4001, 4100, 4200, -32602].map((code) => needsAddChain({ code }))).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect(needsAddChain(new Error('no code'))).toBe(false);
  });
});
