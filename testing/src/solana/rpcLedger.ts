import { VersionedMessage, VersionedTransaction } from '@solana/web3.js';
import { FailedTransactionMetadata, type LiteSVM, type TransactionMetadata } from 'litesvm';
import { encodeAccount, readAccount, type AccountEncoding } from './rpcAccounts';
import { encodeBase58 } from './rpcBase58';
import {
  invalidParams,
  RPC_INTERNAL_ERROR,
  RPC_SEND_TRANSACTION_PREFLIGHT_FAILURE,
  RpcError,
} from './rpcParams';
import {
  ALREADY_PROCESSED,
  BLOCKHASH_NOT_FOUND,
  describeTransactionError,
  toRpcTransactionError,
  type RpcTransactionError,
} from './rpcTransactionErrors';

/**
 * The chain over LiteSVM: one slot (= one block) per processed transaction or airdrop, a new
 * blockhash each slot, and a window of recent blockhashes this module checks itself (LiteSVM
 * accepts only its latest one, web3.js reuses one for ~30 s). Every transaction is final once
 * processed. Sending simulates first, as a validator's preflight does, because LiteSVM
 * charges the fee of a failed transaction.
 */

/** A blockhash stays valid for this many blocks (Solana's MAX_PROCESSING_AGE). */
export const BLOCKHASH_VALIDITY_BLOCKS = 150;
/** LiteSVM's fee per signature (priority fees are not counted here). */
export const LAMPORTS_PER_SIGNATURE = 5000;

export interface LedgerEntry {
  readonly signature: string;
  readonly slot: number;
  readonly blockTime: number;
  readonly err: RpcTransactionError | null;
  readonly logs: readonly string[];
  readonly fee: number;
  readonly unitsConsumed: number;
  /** Undefined for airdrops (LiteSVM builds and signs those itself). */
  readonly transaction: VersionedTransaction | undefined;
  readonly preBalances: readonly number[];
  readonly postBalances: readonly number[];
}

export interface BlockhashInfo {
  readonly blockhash: string;
  readonly lastValidBlockHeight: number;
}

export interface SimulateOptions {
  readonly sigVerify: boolean;
  readonly replaceRecentBlockhash: boolean;
  readonly accounts?: { readonly addresses: readonly string[]; readonly encoding: AccountEncoding };
}

export interface SimulationValue {
  err: RpcTransactionError | null;
  logs: string[];
  accounts: (Record<string, unknown> | null)[] | null;
  unitsConsumed: number;
  returnData: { programId: string; data: [string, 'base64'] } | null;
  innerInstructions: null;
  replacementBlockhash?: BlockhashInfo;
}

export interface Ledger {
  /** The current slot; with one block per slot it is also the block height. */
  slot(): number;
  latestBlockhash(): BlockhashInfo;
  isBlockhashValid(blockhash: string): boolean;
  readonly genesisHash: string;
  /** Fee of an encoded message, null when its blockhash is not valid any more. */
  feeForMessage(messageBytes: Uint8Array): number | null;
  send(transactionBytes: Uint8Array, options: { skipPreflight: boolean }): string;
  simulate(transactionBytes: Uint8Array, options: SimulateOptions): SimulationValue;
  /** Addresses are validated by the caller (32 bytes). */
  airdrop(address: string, lamports: bigint): string;
  entry(signature: string): LedgerEntry | undefined;
  /** Called after every processed transaction or airdrop; returns the unsubscribe. */
  onProcessed(listener: (entry: LedgerEntry) => void): () => void;
}

type SvmTransaction = Parameters<LiteSVM['sendTransaction']>[0];
type SvmAddress = Parameters<LiteSVM['getBalance']>[0];
type SvmOutcome = TransactionMetadata | FailedTransactionMetadata;

function isFailure<T>(
  outcome: T | FailedTransactionMetadata,
): outcome is FailedTransactionMetadata {
  return outcome instanceof FailedTransactionMetadata;
}

/** Length of the compact-u16 signature count at the start of a wire transaction, and its value. */
function readCompactU16(bytes: Uint8Array): { value: number; size: number } {
  let value = 0;
  for (let size = 0; size < 3; size += 1) {
    const byte = bytes[size] ?? 0;
    value |= (byte & 0x7f) << (7 * size);
    if ((byte & 0x80) === 0) return { value, size: size + 1 };
  }
  throw invalidParams('transaction has a malformed signature count');
}

interface DecodedTransaction {
  readonly transaction: VersionedTransaction;
  readonly signature: string;
  readonly svmTransaction: SvmTransaction;
  readonly staticKeys: readonly string[];
}

