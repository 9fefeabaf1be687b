/**
 * The one place the chain chunk maps what @polkadot/api and the node throw or answer (a socket
 * that does not open, a JSON-RPC error, a transaction the pool refuses, a dispatch error in a
 * block) onto typed classes. One class per failure, each with a stable `code`; their texts are
 * for developers and logs (the node's text is cut short: it is untrusted). A transfer that fails
 * reaches the adapter as core's SendFailedError with one of these as its `cause`; the
 * existential-deposit refusals are transferErrors.ts (the visitor's input, with their own texts).
 */
import { MESSAGES, PorticoError } from '@portico/core';
import type { ApiPromise, SubmittableResult } from '@polkadot/api';

type Registry = ApiPromise['registry'];
type DispatchError = NonNullable<SubmittableResult['dispatchError']>;

/** The node could not be reached: the socket did not open, or the API was not ready in time. */
export class PolkadotNodeUnreachableError extends PorticoError {
  override readonly name = 'PolkadotNodeUnreachableError';
  constructor(
    readonly url: string,
    reason: string,
    cause?: unknown,
  ) {
    super(`Polkadot node ${url} is unreachable: ${reason}`, 'POLKADOT_NODE_UNREACHABLE', { cause });
  }
}

/** A network with no ws:// or wss:// endpoint (@polkadot/api speaks JSON-RPC over a WebSocket). */
export class PolkadotNoWebSocketError extends PorticoError {
  override readonly name = 'PolkadotNoWebSocketError';
  constructor(readonly networkName: string) {
    super(
      `Network "${networkName}" lists no rpcUrls.default.webSocket endpoint`,
      'POLKADOT_NO_WEBSOCKET',
    );
  }
}

/** The node's chain is not the network's: its genesis hash does not start with the network's id. */
export class PolkadotWrongChainError extends PorticoError {
  override readonly name = 'PolkadotWrongChainError';
  constructor(
    readonly networkId: string,
    readonly genesisHash: string,
  ) {
    super(
      `The node's genesis hash ${genesisHash} is not network ${networkId}'s`,
      'POLKADOT_WRONG_CHAIN',
    );
  }
}

/** A request to the node that failed for another reason (a JSON-RPC error, a closed socket). */
export class PolkadotRpcError extends PorticoError {
  override readonly name = 'PolkadotRpcError';
  constructor(
    readonly action: string,
    cause: unknown,
  ) {
    super(`Polkadot RPC failed to ${action}: ${describeCause(cause)}`, 'POLKADOT_RPC_FAILED', {
      cause,
    });
  }
}

/**
 * The node's pool refused the transaction (JSON-RPC 1010 'Invalid Transaction', 1011 'Unknown
 * Transaction', 1012 'Transaction is temporarily banned', ...), or it left the pool unincluded
 * ('invalid', 'usurped' by another with its nonce, 'dropped').
 */
export class PolkadotTransactionRejectedError extends PorticoError {
  override readonly name = 'PolkadotTransactionRejectedError';
  constructor(
    reason: string,
    readonly rpcCode?: number,
    cause?: unknown,
  ) {
    super(`The node refused the transaction: ${cut(reason)}`, 'POLKADOT_TRANSACTION_REJECTED', {
      cause,
    });
  }
}

/** The transaction is in a block and its call failed there (the fee was paid). */
export class PolkadotDispatchError extends PorticoError {
  override readonly name = 'PolkadotDispatchError';
  constructor(
    readonly hash: string,
    /** `balances.InsufficientBalance`, `Token.FundsUnavailable`, `BadOrigin`, ... */
    readonly error: string,
  ) {
    super(`Transaction ${hash} failed in its block: ${error}`, 'POLKADOT_DISPATCH_FAILED');
  }
}

