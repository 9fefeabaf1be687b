/**
 * The polkadot Adapter. Its page-load part is this file and discovery: the extensions injected
 * at `window.injectedWeb3` (discovery.ts), plus the WalletConnect connector's polkadot namespace
 * when the app configured one. Everything a wallet does (connect, reconnect, account changes,
 * signatures, sends, fee estimates) is the wallet chunk (walletSession.ts), loaded with
 * `import()` on first use, once per instance. The chain (@polkadot/api: balances, fees, the
 * existential-deposit rule, transfers, statuses) is the chain chunk (chain/polkadotChain.ts),
 * one per instance and shared by both, with one connection per network, closed on destroy.
 * Everything lives inside `create(context)`: two Portico instances share nothing.
 */
import {
  formatUnits,
  isSessionConnector,
  lazyDisposable,
  loadOrFail,
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
import { loadPolkadotChain } from './chain/polkadotChain';
import { watchPolkadotExtensions } from './discovery';
import type { PolkadotAdapterOptions } from './options';

export const POLKADOT_NAMESPACE = 'polkadot';

/** Spec section 4: eoa for polkadot, the only type it accepts. */
export const POLKADOT_ACCOUNT_TYPES: AccountTypePolicy = Object.freeze({
  default: 'eoa',
  accepted: Object.freeze(['eoa'] as const),
});

/** The adapter of the polkadot namespace, for `createPortico({ adapters: [polkadotAdapter()] })`. */
export function polkadotAdapter(options: PolkadotAdapterOptions = {}): AdapterPlugin {
  return {
    namespace: POLKADOT_NAMESPACE,
    accountTypes: POLKADOT_ACCOUNT_TYPES,
    // Extensions give the app every account the visitor allows: the visitor picks one.
    accountPicker: true,
    create: (context) => createPolkadotAdapter(options, context),
  };
}

function createPolkadotAdapter(options: PolkadotAdapterOptions, context: AdapterContext): Adapter {
  const window = options.window ?? (globalThis as { window?: object }).window;
  const sessionOptions = { ...options, ...(window !== undefined && { window }) };
  const loadChain = lazyDisposable(() => loadPolkadotChain(options.chain));
  const discoveryWatchers = new Set<Unsubscribe>();
  const loadSession = lazyDisposable(async () => {
    const { createWalletSession } = await import('./walletSession');
    return createWalletSession(sessionOptions, context, loadChain);
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
    namespace: POLKADOT_NAMESPACE,

    watchConnectors() {
      // A shared connector's polkadot connector: its provider is core's NamespaceSession.
      const shared = context.sharedConnectors.filter(isSessionConnector);
      const stop = watchPolkadotExtensions({
        window,
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

    /**
     * The total (free + reserved, what wallets show) and its parts; Send uses `transferable`:
     * what can leave less the existential deposit, which transferKeepAlive keeps (core's
     * BalanceParts), so Send's Max (this less the fee) passes the chain chunk's rule.
     */
    async getBalance({ address, network }) {
      const balance = await (await loadChain()).getBalance(network, address);
      const sendable = balance.transferable - balance.existentialDeposit;
      return {
        value: balance.free + balance.reserved,
        decimals: balance.decimals,
        symbol: balance.symbol,
        parts: {
          free: balance.free,
          reserved: balance.reserved,
          transferable: sendable > 0n ? sendable : 0n,
        },
      };
    },

    signMessage: async (params) =>
      (await session(requestFailed('signMessage'))).signMessage(params),

    sendTransaction: async (params) =>
      (
        await session((error) => new SendFailedError(error, undefined, MESSAGES.solanaSendFailed))
      ).sendTransaction(params),

    estimateGas: async (params) => (await session()).estimateGas(params),

    estimateFee: async (params) => (await session()).estimateFee(params),

    async getTransactionStatus({ network, hash, sentAt }) {
      return (await loadChain()).transactionStatus(
        network,
        hash,
        sentAt,
        (options.now ?? Date.now)(),
      );
    },

    parseUnits,
    formatUnits,

    destroy() {
      for (const stop of discoveryWatchers) stop();
      discoveryWatchers.clear();
      loadSession.destroy();
      loadChain.destroy();
    },
  };
  return adapter;
}
