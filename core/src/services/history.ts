/**
 * GET /v1/account/{address}/history (spec 7; query cursor, onramp, chainId; answer data and
 * next): the account's activity, one page at a time.
 *
 * - Activity works on eip155 (spec 9); another namespace, or a network the service does not
 *   list, gives an empty page and makes no history request (spec 8).
 * - Any failure throws TransactionsFetchError, 'Failed to fetch transactions' (spec 8 toast),
 *   with the cause; an abort rejects with the abort reason instead.
 * - Transactions the client cannot read are dropped; so are transfers it cannot read.
 */
import type { Transaction, TransactionTransfer } from '../lists/transactions';
import type { DataApiContext } from './dataApiContext';
import { isAbortError, pathSegment } from './httpClient';
import { TransactionsFetchError } from '../errors/errors';
import {
  isRecord,
  readBoolean,
  readDecimalText,
  readList,
  readNonEmptyString,
  readRecord,
  readString,
  readWebUrl,
  type JsonRecord,
} from './untrustedJson';

export interface TransactionPage {
  readonly data: readonly Transaction[];
  /** The cursor of the next page; null on the last page. */
  readonly next: string | null;
}

export const EMPTY_TRANSACTION_PAGE: TransactionPage = Object.freeze({
  data: Object.freeze([]) as readonly Transaction[],
  next: null,
});

export interface HistoryRequest {
  readonly address: string;
  /** CAIP-2 id of the connected network, sent as `chainId`. */
  readonly caipNetworkId: string;
  readonly cursor?: string;
  /** Only transactions of this on-ramp provider (AppKit sends 'coinbase'). */
  readonly onramp?: string;
  readonly signal?: AbortSignal;
}

export interface HistoryApi {
  getHistory(request: HistoryRequest): Promise<TransactionPage>;
}

export function parseTransactionPage(json: unknown): TransactionPage {
  if (!isRecord(json)) return EMPTY_TRANSACTION_PAGE;
  const data = readList(json, 'data')
    .map(parseTransaction)
    .filter((transaction): transaction is Transaction => transaction !== undefined);
  return { data, next: readNonEmptyString(json, 'next') ?? null };
}

function parseTransaction(value: unknown): Transaction | undefined {
  if (!isRecord(value)) return undefined;
  const id = readNonEmptyString(value, 'id');
  const metadata = readRecord(value, 'metadata');
  if (!id || !metadata) return undefined;
  const [minedAt, chain, operationType, status, sentFrom, sentTo] = [
    'minedAt',
    'chain',
    'operationType',
    'status',
    'sentFrom',
    'sentTo',
  ].map((key) => readString(metadata, key));
  if (
    minedAt === undefined ||
    chain === undefined ||
    operationType === undefined ||
    status === undefined ||
    sentFrom === undefined ||
    sentTo === undefined
  ) {
    return undefined;
  }
  const hash = readNonEmptyString(metadata, 'hash');
  return {
    id,
    metadata: { minedAt, chain, operationType, status, sentFrom, sentTo, ...(hash && { hash }) },
    transfers: readList(value, 'transfers')
      .map(parseTransfer)
      .filter((transfer): transfer is TransactionTransfer => transfer !== undefined),
  };
}

function parseTransfer(value: unknown): TransactionTransfer | undefined {
  if (!isRecord(value)) return undefined;
  const quantity = readRecord(value, 'quantity');
  const numeric = quantity && readDecimalText(quantity, 'numeric');
  if (!numeric) return undefined;
  const direction = readString(value, 'direction');
  const fungible = parseFungibleInfo(readRecord(value, 'fungible_info'));
  const nft = parseNftInfo(readRecord(value, 'nft_info'));
  return {
    quantity: { numeric },
    ...(direction !== undefined && { direction }),
    ...(fungible && { fungible_info: fungible }),
    ...(nft && { nft_info: nft }),
  };
}

function parseFungibleInfo(info: JsonRecord | undefined): TransactionTransfer['fungible_info'] {
  const symbol = info && readString(info, 'symbol');
  if (!info || symbol === undefined) return undefined;
  const name = readString(info, 'name');
  const icon = readRecord(info, 'icon');
  const iconUrl = icon && readWebUrl(icon, 'url');
  return {
    symbol,
    ...(name !== undefined && { name }),
    ...(iconUrl && { icon: { url: iconUrl } }),
  };
}

function parseNftInfo(info: JsonRecord | undefined): TransactionTransfer['nft_info'] {
  if (!info) return undefined;
  const name = readString(info, 'name');
  const preview = readRecord(readRecord(info, 'content') ?? {}, 'preview');
  const previewUrl = preview && readWebUrl(preview, 'url');
  const flags = readRecord(info, 'flags');
  return {
    ...(name !== undefined && { name }),
    ...(previewUrl && { content: { preview: { url: previewUrl } } }),
    // A transfer the service does not flag is not spam.
    flags: { is_spam: (flags && readBoolean(flags, 'is_spam')) ?? false },
  };
}

export function createHistoryApi({ http, cache, networks }: DataApiContext): HistoryApi {
  return {
    async getHistory({ address, caipNetworkId, cursor, onramp, signal }) {
      try {
        if (!(await networks.serves(caipNetworkId, 'activity', signal))) {
          return EMPTY_TRANSACTION_PAGE;
        }
        const path = `/v1/account/${pathSegment(address)}/history`;
        return await cache.query(
          `blockchainApi:history:${caipNetworkId}:${address}:${cursor ?? ''}:${onramp ?? ''}`,
          async (shared) =>
            parseTransactionPage(
              await http.getJson({
                path,
                query: { cursor, onramp, chainId: caipNetworkId },
                signal: shared,
              }),
            ),
          { ttlMs: 0, signal },
        );
      } catch (error) {
        if (isAbortError(error, signal)) throw error;
        throw new TransactionsFetchError(error);
      }
    },
  };
}
