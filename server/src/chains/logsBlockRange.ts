/**
 * The block span of an eth_getLogs forwarded by the chain RPC route, capped
 * (config.rpcProxy.maxLogsBlockRange): a filter over the whole chain makes the node scan it
 * and answer megabytes. The filter is the request's one params entry:
 *
 * - with `blockHash`: one block, always within the cap (the node checks the rest);
 * - else `fromBlock` and `toBlock` (default 'latest'): hex block numbers or the tags
 *   'earliest' (block 0) and 'latest', 'pending', 'safe', 'finalized' (the node's head: safe
 *   and finalized lie a little behind it, so the span counted is at most the real one plus
 *   that distance); the head is read from the node only when a tag needs it;
 * - the span is toBlock - fromBlock + 1; more than the cap is a 400 that names the cap. A
 *   reversed range is left to the node, which refuses it.
 *
 * Anything else (no filter, two filters, a block that is not a number or a tag) is a 400.
 */
import { InvalidRequestError } from '../errors';
import { SERVER_MESSAGES } from '../messages';
import type { JsonRpcRequest } from './jsonRpcRequest';

const HEAD_TAGS: ReadonlySet<string> = new Set(['latest', 'pending', 'safe', 'finalized']);
const BLOCK_NUMBER = /^0x[0-9a-fA-F]{1,16}$/;

type BlockRef = { readonly number: bigint } | { readonly head: true };

export async function assertLogsBlockRange(
  request: JsonRpcRequest,
  maxBlocks: number,
  readHead: () => Promise<bigint>,
): Promise<void> {
  const { params } = request;
  const filter: unknown = Array.isArray(params) && params.length === 1 ? params[0] : undefined;
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter)) {
    throw new InvalidRequestError(SERVER_MESSAGES.rpcLogsFilter);
  }
  const fields = filter as Readonly<Record<string, unknown>>;
  if (fields.blockHash !== undefined) return;
  const from = readBlockRef('fromBlock', fields.fromBlock);
  const to = readBlockRef('toBlock', fields.toBlock);
  const head = 'head' in from || 'head' in to ? await readHead() : 0n;
  const numberOf = (ref: BlockRef) => ('head' in ref ? head : ref.number);
  const span = numberOf(to) - numberOf(from) + 1n;
  if (span > BigInt(maxBlocks)) {
    throw new InvalidRequestError(SERVER_MESSAGES.rpcLogsRangeTooLarge(String(span), maxBlocks));
  }
}

function readBlockRef(field: string, value: unknown): BlockRef {
  if (value === undefined || (typeof value === 'string' && HEAD_TAGS.has(value))) {
    return { head: true };
  }
  if (value === 'earliest') return { number: 0n };
  if (typeof value === 'string' && BLOCK_NUMBER.test(value)) return { number: BigInt(value) };
  throw new InvalidRequestError(
    SERVER_MESSAGES.rpcLogsBlock(field, JSON.stringify(value).slice(0, 80)),
  );
}
