/**
 * The bip122 Adapter. Its page-load part is this file and discovery: Wallet Standard wallets with
 * the bitcoin features and sats-connect providers found on the page (discovery.ts), plus the
 * WalletConnect connector's bip122 namespace when the app configured one. Everything a wallet
 * does (connect, reconnect, network switch, signatures, sends, fee estimates) is the wallet
 * chunk (walletSession.ts: the wallet wrappers, the checks of the peers' answers, the error
 * mapping), loaded with `import()` on first use, once per instance. The chain is reached
 * through two more lazy chunks (chain/bitcoinChain.ts): the Esplora client for balances and
 * statuses, and bitcoinjs-lib for addresses and transfers; neither is loaded to connect or sign
 * a message. Everything lives inside `create(context)`: two Portico instances share nothing.
 */
import {
  lazy,
  lazyDisposable,
  loadOrFail,
  formatUnits,
  isSessionConnector,
  MESSAGES,
  parseUnits,
  SendFailedError,
  WalletRequestError,
  type AccountTypePolicy,
  type Adapter,
  type AdapterContext,
  type AdapterPlugin,
  type Unsubscribe,
} from '@portico/core';
import { loadBitcoinReads, type BitcoinChainReads } from './chain/bitcoinChain';
import { watchBitcoinWallets } from './discovery';
import type { BitcoinAdapterOptions } from './options';

export const BITCOIN_NAMESPACE = 'bip122';

/** Spec section 4: payment for bitcoin, the only type it accepts. */
export const BITCOIN_ACCOUNT_TYPES: AccountTypePolicy = Object.freeze({
  default: 'payment',
  accepted: Object.freeze(['payment'] as const),
});

/** The adapter of the bip122 namespace, for `createPortico({ adapters: [bitcoinAdapter()] })`. */
export function bitcoinAdapter(options: BitcoinAdapterOptions = {}): AdapterPlugin {
  return {
    namespace: BITCOIN_NAMESPACE,
    accountTypes: BITCOIN_ACCOUNT_TYPES,
    create: (context) => createBitcoinAdapter(options, context),
  };
}

function createBitcoinAdapter(options: BitcoinAdapterOptions, context: AdapterContext): Adapter {
  const chainOptions = options.addressFormats ? { addressFormats: options.addressFormats } : {};
  const loadReads = lazy<BitcoinChainReads>(() => loadBitcoinReads(chainOptions));
  const discoveryWatchers = new Set<Unsubscribe>();
  const loadSession = lazyDisposable(async () => {
    const { createWalletSession } = await import('./walletSession');
    return createWalletSession(options, context);
  });
  /**
   * The wallet chunk; a chunk that did not download fails the request as a failed request
   * ('An error occurred', a failed send's text for a send), and the next use tries again.
   */
  const session = (failed?: (error: unknown) => unknown) =>
    failed ? loadOrFail(loadSession, failed) : loadSession();
  const requestFailed = (request: string) => (error: unknown) =>
    new WalletRequestError(request, error);

  const adapter: Adapter = {
    namespace: BITCOIN_NAMESPACE,

    watchConnectors() {
      // A shared connector's bip122 connector: its provider is core's NamespaceSession.
      const shared = context.sharedConnectors.filter(isSessionConnector);
      const stop = watchBitcoinWallets({
        window: options.window ?? (globalThis as { window?: EventTarget }).window,
        onChange: (found) =>
          context.emit({ type: 'connectors', connectors: [...found, ...shared] }),
      });
      discoveryWatchers.add(stop);
      return () => {
        discoveryWatchers.delete(stop);
        stop();
      };
    },

    connect: async (params) => (await session(requestFailed('connect'))).connect(params),

    reconnect: async (params) => (await session()).reconnect(params),

    /** Only a wallet the chunk made can be connected: without a loaded chunk, nothing to do. */
    async disconnect(params) {
      const started = loadSession.started()?.catch(() => undefined);
      await (await started)?.disconnect(params);
    },

    switchNetwork: async (params) =>
      (await session(requestFailed('switchNetwork'))).switchNetwork(params),

    async getBalance({ address, network }) {
      const reads = await loadReads();
      return {
        value: await reads.getBalance(network, address),
        decimals: network.nativeCurrency.decimals,
        symbol: network.nativeCurrency.symbol,
      };
    },

    async signMessage(params) {
      return (await adapter.signMessageWithScheme!(params)).signature;
    },

    signMessageWithScheme: async (params) =>
      (await session(requestFailed('signMessage'))).signMessageWithScheme(params),

    sendTransaction: async (params) =>
      (
        await session((error) => new SendFailedError(error, undefined, MESSAGES.solanaSendFailed))
      ).sendTransaction(params),

    estimateGas: async (params) => (await session()).estimateGas(params),

    estimateFee: async (params) => (await session()).estimateFee(params),

    async getTransactionStatus({ network, hash, sentAt }) {
      const reads = await loadReads();
      return reads.transactionStatus(network, hash, sentAt, (options.now ?? Date.now)());
    },

    parseUnits,
    formatUnits,

    destroy() {
      for (const stop of discoveryWatchers) stop();
      discoveryWatchers.clear();
      loadSession.destroy();
    },
  };
  return adapter;
}
