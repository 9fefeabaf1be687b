import {
  createPortico,
  TOKENS,
  type AccountInfo,
  type Adapter,
  type AdapterPlugin,
  type Connector,
  type Network,
  type Portico,
  type PorticoOptions,
  type StorageBackend,
} from '@portico/core';
import { createMemoryStorage } from '@portico/core/testing';
import { announceEip6963Provider } from '../evm/eip6963';
import { createTestWallet } from '../evm/testWallet';
import type { Eip1193Provider, TestWallet } from '../evm/testWalletTypes';
import type {
  Eip1193Provider as EvmProvider,
  EvmAdapterOptions,
  EvmWindow,
} from '@portico/adapter-evm-common';
import type { LocalEvmChains } from './localEvmChains';
import { waitFor } from './waitFor';

/** Builds the adapter under test; the kits pass `window` and whatever a case configures. */
export type MakeEvmPlugin = (options: EvmAdapterOptions) => AdapterPlugin;

const NAMESPACE = 'eip155';
const DISCOVERY_TIMEOUT_MS = 2_000;

/** Methods with which a dapp makes an injected wallet ask its user for the accounts. */
export const ACCOUNT_PROMPT_METHODS: readonly string[] = Object.freeze([
  'eth_requestAccounts',
  'wallet_requestPermissions',
]);

export interface WalletSessionOptions {
  /** A wallet to reuse (a reload keeps the wallet); a fresh one on the local chains otherwise. */
  readonly wallet?: TestWallet;
  /** Storage to reuse (a reload keeps storage); fresh memory storage otherwise. */
  readonly storage?: StorageBackend;
  /** Portico's networks; both local chains by default. */
  readonly networks?: PorticoOptions['networks'];
  /** Adapter options besides `window` (tokens, rpc, ...). */
  readonly adapterOptions?: Omit<EvmAdapterOptions, 'window'>;
  /**
   * Answers the dapp gets instead of the wallet's, by method: a misbehaving wallet, which
   * the test wallet never is. Other methods reach the wallet unchanged.
   */
  readonly replacedAnswers?: Readonly<Record<string, unknown>>;
  /** Announce the wallet over EIP-6963 (default true). */
  readonly announce?: boolean;
  /** Also inject the wallet's provider as the legacy `window.ethereum` (default false). */
  readonly injectAsWindowEthereum?: boolean;
  /** More Portico options (plugins, features, siwx, ...), on top of the session's own. */
  readonly porticoOptions?: Omit<PorticoOptions, 'networks' | 'adapters' | 'storage'>;
}

/** One page: a Portico instance with the adapter under test and a wallet announced to it. */
export interface WalletSession {
  readonly wallet: TestWallet;
  /** The page's `window`: a plain EventTarget the wallet announces itself on (EIP-6963). */
  readonly window: EvmWindow;
  readonly portico: Portico;
  readonly storage: StorageBackend;
  readonly adapter: Adapter;
  /** Every method the dapp asked this page's wallet provider, in order. */
  readonly requests: readonly string[];
  /** Waits until the wallet is discovered (by its rdns) and returns its connector id. */
  connectorId(): Promise<string>;
  /** The live connector (with its provider), as the adapter reported it. */
  connector(): Promise<Connector>;
  /** Connects through Portico as a user picking the wallet in the modal would. */
  connect(): Promise<AccountInfo & { readonly address: string }>;
  /** Destroys the instance and stops announcing (a page that goes away). */
  close(): void;
}

/** The wallet's provider seen through a recorder: what the dapp asked, in order. */
function recordingProvider(
  wallet: TestWallet,
  requests: string[],
  replacedAnswers: Readonly<Record<string, unknown>>,
): Eip1193Provider {
  return Object.freeze({
    async request(args: Parameters<Eip1193Provider['request']>[0]) {
      requests.push(args.method);
      if (Object.hasOwn(replacedAnswers, args.method)) return replacedAnswers[args.method];
      return wallet.provider.request(args);
    },
    on: wallet.provider.on,
    removeListener: wallet.provider.removeListener,
  });
}

export function openWalletSession(
  chains: LocalEvmChains,
  makePlugin: MakeEvmPlugin,
  options: WalletSessionOptions = {},
): WalletSession {
  const wallet = options.wallet ?? createTestWallet({ chains: chains.walletChains });
  const storage = options.storage ?? createMemoryStorage();
  const requests: string[] = [];
  const provider = recordingProvider(wallet, requests, options.replacedAnswers ?? {});
  const window: EvmWindow = options.injectAsWindowEthereum
    ? Object.assign(new EventTarget(), { ethereum: provider as EvmProvider })
    : new EventTarget();
  const stopAnnouncing =
    options.announce === false
      ? () => undefined
      : announceEip6963Provider({ info: wallet.info, provider }, window);
  const portico = createPortico({
    platform: { isMobile: false },
    ...options.porticoOptions,
    networks: options.networks ?? chains.networks,
    adapters: [makePlugin({ ...options.adapterOptions, window })],
    storage: { backend: storage },
  });

  const connectorId = async () => {
    const find = () =>
      portico.getConnectors(NAMESPACE).find((connector) => connector.rdns === wallet.info.rdns);
    await waitFor(() => find() !== undefined, DISCOVERY_TIMEOUT_MS, 'the wallet to be discovered');
    return find()!.id;
  };
  const connector = async () => {
    const id = await connectorId();
    const live = portico.resolve(TOKENS.connectors).get(NAMESPACE, id);
    if (!live) throw new TypeError(`connector ${id} is gone`);
    return live;
  };

  return {
    wallet,
    window,
    portico,
    storage,
    get adapter() {
      return portico.getAdapter(NAMESPACE);
    },
    requests,
    connectorId,
    connector,
    async connect() {
      await portico.connect({ connectorId: await connectorId(), namespace: NAMESPACE });
      const account = portico.getAccount(NAMESPACE);
      if (!account?.address) throw new TypeError('connect gave no address');
      return account as AccountInfo & { readonly address: string };
    },
    close() {
      stopAnnouncing();
      portico.destroy();
    },
  };
}

/** The network of the session's namespace that Portico currently shows. */
export function currentNetwork(session: WalletSession): Network {
  const network = session.portico.getNetwork(NAMESPACE).caipNetwork;
  if (!network) throw new TypeError('no current eip155 network');
  return network;
}
