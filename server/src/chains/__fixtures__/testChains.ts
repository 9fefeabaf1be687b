/**
 * Test fixture: two local anvil chains (eip155:31337 and eip155:31338) with the Portico test
 * ERC-20 deployed on each, described as the server's ChainConfig, and helpers that send
 * real native and token transfers from the funded anvil accounts.
 */
import {
  ANVIL_ACCOUNTS,
  deployErc20,
  erc20Abi,
  startAnvilPair,
  type AnvilInstance,
} from '@portico/testing';
import { createPublicClient, createWalletClient, http, type Address, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import type { ChainConfig } from '../../config';

export const TOKEN_DEPLOYER = ANVIL_ACCOUNTS[0]!;
export const ETHER_PRICE_USD = 3000;
export const TOKEN_PRICE_USD = 1.5;

export interface TestChain {
  readonly node: AnvilInstance;
  readonly token: Address;
  readonly config: ChainConfig;
}

export interface TestChains {
  readonly a: TestChain;
  readonly b: TestChain;
  stop(): Promise<void>;
}

export function testChainConfig(node: AnvilInstance, token: Address, priced = true): ChainConfig {
  return {
    caipNetworkId: `eip155:${node.chainId}`,
    name: `Anvil ${node.chainId}`,
    rpcUrl: node.url,
    nativeCurrency: {
      name: 'Ether',
      symbol: 'ETH',
      decimals: 18,
      ...(priced && { priceUsd: ETHER_PRICE_USD }),
    },
    tokens: [
      {
        address: token,
        symbol: 'PTT',
        name: 'Portico Test Token',
        decimals: 18,
        ...(priced && { priceUsd: TOKEN_PRICE_USD }),
      },
    ],
  };
}

export async function startTestChains(): Promise<TestChains> {
  const [nodeA, nodeB] = await startAnvilPair();
  try {
    const deploy = (node: AnvilInstance) =>
      deployErc20(node.url, { privateKey: TOKEN_DEPLOYER.privateKey, initialSupply: 10n ** 27n });
    const [tokenA, tokenB] = await Promise.all([deploy(nodeA), deploy(nodeB)]);
    return {
      a: { node: nodeA, token: tokenA, config: testChainConfig(nodeA, tokenA) },
      b: { node: nodeB, token: tokenB, config: testChainConfig(nodeB, tokenB) },
      async stop() {
        await Promise.all([nodeA.stop(), nodeB.stop()]);
      },
    };
  } catch (error) {
    await Promise.all([nodeA.stop(), nodeB.stop()]);
    throw error;
  }
}

function wallet(url: string, privateKey: Hex) {
  return createWalletClient({
    account: privateKeyToAccount(privateKey),
    transport: http(url, { retryCount: 0 }),
  });
}

export async function waitForReceipt(url: string, hash: Hex) {
  return createPublicClient({ transport: http(url, { retryCount: 0 }) }).waitForTransactionReceipt({
    hash,
    pollingInterval: 20,
  });
}

/** Sends `value` wei from the anvil account and waits until it is mined. */
export async function sendNative(
  url: string,
  to: Address,
  value: bigint,
  from: Hex = TOKEN_DEPLOYER.privateKey,
): Promise<Hex> {
  const hash = await wallet(url, from).sendTransaction({ to, value, chain: null });
  await waitForReceipt(url, hash);
  return hash;
}

/** Transfers `amount` base units of the token from the deployer and waits until it is mined. */
export async function sendToken(
  url: string,
  token: Address,
  to: Address,
  amount: bigint,
  from: Hex = TOKEN_DEPLOYER.privateKey,
): Promise<Hex> {
  const hash = await wallet(url, from).writeContract({
    address: token,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [to, amount],
    chain: null,
  });
  await waitForReceipt(url, hash);
  return hash;
}
