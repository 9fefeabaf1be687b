/**
 * EIP-5792 `wallet_sendCalls` (version 2.0.0): the request the wallet receives, built from a
 * batch of calls after the spec's rule (section 5) "wallet_sendCalls call targets must start
 * with 0x", and the batch id read from the answer.
 */
import { WalletRequestError } from '@portico/core';
import { SendCallsTargetError } from './errors';
import { toHexQuantity } from './hexEncoding';
import type { Hex } from './library';

export const SEND_CALLS_VERSION = '2.0.0';

export interface BatchCall {
  readonly to: string;
  /** In wei. */
  readonly value?: bigint;
  readonly data?: string;
}

export interface SendCallsInput {
  readonly chainId: number;
  readonly from: string;
  readonly calls: readonly BatchCall[];
  /** Must the wallet run the calls atomically? (default false) */
  readonly atomicRequired?: boolean;
  readonly capabilities?: Readonly<Record<string, unknown>>;
}

export interface SendCallsRequest {
  readonly version: typeof SEND_CALLS_VERSION;
  readonly chainId: Hex;
  readonly from: string;
  readonly atomicRequired: boolean;
  readonly calls: readonly { readonly to: string; readonly value?: Hex; readonly data?: string }[];
  readonly capabilities?: Readonly<Record<string, unknown>>;
}

/** Throws SendCallsTargetError for the first call whose `to` does not start with 0x. */
export function assertSendCallsTargets(calls: readonly { readonly to?: unknown }[]): void {
  calls.forEach((call, index) => {
    if (typeof call.to !== 'string' || !call.to.startsWith('0x')) {
      throw new SendCallsTargetError(index);
    }
  });
}

/** The params[0] of `wallet_sendCalls`, with values as hex quantities. */
export function buildSendCallsRequest(input: SendCallsInput): SendCallsRequest {
  assertSendCallsTargets(input.calls);
  return {
    version: SEND_CALLS_VERSION,
    chainId: toHexQuantity(input.chainId),
    from: input.from,
    atomicRequired: input.atomicRequired ?? false,
    calls: input.calls.map((call) => ({
      to: call.to,
      ...(call.value !== undefined && { value: toHexQuantity(call.value) }),
      ...(call.data !== undefined && { data: call.data }),
    })),
    ...(input.capabilities !== undefined && { capabilities: input.capabilities }),
  };
}

/** The batch id: v2 wallets answer `{ id }`, v1 wallets the id itself. */
export function readSendCallsId(answer: unknown): string {
  const id = typeof answer === 'string' ? answer : (answer as { id?: unknown } | null)?.id;
  if (typeof id !== 'string' || id.length === 0) {
    throw new WalletRequestError('wallet_sendCalls', answer);
  }
  return id;
}
