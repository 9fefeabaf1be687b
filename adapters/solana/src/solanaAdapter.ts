/**
 * The solana Adapter. Wallets are Wallet Standard wallets found on the page, plus the
 * WalletConnect connector of the solana namespace when the app configured one; both are driven
 * through the SolanaWallet port (wallets/). The chain is reached through @solana/web3.js,
 * loaded on the first balance read or transfer (chain/solanaChain.ts), never to connect or sign
 * a message. Everything lives inside `create(context)`: two Portico instances share nothing.
 */
import {
  formatUnits,
  isSessionConnector,
  isSolanaAddress,
  parseUnits,
  WalletRequestError,
  type AccountTypePolicy,
  type Adapter,
  type AdapterContext,
  type AdapterPlugin,
  type Connection,
  type Connector,
  type Network,
  type SendTokenParams,
  type SendTransactionParams,
  type Unsubscribe,
} from '@portico/core';
import { loadSolanaChain, type SolanaChainModule, type SolanaRpc } from './chain/solanaChain';
import { NotASolanaWalletError, SolanaSendInputError, toSendError, toWalletError } from './errors';
import type { SolanaAdapterOptions } from './options';
import { walletChainOf } from './walletChains';
import type { SolanaWallet } from './wallets/solanaWallet';
import { createStandardWallet } from './wallets/standardWallet';
import { createWalletConnectWallet } from './wallets/walletConnectWallet';
import { watchStandardWallets } from './walletStandard/discovery';
import { parseStandardWallet, type StandardWallet } from './walletStandard/standardWallet';

export const SOLANA_NAMESPACE = 'solana';

/** Spec section 4: eoa for solana, the only type it accepts. */
export const SOLANA_ACCOUNT_TYPES: AccountTypePolicy = Object.freeze({
  default: 'eoa',
  accepted: Object.freeze(['eoa'] as const),
});

/** The adapter of the solana namespace, for `createPortico({ adapters: [solanaAdapter()] })`. */
export function solanaAdapter(options: SolanaAdapterOptions = {}): AdapterPlugin {
  return {
    namespace: SOLANA_NAMESPACE,
    accountTypes: SOLANA_ACCOUNT_TYPES,
    create: (context) => createSolanaAdapter(options, context),
  };
}

/** The network's first endpoints (defineNetwork guarantees an HTTP one). */
function rpcOf(network: Network): SolanaRpc {
  const { http, webSocket } = network.rpcUrls.default;
  return {
    http: http[0] ?? '',
    ...(webSocket?.[0] !== undefined && { webSocket: webSocket[0] }),
  };
}

