/**
 * A node's `result` is untrusted: each read checks it has the form EIP-1474 gives it before it
 * is used. A result of the wrong form ("" or "0x" for a quantity, `null`, "1e5", a number, an
 * object) is this endpoint's failure, not the chain's answer: the client asks the next endpoint
 * (rpcClient.ts), and when every endpoint answers so, the read fails with
 * MalformedRpcAnswerError.
 *
 * - QUANTITY: `0x0`, or `0x` then hex digits without a leading zero, at most 64 digits (a
 *   uint256). Upper-case digits (`0xFF`) are accepted: EIP-1474 writes lower case, but the value
 *   is unambiguous and some nodes and proxies send upper case. A leading zero (`0x01`) and an
 *   empty quantity (`0x`) are refused, as EIP-1474 says.
 * - DATA: `0x` then an even number of hex digits (`0x` is empty data), either case; returned in
 *   lower case.
 */
import { MESSAGES, PorticoError } from '@portico/core';
import type { Hex } from '../library';

const QUANTITY = /^0x(?:0|[1-9a-fA-F][0-9a-fA-F]{0,63})$/;
const DATA = /^0x(?:[0-9a-fA-F]{2})*$/;
/** How much of a bad answer a message quotes. */
const QUOTED_ANSWER_MAX_LENGTH = 40;

/** A node answered a read with a result of the wrong form. */
export class MalformedRpcAnswerError extends PorticoError {
  override readonly name = 'MalformedRpcAnswerError';
  constructor(
    readonly method: string,
    readonly expected: string,
    answer: unknown,
  ) {
    super(MESSAGES.rpcAnswerMalformed(method, expected, quote(answer)), 'RPC_ANSWER_MALFORMED');
  }
}

/** Reads one method's result; throws MalformedRpcAnswerError when it has the wrong form. */
export type RpcAnswerReader<T> = (method: string, answer: unknown) => T;

export const readQuantity: RpcAnswerReader<bigint> = (method, answer) => {
  if (typeof answer !== 'string' || !QUANTITY.test(answer)) {
    throw new MalformedRpcAnswerError(method, 'a hex quantity', answer);
  }
  return BigInt(answer);
};

export const readData: RpcAnswerReader<Hex> = (method, answer) => {
  if (typeof answer !== 'string' || !DATA.test(answer)) {
    throw new MalformedRpcAnswerError(method, 'hex data', answer);
  }
  return answer.toLowerCase() as Hex;
};

/** The answer as JSON, cut short ('undefined' for no result at all). */
function quote(answer: unknown): string {
  let text: string;
  try {
    text = JSON.stringify(answer) ?? String(answer);
  } catch {
    text = typeof answer;
  }
  return text.length > QUOTED_ANSWER_MAX_LENGTH
    ? `${text.slice(0, QUOTED_ANSWER_MAX_LENGTH)}…`
    : text;
}
