/**
 * Test fixture: the real Portico server on 127.0.0.1 over an anvil node started with chain id
 * 1 (a swap network of the spec, which core's swap client requires), with a real Uniswap v2
 * exchange on it (deployUniswapV2: WETH9, factory, Router02 and a seeded WETH / PTT pool)
 * configured in the server's `uniswapV2`, and a Portico instance with Swap whose wallet is
 * the EIP-1193 test wallet (anvil's first account, which also holds PTT) announced to the
 * viem adapter. Nothing is mocked: quotes, approvals and swaps run on the chain.
 */
import { createPortico, type Portico } from '@portico/core';
import { createMemoryStorage } from '@portico/core/testing';
import { viemAdapter } from '@portico/adapter-evm-viem';
import {
  ANVIL_ACCOUNTS,
  announceEip6963Provider,
  createTestWallet,
  deployErc20,
  deployUniswapV2,
  DEFAULT_UNISWAP_LIQUIDITY,
  erc20Abi,
  startAnvil,
  UNISWAP_DEPLOYER,
  type AnvilInstance,
  type TestWallet,
} from '@portico/testing';
import { createPublicClient, createWalletClient, getAddress, http, type Address } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { startServer, type RunningServer } from '../../../../server/src/server';
import { testDatabase } from '../../../../server/src/__fixtures__/testDatabase';
import { localNetwork } from '@portico/testing/evm-adapter';
import { swap } from '../index';

export const OWNER = ANVIL_ACCOUNTS[0]!;

export interface ExchangeOnAnvil {
  readonly node: AnvilInstance;
  readonly server: RunningServer;
  readonly token: Address;
  readonly router: Address;
  readonly wallet: TestWallet;
  readonly portico: Portico;
  /** Every method the dapp asked the wallet, in order. */
  readonly requests: readonly string[];
  /** On-chain balances of the wallet's account. */
  ether(): Promise<bigint>;
  tokens(): Promise<bigint>;
  close(): Promise<void>;
}

export async function startExchangeOnAnvil(): Promise<ExchangeOnAnvil> {
  const node = await startAnvil({ chainId: 1 });
  const closing: (() => Promise<unknown> | unknown)[] = [() => node.stop()];
  const close = async () => {
    for (const step of closing.reverse()) await step();
  };
  try {
    const token = getAddress(
      await deployErc20(node.url, { privateKey: OWNER.privateKey, initialSupply: 10n ** 24n }),
    );
    const reader = createPublicClient({ transport: http(node.url, { retryCount: 0 }) });
    const owner = createWalletClient({
      account: privateKeyToAccount(OWNER.privateKey),
      transport: http(node.url, { retryCount: 0 }),
    });
    // The exchange's deployer provides the liquidity: it needs the tokens first.
    await reader.waitForTransactionReceipt({
      hash: await owner.writeContract({
        address: token,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [UNISWAP_DEPLOYER.address, DEFAULT_UNISWAP_LIQUIDITY.tokens],
        chain: null,
      }),
      pollingInterval: 50,
    });
    const exchange = await deployUniswapV2(node, { token });
    const chain = 'eip155:1';
    const server = await startServer({
      config: {
        port: 0,
        database: await testDatabase(),
        chains: [
          {
            caipNetworkId: chain,
            name: 'Ethereum (local anvil)',
            rpcUrl: node.url,
            nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18, priceUsd: 3000 },
            tokens: [{ address: token, symbol: 'PTT', name: 'Portico Test Token', decimals: 18 }],
          },
        ],
        uniswapV2: [
          {
            caipNetworkId: chain,
            router: exchange.router,
            factory: exchange.factory,
            weth: exchange.weth,
            tokens: [token],
          },
        ],
        indexer: { enabled: false },
      },
      log: () => undefined,
    });
    closing.push(() => server.close());
    const wallet = createTestWallet({
      privateKey: OWNER.privateKey,
      chains: [{ chainId: 1, rpcUrl: node.url, name: 'Ethereum (local anvil)' }],
    });
    const page = new EventTarget();
    const requests: string[] = [];
    const provider = Object.freeze({
      request(args: Parameters<TestWallet['request']>[0]) {
        requests.push(args.method);
        return wallet.provider.request(args);
      },
      on: wallet.provider.on,
      removeListener: wallet.provider.removeListener,
    });
    closing.push(announceEip6963Provider({ info: wallet.info, provider }, page));
    const portico = createPortico({
      networks: [localNetwork(node, 'Ethereum (local anvil)')],
      adapters: [viemAdapter({ window: page, tokens: { [chain]: [{ address: token }] } })],
      plugins: [swap],
      services: { walletCatalog: server.url, blockchainApi: server.url },
      storage: { backend: createMemoryStorage() },
      platform: { isMobile: false },
    });
    closing.push(() => portico.destroy());
    const address = OWNER.address as Address;
    return {
      node,
      server,
      token,
      router: exchange.router,
      wallet,
      portico,
      requests,
      ether: () => reader.getBalance({ address }),
      tokens: () =>
        reader.readContract({
          address: token,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [address],
        }),
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