function createSolanaAdapter(options: SolanaAdapterOptions, context: AdapterContext): Adapter {
  let chainModule: Promise<SolanaChainModule> | undefined;
  const loadChain = () => {
    if (!chainModule) {
      const attempt = loadSolanaChain();
      chainModule = attempt;
      // A lazy chunk can fail to download: the next use tries again.
      attempt.catch(() => {
        if (chainModule === attempt) chainModule = undefined;
      });
    }
    return chainModule;
  };
  /** One SolanaWallet per wallet object (a re-registered wallet is a new object). */
  const wallets = new WeakMap<object, SolanaWallet>();
  const walletWatchers = new Map<string, Unsubscribe>();
  const discoveryWatchers = new Set<Unsubscribe>();

  const walletOf = (connector: Connector): SolanaWallet => {
    const { provider } = connector;
    const known = typeof provider === 'object' && provider ? wallets.get(provider) : undefined;
    if (known) return known;
    let wallet: SolanaWallet;
    if (isSessionConnector(connector)) wallet = createWalletConnectWallet(connector.provider);
    else if (parseStandardWallet(provider))
      wallet = createStandardWallet(provider as StandardWallet);
    else throw new NotASolanaWalletError(connector.id);
    wallets.set(provider as object, wallet);
    return wallet;
  };

  /** Tells core about the wallet's account changes while the app holds it. */
  const listen = (connector: Connector, wallet: SolanaWallet) => {
    walletWatchers.get(connector.id)?.();
    const stop = wallet.onAccountsChanged((accounts) => {
      if (accounts.length === 0) {
        context.emit({ type: 'disconnect', connectorId: connector.id });
      } else {
        context.emit({ type: 'accountsChanged', connectorId: connector.id, accounts });
      }
    });
    walletWatchers.set(connector.id, stop);
  };

  const established = async (
    connector: Connector,
    wallet: SolanaWallet,
    network: Network,
    accounts: readonly string[],
  ): Promise<Connection> => {
    const valid = accounts.filter((address) => isSolanaAddress(address));
    const [address] = valid;
    if (!address) throw new WalletRequestError('connect');
    listen(connector, wallet);
    return {
      address,
      chainId: await wallet.chainReference(network),
      accountType: 'eoa',
      accounts: valid.map((candidate) => ({ address: candidate, type: 'eoa' as const })),
    };
  };

  /** Spec section 5: a send needs an amount and a receiver. */
  const checkSend = (to: string, amount: bigint) => {
    if (!isSolanaAddress(to) || amount <= 0n) throw new SolanaSendInputError();
  };

  const send = async (
    params: Omit<SendTransactionParams, 'value' | 'data'>,
    amount: bigint,
    mint?: SendTokenParams['token'],
  ) => {
    checkSend(params.to, amount);
    const wallet = walletOf(params.connector);
    try {
      const chain = await loadChain();
      const rpc = rpcOf(params.network);
      const built = await chain.buildTransfer({
        rpc,
        from: params.from,
        to: params.to,
        amount,
        ...(mint && { mint }),
      });
      return await wallet.sendTransaction({
        from: params.from,
        network: params.network,
        chain: walletChainOf(params.network, options.walletChains),
        rpc,
        transaction: built.transaction,
        chainModule: chain,
      });
    } catch (error) {
      throw toSendError(error);
    }
  };

  /** What a transfer of `amount` costs the sender besides the amount (BuiltTransaction.fee). */
  const feeOf = async (
    params: Pick<SendTransactionParams, 'network' | 'from' | 'to'>,
    amount: bigint,
    mint?: SendTokenParams['token'],
  ) => {
    const chain = await loadChain();
    const built = await chain.buildTransfer({
      rpc: rpcOf(params.network),
      from: params.from,
      to: params.to,
      amount,
      ...(mint && { mint }),
    });
    return built.fee;
  };

  const adapter: Adapter = {
    namespace: SOLANA_NAMESPACE,

    watchConnectors() {
      // A shared connector's solana connector: its provider is core's NamespaceSession.
      const shared = context.sharedConnectors.filter(isSessionConnector);
      const stop = watchStandardWallets({
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

    async connect({ connector, network }) {
      const wallet = walletOf(connector);
      return established(connector, wallet, network, await wallet.connect(network));
    },

    async reconnect({ connector, network }) {
      let wallet: SolanaWallet;
      try {
        wallet = walletOf(connector);
      } catch {
        return undefined;
      }
      const accounts = await wallet.reconnect(network);
      if (accounts.length === 0) return undefined;
      return established(connector, wallet, network, accounts);
    },

    async disconnect({ connector }) {
      walletWatchers.get(connector.id)?.();
      walletWatchers.delete(connector.id);
      const provider = connector.provider;
      if (typeof provider === 'object' && provider) await wallets.get(provider)?.disconnect();
    },

    async switchNetwork({ connector, network }) {
      try {
        await walletOf(connector).switchNetwork(network);
      } catch (error) {
        throw toWalletError(error, 'switchNetwork');
      }
    },

    async getBalance({ address, network }) {
      const chain = await loadChain();
      return {
        value: await chain.getBalance(rpcOf(network), address),
        decimals: network.nativeCurrency.decimals,
        symbol: network.nativeCurrency.symbol,
      };
    },

    async getTokenBalances({ address, network }) {
      const tokens = options.tokens?.[network.caipNetworkId] ?? [];
      if (tokens.length === 0) return [];
      const chain = await loadChain();
      return chain.getTokenBalances(rpcOf(network), address, tokens);
    },

    async signMessage({ connector, address, message }) {
      return walletOf(connector).signMessage(address, new TextEncoder().encode(message));
    },

    // Sign-In With Solana: core's text (@portico/core/siwx), loaded on the first sign-in.
    async loadSiwxFormat() {
      const { formatSolanaSignInMessage } = await import('@portico/core/siwx');
      return { namespace: 'solana', format: formatSolanaSignInMessage };
    },

    sendTransaction: (params) => send(params, params.value),

    sendToken: (params) => send(params, params.amount, params.token),

    async estimateGas(params) {
      checkSend(params.to, params.value);
      return feeOf(params, params.value);
    },

    /**
     * The lamports the sender spends on the send besides the amount: the network fee of the
     * transfer (getFeeForMessage) and, for an SPL send to a wallet without an associated token
     * account yet, the rent the sender pays to create it. The fee does not depend on the amount,
     * so an amount of 0 (a preview before one is typed, or Max) is priced as the smallest one.
     */
    async estimateFee(params) {
      const [amount, mint] =
        'token' in params ? [params.amount, params.token] : [params.value, undefined];
      const priced = amount === 0n ? 1n : amount;
      checkSend(params.to, priced);
      return feeOf(params, priced, mint);
    },

    async getTransactionStatus({ network, hash, sentAt }) {
      const chain = await loadChain();
      return chain.transactionStatus(rpcOf(network), hash, sentAt, (options.now ?? Date.now)());
    },

    parseUnits,
    formatUnits,

    destroy() {
      for (const stop of [...discoveryWatchers, ...walletWatchers.values()]) stop();
      discoveryWatchers.clear();
      walletWatchers.clear();
      void chainModule?.then((chain) => chain.destroy()).catch(() => undefined);
    },
  };
  return adapter;
}
