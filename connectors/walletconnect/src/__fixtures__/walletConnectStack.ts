/**
 * Real parts for the connector's tests, started once per test file: two anvil chains, the
 * local WalletConnect relay and the wallet-role test wallet (@portico/testing), all on
 * 127.0.0.1, and a recorder of every socket the process opens. Portico instances use the viem
 * adapter and this package's connector, with in-memory storage a test can share between two
 * instances to simulate a reload.
 */
import { randomUUID } from 'node:crypto';
import { viemAdapter } from '@portico/adapter-evm-viem';
import {
  createPortico,
  type AdapterPlugin,
  type Network,
  type Platform,
  type Portico,
  type StorageBackend,
  sharedConnectorToken,
  TOKENS,
  WALLET_CONNECT_CONNECTOR_ID,
} from '@portico/core';
import { defineNetwork } from '@portico/core/networks';
import { createMemoryStorage } from '@portico/core/testing';
import { ANVIL_ACCOUNTS, startAnvilPair, type AnvilInstance } from '@portico/testing';
import {
  createWalletConnectTestWallet,
  recordOutgoingConnections,
  startLocalRelay,
  type LocalRelay,
  type OutgoingConnectionRecorder,
  type WalletConnectTestWallet,
  createMemoryKeyValueStorage,
} from '@portico/testing/walletconnect';
import { walletConnect } from '../index';
import type { WalletConnectStorage } from '../options';

export const CHAIN_IDS = [31337, 31338] as const;
/** The wallet's key: an anvil dev account no other test of the file sends from. */
export const WALLET_ACCOUNT = ANVIL_ACCOUNTS[2]!;
export const RECIPIENT = ANVIL_ACCOUNTS[1]!.address;
export const DAPP_METADATA = Object.freeze({
  name: 'Portico WalletConnect tests',
  description: 'The dapp side of the connector tests',
  url: 'https://dapp.portico.invalid',
  icons: Object.freeze([]),
});

export interface WalletConnectStack {
  readonly relay: LocalRelay;
  readonly nodes: readonly [AnvilInstance, AnvilInstance];
  readonly networks: readonly [Network, Network];
  readonly wallet: WalletConnectTestWallet;
  readonly outgoing: OutgoingConnectionRecorder;
  stop(): Promise<void>;
}

export async function startWalletConnectStack(
  walletMetadata?: Parameters<typeof createWalletConnectTestWallet>[0]['metadata'],
): Promise<WalletConnectStack> {
  const outgoing = recordOutgoingConnections();
  const [nodes, relay] = await Promise.all([startAnvilPair(CHAIN_IDS), startLocalRelay()]);
  const networks = nodes.map((node, index) =>
    defineNetwork({
      id: node.chainId,
      chainNamespace: 'eip155',
      name: `Local Anvil ${index === 0 ? 'A' : 'B'}`,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [node.url] } },
      testnet: true,
    }),
  ) as [Network, Network];
  const wallet = await createWalletConnectTestWallet({
    relayUrl: relay.url,
    privateKey: WALLET_ACCOUNT.privateKey,
    chains: nodes.map((node) => ({ chainId: node.chainId, rpcUrl: node.url })),
    logLevel: 'silent',
    metadata: walletMetadata,
  });
  return {
    relay,
    nodes,
    networks,
    wallet,
    outgoing,
    async stop() {
      await wallet.stop();
      await Promise.all([relay.stop(), ...nodes.map((node) => node.stop())]);
      outgoing.restore();
    },
  };
}

/** What a page keeps between two loads: WalletConnect's store and Portico's own. */
export interface PageStorage {
  readonly walletConnect: WalletConnectStorage;
  readonly backend: StorageBackend;
  readonly storagePrefix: string;
}

export function newPageStorage(): PageStorage {
  return {
    walletConnect: createMemoryKeyValueStorage(),
    backend: createMemoryStorage(),
    storagePrefix: `portico-test-${randomUUID()}`,
  };
}

export interface TestPorticoOptions {
  readonly platform?: Partial<Platform>;
  readonly withWalletConnect?: boolean;
  /** No adapter at all (the spec's ConnectingWalletConnectBasic case). */
  readonly noAdapters?: boolean;
  /** More namespaces: their adapters and networks. */
  readonly adapters?: readonly AdapterPlugin[];
  readonly networks?: readonly Network[];
}

export function createTestPortico(
  stack: WalletConnectStack,
  page: PageStorage,
  options: TestPorticoOptions = {},
): Portico {
  return createPortico({
    networks: [...stack.networks, ...(options.networks ?? [])],
    adapters: options.noAdapters
      ? []
      : [viemAdapter({ eip6963: false, injected: false }), ...(options.adapters ?? [])],
    connectors:
      options.withWalletConnect === false
        ? []
        : [
            walletConnect({
              relayUrl: stack.relay.url,
              storage: page.walletConnect,
              storagePrefix: page.storagePrefix,
              metadata: DAPP_METADATA,
              logLevel: 'silent',
            }),
          ],
    storage: { backend: page.backend },
    platform: { isMobile: false, ...options.platform },
  });
}

export const storeOf = (portico: Portico) => portico.resolve(TOKENS.state);

/** The instance's WalletConnect connector in eip155 (what the adapter is given). */
export const eip155ConnectorOf = (portico: Portico) => {
  const shared = portico.resolve(sharedConnectorToken(WALLET_CONNECT_CONNECTOR_ID));
  const connector = shared.connectorFor('eip155');
  if (!connector) throw new TypeError('the connector does not serve eip155');
  return connector;
};

/** Polls `read` until it returns something other than undefined (false counts as not yet). */
export async function waitFor<T>(
  read: () => T | undefined | false | Promise<T | undefined | false>,
  what: string,
  timeoutMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new TypeError(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Connects `portico` over WalletConnect: the wallet pairs the URI the connector writes to state. */
export async function connectWithWallet(portico: Portico, wallet: WalletConnectTestWallet) {
  const connecting = portico.connect({ connectorId: WALLET_CONNECT_CONNECTOR_ID });
  const pairing = await waitFor(
    () => storeOf(portico).getState().chains.eip155?.pairing,
    'the pairing in state',
  );
  const [session] = await Promise.all([wallet.pair(pairing.uri), connecting]);
  return { pairing, session };
}

/**
 * sign-client starts a one-shot timer 1 s after each client's init (its pending-message sweep)
 * that nothing can cancel: a test file that ends sooner lets it touch a torn-down environment.
 */
export const sdkStartupTimers = () => new Promise((resolve) => setTimeout(resolve, 1_100));