function decodeTransaction(bytes: Uint8Array): DecodedTransaction {
  let transaction: VersionedTransaction;
  try {
    transaction = VersionedTransaction.deserialize(bytes);
  } catch (error) {
    throw invalidParams(`transaction could not be decoded: ${(error as Error).message}`);
  }
  const staticKeys = transaction.message.staticAccountKeys.map((key) => key.toBase58());
  const required = transaction.message.header.numRequiredSignatures;
  if (transaction.signatures.length !== required || staticKeys.length < required) {
    throw invalidParams(
      `transaction carries ${transaction.signatures.length} signatures, its message requires ${required}`,
    );
  }
  const count = readCompactU16(bytes);
  const signatures: Record<string, Uint8Array> = {};
  transaction.signatures.forEach((signature, index) => {
    signatures[staticKeys[index] ?? ''] = signature;
  });
  // The exact signed message bytes (re-serializing the parsed message could differ).
  const messageBytes = bytes.subarray(count.size + 64 * count.value);
  return {
    transaction,
    signature: encodeBase58(transaction.signatures[0] ?? new Uint8Array(64)),
    svmTransaction: { messageBytes, signatures } as unknown as SvmTransaction,
    staticKeys,
  };
}

export function createLedger(svm: LiteSVM): Ledger {
  // This module checks blockhashes against its window; LiteSVM would accept only the latest.
  svm.withBlockhashCheck(false);
  const entries = new Map<string, LedgerEntry>();
  const listeners = new Set<(entry: LedgerEntry) => void>();
  /** Recent blockhashes and the last block height each is valid for. */
  const validUntil = new Map<string, number>();
  let height = Number(svm.getClock().slot);
  const genesisHash = svm.latestBlockhash();
  validUntil.set(genesisHash, height + BLOCKHASH_VALIDITY_BLOCKS);

  const balance = (address: string): number => Number(svm.getBalance(address as SvmAddress) ?? 0n);
  const isBlockhashValid = (blockhash: string): boolean =>
    (validUntil.get(blockhash) ?? -1) >= height;
  const latestBlockhash = (): BlockhashInfo => {
    const blockhash = svm.latestBlockhash();
    return { blockhash, lastValidBlockHeight: validUntil.get(blockhash) ?? height };
  };

  function advance(): void {
    height += 1;
    svm.warpToSlot(BigInt(height));
    svm.expireBlockhash();
    validUntil.set(svm.latestBlockhash(), height + BLOCKHASH_VALIDITY_BLOCKS);
    for (const [blockhash, lastValid] of validUntil)
      if (lastValid < height) validUntil.delete(blockhash);
  }

  function record(entry: LedgerEntry): void {
    entries.set(entry.signature, entry);
    for (const listener of listeners) listener(entry);
  }

  function withSigverify<T>(sigVerify: boolean, run: () => T): T {
    if (sigVerify) return run();
    svm.withSigverify(false);
    try {
      return run();
    } finally {
      svm.withSigverify(true);
    }
  }

  function runSimulation(decoded: DecodedTransaction, sigVerify: boolean) {
    try {
      return withSigverify(sigVerify, () => svm.simulateTransaction(decoded.svmTransaction));
    } catch (error) {
      throw invalidParams(`transaction could not be simulated: ${(error as Error).message}`);
    }
  }

  function preflightError(
    err: RpcTransactionError,
    logs: readonly string[],
    unitsConsumed: number,
  ): RpcError {
    return new RpcError(
      RPC_SEND_TRANSACTION_PREFLIGHT_FAILURE,
      `Transaction simulation failed: ${describeTransactionError(err)}`,
      { accounts: null, err, innerInstructions: null, logs, returnData: null, unitsConsumed },
    );
  }

  function send(bytes: Uint8Array, { skipPreflight }: { skipPreflight: boolean }): string {
    const decoded = decodeTransaction(bytes);
    if (entries.has(decoded.signature)) {
      if (skipPreflight) return decoded.signature;
      throw preflightError(ALREADY_PROCESSED, [], 0);
    }
    if (!isBlockhashValid(decoded.transaction.message.recentBlockhash)) {
      throw preflightError(BLOCKHASH_NOT_FOUND, [], 0);
    }
    if (!skipPreflight) {
      const simulation = runSimulation(decoded, true);
      if (isFailure(simulation)) {
        const meta = simulation.meta();
        throw preflightError(
          toRpcTransactionError(simulation.err()),
          meta.logs(),
          Number(meta.computeUnitsConsumed()),
        );
      }
    }
    const preBalances = decoded.staticKeys.map(balance);
    let outcome: SvmOutcome;
    try {
      outcome = svm.sendTransaction(decoded.svmTransaction);
    } catch (error) {
      throw invalidParams(`transaction could not be processed: ${(error as Error).message}`);
    }
    const postBalances = decoded.staticKeys.map(balance);
    const meta = isFailure(outcome) ? outcome.meta() : outcome;
    const err = isFailure(outcome) ? toRpcTransactionError(outcome.err()) : null;
    // A failure that charged no fee never made it into a block (bad signature, unknown payer...).
    if (err !== null && preBalances[0] === postBalances[0]) {
      throw new RpcError(
        RPC_SEND_TRANSACTION_PREFLIGHT_FAILURE,
        `Transaction was not processed: ${describeTransactionError(err)}`,
        {
          accounts: null,
          err,
          logs: meta.logs(),
        },
      );
    }
    advance();
    record({
      signature: decoded.signature,
      slot: height,
      blockTime: Number(svm.getClock().unixTimestamp),
      err,
      logs: meta.logs(),
      fee: LAMPORTS_PER_SIGNATURE * decoded.transaction.signatures.length,
      unitsConsumed: Number(meta.computeUnitsConsumed()),
      transaction: decoded.transaction,
      preBalances,
      postBalances,
    });
    return decoded.signature;
  }

  function simulate(bytes: Uint8Array, options: SimulateOptions): SimulationValue {
    const decoded = decodeTransaction(bytes);
    if (
      !options.replaceRecentBlockhash &&
      !isBlockhashValid(decoded.transaction.message.recentBlockhash)
    ) {
      return {
        err: BLOCKHASH_NOT_FOUND,
        logs: [],
        accounts: null,
        unitsConsumed: 0,
        returnData: null,
        innerInstructions: null,
      };
    }
    const simulation = runSimulation(decoded, options.sigVerify);
    const failed = isFailure(simulation);
    const meta = simulation.meta();
    const returned = meta.returnData();
    const returnData =
      returned.data().length > 0
        ? {
            programId: encodeBase58(returned.programId()),
            data: [Buffer.from(returned.data()).toString('base64'), 'base64'] as [string, 'base64'],
          }
        : null;
    let accounts: SimulationValue['accounts'] = null;
    if (options.accounts) {
      const post = failed ? [] : simulation.postAccounts();
      const { encoding } = options.accounts;
      accounts = options.accounts.addresses.map((address) => {
        const after = post.find((account) => account.address === address);
        const account = after
          ? {
              address,
              lamports: after.lamports,
              owner: after.programAddress,
              data: Uint8Array.from(after.data),
              executable: after.executable,
            }
          : readAccount(svm, address);
        return account && account.lamports > 0n ? encodeAccount(svm, account, encoding) : null;
      });
    }
    return {
      err: failed ? toRpcTransactionError(simulation.err()) : null,
      logs: meta.logs(),
      accounts,
      unitsConsumed: Number(meta.computeUnitsConsumed()),
      returnData,
      innerInstructions: null,
      ...(options.replaceRecentBlockhash ? { replacementBlockhash: latestBlockhash() } : {}),
    };
  }

  function airdrop(address: string, lamports: bigint): string {
    const preBalances = [balance(address)];
    const outcome = svm.airdrop(
      address as SvmAddress,
      lamports as Parameters<LiteSVM['airdrop']>[1],
    );
    if (outcome === null || isFailure(outcome)) {
      const reason =
        outcome === null
          ? 'no result'
          : describeTransactionError(toRpcTransactionError(outcome.err()));
      throw new RpcError(RPC_INTERNAL_ERROR, `airdrop request failed: ${reason}`);
    }
    advance();
    const signature = encodeBase58(outcome.signature());
    record({
      signature,
      slot: height,
      blockTime: Number(svm.getClock().unixTimestamp),
      err: null,
      logs: outcome.logs(),
      fee: LAMPORTS_PER_SIGNATURE,
      unitsConsumed: Number(outcome.computeUnitsConsumed()),
      transaction: undefined,
      preBalances,
      postBalances: [balance(address)],
    });
    return signature;
  }

  function feeForMessage(messageBytes: Uint8Array): number | null {
    let message: VersionedMessage;
    try {
      message = VersionedMessage.deserialize(messageBytes);
    } catch (error) {
      throw invalidParams(`message could not be decoded: ${(error as Error).message}`);
    }
    if (!isBlockhashValid(message.recentBlockhash)) return null;
    return LAMPORTS_PER_SIGNATURE * message.header.numRequiredSignatures;
  }

  return {
    slot: () => height,
    latestBlockhash,
    isBlockhashValid,
    genesisHash,
    feeForMessage,
    send,
    simulate,
    airdrop,
    entry: (signature) => entries.get(signature),
    onProcessed(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
