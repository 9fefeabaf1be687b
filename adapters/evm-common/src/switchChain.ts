/**
 * Switching the wallet's chain (EIP-3326), adding it first when the wallet does not know it
 * (EIP-3085). Spec section 8: "Chain-switch codes 4902, 5000 and 32603 trigger adding the
 * chain", and 'Chain is not supported' when adding fails.
 */
import {
  ChainNotSupportedError,
  walletErrorCode,
  walletErrorCodes,
  type Network,
} from '@portico/core';
import type { Eip1193Provider } from './eip1193';
import { PROVIDER_ERROR_CODES } from './eip1193';
import { toHexQuantity } from './hexEncoding';
import type { Hex } from './library';
import { toWalletError } from './walletErrors';

/**
 * Codes after which the chain is added. The spec writes 32603; wallets send JSON-RPC's
 * -32603 (internal error). Both are accepted.
 */
export const ADD_CHAIN_ERROR_CODES: readonly number[] = Object.freeze([
  PROVIDER_ERROR_CODES.unrecognizedChain,
  ...PROVIDER_ERROR_CODES.unknownChainAlternatives,
  32603,
]);

/** EIP-3085 `wallet_addEthereumChain` params[0]. */
export interface AddEthereumChainParameter {
  readonly chainId: Hex;
  readonly chainName: string;
  readonly nativeCurrency: {
    readonly name: string;
    readonly symbol: string;
    readonly decimals: number;
  };
  readonly rpcUrls: readonly string[];
  readonly blockExplorerUrls?: readonly string[];
}

function isHttpUrl(url: string): boolean {
  try {
    const { protocol } = new URL(url);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * What the wallet is asked to add: the network's id, name and currency, the first http(s)
 * URL of `rpcUrls` (the RPC policy's, best first), and its block explorer.
 */
export function addEthereumChainParameter(
  network: Network,
  rpcUrls: readonly string[],
): AddEthereumChainParameter {
  const rpcUrl = rpcUrls.find(isHttpUrl);
  if (rpcUrl === undefined || typeof network.id !== 'number') {
    throw new ChainNotSupportedError(network.id);
  }
  const { name, symbol, decimals } = network.nativeCurrency;
  const explorer = network.blockExplorers?.default.url;
  return {
    chainId: toHexQuantity(network.id),
    chainName: network.name,
    nativeCurrency: { name, symbol, decimals },
    rpcUrls: [rpcUrl],
    ...(explorer !== undefined && { blockExplorerUrls: [explorer] }),
  };
}

/** True when a failed switch means "add the chain first". */
export function needsAddChain(error: unknown): boolean {
  return walletErrorCodes(error).some((code) => ADD_CHAIN_ERROR_CODES.includes(code));
}

/**
 * The user refused the switch: EIP-1193's 4001, also nested (MetaMask mobile puts it under
 * -32603). Not core's isUserRejection: on a switch 5000 means "unknown chain" (spec section 8),
 * not WalletConnect's "user rejected", so the chain is added.
 */
function refusedSwitch(error: unknown): boolean {
  return walletErrorCodes(error).includes(PROVIDER_ERROR_CODES.userRejected);
}

async function requestSwitch(provider: Eip1193Provider, chainId: Hex): Promise<void> {
  await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] });
}

/**
 * Asks the wallet to switch to `network`. When it does not know the chain, adds it with
 * `rpcUrls` and switches again. Throws UserRejectedError ('Signature declined') when the user
 * refuses the switch, ChainNotSupportedError when the chain cannot be added, and
 * WalletRequestError for any other failure.
 */
export async function switchChain(params: {
  readonly provider: Eip1193Provider;
  readonly network: Network;
  readonly rpcUrls: readonly string[];
}): Promise<void> {
  const { provider, network } = params;
  if (typeof network.id !== 'number') throw new ChainNotSupportedError(network.id);
  const chainId = toHexQuantity(network.id);
  try {
    await requestSwitch(provider, chainId);
    return;
  } catch (error) {
    if (refusedSwitch(error) || !needsAddChain(error)) {
      throw toWalletError(error, 'wallet_switchEthereumChain');
    }
  }
  const parameter = addEthereumChainParameter(network, params.rpcUrls);
  try {
    await provider.request({ method: 'wallet_addEthereumChain', params: [parameter] });
  } catch (error) {
    throw new ChainNotSupportedError(network.id, error, walletErrorCode(error));
  }
  try {
    await requestSwitch(provider, chainId);
  } catch (error) {
    throw toWalletError(error, 'wallet_switchEthereumChain');
  }
}
