/**
 * One entry of GET /v1/account/{address}/history: the transfers of one transaction that
 * moved value from or to the address (its native transfer and its ERC-20 Transfer logs),
 * shaped as the core client reads a Transaction (spec 3): id, metadata { minedAt, chain,
 * operationType, status, sentFrom, sentTo, hash } and transfers [{ fungible_info,
 * direction, quantity, price, value }].
 */
import { getAddress } from 'viem';
import type { TransferRecord } from '../storage/repository';
import type { CurrencyInfo, CurrencyLookup } from './currencyLookup';
import { quantityText, valueText } from './usdAmounts';

export type TransferDirection = 'in' | 'out' | 'self';

export interface HistoryTransfer {
  readonly fungible_info: {
    readonly name: string;
    readonly symbol: string;
    readonly icon: { readonly url: string };
  };
  readonly direction: TransferDirection;
  readonly quantity: { readonly numeric: string };
  readonly price?: string;
  readonly value?: string;
}

export interface HistoryTransaction {
  readonly id: string;
  readonly metadata: {
    /** ISO 8601, UTC. */
    readonly minedAt: string;
    readonly chain: string;
    readonly operationType: 'send' | 'receive' | 'trade' | 'mint' | 'burn';
    readonly status: 'confirmed' | 'failed';
    readonly sentFrom: string;
    readonly sentTo: string;
    readonly hash: string;
  };
  readonly transfers: readonly HistoryTransfer[];
}

/** Dollar prices as decimal text, by the currency's price key. */
export type PriceTexts = ReadonlyMap<string | null, string>;

const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000';

/** True when both transfers belong to one transaction. */
export function sameTransaction(a: TransferRecord, b: TransferRecord): boolean {
  return a.chainId === b.chainId && a.transactionHash === b.transactionHash;
}

/**
 * The entry of one transaction's transfers (newest first, all of one transaction), or
 * undefined when none of them moved a currency the server knows.
 */
export function toHistoryTransaction(
  transfers: readonly TransferRecord[],
  address: string,
  currencies: CurrencyLookup,
  prices: (chainId: string) => PriceTexts,
): HistoryTransaction | undefined {
  const account = address.toLowerCase();
  const known = transfers.flatMap((transfer) => {
    const currency = currencies(transfer.chainId, transfer.tokenAddress);
    return currency ? [{ transfer, currency }] : [];
  });
  const [first] = known;
  if (!first) return undefined;
  // The native transfer (log index -1) says who sent the transaction to whom.
  const main = known.find(({ transfer }) => transfer.logIndex === -1) ?? first;
  const directions = known.map(({ transfer }) => directionOf(transfer, account));
  return {
    id: first.transfer.transactionHash,
    metadata: {
      minedAt: new Date(first.transfer.minedAt * 1000).toISOString(),
      chain: first.transfer.chainId,
      operationType: operationTypeOf(
        known.map(({ transfer }) => transfer),
        directions,
      ),
      status: known.some(({ transfer }) => transfer.status === 'failed') ? 'failed' : 'confirmed',
      sentFrom: getAddress(main.transfer.from),
      sentTo: main.transfer.to === null ? '' : getAddress(main.transfer.to),
      hash: first.transfer.transactionHash,
    },
    transfers: known.map(({ transfer, currency }, index) =>
      toHistoryTransfer(
        transfer,
        currency,
        directions[index] ?? 'in',
        prices(transfer.chainId).get(currency.priceKey),
      ),
    ),
  };
}

function toHistoryTransfer(
  transfer: TransferRecord,
  currency: CurrencyInfo,
  direction: TransferDirection,
  price: string | undefined,
): HistoryTransfer {
  const amount = BigInt(transfer.value);
  return {
    fungible_info: {
      name: currency.name,
      symbol: currency.symbol,
      icon: { url: currency.iconUrl },
    },
    direction,
    quantity: { numeric: quantityText(amount, currency.decimals) },
    ...(price !== undefined && { price, value: valueText(amount, currency.decimals, price) }),
  };
}

export function directionOf(transfer: TransferRecord, account: string): TransferDirection {
  const sent = transfer.from === account;
  const received = transfer.to === account;
  if (sent && received) return 'self';
  return sent ? 'out' : 'in';
}

/**
 * What the transaction did for the account: value out and in is a trade; only out is a send
 * (a burn when all of it went to the zero address); only in is a receive (a mint when all of
 * it came from the zero address). Moving value to oneself is a send.
 */
export function operationTypeOf(
  transfers: readonly TransferRecord[],
  directions: readonly TransferDirection[],
): HistoryTransaction['metadata']['operationType'] {
  const outgoing = transfers.filter((_, index) => directions[index] === 'out');
  const incoming = transfers.filter((_, index) => directions[index] === 'in');
  if (outgoing.length > 0 && incoming.length > 0) return 'trade';
  if (incoming.length > 0) {
    return incoming.every((transfer) => transfer.from === ZERO_ADDRESS) ? 'mint' : 'receive';
  }
  if (outgoing.length > 0 && outgoing.every((transfer) => transfer.to === ZERO_ADDRESS)) {
    return 'burn';
  }
  return 'send';
}
