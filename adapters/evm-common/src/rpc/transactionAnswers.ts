/**
 * The untrusted answers a fee estimate and a status check read (see rpcAnswers.ts for the rule:
 * a result of the wrong form is this endpoint's failure, and the next endpoint is asked). Each
 * reader allows one shape and refuses everything else with MalformedRpcAnswerError:
 *
 * - eth_getBlockByNumber("latest"): an object; its `baseFeePerGas` absent or `null` (a chain
 *   without EIP-1559) or a QUANTITY. `null` (no latest block) is refused.
 * - eth_getTransactionReceipt(hash): `null` (not mined), or an object for that same hash with a
 *   QUANTITY `blockNumber` and a `status` of `0x1` (success) or `0x0` (reverted). A receipt
 *   without `status` (pre-Byzantium, 2017) or for another hash is refused.
 * - eth_getTransactionByHash(hash): `null` (the node does not know it), or an object for that
 *   same hash.
 */
import type { Hex } from '../library';
import {
  MalformedRpcAnswerError,
  readData,
  readQuantity,
  type RpcAnswerReader,
} from './rpcAnswers';

/** What a mined transaction's receipt says: it ran, or it reverted. */
export type ReceiptStatus = 'success' | 'reverted';

const isRecord = (answer: unknown): answer is Record<string, unknown> =>
  typeof answer === 'object' && answer !== null && !Array.isArray(answer);

/** Whether `answer.field` is DATA equal to `hash` (either case). */
function sameHash(method: string, answer: Record<string, unknown>, field: string, hash: Hex) {
  try {
    return readData(method, answer[field]) === hash.toLowerCase();
  } catch {
    return false;
  }
}

export const readBaseFeePerGas: RpcAnswerReader<bigint | undefined> = (method, answer) => {
  if (!isRecord(answer)) throw new MalformedRpcAnswerError(method, 'a block', answer);
  const baseFee = answer.baseFeePerGas;
  return baseFee === undefined || baseFee === null ? undefined : readQuantity(method, baseFee);
};

/** The receipt's status for `hash`; undefined when the node has no receipt (not mined yet). */
export const receiptStatusReader =
  (hash: Hex): RpcAnswerReader<ReceiptStatus | undefined> =>
  (method, answer) => {
    if (answer === null) return undefined;
    const expected = 'a receipt of the transaction with a 0x0 or 0x1 status';
    if (!isRecord(answer) || !sameHash(method, answer, 'transactionHash', hash)) {
      throw new MalformedRpcAnswerError(method, expected, answer);
    }
    readQuantity(method, answer.blockNumber);
    const status = answer.status;
    if (status === '0x1') return 'success';
    if (status === '0x0') return 'reverted';
    throw new MalformedRpcAnswerError(method, expected, answer);
  };

/** Whether the node knows the transaction `hash` (in a block or in its pool). */
export const knownTransactionReader =
  (hash: Hex): RpcAnswerReader<boolean> =>
  (method, answer) => {
    if (answer === null) return false;
    if (!isRecord(answer) || !sameHash(method, answer, 'hash', hash)) {
      throw new MalformedRpcAnswerError(method, 'the transaction or null', answer);
    }
    return true;
  };
