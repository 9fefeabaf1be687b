/**
 * The value transfers of a range of blocks, as the history indexer saves them:
 * - every transaction with a value above 0 as a native transfer (log index -1), its status
 *   from the transaction's receipt ('failed' when it reverted: nothing moved, but the
 *   account did send it);
 * - every ERC-20 Transfer log (topic0 Transfer(address,address,uint256), from and to as the
 *   two indexed topics, the amount as 32 bytes of data). ERC-721 transfers carry a third
 *   indexed topic and are not value transfers of a currency: they are left out.
 * Addresses are lower case; timestamps are the blocks'.
 */
import { toEventSelector, type Hex } from 'viem';
import type { TransferRecord } from '../storage/repository';
import type { ChainClient } from './chainClient';

export const ERC20_TRANSFER_TOPIC = toEventSelector('Transfer(address,address,uint256)');
/** Blocks and receipts requested at once. */
export const BLOCK_READ_CONCURRENCY = 16;
/** A 32-byte word: 0x and 64 hex digits. */
const WORD_DATA_LENGTH = 66;

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
): Promise<TransferRecord[]> {
  const numbers: bigint[] = [];
  for (let block = fromBlock; block <= toBlock; block++) numbers.push(block);
  const [blocks, logs] = await Promise.all([
    mapConcurrently(numbers, (blockNumber) =>
      client.getBlock({ blockNumber, includeTransactions: true }),
    ),
    client.request({
      method: 'eth_getLogs',
      params: [
        {
          fromBlock: `0x${fromBlock.toString(16)}`,
          toBlock: `0x${toBlock.toString(16)}`,
          topics: [ERC20_TRANSFER_TOPIC],
        },
      ],
    }) as Promise<RawLog[]>,
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
    const [topic, fromTopic, toTopic] = log.topics;
    if (log.removed || log.topics.length !== 3 || topic !== ERC20_TRANSFER_TOPIC) return [];
    if (!fromTopic || !toTopic || log.data.length !== WORD_DATA_LENGTH) return [];
    if (!log.blockNumber || !log.transactionHash || !log.transactionIndex || !log.logIndex) {
      return [];
    }
    const blockNumber = BigInt(log.blockNumber);
    return [
      {
        chainId,
        blockNumber: Number(blockNumber),
        transactionIndex: Number(log.transactionIndex),
        logIndex: Number(log.logIndex),
        transactionHash: log.transactionHash.toLowerCase(),
        minedAt: minedAt.get(blockNumber) ?? 0,
        from: topicAddress(fromTopic),
        to: topicAddress(toTopic),
        tokenAddress: log.address.toLowerCase(),
        value: BigInt(log.data).toString(),
        status: 'confirmed',
      },
    ];
  });
  return [...native, ...tokens];
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
