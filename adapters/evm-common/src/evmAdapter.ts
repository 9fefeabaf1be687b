/**
 * The eip155 Adapter, written once over the EvmLibrary port: the wallet is reached through its
 * EIP-1193 provider (connect, sign, send, switch, EIP-5792 calls, permissions, assets), the
 * chain through a reader per network that the library builds over the RPC policy (balances,
 * gas, calls). The library's code is loaded on the first chain read or contract call, never
 * to connect, sign or send. Everything lives inside `create(context)`: two Portico instances
 * share nothing.
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
  walletErrorCode,
  WalletRequestError,
} from '@portico/core';
import { chainIdKey, parseCapabilities, supportsAssetDiscovery } from './capabilities';
import { watchEvmConnectors, type EvmConnector } from './connectors/connectorDiscovery';
import { PROVIDER_ERROR_CODES } from './eip1193';
import { ERC20_TRANSFER_ABI } from './erc20Abi';
import { parseWalletChainId, utf8ToHex } from './hexEncoding';
import type { EvmLibrary, Hex } from './library';
import { createLibraryLoader } from './libraryLoader';
import { createNetworkReaders } from './networkReaders';
import type { EvmAdapterOptions, EvmWindow } from './options';
import { rpcPolicyFor } from './rpc/rpcPolicy';
import { buildSendCallsRequest, readSendCallsId } from './sendCalls';
import { switchChain } from './switchChain';
import { createTokenBalanceReader } from './tokenBalances';
import { toSendError, toSigningError, toWalletError } from './walletErrors';
import { evmChainId, sendFromWallet } from './walletSend';
import { createWalletSessions, isEip1193Provider, providerOf } from './walletSessions';

export const EVM_NAMESPACE = 'eip155';

/** Spec section 4: smartAccount by default for eip155; eoa and smartAccount accepted. */
export const EVM_ACCOUNT_TYPES: AccountTypePolicy = Object.freeze({
  default: 'smartAccount',
  accepted: Object.freeze(['eoa', 'smartAccount'] as const),
});

/** Codes of a wallet that does not implement a method (EIP-1193 4200, JSON-RPC -32601). */
const UNSUPPORTED_METHOD_CODES: readonly number[] = Object.freeze([
  PROVIDER_ERROR_CODES.unsupportedMethod,
  -32601,
]);

/** EIP-712 JSON as eth_signTypedData_v4 takes it; bigints (viem's style) as decimal text. */
function typedDataJson(typedData: unknown): string {
  return JSON.stringify(typedData, (_key, value: unknown) =>
    typeof value === 'bigint' ? value.toString() : value,
  );
}

/** The eip155 adapter on `library`: what `viemAdapter()` and `ethersAdapter()` return. */
export function evmAdapter(library: EvmLibrary, options: EvmAdapterOptions = {}): AdapterPlugin {
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
  const tokenBalances = createTokenBalanceReader(loadLibrary);
  const sessions = createWalletSessions(context);
  const watchers = new Set<Unsubscribe>();

  const getCapabilities: NonNullable<Adapter['getCapabilities']> = async ({
    connector,
    address,
  }) => {
    const provider = providerOf(connector);
    let answer: unknown;
    try {
      answer = await provider.request({ method: 'wallet_getCapabilities', params: [address] });
    } catch (error) {
      // A wallet without EIP-5792 has no capabilities to report.
      if (UNSUPPORTED_METHOD_CODES.includes(walletErrorCode(error) ?? 0)) return {};
      throw toWalletError(error, 'wallet_getCapabilities');
    }
    return parseCapabilities(answer);
  };

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

  const passToWallet = async (connector: Connector, method: string, request: unknown) => {
    try {
      return await providerOf(connector).request({ method, params: [request] });
    } catch (error) {
      throw toWalletError(error, method);
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

    async getTokenBalances({ address, network }) {
      const tokens = options.tokens?.[network.caipNetworkId] ?? [];
      if (tokens.length === 0) return [];
      const reader = await readers.readerFor(network);
      return tokenBalances.read({ reader, network, tokens, owner: address });
    },

    async getGasPrice({ network }) {
      return (await readers.readerFor(network)).getGasPrice();
    },

    signMessage: ({ connector, address, message, accountType }) =>
      sign(connector, 'personal_sign', [utf8ToHex(message), address], accountType),

    signTypedData: ({ connector, address, typedData, accountType }) =>
      sign(connector, 'eth_signTypedData_v4', [address, typedDataJson(typedData)], accountType),

    sendTransaction: ({ connector, network, from, to, value, data }: SendTransactionParams) =>
      sendFromWallet(providerOf(connector), network, { from, to, value, data }),

    async estimateGas({ network, from, to, value, data }) {
      const reader = await readers.readerFor(network);
      return reader.estimateGas({
        from: from as Hex,
        to: to as Hex,
        value,
        data: data as Hex | undefined,
      });
    },

    async writeContract({ connector, network, from, contract, abi, functionName, args }) {
      const data = (await loadLibrary()).encodeFunctionData({ abi, functionName, args });
      return sendFromWallet(providerOf(connector), network, { from, to: contract, data });
    },

    /** An ERC-20 transfer: `transfer(to, amount)` on the token's contract. */
    async sendToken({ connector, network, from, to, token, amount }) {
      const data = (await loadLibrary()).encodeFunctionData({
        abi: ERC20_TRANSFER_ABI,
        functionName: 'transfer',
        args: [to, amount],
      });
      return sendFromWallet(providerOf(connector), network, { from, to: token.address, data });
    },

    getCapabilities,

    async sendCalls({ connector, network, from, calls, capabilities }) {
      const provider = providerOf(connector);
      const chainId = evmChainId(network);
      const request = buildSendCallsRequest({ chainId, from, calls, capabilities });
      let answer: unknown;
      try {
        answer = await provider.request({ method: 'wallet_sendCalls', params: [request] });
      } catch (error) {
        throw toSendError(error);
      }
      return readSendCallsId(answer);
    },

    grantPermissions: ({ connector, request }) =>
      passToWallet(connector, 'wallet_grantPermissions', request),

    revokePermissions: ({ connector, request }) =>
      passToWallet(connector, 'wallet_revokePermissions', request),

    /** EIP-7811 assets on the wallet's chain; undefined when the wallet does not offer them. */
    async getAssets({ connector, address }) {
      const provider = providerOf(connector);
      const capabilities = await getCapabilities({ connector, address });
      let chainId: number | undefined;
      try {
        chainId = parseWalletChainId(await provider.request({ method: 'eth_chainId' }));
      } catch (error) {
        throw toWalletError(error, 'eth_chainId');
      }
      if (chainId === undefined || !supportsAssetDiscovery(capabilities, chainId)) return undefined;
      return passToWallet(connector, 'wallet_getAssets', {
        account: address,
        chainFilter: [chainIdKey(chainId)],
      });
    },

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
