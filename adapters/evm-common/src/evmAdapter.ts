/**
 * The eip155 Adapter, written once over the EvmLibrary port: the wallet is reached through its
 * EIP-1193 provider (connect, sign, send, switch, EIP-5792 calls, permissions, assets), the
 * chain through a reader per network that the library builds over the RPC policy (balances,
 * gas, calls). The library's code is loaded on the first chain read or contract call, never
 * to connect, sign or send; the token, fee, status and EIP-5792/7715/7811 methods
 * (walletExtras.ts) on their first call. Everything lives inside `create(context)`: two Portico instances share nothing.
 */
import {
  formatUnits,
  isSignedMessage,
  parseUnits,
  type AccountType,
  type AccountTypePolicy,
  type Adapter,
  type AdapterContext,
  type AdapterPlugin,
  type Connector,
  type SendTransactionParams,
  type Unsubscribe,
  WalletRequestError,
} from '@portico/core';
import { watchEvmConnectors, type EvmConnector } from './connectors/connectorDiscovery';
import { utf8ToHex } from './hexEncoding';
import type { EvmLibrary, Hex } from './library';
import { createLibraryLoader } from './libraryLoader';
import { createNetworkReaders } from './networkReaders';
import type { EvmAdapterOptions, EvmWindow } from './options';
import { assertRpcOptions } from './rpc/rpcOptions';
import { rpcPolicyFor } from './rpc/rpcPolicy';
import { switchChain } from './switchChain';
import { toSigningError, toWalletError } from './walletErrors';
import { sendFromWallet } from './walletSend';
import { createWalletSessions, isEip1193Provider, providerOf } from './walletSessions';
import type { WalletExtras } from './walletExtras';

export const EVM_NAMESPACE = 'eip155';

/** Spec section 4: smartAccount by default for eip155; eoa and smartAccount accepted. */
export const EVM_ACCOUNT_TYPES: AccountTypePolicy = Object.freeze({
  default: 'smartAccount',
  accepted: Object.freeze(['eoa', 'smartAccount'] as const),
});

/** EIP-712 JSON as eth_signTypedData_v4 takes it; bigints (viem's style) as decimal text. */
function typedDataJson(typedData: unknown): string {
  return JSON.stringify(typedData, (_key, value: unknown) =>
    typeof value === 'bigint' ? value.toString() : value,
  );
}

/** The eip155 adapter on `library`: what `viemAdapter()` and `ethersAdapter()` return. */
export function evmAdapter(library: EvmLibrary, options: EvmAdapterOptions = {}): AdapterPlugin {
  assertRpcOptions(options.rpc);
  return {
    namespace: EVM_NAMESPACE,
    accountTypes: EVM_ACCOUNT_TYPES,
    create: (context) => createEvmAdapter(library, options, context),
  };
}

