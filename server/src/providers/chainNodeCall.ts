/**
 * One JSON-RPC call to a configured chain's node through ChainReader.forward, with the
 * node's own error (a revert, a bad parameter) kept apart from a node that does not answer
 * (502 UpstreamError).
 */
import type { ChainReader } from '../context';
import { HttpError, UpstreamError } from '../errors';
import { SERVER_MESSAGES } from '../messages';

export type ChainNodeOutcome =
  | { readonly ok: true; readonly result: unknown }
  | { readonly ok: false; readonly message: string };

const REQUEST_ID = 1;

export async function callChainNode(
  chain: ChainReader,
  method: string,
  params: readonly unknown[],
): Promise<ChainNodeOutcome> {
  const chainId = chain.config.caipNetworkId;
  let answer: unknown;
  try {
    answer = await chain.forward({ jsonrpc: '2.0', id: REQUEST_ID, method, params });
  } catch (cause) {
    if (cause instanceof HttpError) throw cause;
    throw new UpstreamError(SERVER_MESSAGES.chainUnavailable(chainId), { cause });
  }
  if (typeof answer !== 'object' || answer === null) {
    throw new UpstreamError(SERVER_MESSAGES.chainUnavailable(chainId));
  }
  if ('error' in answer) {
    const error = (answer as { error: unknown }).error;
    const message =
      typeof error === 'object' && error !== null && 'message' in error
        ? String((error as { message: unknown }).message)
        : String(error);
    return { ok: false, message };
  }
  if (!('result' in answer)) throw new UpstreamError(SERVER_MESSAGES.chainUnavailable(chainId));
  return { ok: true, result: (answer as { result: unknown }).result };
}
