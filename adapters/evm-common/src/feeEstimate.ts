/**
 * The network fee of a send, in wei: what a Send view shows in its preview and what Max leaves
 * for the fee. In the lazy chunk of walletExtras.ts, never at page load.
 *
 * fee = gas × price per gas, where
 * - gas is eth_estimateGas of the transaction the wallet will send: the native transfer as given
 *   (`to`, `value`, `data`), or for a token `transfer(to, amount)` called on the token contract;
 * - price is what the wallet would charge at most per gas, so that Max never leaves too little:
 *   on a chain with EIP-1559 (the latest block has a base fee) the maxFeePerGas wallets commonly
 *   set, 2 × base fee + eth_maxPriorityFeePerGas (ethers' getFeeData; viem's wallets set
 *   1.2 × base fee + tip, less); on a chain without a base fee, the legacy eth_gasPrice. A node
 *   without eth_maxPriorityFeePerGas gets eth_gasPrice − base fee as the tip.
 *
 * A transaction that cannot run (a revert, more than the balance) fails the estimate with the
 * node's error, as estimateGas does.
 */
import type { FeeEstimateParams } from '@portico/core';
import { ERC20_TRANSFER_ABI } from './erc20Abi';
import type { EvmReader, Hex } from './library';
import type { LoadLibrary } from './libraryLoader';
import { RequestAbortedError } from './rpc/requestAborted';

/** maxFeePerGas = BASE_FEE_MULTIPLIER × base fee + tip: room for the base fee to rise. */
export const BASE_FEE_MULTIPLIER = 2n;

/**
 * eth_maxPriorityFeePerGas; from a node that cannot answer it, what its eth_gasPrice quotes above
 * the base fee (viem's fallback too). An aborted read stays aborted.
 */
async function suggestedTip(reader: EvmReader, baseFee: bigint): Promise<bigint> {
  try {
    return await reader.getMaxPriorityFeePerGas();
  } catch (error) {
    if (error instanceof RequestAbortedError) throw error;
    const gasPrice = await reader.getGasPrice();
    return gasPrice > baseFee ? gasPrice - baseFee : 0n;
  }
}

/** The most a wallet would pay per gas on this chain now, in wei (see the file's comment). */
export async function maxPricePerGas(reader: EvmReader): Promise<bigint> {
  const baseFee = await reader.getBaseFeePerGas();
  if (baseFee === undefined) return reader.getGasPrice();
  return BASE_FEE_MULTIPLIER * baseFee + (await suggestedTip(reader, baseFee));
}

/** The gas the send's transaction needs (eth_estimateGas). */
async function gasOf(
  reader: EvmReader,
  loadLibrary: LoadLibrary,
  params: FeeEstimateParams,
): Promise<bigint> {
  const from = params.from as Hex;
  if ('token' in params) {
    const data = (await loadLibrary()).encodeFunctionData({
      abi: ERC20_TRANSFER_ABI,
      functionName: 'transfer',
      args: [params.to, params.amount],
    });
    return reader.estimateGas({ from, to: params.token.address as Hex, data });
  }
  return reader.estimateGas({
    from,
    to: params.to as Hex,
    value: params.value,
    data: params.data as Hex | undefined,
  });
}

export async function estimateFee(
  reader: EvmReader,
  loadLibrary: LoadLibrary,
  params: FeeEstimateParams,
): Promise<bigint> {
  const [gas, price] = await Promise.all([
    gasOf(reader, loadLibrary, params),
    maxPricePerGas(reader),
  ]);
  return gas * price;
}
