/**
 * Sending through the wallet: eth_sendTransaction with hex quantities and the network's chain
 * id (a wallet on another chain refuses rather than sending there). Any failure, and an answer
 * that is not a transaction hash, is 'Something went wrong' (spec section 8).
 */
import {
  ChainNotSupportedError,
  isTransactionHash,
  SendFailedError,
  type Network,
} from '@portico/core';
import type { Eip1193Provider } from './eip1193';
import { toHexQuantity } from './hexEncoding';
import { toSendError } from './walletErrors';

/** An eip155 network's chain id; ChainNotSupportedError for a non-numeric id. */
export function evmChainId(network: Network): number {
  if (typeof network.id !== 'number') throw new ChainNotSupportedError(network.id);
  return network.id;
}

export interface WalletTransaction {
  readonly from: string;
  readonly to: string;
  /** In wei. */
  readonly value?: bigint;
  readonly data?: string;
  /** The gas limit; absent: the wallet estimates it. */
  readonly gas?: bigint;
}

/** Sends `transaction` on `network` through the wallet; returns the transaction hash. */
export async function sendFromWallet(
  provider: Eip1193Provider,
  network: Network,
  transaction: WalletTransaction,
): Promise<string> {
  const { from, to, value, data, gas } = transaction;
  const request = {
    from,
    to,
    ...(value !== undefined && { value: toHexQuantity(value) }),
    ...(data !== undefined && { data }),
    ...(gas !== undefined && { gas: toHexQuantity(gas) }),
    chainId: toHexQuantity(evmChainId(network)),
  };
  let hash: unknown;
  try {
    hash = await provider.request({ method: 'eth_sendTransaction', params: [request] });
  } catch (error) {
    throw toSendError(error);
  }
  if (!isTransactionHash(hash)) throw new SendFailedError(hash);
  return hash as string;
}
