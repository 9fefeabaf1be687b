/**
 * Typed errors of the web3.js side of the Solana adapter (the lazy chain module). One class per
 * failure, each with a stable `code`. Their texts are for developers and logs; the adapter turns
 * them into the spec's user-facing texts (errors.ts: toSendError wraps anything it does not know
 * into 'Failed to send transaction. Please try again.').
 */
import { MESSAGES, PorticoError } from '@portico/core';

/** The largest value of a Solana u64 (lamports, token base units). */
export const U64_MAX = 2n ** 64n - 1n;
/** Token decimals are a u8 on chain. */
export const MAX_TOKEN_DECIMALS = 255;

/** A string that is not a base58 Solana address of exactly 32 bytes. */
export class InvalidSolanaAddressError extends PorticoError {
  override readonly name = 'InvalidSolanaAddressError';
  constructor(
    /** What the address was for: 'from', 'to', 'owner', 'mint', 'signer'... */
    readonly field: string,
    readonly value: unknown,
  ) {
    super(
      `${field} is not a Solana address (32 bytes in base58): ${typeof value === 'string' ? JSON.stringify(value) : typeof value}`,
      'SOLANA_INVALID_ADDRESS',
    );
  }
}

/**
 * An SPL transfer to an address that is not on the ed25519 curve (a program-derived address or
 * a token account): its associated token account would be one nobody can sign for.
 */
export class TokenReceiverOffCurveError extends PorticoError {
  override readonly name = 'TokenReceiverOffCurveError';
  constructor(readonly receiver: string) {
    super(
      `${receiver} is not a wallet address (off the ed25519 curve): tokens sent to it could not be moved`,
      'SOLANA_TOKEN_RECEIVER_OFF_CURVE',
    );
  }
}

/** A transfer amount that is not a whole number from 1 to the u64 maximum. */
export class InvalidTransferAmountError extends PorticoError {
  override readonly name = 'InvalidTransferAmountError';
  constructor(readonly amount: unknown) {
    const text = ['bigint', 'number', 'string'].includes(typeof amount)
      ? String(amount)
      : typeof amount;
    super(MESSAGES.invalidAmount(text), 'SOLANA_INVALID_AMOUNT');
  }
}

/** A configured token whose decimals are not a whole number from 0 to 255. */
export class InvalidTokenDecimalsError extends PorticoError {
  override readonly name = 'InvalidTokenDecimalsError';
  constructor(readonly decimals: number) {
    super(MESSAGES.invalidDecimals(decimals, MAX_TOKEN_DECIMALS), 'SOLANA_INVALID_DECIMALS');
  }
}

/** The configured mint is not an account of the SPL Token or Token-2022 program. */
export class NotATokenMintError extends PorticoError {
  override readonly name = 'NotATokenMintError';
  constructor(readonly mint: string) {
    super(`${mint} is not an SPL token mint on this network`, 'SOLANA_NOT_A_MINT');
  }
}

/**
 * A Token-2022 mint with an extension this adapter does not know: the size (and so the rent) of
 * the receiver's token account cannot be worked out, so the send is not built.
 */
export class UnknownTokenExtensionError extends PorticoError {
  override readonly name = 'UnknownTokenExtensionError';
  constructor(
    readonly mint: string,
    readonly extensionType: number,
  ) {
    super(
      `${mint} is a Token-2022 mint with an extension this adapter does not know (type ${extensionType})`,
      'SOLANA_UNKNOWN_TOKEN_EXTENSION',
    );
  }
}

/** Bytes that do not decode as a Solana transaction in the wire format this call takes. */
export class MalformedTransactionError extends PorticoError {
  override readonly name = 'MalformedTransactionError';
  constructor(cause: unknown) {
    super(
      `The bytes are not a Solana wire transaction this call takes: ${describe(cause)}`,
      'SOLANA_MALFORMED_TRANSACTION',
      { cause },
    );
  }
}

/** A signature that is not 64 bytes (or 64 bytes in base58), or that does not verify. */
export class InvalidSignatureError extends PorticoError {
  override readonly name = 'InvalidSignatureError';
  constructor(reason: string, cause?: unknown) {
    super(`Invalid Solana signature: ${reason}`, 'SOLANA_INVALID_SIGNATURE', { cause });
  }
}

/** A signature for an account the transaction does not ask to sign. */
export class UnknownSignerError extends PorticoError {
  override readonly name = 'UnknownSignerError';
  constructor(readonly signer: string) {
    super(`${signer} is not a signer of this transaction`, 'SOLANA_UNKNOWN_SIGNER');
  }
}

/** A transaction that still lacks the signatures of other required signers. */
export class MissingSignatureError extends PorticoError {
  override readonly name = 'MissingSignatureError';
  constructor(readonly signers: readonly string[]) {
    super(
      `The transaction still needs signatures of ${signers.join(', ')}`,
      'SOLANA_MISSING_SIGNATURE',
    );
  }
}

/**
 * The chain refused or failed the transaction: at preflight (simulation) or in a block.
 * `message` is the chain's own text ("Transaction simulation failed: Error processing
 * Instruction 0: custom program error: 0x1"); `err` is the RPC's error value when it gave one.
 */
export class TransactionFailedError extends PorticoError {
  override readonly name = 'TransactionFailedError';
  constructor(
    chainMessage: string,
    readonly details: {
      readonly signature?: string;
      readonly err?: unknown;
      readonly logs?: readonly string[];
      readonly cause?: unknown;
    } = {},
  ) {
    super(chainMessage, 'SOLANA_TRANSACTION_FAILED', { cause: details.cause });
  }
}

/** The transaction's recent blockhash is too old: it can no longer land, build it again. */
export class TransactionExpiredError extends PorticoError {
  override readonly name = 'TransactionExpiredError';
  constructor() {
    super(
      'The transaction’s blockhash has expired: build the transaction again',
      'SOLANA_TRANSACTION_EXPIRED',
    );
  }
}

/** The signature was not confirmed in time (it may still land; look it up before resending). */
export class ConfirmationTimeoutError extends PorticoError {
  override readonly name = 'ConfirmationTimeoutError';
  constructor(
    readonly signature: string,
    readonly waitedMs: number,
  ) {
    super(
      `Transaction ${signature} was not confirmed within ${Math.round(waitedMs / 1000)} s`,
      'SOLANA_CONFIRMATION_TIMEOUT',
    );
  }
}

/** The module was destroyed while the call was waiting. */
export class ChainModuleDestroyedError extends PorticoError {
  override readonly name = 'ChainModuleDestroyedError';
  constructor() {
    super(MESSAGES.requestAborted, 'SOLANA_CHAIN_DESTROYED');
  }
}

/** A JSON-RPC request that failed (network, HTTP status, node error) for another reason. */
export class SolanaRpcError extends PorticoError {
  override readonly name = 'SolanaRpcError';
  constructor(
    readonly action: string,
    cause: unknown,
  ) {
    super(`Solana RPC failed to ${action}: ${describe(cause)}`, 'SOLANA_RPC_FAILED', { cause });
  }
}

function describe(cause: unknown): string {
  return cause instanceof Error ? cause.message : String(cause);
}

/** Runs an RPC step: this module's typed errors pass through, anything else is a SolanaRpcError. */
export async function rpcStep<T>(action: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof PorticoError) throw error;
    throw new SolanaRpcError(action, error);
  }
}