/** The transaction was sent and no block held it in time (it may still land: look it up). */
export class PolkadotInclusionTimeoutError extends PorticoError {
  override readonly name = 'PolkadotInclusionTimeoutError';
  constructor(
    readonly hash: string,
    readonly waitedMs: number,
  ) {
    super(
      `Transaction ${hash} was in no block within ${Math.round(waitedMs / 1000)} s`,
      'POLKADOT_INCLUSION_TIMEOUT',
    );
  }
}

/** A transaction hash that is not 0x and 64 hex characters. */
export class InvalidExtrinsicHashError extends PorticoError {
  override readonly name = 'InvalidExtrinsicHashError';
  constructor(readonly hash: unknown) {
    super(
      `${typeof hash === 'string' ? JSON.stringify(cut(hash)) : typeof hash} is not a Polkadot transaction hash (0x and 64 hex characters)`,
      'POLKADOT_INVALID_HASH',
    );
  }
}

/** The module was destroyed while the call was waiting, or called after. */
export class PolkadotChainDestroyedError extends PorticoError {
  override readonly name = 'PolkadotChainDestroyedError';
  constructor() {
    super(MESSAGES.requestAborted, 'POLKADOT_CHAIN_DESTROYED');
  }
}

/** JSON-RPC codes of the transaction pool (substrate's author API). */
const POOL_ERROR_CODES: readonly number[] = Object.freeze([
  1010, 1011, 1012, 1013, 1014, 1015, 1016,
]);

/**
 * What @polkadot/api or the node threw while doing `action`: a Portico error stays as it is (a
 * signer's refusal too), a pool refusal is PolkadotTransactionRejectedError, anything else
 * PolkadotRpcError. @polkadot/rpc-provider puts the JSON-RPC code first in its message
 * ("1010: Invalid Transaction: Inability to pay some fees").
 */
export function toChainError(action: string, error: unknown): PorticoError {
  if (error instanceof PorticoError) return error;
  const code = rpcCodeOf(error);
  if (code !== undefined && POOL_ERROR_CODES.includes(code)) {
    return new PolkadotTransactionRejectedError(describeCause(error), code, error);
  }
  return new PolkadotRpcError(action, error);
}

/** The JSON-RPC code an @polkadot/rpc-provider error carries, in its message's head. */
export function rpcCodeOf(error: unknown): number | undefined {
  if (!(error instanceof Error)) return undefined;
  const match = /^(-?\d{1,6}): /.exec(error.message);
  return match ? Number(match[1]) : undefined;
}

/**
 * A dispatch error as `section.Name` (`balances.KeepAlive`) for a pallet's error, from the
 * runtime's metadata, else its kind and detail (`Token.FundsUnavailable`, `BadOrigin`).
 */
export function dispatchErrorName(registry: Registry, error: DispatchError): string {
  if (error.isModule) {
    try {
      const { section, name } = registry.findMetaError(error.asModule);
      return `${section}.${name}`;
    } catch {
      return `Module(${error.asModule.index.toString()}, ${error.asModule.error.toHex()})`;
    }
  }
  if (error.isToken) return `Token.${error.asToken.type}`;
  if (error.isArithmetic) return `Arithmetic.${error.asArithmetic.type}`;
  return error.type;
}

/** Dispatch errors that mean the sender would fall under the existential deposit. */
export const SENDER_KEEP_ALIVE_ERRORS: readonly string[] = Object.freeze([
  'balances.KeepAlive',
  'balances.InsufficientBalance',
  'balances.Expendability',
  'Token.FundsUnavailable',
  'Token.NotExpendable',
]);

/** Dispatch errors that mean the receiver would get less than the existential deposit. */
export const RECEIVER_EXISTENTIAL_DEPOSIT_ERRORS: readonly string[] = Object.freeze([
  'balances.ExistentialDeposit',
  'Token.BelowMinimum',
]);

function describeCause(cause: unknown): string {
  return cut(cause instanceof Error ? cause.message : String(cause));
}

function cut(text: string): string {
  return text.length > 200 ? `${text.slice(0, 200)}…` : text;
}