function createEvmAdapter(
  library: EvmLibrary,
  options: EvmAdapterOptions,
  context: AdapterContext,
): Adapter {
  const loadLibrary = createLibraryLoader(library);
  const readers = createNetworkReaders(loadLibrary, options.rpc);
  const sessions = createWalletSessions(context);
  const watchers = new Set<Unsubscribe>();

  // Token, fee, status and EIP-5792/7715/7811 calls: their code loads on the first such call.
  let extras: Promise<WalletExtras> | undefined;
  const extra = () =>
    (extras ??= import('./walletExtras').then(({ createWalletExtras }) =>
      createWalletExtras({ loadLibrary, readers, options }),
    ));

  /** A signature from the wallet; failures mapped for the account's type (spec section 8). */
  const sign = async (
    connector: Connector,
    method: string,
    params: unknown[],
    accountType: AccountType | undefined,
  ) => {
    const provider = providerOf(connector);
    try {
      const signature = await provider.request({ method, params });
      if (!isSignedMessage(signature)) throw new WalletRequestError(method, signature);
      return signature as string;
    } catch (error) {
      throw toSigningError(error, sessions.accountTypeOf(connector.id) ?? accountType);
    }
  };

  return {
    namespace: EVM_NAMESPACE,

    watchConnectors() {
      const stop = watchEvmConnectors({
        window: options.window ?? (globalThis as { window?: EvmWindow }).window,
        connectors: options.connectors,
        shared: context.sharedConnectors.filter((connector): connector is EvmConnector =>
          isEip1193Provider(connector.provider),
        ),
        eip6963: options.eip6963,
        injected: options.injected,
        onChange: (connectors) => context.emit({ type: 'connectors', connectors }),
      });
      watchers.add(stop);
      return () => {
        watchers.delete(stop);
        stop();
      };
    },

    async connect({ connector }) {
      const provider = providerOf(connector);
      try {
        const accounts = await provider.request({ method: 'eth_requestAccounts' });
        return await sessions.establish(connector, provider, accounts);
      } catch (error) {
        throw toWalletError(error, 'eth_requestAccounts');
      }
    },

    async reconnect({ connector }) {
      if (!isEip1193Provider(connector.provider)) return undefined;
      const provider = connector.provider;
      try {
        // eth_accounts never prompts: an empty list means the wallet no longer knows the site.
        const accounts = await provider.request({ method: 'eth_accounts' });
        if (!Array.isArray(accounts) || accounts.length === 0) return undefined;
        return await sessions.establish(connector, provider, accounts);
      } catch (error) {
        throw toWalletError(error, 'eth_accounts');
      }
    },

    async disconnect({ connector }) {
      sessions.end(connector.id);
      if (!isEip1193Provider(connector.provider)) return;
      try {
        // EIP-2255 revocation, where the wallet has it: its errors are ignored.
        const params = [{ eth_accounts: {} }];
        await connector.provider.request({ method: 'wallet_revokePermissions', params });
      } catch {
        // A wallet without revocation keeps the permission until the user removes it.
      }
    },

    async switchNetwork({ connector, network }) {
      const rpcUrls = rpcPolicyFor(network, options.rpc).urls;
      await switchChain({ provider: providerOf(connector), network, rpcUrls });
    },

    async getBalance({ address, network }) {
      const reader = await readers.readerFor(network);
      const value = await reader.getBalance(address as Hex);
      const { decimals, symbol } = network.nativeCurrency;
      return { value, decimals, symbol };
    },

    getTokenBalances: async (params) => (await extra()).getTokenBalances(params),

    async getGasPrice({ network }) {
      return (await readers.readerFor(network)).getGasPrice();
    },

    signMessage: ({ connector, address, message, accountType }) =>
      sign(connector, 'personal_sign', [utf8ToHex(message), address], accountType),

    // EIP-4361 through viem/siwe, loaded on the first sign-in (siwxFormat.ts).
    loadSiwxFormat: async () => (await import('./siwxFormat')).eip155SiwxFormat,

    signTypedData: ({ connector, address, typedData, accountType }) =>
      sign(connector, 'eth_signTypedData_v4', [address, typedDataJson(typedData)], accountType),

    sendTransaction: ({ connector, network, from, to, value, data, gas }: SendTransactionParams) =>
      sendFromWallet(providerOf(connector), network, { from, to, value, data, gas }),

    async estimateGas({ network, from, to, value, data }) {
      const reader = await readers.readerFor(network);
      return reader.estimateGas({
        from: from as Hex,
        to: to as Hex,
        value,
        data: data as Hex | undefined,
      });
    },

    estimateFee: async (params) => (await extra()).estimateFee(params),
    getTransactionStatus: async (params) => (await extra()).getTransactionStatus(params),
    writeContract: async (params) => (await extra()).writeContract(params),
    sendToken: async (params) => (await extra()).sendToken(params),
    getCapabilities: async (params) => (await extra()).getCapabilities(params),
    sendCalls: async (params) => (await extra()).sendCalls(params),
    grantPermissions: async (params) => (await extra()).grantPermissions(params),
    revokePermissions: async (params) => (await extra()).revokePermissions(params),
    getAssets: async (params) => (await extra()).getAssets(params),

    // Core's exact conversions, whichever library reads the chain: text with more fraction
    // digits than the token has is refused, never rounded.
    parseUnits,
    formatUnits,

    destroy() {
      for (const stop of watchers) stop();
      watchers.clear();
      sessions.endAll();
      readers.destroy();
    },
  };
}
