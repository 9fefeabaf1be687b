import type { Network } from '@portico/core';
import { defineNetwork } from '@portico/core/networks';
import { startAnvilPair, type AnvilInstance } from '../evm/anvil';
import { ANVIL_ACCOUNTS } from '../evm/anvilAccounts';
import { deployErc20 } from '../evm/erc20/deployErc20';
import type { TestWalletChain } from '../evm/testWalletTypes';
import type { Hex } from '@portico/adapter-evm-common';
import { runnerGlobals, type TestHooks } from './testApi';

/** Chain ids of the two local anvil nodes: switching between them is real. */
export const LOCAL_CHAIN_IDS = [31337, 31338] as const;

/** Tokens minted to the wallet's account (anvil's first dev account) on the first chain. */
export const LOCAL_TOKEN_SUPPLY = 1_000_000_000n * 10n ** 18n;

/** Two running anvil nodes, their Portico networks and a deployed ERC-20. */
export interface LocalEvmChains {
  readonly nodes: readonly [AnvilInstance, AnvilInstance];
  /** `eip155:31337` and `eip155:31338`, each with its node's URL as its only RPC URL. */
  readonly networks: readonly [Network, Network];
  /** What a test wallet is told about the two chains (the first is its current chain). */
  readonly walletChains: readonly TestWalletChain[];
  /** PorticoTestToken (18 decimals) on the first chain; the whole supply is the wallet's. */
  readonly token: Hex;
}

/** The Portico network of a local node, its URL as the network's own RPC URL. */
export function localNetwork(node: Pick<AnvilInstance, 'chainId' | 'url'>, name: string): Network {
  return defineNetwork({
    id: node.chainId,
    chainNamespace: 'eip155',
    name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [node.url] } },
    testnet: true,
  });
}

/**
 * Starts two anvil nodes on 127.0.0.1 in the file's `beforeAll`, deploys the test ERC-20 on
 * the first, and stops both in `afterAll`. The returned object can be read from tests (and
 * from setup functions the tests call), never at file load.
 */
export function useLocalEvmChains(hooks: TestHooks = runnerGlobals()): LocalEvmChains {
  let started: LocalEvmChains | undefined;
  let nodes: [AnvilInstance, AnvilInstance] | undefined;

  hooks.beforeAll(async () => {
    nodes = await startAnvilPair(LOCAL_CHAIN_IDS);
    const [first, second] = nodes;
    const token = await deployErc20(first.url, {
      privateKey: ANVIL_ACCOUNTS[0]!.privateKey,
      initialSupply: LOCAL_TOKEN_SUPPLY,
    });
    started = {
      nodes,
      networks: [localNetwork(first, 'Local Anvil A'), localNetwork(second, 'Local Anvil B')],
      walletChains: [
        { chainId: first.chainId, rpcUrl: first.url, name: 'Local Anvil A' },
        { chainId: second.chainId, rpcUrl: second.url, name: 'Local Anvil B' },
      ],
      token,
    };
  }, 30_000);
  hooks.afterAll(async () => {
    await Promise.all(nodes?.map((node) => node.stop()) ?? []);
  });

  const current = (): LocalEvmChains => {
    if (!started) throw new TypeError('The local chains are read before beforeAll started them');
    return started;
  };
  return {
    get nodes() {
      return current().nodes;
    },
    get networks() {
      return current().networks;
    },
    get walletChains() {
      return current().walletChains;
    },
    get token() {
      return current().token;
    },
  };
}
