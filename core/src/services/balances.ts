/**
 * GET /v1/account/{address}/balance (spec 7; query currency usd, chainId, forceUpdate;
 * answer balances): the tokens an account holds, with their dollar values.
 *
 * - Balances work on eip155 and solana (spec 9). A testnet, another namespace or a network
 *   the service does not list gives no balances, so the total shows 0.00 (spec 9: "Balance
 *   shows 0.00 for testnets and unsupported chains"); no balance request is made.
 * - An answer is kept 30 s per network and address (BALANCE_CACHE_MS); `forceUpdate` (a
 *   token address, as AppKit sends it after a swap) skips the cache and refreshes it.
 * - Any failure throws BalanceUnavailableError, 'Token Balance Unavailable' (spec 8 toast).
 *   `loadBalancesWithRetry` reports it and tries again after 30 s (BALANCE_RETRY_MS) until
 *   it succeeds or is stopped.
 */
import { BALANCE_CACHE_MS, BALANCE_RETRY_MS } from '../constants';
import type { Timers } from '../instance/timers';
import { formatUnits, parseDecimal } from '../amounts/units';
import type { TokenBalance } from '../lists/tokens';
import { isCaipNetworkId } from '../validators/caip';
import type { DataApiContext } from './dataApiContext';
import { isAbortError, pathSegment } from './httpClient';
import { BalanceUnavailableError } from '../errors/errors';
import {
  field,
  isRecord,
  readDecimalText,
  readList,
  readNonEmptyString,
  readRecord,
  readString,
  readWebUrl,
} from './untrustedJson';

/** The network a balance is asked for: a Network has both fields. */
export interface BalanceNetwork {
  readonly caipNetworkId: string;
  readonly testnet?: boolean;
}

export interface AccountBalances {
  readonly balances: readonly TokenBalance[];
  /** The sum of the balances' dollar values, exact decimal text; format it with formatFiat. */
  readonly totalValueUsd: string;
}

export const NO_BALANCES: AccountBalances = Object.freeze({
  balances: Object.freeze([]) as readonly TokenBalance[],
  totalValueUsd: '0',
});

export interface BalanceRequest {
  readonly address: string;
  readonly network: BalanceNetwork;
  /** A token address whose balance just changed: sent as `forceUpdate`, skips the cache. */
  readonly forceUpdate?: string;
  readonly signal?: AbortSignal;
}

export interface BalanceHandlers {
  onBalances(balances: AccountBalances): void;
  /** Called on every failed attempt, before the retry is scheduled. */
  onError?(error: BalanceUnavailableError): void;
}

export interface BalanceApi {
  getBalances(request: BalanceRequest): Promise<AccountBalances>;
  /** Loads the balances, retrying every 30 s after a failure; returns a stop function. */
  loadBalancesWithRetry(
    request: Omit<BalanceRequest, 'signal'>,
    handlers: BalanceHandlers,
  ): () => void;
  /** Stops every retry loop (the instance is being destroyed). */
  stopRetries(): void;
}

export interface BalanceApiDependencies {
  readonly timers: Pick<Timers, 'after'>;
  /** Used when a caller gives no onError: shows the spec's toast. */
  readonly toasts?: { error(message: string): void };
}

/** Token decimals are a uint8 on EVM chains and on Solana. */
const MAX_TOKEN_DECIMALS = 255;

/** Reads the balance answer; entries without a name, symbol, network or quantity are dropped. */
export function parseBalances(json: unknown): TokenBalance[] {
  if (!isRecord(json)) return [];
  return readList(json, 'balances').flatMap((entry): TokenBalance[] => {
    if (!isRecord(entry)) return [];
    const name = readString(entry, 'name');
    const symbol = readString(entry, 'symbol');
    const chainId = readString(entry, 'chainId');
    const quantity = readRecord(entry, 'quantity');
    const decimals = quantity && readDecimals(field(quantity, 'decimals'));
    const numeric = quantity && readDecimalText(quantity, 'numeric');
    if (name === undefined || symbol === undefined || !isCaipNetworkId(chainId)) return [];
    if (decimals === undefined || numeric === undefined) return [];
    const address = readNonEmptyString(entry, 'address');
    const value = readDecimalText(entry, 'value');
    return [
      {
        name,
        symbol,
        chainId,
        ...(address && { address }),
        ...(value !== undefined && { value }),
        // A token the service has no price for is still held: its price reads as 0.
        price: readDecimalText(entry, 'price') ?? '0',
        iconUrl: readWebUrl(entry, 'iconUrl') ?? '',
        quantity: { decimals, numeric },
      },
    ];
  });
}

function readDecimals(value: unknown): string | undefined {
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string' || !/^(0|[1-9][0-9]{0,2})$/.test(text)) return undefined;
  return Number(text) <= MAX_TOKEN_DECIMALS ? text : undefined;
}

/** The exact sum of the dollar values, as decimal text ("0" for none). */
export function totalValueUsd(balances: readonly TokenBalance[]): string {
  const amounts = balances.flatMap((balance) =>
    balance.value ? [parseDecimal(balance.value)] : [],
  );
  const decimals = Math.max(0, ...amounts.map((amount) => amount.decimals));
  const sum = amounts.reduce(
    (total, amount) => total + amount.value * 10n ** BigInt(decimals - amount.decimals),
    0n,
  );
  return formatUnits(sum, decimals);
}

export function createBalanceApi(
  { http, cache, networks }: DataApiContext,
  { timers, toasts }: BalanceApiDependencies,
): BalanceApi {
  const loops = new Set<() => void>();

  const getBalances = async ({ address, network, forceUpdate, signal }: BalanceRequest) => {
    const { caipNetworkId, testnet } = network;
    try {
      if (testnet || !(await networks.serves(caipNetworkId, 'balance', signal))) return NO_BALANCES;
      return await cache.query(
        `blockchainApi:balance:${caipNetworkId}:${address}`,
        async (shared) => {
          const json = await http.getJson({
            path: `/v1/account/${pathSegment(address)}/balance`,
            query: { currency: 'usd', chainId: caipNetworkId, forceUpdate },
            signal: shared,
          });
          const balances = parseBalances(json);
          return { balances, totalValueUsd: totalValueUsd(balances) };
        },
        { ttlMs: BALANCE_CACHE_MS, force: forceUpdate !== undefined, signal },
      );
    } catch (error) {
      if (isAbortError(error, signal)) throw error;
      throw new BalanceUnavailableError(error);
    }
  };

  return {
    getBalances,
    loadBalancesWithRetry(request, { onBalances, onError }) {
      const controller = new AbortController();
      let cancelRetry: (() => void) | undefined;
      const stop = () => {
        loops.delete(stop);
        cancelRetry?.();
        controller.abort();
      };
      const attempt = () => {
        cancelRetry = undefined;
        getBalances({ ...request, signal: controller.signal }).then(
          (balances) => {
            if (controller.signal.aborted) return;
            loops.delete(stop);
            onBalances(balances);
          },
          (error: unknown) => {
            if (controller.signal.aborted) return;
            const failure =
              error instanceof BalanceUnavailableError ? error : new BalanceUnavailableError(error);
            if (onError) onError(failure);
            else toasts?.error(failure.message);
            cancelRetry = timers.after(BALANCE_RETRY_MS, attempt);
          },
        );
      };
      loops.add(stop);
      attempt();
      return stop;
    },
    stopRetries() {
      for (const stop of [...loops]) stop();
    },
  };
}
