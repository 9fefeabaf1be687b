import type { Hash, Hex, LocalAccount, TransactionSerializable } from 'viem';
import type { JsonRpcCall } from './jsonRpcClient';
import { ProviderRpcError } from './providerRpcError';
import type { TransactionParams } from './walletParams';

/** viem's default: maxFeePerGas = base fee x 1.2 + tip, which survives a few fuller blocks. */
const BASE_FEE_MULTIPLIER_PERCENT = 120n;

const toQuantity = (value: bigint | number): Hex => `0x${value.toString(16)}`;

/**
 * Fills what the dapp left out of a transaction from the node, as a wallet does: nonce
 * (eth_getTransactionCount "pending"), gas (eth_estimateGas) and fees (EIP-1559 from the
 * latest block's base fee and eth_maxPriorityFeePerGas, or legacy eth_gasPrice when the
 * dapp set gasPrice or the chain has no base fee).
 */
export async function fillTransaction(
  rpc: JsonRpcCall,
  account: LocalAccount,
  chainId: number,
  tx: TransactionParams,
): Promise<TransactionSerializable> {
  const base = { to: tx.to, value: tx.value, data: tx.data };
  const callObject = {
    from: account.address,
    ...(tx.to ? { to: tx.to } : {}),
    ...(tx.value !== undefined ? { value: toQuantity(tx.value) } : {}),
    ...(tx.data ? { data: tx.data } : {}),
  };
  const [nonce, gas] = await Promise.all([
    tx.nonce ?? rpc('eth_getTransactionCount', [account.address, 'pending']).then(Number),
    tx.gas ?? rpc('eth_estimateGas', [callObject]).then((g) => BigInt(g as string)),
  ]);
  if (tx.gasPrice !== undefined) {
    return { ...base, chainId, nonce, gas, gasPrice: tx.gasPrice, type: 'legacy' };
  }
  const block = (await rpc('eth_getBlockByNumber', ['latest', false])) as {
    baseFeePerGas?: Hex | null;
  } | null;
  if (!block?.baseFeePerGas) {
    const gasPrice = BigInt((await rpc('eth_gasPrice')) as string);
    return { ...base, chainId, nonce, gas, gasPrice, type: 'legacy' };
  }
  const maxPriorityFeePerGas =
    tx.maxPriorityFeePerGas ?? BigInt((await rpc('eth_maxPriorityFeePerGas')) as string);
  const maxFeePerGas =
    tx.maxFeePerGas ??
    (BigInt(block.baseFeePerGas) * BASE_FEE_MULTIPLIER_PERCENT) / 100n + maxPriorityFeePerGas;
  return {
    ...base,
    chainId,
    nonce,
    gas,
    maxFeePerGas,
    maxPriorityFeePerGas: maxPriorityFeePerGas > maxFeePerGas ? maxFeePerGas : maxPriorityFeePerGas,
    type: 'eip1559',
  };
}

/** Signs locally with the wallet's key and hands the raw transaction to the node. */
export async function signAndSendTransaction(
  rpc: JsonRpcCall,
  account: LocalAccount,
  chainId: number,
  tx: TransactionParams,
): Promise<Hash> {
  const raw = await signTransaction(rpc, account, chainId, tx);
  return (await rpc('eth_sendRawTransaction', [raw])) as Hash;
}

export async function signTransaction(
  rpc: JsonRpcCall,
  account: LocalAccount,
  chainId: number,
  tx: TransactionParams,
): Promise<Hex> {
  if (!account.signTransaction) throw ProviderRpcError.unauthorized();
  const filled = await fillTransaction(rpc, account, chainId, tx);
  return account.signTransaction(filled);
}

export interface RpcReceipt {
  transactionHash: Hash;
  blockHash: Hash;
  blockNumber: Hex;
  gasUsed: Hex;
  status: Hex;
  logs: { address: Hex; data: Hex; topics: Hex[] }[];
}

/** Polls eth_getTransactionReceipt until the transaction is mined. */
export async function waitForReceipt(
  rpc: JsonRpcCall,
  hash: Hash,
  options: { pollMs?: number; timeoutMs?: number } = {},
): Promise<RpcReceipt> {
  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  for (;;) {
    const receipt = (await rpc('eth_getTransactionReceipt', [hash])) as RpcReceipt | null;
    if (receipt) return receipt;
    if (Date.now() > deadline) throw ProviderRpcError.internal(`transaction ${hash} not mined`);
    await new Promise((resolve) => setTimeout(resolve, options.pollMs ?? 50));
  }
}
