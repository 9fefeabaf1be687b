/**
 * The value transfers of a range of blocks, as the history indexer saves them:
 * - every transaction with a value above 0 as a native transfer (log index -1), its status
 *   from the transaction's receipt ('failed' when it reverted: nothing moved, but the
 *   account did send it);
 * - the ERC-20 Transfer logs of the configured tokens only (topic0
 *   Transfer(address,address,uint256), from and to as the two indexed topics, the amount as
 *   32 bytes of data): the node is asked for those addresses alone, so spam tokens never
 *   reach the database, and with no token configured no logs are read. ERC-721 transfers
 *   carry a third indexed topic and are not value transfers of a currency: they are left out.
 * A malformed Transfer log (data that is not one 32-byte word, a topic or position that is
 * not hex) is skipped and reported through `onMalformedLog`; it never fails the batch.
 * Addresses are lower case; timestamps are the blocks'.
 */
import { toEventSelector, type Hex } from 'viem';
import type { TransferRecord } from '../storage/repository';
import type { ChainClient } from './chainClient';

export const ERC20_TRANSFER_TOPIC = toEventSelector('Transfer(address,address,uint256)');
/** Blocks and receipts requested at once. */
export const BLOCK_READ_CONCURRENCY = 16;
/** A 32-byte word: 0x and 64 hex digits. */
const WORD = /^0x[0-9a-fA-F]{64}$/;
/** A JSON-RPC quantity: 0x and 1 to 16 hex digits. */
const QUANTITY = /^0x[0-9a-fA-F]{1,16}$/;

/** Where a skipped log was, for the warning: block number and transaction hash as sent. */
export interface MalformedLog {
  readonly blockNumber: string;
  readonly transactionHash: string;
}

export interface BlockTransferOptions {
  /** The configured ERC-20 contracts of the chain: only their Transfer logs are read. */
  readonly tokens: readonly Hex[];
  readonly onMalformedLog?: (log: MalformedLog) => void;
}

interface RawLog {
  readonly address: Hex;
  readonly topics: readonly Hex[];
  readonly data: Hex;
  readonly blockNumber: Hex | null;
  readonly transactionHash: Hex | null;
  readonly transactionIndex: Hex | null;
  readonly logIndex: Hex | null;
  readonly removed?: boolean;
}

export async function readBlockTransfers(
  client: ChainClient,
  chainId: string,
  fromBlock: bigint,
  toBlock: bigint,
  { tokens: tokenAddresses, onMalformedLog }: BlockTransferOptions,
): Promise<TransferRecord[]> {
  const numbers: bigint[] = [];
  for (let block = fromBlock; block <= toBlock; block++) numbers.push(block);
  const [blocks, logs] = await Promise.all([
    mapConcurrently(numbers, (blockNumber) =>
      client.getBlock({ blockNumber, includeTransactions: true }),
    ),
    tokenAddresses.length === 0
      ? Promise.resolve([])
      : (client.request({
          method: 'eth_getLogs',
          params: [
            {
              address: [...tokenAddresses],
              fromBlock: `0x${fromBlock.toString(16)}`,
              toBlock: `0x${toBlock.toString(16)}`,
              topics: [ERC20_TRANSFER_TOPIC],
            },
          ],
        }) as Promise<unknown[]>),
  ]);
  const minedAt = new Map(blocks.map((block) => [block.number, Number(block.timestamp)]));

  const valueTransactions = blocks.flatMap((block) =>
    block.transactions.filter((transaction) => transaction.value > 0n),
  );
  const receipts = await mapConcurrently(valueTransactions, (transaction) =>
    client.getTransactionReceipt({ hash: transaction.hash }),
  );
  const native = valueTransactions.map((transaction, index): TransferRecord => ({
    chainId,
    blockNumber: Number(transaction.blockNumber),
    transactionIndex: transaction.transactionIndex,
    logIndex: -1,
    transactionHash: transaction.hash.toLowerCase(),
    minedAt: minedAt.get(transaction.blockNumber) ?? 0,
    from: transaction.from.toLowerCase(),
    to: transaction.to ? transaction.to.toLowerCase() : null,
    tokenAddress: null,
    value: transaction.value.toString(),
    status: receipts[index]?.status === 'success' ? 'confirmed' : 'failed',
  }));

  const tokens = logs.flatMap((log): TransferRecord[] => {
    const transfer = readTransferLog(log, chainId, minedAt);
    if (transfer === 'malformed') {
      onMalformedLog?.(whereIs(log));
      return [];
    }
    return transfer ? [transfer] : [];
  });
  return [...native, ...tokens];
}

/**
 * One log as a transfer; undefined for a log that is not an ERC-20 Transfer (removed, or
 * another number of topics); 'malformed' for a Transfer log this server cannot read.
 */
function readTransferLog(
  raw: unknown,
  chainId: string,
  minedAt: ReadonlyMap<bigint, number>,
): TransferRecord | undefined | 'malformed' {
  if (typeof raw !== 'object' || raw === null || !Array.isArray((raw as RawLog).topics)) {
    return 'malformed';
  }
  const log = raw as RawLog;
  const [topic, fromTopic, toTopic] = log.topics;
  if (log.removed || log.topics.length !== 3 || topic !== ERC20_TRANSFER_TOPIC) return undefined;
  const words = [fromTopic, toTopic, log.data];
  const positions = [log.blockNumber, log.transactionIndex, log.logIndex];
  if (
    !words.every((word) => typeof word === 'string' && WORD.test(word)) ||
    !positions.every((position) => typeof position === 'string' && QUANTITY.test(position)) ||
    typeof log.transactionHash !== 'string' ||
    !WORD.test(log.transactionHash) ||
    typeof log.address !== 'string' ||
    !/^0x[0-9a-fA-F]{40}$/.test(log.address)
  ) {
    return 'malformed';
  }
  const blockNumber = BigInt(log.blockNumber as Hex);
  return {
    chainId,
    blockNumber: Number(blockNumber),
    transactionIndex: Number(log.transactionIndex),
    logIndex: Number(log.logIndex),
    transactionHash: log.transactionHash.toLowerCase(),
    minedAt: minedAt.get(blockNumber) ?? 0,
    from: topicAddress(fromTopic as Hex),
    to: topicAddress(toTopic as Hex),
    tokenAddress: log.address.toLowerCase(),
    value: BigInt(log.data).toString(),
    status: 'confirmed',
  };
}

function whereIs(raw: unknown): MalformedLog {
  const log = (typeof raw === 'object' && raw !== null ? raw : {}) as Partial<RawLog>;
  const text = (value: unknown) => (typeof value === 'string' ? value.slice(0, 66) : 'unknown');
  return { blockNumber: text(log.blockNumber), transactionHash: text(log.transactionHash) };
}

/** The address in the last 20 bytes of an indexed topic, lower case. */
function topicAddress(topic: Hex): string {
  return `0x${topic.slice(-40)}`.toLowerCase();
}

/** `work` on every item, at most BLOCK_READ_CONCURRENCY at a time, results in order. */
async function mapConcurrently<T, R>(
  items: readonly T[],
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(BLOCK_READ_CONCURRENCY, items.length) }, worker));
  return results;
}
