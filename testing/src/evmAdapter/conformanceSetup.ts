import type { AdapterEvent, Connector, Network } from '@portico/core';
import type { ConformanceSetup } from '@portico/core/testing';
import { ANVIL_ACCOUNTS } from '../evm/anvilAccounts';
import { announceEip6963Provider } from '../evm/eip6963';
import { createJsonRpcClient } from '../evm/jsonRpcClient';
import { createTestWallet } from '../evm/testWallet';
import type { Eip1193Provider, TestWallet } from '../evm/testWalletTypes';
import { verifyMessage, type Hex } from 'viem';
import type { LocalEvmChains } from './localEvmChains';
import type { MakeEvmPlugin } from './walletSession';
import { waitFor } from './waitFor';

const DISCOVERY_TIMEOUT_MS = 2_000;

/**
 * Requests that ask the wallet's user for an approval. eth_requestAccounts counts even when
 * the wallet already grants the site (a wallet may show it): only eth_accounts is silent.
 */
const PROMPT_METHODS: ReadonlySet<string> = new Set([
  'eth_requestAccounts',
  'wallet_requestPermissions',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'eth_signTransaction',
  'wallet_sendCalls',
]);

/** The wallet's provider as the page sees it, counting the requests that prompt. */
function countingProvider(wallet: TestWallet, prompts: { count: number }): Eip1193Provider {
  return Object.freeze({
    async request(args: Parameters<Eip1193Provider['request']>[0]) {
      if (PROMPT_METHODS.has(args.method)) prompts.count += 1;
      return wallet.provider.request(args);
    },
    on: wallet.provider.on,
    removeListener: wallet.provider.removeListener,
  });
}

/** A fresh address nobody holds: its balance moves only by the kit's transfer. */
function freshReceiver(): Hex {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(20));
  return `0x${Buffer.from(bytes).toString('hex')}`;
}

/** Reads the chain itself, through each network's own node (never through the adapter). */
function chainProbe(): ConformanceSetup['chain'] {
  const rpcOf = (network: Network) => createJsonRpcClient(network.rpcUrls.default.http[0]!);
  return {
    async balanceOf(address, network) {
      return BigInt((await rpcOf(network)('eth_getBalance', [address, 'latest'])) as string);
    },
    async findTransaction(id, network) {
      if (!/^0x[0-9a-fA-F]{64}$/.test(id)) return false;
      const receipt = await rpcOf(network)('eth_getTransactionReceipt', [id]);
      return receipt !== null && receipt !== undefined;
    },
  };
}

/**
 * What core's conformance kit (`describeAdapterConformance`) needs to run on an EVM adapter:
 * a fresh test wallet (anvil's first account) announced over EIP-6963 on its own `window`,
 * both local chains, a transfer to a fresh address, and signatures checked with viem's
 * verifyMessage. The wallet probe reads the real test wallet; its prompts are counted on the
 * provider the page sees; the chain probe asks the anvil nodes. Nothing is mocked. Call it
 * from the kit's `makeSetup`, so every case gets a fresh wallet.
 */
export async function evmConformanceSetup(
  chains: LocalEvmChains,
  makePlugin: MakeEvmPlugin,
): Promise<ConformanceSetup> {
  const wallet = createTestWallet({ chains: chains.walletChains });
  const prompts = { count: 0 };
  const window = new EventTarget();
  announceEip6963Provider(
    { info: wallet.info, provider: countingProvider(wallet, prompts) },
    window,
  );
  const plugin = makePlugin({ window });
  let announced = 0;
  return {
    plugin,
    networks: chains.networks,
    connectorId: await discoverConnectorId(plugin, chains, wallet.info.rdns),
    transfer: { to: freshReceiver(), value: 1_000n },
    verifySignature: ({ address, message, signature }) =>
      verifyMessage({ address: address as Hex, message, signature: signature as Hex }),
    wallet: {
      prompts: () => prompts.count,
      refuseNext: () => wallet.control.rejectNext(),
      chainOf: async () => wallet.control.state.chainId,
      grants: async () => wallet.control.state.authorized,
      emit: {
        async accountsChanged() {
          const next = ANVIL_ACCOUNTS[2]!;
          wallet.control.setAccounts([next.privateKey]);
          return next.address;
        },
        async chainChanged(network) {
          // The user switches in the wallet itself: no dapp request, so no counted prompt.
          const chainId = `0x${Number(network.id).toString(16)}`;
          await wallet.provider.request({
            method: 'wallet_switchEthereumChain',
            params: [{ chainId }],
          });
        },
        async disconnect() {
          wallet.control.disconnect();
        },
      },
    },
    chain: chainProbe(),
    announceWallet() {
      announced += 1;
      const name = `Second Test Wallet ${announced}`;
      const other = createTestWallet({
        chains: chains.walletChains,
        announce: {
          ...wallet.info,
          uuid: globalThis.crypto.randomUUID(),
          name,
          rdns: `dev.portico.second${announced}`,
        },
      });
      other.announceEip6963(window);
      return name;
    },
  };
}

/** The id the adapter gives the wallet (its scheme is the adapter's business). */
async function discoverConnectorId(
  plugin: ConformanceSetup['plugin'],
  chains: LocalEvmChains,
  rdns: string,
): Promise<string> {
  let found: Connector | undefined;
  const adapter = plugin.create({
    networks: chains.networks,
    emit: (event: AdapterEvent) => {
      if (event.type !== 'connectors') return;
      found = event.connectors.find((connector) => connector.info?.rdns === rdns) ?? found;
    },
    resolve: () => undefined,
    sharedConnectors: [],
  });
  const stop = adapter.watchConnectors();
  try {
    await waitFor(() => found !== undefined, DISCOVERY_TIMEOUT_MS, `a connector for ${rdns}`);
    return found!.id;
  } finally {
    stop();
    adapter.destroy?.();
  }
}
