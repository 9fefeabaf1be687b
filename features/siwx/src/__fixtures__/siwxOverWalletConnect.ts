/**
 * A page with the sign-in plugin and WalletConnect on real parts: two anvil chains, the local
 * relay and the WalletConnect test wallet (@portico/testing/walletconnect), the viem adapter
 * and the WalletConnect connector; sessions kept in the page's storage (pageSessions). The
 * stack is started once per test file; each page has its own storage, so starts disconnected.
 */
import { randomUUID } from 'node:crypto';
import { viemAdapter } from '@portico/adapter-evm-viem';
import {
  createPortico,
  TOKENS,
  type Network,
  type Portico,
  type SiwxConfig,
  type SiwxSession,
} from '@portico/core';
import { createMemoryStorage } from '@portico/core/testing';
import { ANVIL_ACCOUNTS, startAnvilPair, type AnvilInstance } from '@portico/testing';
import { localNetwork } from '@portico/testing/evm-adapter';
import {
  createMemoryKeyValueStorage,
  createWalletConnectTestWallet,
  startLocalRelay,
  type LocalRelay,
  type WalletConnectTestWallet,
} from '@portico/testing/walletconnect';
import { walletConnect } from '@portico/walletconnect';
import { siwx } from '../index';
import { pageSessions } from '../pageStore';

export const WALLET_ACCOUNT = ANVIL_ACCOUNTS[2]!;
export const PAGE = {
  domain: 'dapp.portico.invalid',
  uri: 'https://dapp.portico.invalid',
} as const;

export interface SiwxWalletConnectStack {
  readonly relay: LocalRelay;
  readonly nodes: readonly AnvilInstance[];
  readonly networks: readonly [Network, Network];
  readonly wallet: WalletConnectTestWallet;
  /** The session requests (personal_sign, ...) the wallet has been asked so far. */
  requests(): readonly string[];
  stop(): Promise<void>;
}

export async function startSiwxWalletConnectStack(): Promise<SiwxWalletConnectStack> {
  const [nodes, relay] = await Promise.all([startAnvilPair([31337, 31338]), startLocalRelay()]);
  const networks = nodes.map((node, index) =>
    localNetwork(node, `Local Anvil ${index === 0 ? 'A' : 'B'}`),
  ) as [Network, Network];
  const wallet = await createWalletConnectTestWallet({
    relayUrl: relay.url,
    privateKey: WALLET_ACCOUNT.privateKey,
    chains: nodes.map((node) => ({ chainId: node.chainId, rpcUrl: node.url })),
    logLevel: 'silent',
  });
  const requests: string[] = [];
  wallet.client.on('session_request', (event) => requests.push(event.params.request.method));
  return {
    relay,
    nodes,
    networks,
    wallet,
    requests: () => [...requests],
    async stop() {
      await wallet.stop();
      await Promise.all([relay.stop(), ...nodes.map((node) => node.stop())]);
    },
  };
}

export interface SiwxWalletConnectPage {
  readonly portico: Portico;
  readonly storage: Storage;
  /** Every view the modal showed, in order. */
  readonly views: readonly string[];
  /** The sessions kept in the page's storage. */
  kept(): readonly SiwxSession[];
  close(): void;
}

export function openSiwxWalletConnectPage(
  stack: SiwxWalletConnectStack,
  /** Default: pageSessions on PAGE. */
  config: SiwxConfig = pageSessions(PAGE),
): SiwxWalletConnectPage {
  const storage = createMemoryStorage();
  const portico = createPortico({
    networks: stack.networks,
    adapters: [viemAdapter({ eip6963: false, injected: false })],
    connectors: [
      walletConnect({
        relayUrl: stack.relay.url,
        storage: createMemoryKeyValueStorage(),
        storagePrefix: `portico-siwx-${randomUUID()}`,
        metadata: { name: 'Portico sign-in tests', description: '', url: PAGE.uri, icons: [] },
        logLevel: 'silent',
      }),
    ],
    plugins: [siwx],
    siwx: config,
    storage: { backend: storage },
    platform: { isMobile: false },
  });
  const views: string[] = [];
  const state = portico.resolve(TOKENS.state);
  const stop = state.subscribe(
    (current) => (current.modal.open ? current.modal.view : ''),
    (view) => {
      if (view) views.push(view);
    },
  );
  return {
    portico,
    storage: storage as unknown as Storage,
    views,
    kept: () =>
      JSON.parse(storage.getItem('@portico/siwxSessions') ?? '[]') as readonly SiwxSession[],
    close() {
      stop();
      portico.destroy();
    },
  };
}
