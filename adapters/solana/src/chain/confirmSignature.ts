/**
 * Waits for a transaction, by its signature, to be confirmed: polls getSignatureStatuses (no
 * WebSocket needed, so it works behind any RPC) until the cluster reports it confirmed or
 * finalized, and fails with the chain's error when it landed with one.
 */
import type { Connection, TransactionError } from '@solana/web3.js';
import { decodeBase58 } from '../base58';
import {
  ChainModuleDestroyedError,
  ConfirmationTimeoutError,
  InvalidSignatureError,
  SolanaRpcError,
  TransactionFailedError,
} from './chainErrors';
import { SIGNATURE_BYTES } from './wireTransaction';

/** How often the status is asked for. */
export const CONFIRM_POLL_INTERVAL_MS = 400;
/** How long confirm waits (a blockhash lives ~60-90 s: past this the transaction rarely lands). */
export const CONFIRM_TIMEOUT_MS = 60_000;

export interface ConfirmOptions {
  /** Aborted when the chain module is destroyed. */
  readonly signal: AbortSignal;
  readonly pollIntervalMs?: number | undefined;
  readonly timeoutMs?: number | undefined;
}

/** The chain's `err` as one line, in the words of the RPC's preflight messages. */
export function describeTransactionError(err: TransactionError): string {
  if (typeof err === 'string') return err;
  const instruction = (err as { InstructionError?: unknown }).InstructionError;
  if (Array.isArray(instruction) && instruction.length === 2) {
    const [index, cause] = instruction as [unknown, unknown];
    const custom = (cause as { Custom?: unknown } | null)?.Custom;
    const detail =
      typeof custom === 'number'
        ? `custom program error: 0x${custom.toString(16)}`
        : typeof cause === 'string'
          ? cause
          : JSON.stringify(cause);
    return `Error processing Instruction ${String(index)}: ${detail}`;
  }
  return JSON.stringify(err);
}

export function requireSignature(signature: unknown): string {
  const bytes = typeof signature === 'string' ? decodeBase58(signature) : undefined;
  if (bytes?.length !== SIGNATURE_BYTES) {
    throw new InvalidSignatureError(`expected ${SIGNATURE_BYTES} bytes in base58`);
  }
  return signature as string;
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(new ChainModuleDestroyedError());
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(new ChainModuleDestroyedError());
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

export async function confirmSignature(
  connection: Connection,
  signature: string,
  options: ConfirmOptions,
): Promise<void> {
  requireSignature(signature);
  const { signal } = options;
  const interval = options.pollIntervalMs ?? CONFIRM_POLL_INTERVAL_MS;
  const timeout = options.timeoutMs ?? CONFIRM_TIMEOUT_MS;
  const started = Date.now();
  for (;;) {
    if (signal.aborted) throw new ChainModuleDestroyedError();
    let status;
    try {
      [status] = (
        await connection.getSignatureStatuses([signature], { searchTransactionHistory: true })
      ).value;
    } catch (error) {
      if (signal.aborted) throw new ChainModuleDestroyedError();
      throw new SolanaRpcError('read the transaction status', error);
    }
    if (status?.err) {
      throw new TransactionFailedError(describeTransactionError(status.err), {
        signature,
        err: status.err,
      });
    }
    // confirmations === null is how older nodes say "rooted" (finalized).
    const landed =
      status &&
      (status.confirmationStatus === 'confirmed' ||
        status.confirmationStatus === 'finalized' ||
        (status.confirmationStatus === undefined && status.confirmations === null));
    if (landed) return;
    if (Date.now() - started >= timeout) throw new ConfirmationTimeoutError(signature, timeout);
    await pause(interval, signal);
  }
}
