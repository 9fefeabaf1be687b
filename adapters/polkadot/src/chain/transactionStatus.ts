/**
 * Where a sent Polkadot transaction stands. Nodes (and chopsticks) keep no index of
 * transactions by hash, so:
 * - a transaction this module sent or found before is looked up in its block: still on the
 *   chain's canonical branch → 'confirmed', or 'failed' when its call failed there (the fee was
 *   paid); off it (a reorganisation) → searched again;
 * - otherwise the recent blocks are searched, from the tip back to the first block older than
 *   `sentAt` (the block's `timestamp.set`, less a minute for clocks apart) and at most
 *   POLKADOT_STATUS_SEARCH_BLOCKS; a later call searches only the blocks added since;
 * - not found: 'pending' while it could still land, 'dropped' after. @polkadot/api signs
 *   transactions mortal for 64 blocks (6.4 min at 6 s a block, 12.8 at 12 s), so the bound is
 *   POLKADOT_UNKNOWN_GRACE_MS after `sentAt`, on the caller's clock.
 * A hash read long after it was sent by another instance (more than the search reaches back)
 * reads 'dropped'; the instance that sent it remembers its block.
 */
import type { ChainTransactionStatus } from '@portico/core';
// The types of the chain's calls and storage (the import is erased: no code at run time).
import type {} from '@polkadot/api/augment';
import type { ApiPromise } from '@polkadot/api';
import { InvalidExtrinsicHashError, toChainError } from './chainErrors';
import type { LandedTransaction, SentTransactions } from './sentTransactions';

/** What timestampOf reads of a block (@polkadot/types' SignedBlock). */
interface BlockExtrinsics {
  readonly block: {
    readonly extrinsics: readonly {
      readonly method: { section: string; method: string; args: readonly { toString(): string }[] };
    }[];
  };
}

/** How long after `sentAt` a transaction no block holds may still land. */
export const POLKADOT_UNKNOWN_GRACE_MS = 15 * 60_000;
/** The most blocks one status call reads (an hour at 6 s a block). */
export const POLKADOT_STATUS_SEARCH_BLOCKS = 600;
/** Block timestamps and the caller's clock may differ by this much. */
const CLOCK_MARGIN_MS = 60_000;

const EXTRINSIC_HASH = /^0x[0-9a-fA-F]{64}$/;

export function requireExtrinsicHash(hash: unknown): string {
  if (typeof hash !== 'string' || !EXTRINSIC_HASH.test(hash)) {
    throw new InvalidExtrinsicHashError(hash);
  }
  return hash.toLowerCase();
}

/** Where the transaction landed, if `api` shows it in the canonical branch; undefined when not there. */
async function confirmLanding(
  api: ApiPromise,
  landing: LandedTransaction,
): Promise<LandedTransaction | undefined> {
  const canonical = await api.rpc.chain.getBlockHash(landing.blockNumber);
  return canonical.toHex() === landing.blockHash ? landing : undefined;
}

/** Whether the extrinsic at `index` of the block failed (system.ExtrinsicFailed in its phase). */
async function extrinsicFailed(api: ApiPromise, blockHash: string, index: number) {
  const events = await (await api.at(blockHash)).query.system.events();
  return events.some(
    ({ phase, event }) =>
      phase.isApplyExtrinsic &&
      phase.asApplyExtrinsic.toNumber() === index &&
      api.events.system.ExtrinsicFailed.is(event),
  );
}

/** The block's `timestamp.set` argument (ms), if it has one. */
function timestampOf(block: BlockExtrinsics): number | undefined {
  const set = block.block.extrinsics.find(
    ({ method }) => method.section === 'timestamp' && method.method === 'set',
  );
  const value = set?.method.args[0];
  return value === undefined ? undefined : Number(value.toString());
}

/** Searches the blocks from the tip down for `hash`; records what it finds and how far it read. */
async function search(
  api: ApiPromise,
  sent: SentTransactions,
  key: string,
  hash: string,
  sentAt: number,
): Promise<LandedTransaction | undefined> {
  const searchedTo = sent.searchedTo(key);
  let blockHash = (await api.rpc.chain.getBlockHash()).toHex();
  let tipNumber: number | undefined;
  for (let read = 0; read < POLKADOT_STATUS_SEARCH_BLOCKS; read += 1) {
    const block = await api.rpc.chain.getBlock(blockHash);
    const number = block.block.header.number.toNumber();
    tipNumber ??= number;
    if (searchedTo !== undefined && number <= searchedTo) break;
    const index = block.block.extrinsics.findIndex((extrinsic) => extrinsic.hash.toHex() === hash);
    if (index >= 0) {
      const landing = {
        blockHash,
        blockNumber: number,
        ok: !(await extrinsicFailed(api, blockHash, index)),
      };
      sent.landed(key, landing);
      return landing;
    }
    const timestamp = timestampOf(block);
    if (number === 0 || (timestamp !== undefined && timestamp < sentAt - CLOCK_MARGIN_MS)) break;
    blockHash = block.block.header.parentHash.toHex();
  }
  if (tipNumber !== undefined) sent.setSearchedTo(key, tipNumber);
  return undefined;
}

export async function transactionStatus(
  api: ApiPromise,
  sent: SentTransactions,
  key: string,
  hash: string,
  sentAt: number,
  now: number,
): Promise<ChainTransactionStatus> {
  const txHash = requireExtrinsicHash(hash);
  try {
    const known = sent.find(key);
    let landing = known && (await confirmLanding(api, known));
    if (known && !landing) sent.forget(key);
    landing ??= await search(api, sent, key, txHash, sentAt);
    if (landing) return landing.ok ? 'confirmed' : 'failed';
  } catch (error) {
    throw toChainError('read the transaction status', error);
  }
  // A sentAt that is not a time (NaN) never counts as recent.
  return now - sentAt < POLKADOT_UNKNOWN_GRACE_MS ? 'pending' : 'dropped';
}
