/**
 * Test fixture: the shared EVM adapter on local anvil nodes with a real test wallet that
 * announces itself on a page window (an EventTarget), and the events the adapter raises.
 */
import type { Adapter, AdapterEvent, Connector, Network } from '@portico/core';
import { createTestWallet, type AnvilInstance, type TestWallet } from '@portico/testing';
import type { Eip1193Provider } from '../eip1193';
import { evmAdapter } from '../evmAdapter';
import type { EvmAdapterOptions } from '../options';
import { createTestWindow } from './localChain';
import { localNetwork } from './localChain';
import { createViemTestLibrary, type ViemTestLibrary } from './viemTestLibrary';

export const TEST_WALLET_RDNS = 'dev.portico.testwallet';

export interface AdapterHarness {
  readonly adapter: Adapter;
  readonly wallet: TestWallet;
  readonly window: ReturnType<typeof createTestWindow>;
  readonly networks: readonly Network[];
  readonly events: AdapterEvent[];
  readonly library: ViemTestLibrary;
  /** The connector with this id from the latest `connectors` event (default: the test wallet). */
  connector(id?: string): Connector;
  /** Connects through the test wallet's connector; returns the address. */
  connect(id?: string): Promise<string>;
  close(): void;
}

export function openAdapter(params: {
  readonly nodes: readonly AnvilInstance[];
  /** Chains the wallet knows (default: every node). */
  readonly walletChains?: readonly AnvilInstance[];
  readonly wallet?: TestWallet;
  readonly options?: (wallet: TestWallet) => EvmAdapterOptions;
}): AdapterHarness {
  const networks = params.nodes.map((node) => localNetwork(node));
  const wallet =
    params.wallet ??
    createTestWallet({
      chains: (params.walletChains ?? params.nodes).map((node) => ({
        chainId: node.chainId,
        rpcUrl: node.url,
      })),
    });
  const window = createTestWindow();
  const stopAnnouncing = wallet.announceEip6963(window);
  const library = createViemTestLibrary();
  const events: AdapterEvent[] = [];
  const plugin = evmAdapter(library, { window, ...params.options?.(wallet) });
  const adapter = plugin.create({
    networks,
    emit: (event) => events.push(event),
    resolve: () => undefined,
    sharedConnectors: [],
  });
  const stopWatching = adapter.watchConnectors();

  const connector = (id = TEST_WALLET_RDNS): Connector => {
    const latest = [...events].reverse().find((event) => event.type === 'connectors');
    const found =
      latest?.type === 'connectors' ? latest.connectors.find((c) => c.id === id) : undefined;
    if (!found) throw new Error(`no connector ${id}`);
    return found;
  };
  return {
    adapter,
    wallet,
    window,
    networks,
    events,
    library,
    connector,
    async connect(id) {
      const connection = await adapter.connect({ connector: connector(id), network: networks[0]! });
      return connection.address;
    },
    close() {
      stopWatching();
      stopAnnouncing();
      adapter.destroy?.();
    },
  };
}

/** The real wallet behind another provider object, with the methods it was asked written down. */
export function recordingProvider(
  provider: Eip1193Provider,
  answers: Readonly<Record<string, (params: unknown) => unknown>> = {},
): { readonly provider: Eip1193Provider; readonly methods: string[] } {
  const methods: string[] = [];
  return {
    methods,
    provider: {
      request: async (args) => {
        methods.push(args.method);
        const answer = answers[args.method];
        return answer ? answer(args.params) : provider.request(args);
      },
      on: provider.on?.bind(provider),
      removeListener: provider.removeListener?.bind(provider),
    },
  };
}
