/**
 * The history indexer: reads every configured chain from its cursor (or its startBlock) up
 * to the node's head, in batches of INDEXER_BATCH_BLOCKS, and saves each batch's transfers
 * with the new cursor in one transaction (repository.saveIndexedBlocks), so a restart
 * resumes where it stopped and never saves a transfer twice.
 *
 * A chain whose node fails is logged and tried again on the next pass; the other chains go
 * on, and nothing is thrown: a dead node never stops the server. Only the configured tokens'
 * Transfer logs are read (blockTransfers.ts); a malformed one is skipped with a warning
 * naming its block and transaction, logged once, and the indexer goes on past it. Passes never overlap:
 * `syncOnce` waits for a running pass, then makes its own, so once it resolves every block
 * mined before the call is indexed (when the nodes answered).
 */
import type { ChainReader, ChainRegistry } from '../context';
import { SERVER_MESSAGES } from '../messages';
import type { Repository } from '../storage/repository';
import { readBlockTransfers, type MalformedLog } from './blockTransfers';
import { createChainClient, type ChainClient } from './chainClient';

/** Blocks read and saved together. */
export const INDEXER_BATCH_BLOCKS = 500;
/** Skipped logs remembered so each is warned about once (then the memory starts over). */
const WARNED_LOGS_MAX = 1_000;

export interface HistoryIndexer {
  /** Runs a pass now, then one every pollIntervalMs after the last ended, until stop(). */
  start(): void;
  /** Stops polling; resolves once a running pass has ended (it ends after its batch). */
  stop(): Promise<void>;
  /** One pass over every chain up to its current head. */
  syncOnce(): Promise<void>;
}

export interface HistoryIndexerOptions {
  readonly chains: ChainRegistry;
  readonly repository: Pick<Repository, 'getIndexedBlock' | 'saveIndexedBlocks'>;
  readonly pollIntervalMs: number;
  readonly log: (message: string, error?: unknown) => void;
  readonly batchBlocks?: number;
}

export function createHistoryIndexer(options: HistoryIndexerOptions): HistoryIndexer {
  const { chains, repository, pollIntervalMs, log, batchBlocks = INDEXER_BATCH_BLOCKS } = options;
  const clients = new Map<string, ChainClient>(
    chains
      .list()
      .map((chain) => [
        chain.config.caipNetworkId,
        createChainClient(chain.config.rpcUrl, { batch: true }),
      ]),
  );
  let passes: Promise<void> = Promise.resolve();
  let polling = false;
  /** Set by stop(): a running pass ends after its current batch. */
  let stopping = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const warned = new Set<string>();
  const warnMalformed = (chainId: string) => (where: MalformedLog) => {
    const key = `${chainId} ${where.blockNumber} ${where.transactionHash}`;
    if (warned.has(key)) return;
    if (warned.size >= WARNED_LOGS_MAX) warned.clear();
    warned.add(key);
    log(SERVER_MESSAGES.indexerLogSkipped(chainId, where.blockNumber, where.transactionHash));
  };

  const indexChain = async (chain: ChainReader) => {
    const chainId = chain.config.caipNetworkId;
    const client = clients.get(chainId) as ChainClient;
    const indexed = await repository.getIndexedBlock(chainId);
    let from = BigInt(indexed === undefined ? (chain.config.startBlock ?? 0) : indexed + 1);
    const head = await chain.getBlockNumber();
    while (from <= head) {
      const to = minBigint(from + BigInt(Math.max(1, batchBlocks)) - 1n, head);
      const transfers = await readBlockTransfers(client, chainId, from, to, {
        tokens: chain.config.tokens.map((token) => token.address),
        onMalformedLog: warnMalformed(chainId),
      });
      await repository.saveIndexedBlocks(chainId, Number(to), transfers);
      from = to + 1n;
      if (stopping) return;
    }
  };

  const pass = async () => {
    for (const chain of chains.list()) {
      try {
        await indexChain(chain);
      } catch (error) {
        log(SERVER_MESSAGES.indexerChainFailed(chain.config.caipNetworkId), error);
      }
      if (stopping) return;
    }
  };

  const syncOnce = () => {
    passes = passes.then(pass);
    return passes;
  };

  const poll = () => {
    timer = undefined;
    void syncOnce().then(() => {
      if (polling) timer = setTimeout(poll, pollIntervalMs);
    });
  };

  return {
    start() {
      if (polling) return;
      polling = true;
      stopping = false;
      poll();
    },
    async stop() {
      polling = false;
      stopping = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await passes;
      stopping = false;
    },
    syncOnce,
  };
}

function minBigint(a: bigint, b: bigint): bigint {
  return a < b ? a : b;
}
