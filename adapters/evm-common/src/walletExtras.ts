/**
 * The eip155 adapter's methods beyond connecting, signing and sending: token balances and
 * transfers, contract writes, a send's fee (feeEstimate.ts) and a sent transaction's status
 * (transactionStatus.ts), and the wallet calls of EIP-5792 (capabilities, batched calls),
 * ERC-7715 (permissions) and EIP-7811 (assets). evmAdapter.ts loads this module on the first
 * of these calls, so a page that only connects never fetches it.
 */
import { walletErrorCode, type Adapter, type Connector } from '@portico/core';
import { chainIdKey, parseCapabilities, supportsAssetDiscovery } from './capabilities';
import { PROVIDER_ERROR_CODES } from './eip1193';
import { ERC20_TRANSFER_ABI } from './erc20Abi';
import { estimateFee } from './feeEstimate';
import { parseWalletChainId } from './hexEncoding';
import type { LoadLibrary } from './libraryLoader';
import type { createNetworkReaders } from './networkReaders';
import type { EvmAdapterOptions } from './options';
import { buildSendCallsRequest, readSendCallsId } from './sendCalls';
import { createTokenBalanceReader } from './tokenBalances';
import { transactionStatus } from './transactionStatus';
import { toSendError, toWalletError } from './walletErrors';
import { evmChainId, sendFromWallet } from './walletSend';
import { providerOf } from './walletSessions';

/** Codes of a wallet that does not implement a method (EIP-1193 4200, JSON-RPC -32601). */
const UNSUPPORTED_METHOD_CODES: readonly number[] = Object.freeze([
  PROVIDER_ERROR_CODES.unsupportedMethod,
  -32601,
]);

export type WalletExtras = Required<
  Pick<
    Adapter,
    | 'getTokenBalances'
    | 'writeContract'
    | 'sendToken'
    | 'getCapabilities'
    | 'sendCalls'
    | 'grantPermissions'
    | 'revokePermissions'
    | 'getAssets'
    | 'estimateFee'
    | 'getTransactionStatus'
  >
>;

export interface WalletExtrasInput {
  readonly loadLibrary: LoadLibrary;
  readonly readers: ReturnType<typeof createNetworkReaders>;
  readonly options: EvmAdapterOptions;
}

export function createWalletExtras({
  loadLibrary,
  readers,
  options,
}: WalletExtrasInput): WalletExtras {
  const tokenBalances = createTokenBalanceReader(loadLibrary);

  const passToWallet = async (connector: Connector, method: string, request: unknown) => {
    try {
      return await providerOf(connector).request({ method, params: [request] });
    } catch (error) {
      throw toWalletError(error, method);
    }
  };

  const getCapabilities: WalletExtras['getCapabilities'] = async ({ connector, address }) => {
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

  return {
    async getTokenBalances({ address, network }) {
      const tokens = options.tokens?.[network.caipNetworkId] ?? [];
      if (tokens.length === 0) return [];
      const reader = await readers.readerFor(network);
      return tokenBalances.read({ reader, network, tokens, owner: address });
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

    async estimateFee(params) {
      return estimateFee(await readers.readerFor(params.network), loadLibrary, params);
    },

    async getTransactionStatus({ network, hash, sentAt }) {
      const reader = await readers.readerFor(network);
      return transactionStatus(reader, hash, sentAt, (options.now ?? Date.now)());
    },

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
  };
}
