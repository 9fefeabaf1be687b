/**
 * Typed errors of the EVM adapters only. The errors every adapter shares (UserRejectedError,
 * WalletRequestError, SendFailedError, ChainNotSupportedError) are core's, and
 * walletErrors.ts maps a wallet's errors onto them. Texts come from core's MESSAGES (spec
 * section 8), so a message appears once in the code base. Errors caused by a wallet keep the
 * wallet's error as `cause` and its EIP-1193 / JSON-RPC code as `walletCode`.
 */
import { MESSAGES, PorticoError } from '@portico/core';

/** Signing failed for a smart account: 'This application might not support Smart Accounts'. */
export class SmartAccountSigningError extends PorticoError {
  override readonly name = 'SmartAccountSigningError';
  constructor(
    cause: unknown,
    readonly walletCode?: number,
  ) {
    super(MESSAGES.smartAccountSigningFailed, 'SMART_ACCOUNT_SIGNING_FAILED', { cause });
  }
}

/** A wallet_getCapabilities answer that is not EIP-5792's shape. */
export class CapabilitiesParseError extends PorticoError {
  override readonly name = 'CapabilitiesParseError';
  constructor() {
    super(MESSAGES.errorParsingCapabilities, 'INVALID_CAPABILITIES');
  }
}

/** A wallet_sendCalls call whose target does not start with 0x. */
export class SendCallsTargetError extends PorticoError {
  override readonly name = 'SendCallsTargetError';
  constructor(readonly index: number) {
    super(MESSAGES.sendCallsTargetNot0x, 'SEND_CALLS_TARGET_NOT_0X');
  }
}

/** The connector has no EIP-1193 provider to talk to. */
export class ProviderNotFoundError extends PorticoError {
  override readonly name = 'ProviderNotFoundError';
  constructor(readonly connectorId: string) {
    super(MESSAGES.providerNotFound, 'PROVIDER_NOT_FOUND');
  }
}

/** A configured token whose contract did not answer as an ERC-20 ('An error occurred'). */
export class TokenReadError extends PorticoError {
  override readonly name = 'TokenReadError';
  constructor(
    readonly token: string,
    readonly functionName: string,
  ) {
    super(MESSAGES.anErrorOccurred, 'TOKEN_READ_FAILED');
  }
}

/** How much of a bad hash a message quotes. */
const QUOTED_HASH_MAX_LENGTH = 70;

/** getTransactionStatus was given something that is not `0x` and 64 hex digits. */
export class InvalidTransactionHashError extends PorticoError {
  override readonly name = 'InvalidTransactionHashError';
  constructor(readonly hash: unknown) {
    const text = String(hash);
    const quoted =
      text.length > QUOTED_HASH_MAX_LENGTH ? `${text.slice(0, QUOTED_HASH_MAX_LENGTH)}…` : text;
    super(
      `Not a transaction hash (0x and 64 hex digits): ${JSON.stringify(quoted)}`,
      'INVALID_TRANSACTION_HASH',
    );
  }
}
