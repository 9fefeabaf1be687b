import type { Address, Hash, Hex } from 'viem';
import type { JsonRpcCall } from './jsonRpcClient';
import { ProviderRpcError, RPC_ERROR_CODES, RPC_ERROR_MESSAGES } from './providerRpcError';
import {
  chainIdToHex,
  parseAddress,
  parseChainId,
  parseData,
  parseQuantity,
  type TransactionParams,
} from './walletParams';
import type { RpcReceipt } from './walletTransactions';

/** EIP-5792 capabilities of one chain, e.g. `{ atomic: { status: 'supported' } }`. */
export type WalletCapabilities = Record<string, unknown>;

export const EIP5792_VERSION = '2.0.0';

/** EIP-5792 status codes of wallet_getCallsStatus. */
export const CALLS_STATUS = {
  pending: 100,
  confirmed: 200,
  offchainFailure: 400,
  reverted: 500,
  partiallyReverted: 600,
} as const;

export interface CallsStatus {
  version: string;
  id: string;
  chainId: Hex;
  status: number;
  atomic: boolean;
  receipts?: {
    logs: { address: Hex; data: Hex; topics: Hex[] }[];
    status: Hex;
    blockHash: Hash;
    blockNumber: Hex;
    gasUsed: Hex;
    transactionHash: Hash;
  }[];
}

export interface SendCallsRequest {
  id?: string;
  from?: Address;
  chainId: number;
  atomicRequired: boolean;
  calls: TransactionParams[];
  capabilities: Record<string, unknown>;
}

interface CallsDeps {
  /** Sends one call as a signed transaction on the given chain (serialized by the wallet). */
  sendTransaction(chainId: number, from: Address, call: TransactionParams): Promise<Hash>;
  waitForReceipt(chainId: number, hash: Hash): Promise<RpcReceipt>;
  rpc(chainId: number): JsonRpcCall;
}

/** Parses wallet_sendCalls params [{ version, id?, from?, chainId, atomicRequired, calls, capabilities? }]. */
export function parseSendCalls(params: readonly unknown[]): SendCallsRequest {
  const request = params[0];
  if (typeof request !== 'object' || request === null) {
    throw ProviderRpcError.invalidParams('wallet_sendCalls takes one request object');
  }
  const r = request as Record<string, unknown>;
  if (!Array.isArray(r.calls) || r.calls.length === 0) {
    throw ProviderRpcError.invalidParams('calls must be a non-empty array');
  }
  if (r.id !== undefined && (typeof r.id !== 'string' || r.id.length === 0)) {
    throw ProviderRpcError.invalidParams('id must be a non-empty string');
  }
  const calls = r.calls.map((call: unknown, i) => {
    if (typeof call !== 'object' || call === null) {
      throw ProviderRpcError.invalidParams(`calls[${i}] is not an object`);
    }
    const c = call as Record<string, unknown>;
    return {
      to: c.to === undefined ? undefined : parseAddress(c.to, `calls[${i}].to`),
      data: parseData(c.data, `calls[${i}].data`),
      value: parseQuantity(c.value, `calls[${i}].value`),
    };
  });
  return {
    id: r.id as string | undefined,
    from: r.from === undefined ? undefined : parseAddress(r.from, 'from'),
    chainId: parseChainId(r.chainId),
    atomicRequired: r.atomicRequired === true,
    calls,
    capabilities: (r.capabilities ?? {}) as Record<string, unknown>,
  };
}

/** Throws 5700 for a capability the dapp requires (not `optional: true`) that the chain lacks. */
export function assertCapabilitiesSupported(
  requested: Record<string, unknown>,
  supported: WalletCapabilities,
): void {
  for (const [name, value] of Object.entries(requested)) {
    const optional =
      typeof value === 'object' && value !== null && (value as { optional?: unknown }).optional;
    if (!optional && !(name in supported)) {
      throw new ProviderRpcError(
        RPC_ERROR_CODES.unsupportedNonOptionalCapability,
        RPC_ERROR_MESSAGES.unsupportedNonOptionalCapability(name),
      );
    }
  }
}

function randomBatchId(): string {
  const bytes = new Uint8Array(32);
  globalThis.crypto.getRandomValues(bytes);
  return `0x${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * EIP-5792 batches of one wallet: each call of a batch is sent as its own real transaction,
 * in order, in the background; wallet_getCallsStatus reports progress. With
 * `atomicRequired`, the batch is made all-or-nothing with the node's evm_snapshot /
 * evm_revert (anvil, hardhat): if a call fails, the chain is rewound to before the batch.
 */
export function createCallsBatches(deps: CallsDeps) {
  const batches = new Map<string, CallsStatus>();

  async function run(batch: CallsStatus, from: Address, request: SendCallsRequest) {
    const rpc = deps.rpc(request.chainId);
    const snapshot = request.atomicRequired ? await rpc('evm_snapshot') : undefined;
    const receipts: RpcReceipt[] = [];
    let failed = false;
    try {
      for (const call of request.calls) {
        const hash = await deps.sendTransaction(request.chainId, from, call);
        const receipt = await deps.waitForReceipt(request.chainId, hash);
        receipts.push(receipt);
        if (receipt.status !== '0x1') {
          failed = true;
          break;
        }
      }
    } catch {
      failed = true; // e.g. eth_estimateGas found a revert before sending
    }
    if (failed && snapshot !== undefined) {
      await rpc('evm_revert', [snapshot]);
      batch.status = CALLS_STATUS.offchainFailure;
      return;
    }
    batch.receipts = receipts.map((r) => ({
      logs: r.logs.map(({ address, data, topics }) => ({ address, data, topics })),
      status: r.status,
      blockHash: r.blockHash,
      blockNumber: r.blockNumber,
      gasUsed: r.gasUsed,
      transactionHash: r.transactionHash,
    }));
    const succeeded = receipts.filter((r) => r.status === '0x1').length;
    batch.status = !failed
      ? CALLS_STATUS.confirmed
      : receipts.length === 0
        ? CALLS_STATUS.offchainFailure
        : succeeded === 0
          ? CALLS_STATUS.reverted
          : CALLS_STATUS.partiallyReverted;
  }

  return {
    /** Registers the batch, starts it, and returns its id at once. */
    send(request: SendCallsRequest, from: Address): { id: string } {
      const id = request.id ?? randomBatchId();
      if (batches.has(id)) {
        throw new ProviderRpcError(
          RPC_ERROR_CODES.duplicateCallsId,
          RPC_ERROR_MESSAGES.duplicateCallsId(id),
        );
      }
      const batch: CallsStatus = {
        version: EIP5792_VERSION,
        id,
        chainId: chainIdToHex(request.chainId),
        status: CALLS_STATUS.pending,
        atomic: request.atomicRequired,
      };
      batches.set(id, batch);
      run(batch, from, request).catch(() => {
        batch.status = CALLS_STATUS.offchainFailure;
      });
      return { id };
    },

    status(id: unknown): CallsStatus {
      const batch = typeof id === 'string' ? batches.get(id) : undefined;
      if (!batch) {
        throw new ProviderRpcError(
          RPC_ERROR_CODES.unknownCallsId,
          RPC_ERROR_MESSAGES.unknownCallsId(String(id)),
        );
      }
      return structuredClone(batch);
    },
  };
}
