import { getAddress, isAddress, isHex, type Address, type Hex } from 'viem';
import { ProviderRpcError } from './providerRpcError';

/** Params of a request as an array (EIP-1193 allows an array or an object; wallets use arrays). */
export function paramsArray(params: unknown): readonly unknown[] {
  if (params === undefined || params === null) return [];
  if (Array.isArray(params)) return params;
  throw ProviderRpcError.invalidParams('params must be an array');
}

/**
 * A chain id as wallets receive it: a 0x-prefixed hex string (EIP-3085/3326/5792). Also
 * accepts a safe positive integer, which some dapps send.
 */
export function parseChainId(value: unknown): number {
  const parsed =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^0x[0-9a-fA-F]{1,14}$/.test(value)
        ? Number.parseInt(value.slice(2), 16)
        : Number.NaN;
  if (!Number.isSafeInteger(parsed) || parsed <= 0) {
    throw ProviderRpcError.invalidParams(`not a chain id: ${String(value)}`);
  }
  return parsed;
}

export function chainIdToHex(chainId: number): Hex {
  return `0x${chainId.toString(16)}`;
}

/** A chain id in an EIP-712 domain: number, bigint, decimal or hex string. */
export function parseDomainChainId(value: unknown): number | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'number' || typeof value === 'bigint') return Number(value);
  if (typeof value === 'string' && /^(0x[0-9a-fA-F]+|[0-9]+)$/.test(value)) return Number(value);
  throw ProviderRpcError.invalidParams(`not a chain id: ${String(value)}`);
}

export function parseAddress(value: unknown, what = 'address'): Address {
  if (typeof value !== 'string' || !isAddress(value, { strict: false })) {
    throw ProviderRpcError.invalidParams(`${what} is not an address: ${String(value)}`);
  }
  return getAddress(value);
}

/** A JSON-RPC quantity (0x-prefixed hex) as a bigint, or undefined when absent. */
export function parseQuantity(value: unknown, what: string): bigint | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string' || !/^0x[0-9a-fA-F]+$/.test(value)) {
    throw ProviderRpcError.invalidParams(`${what} is not a hex quantity: ${String(value)}`);
  }
  return BigInt(value);
}

export function parseData(value: unknown, what: string): Hex | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string' || !isHex(value) || value.length % 2 !== 0) {
    throw ProviderRpcError.invalidParams(`${what} is not hex data`);
  }
  return value;
}

/** The transaction object of eth_sendTransaction / eth_signTransaction, parsed. */
export interface TransactionParams {
  from?: Address;
  to?: Address;
  value?: bigint;
  data?: Hex;
  gas?: bigint;
  gasPrice?: bigint;
  maxFeePerGas?: bigint;
  maxPriorityFeePerGas?: bigint;
  nonce?: number;
  chainId?: number;
}

export function parseTransactionParams(value: unknown): TransactionParams {
  if (typeof value !== 'object' || value === null) {
    throw ProviderRpcError.invalidParams('the transaction must be an object');
  }
  const tx = value as Record<string, unknown>;
  const nonce = parseQuantity(tx.nonce, 'nonce');
  return {
    from: tx.from === undefined ? undefined : parseAddress(tx.from, 'from'),
    to: tx.to === undefined || tx.to === null ? undefined : parseAddress(tx.to, 'to'),
    value: parseQuantity(tx.value, 'value'),
    data: parseData(tx.data ?? tx.input, 'data'),
    gas: parseQuantity(tx.gas ?? tx.gasLimit, 'gas'),
    gasPrice: parseQuantity(tx.gasPrice, 'gasPrice'),
    maxFeePerGas: parseQuantity(tx.maxFeePerGas, 'maxFeePerGas'),
    maxPriorityFeePerGas: parseQuantity(tx.maxPriorityFeePerGas, 'maxPriorityFeePerGas'),
    nonce: nonce === undefined ? undefined : Number(nonce),
    chainId: tx.chainId === undefined ? undefined : parseChainId(tx.chainId),
  };
}

const LOOPBACK_HOSTNAMES = new Set(['localhost', '[::1]', '::1']);

/** True for http(s) URLs on 127.0.0.0/8, localhost or ::1. */
export function isLoopbackRpcUrl(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false;
  return LOOPBACK_HOSTNAMES.has(parsed.hostname) || /^127(\.\d{1,3}){3}$/.test(parsed.hostname);
}
