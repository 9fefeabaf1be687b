/**
 * The service clients of one Portico instance (spec 7): the wallet catalogue, the blockchain
 * data API and analytics, sharing one query cache. Nothing is shared between two calls.
 */
import { createTimers, type Timers } from '../instance/timers';
import { isHostedService } from '../options/projectId';
import { createAnalytics, type Analytics, type PageLocation } from './analytics';
import { createBlockchainApi, type BlockchainApi } from './blockchainApi';
import type { AlertsSink, FetchFunction } from './httpClient';
import { createQueryCache, systemClock, type Clock } from './queryCache';
import { createWalletCatalog, type WalletCatalog } from './walletCatalog';

export interface ServiceClientsOptions {
  /** The hosted catalogue ('https://api.web3modal.org') or a Portico server. */
  readonly walletCatalogUrl: string;
  /** The hosted data API ('https://rpc.walletconnect.org') or a Portico server. */
  readonly blockchainApiUrl: string;
  /**
   * Where POST /e goes. Defaults to the wallet catalogue URL (a Portico server serves both),
   * or to the hosted analytics endpoint when the catalogue is the hosted one.
   */
  readonly analyticsUrl?: string;
  /** Needed only by hosted services; sent on every request when set. */
  readonly projectId?: string;
  readonly fetch?: FetchFunction;
  readonly clock?: Clock;
  /** The instance's timers (balance retries); by default the clients own theirs. */
  readonly timers?: Timers;
  /** The instance's alerts: 'Project ID Not Configured' and the allowlist warning. */
  readonly alerts?: AlertsSink;
  /** The instance's toasts: 'Token Balance Unavailable' when a balance retry fails. */
  readonly toasts?: { error(message: string): void };
  /** Zone of name suggestions; defaults to 'reown.id' for the hosted data API. */
  readonly nameZone?: string;
  /** Where the modal runs (analytics' url and domain); defaults to the global `location`. */
  readonly page?: () => PageLocation | undefined;
}

export interface ServiceClients {
  readonly walletCatalog: WalletCatalog;
  readonly blockchainApi: BlockchainApi;
  readonly analytics: Analytics;
  /** Stops balance retries and empties the cache. */
  destroy(): void;
}

/** The hosted analytics endpoint, used with the hosted wallet catalogue. */
export const HOSTED_ANALYTICS_URL = 'https://pulse.walletconnect.org';
/** The hosted name service's zone (the provider's domain). */
export const HOSTED_NAME_ZONE = 'reown.id';

export function createServiceClients(options: ServiceClientsOptions): ServiceClients {
  const { projectId, fetch, alerts, toasts, page } = options;
  const clock = options.clock ?? systemClock;
  const ownTimers = options.timers ? undefined : createTimers();
  const timers = options.timers ?? (ownTimers as Timers);
  const cache = createQueryCache(clock);
  const connect = (baseUrl: string) => ({ baseUrl, projectId, fetch, alerts });

  const analyticsUrl =
    options.analyticsUrl ??
    (isHostedService(options.walletCatalogUrl) ? HOSTED_ANALYTICS_URL : options.walletCatalogUrl);
  const nameZone =
    options.nameZone ?? (isHostedService(options.blockchainApiUrl) ? HOSTED_NAME_ZONE : undefined);

  const blockchainApi = createBlockchainApi({
    connection: connect(options.blockchainApiUrl),
    cache,
    clock,
    timers,
    toasts,
    nameZone,
  });

  return {
    walletCatalog: createWalletCatalog({ connection: connect(options.walletCatalogUrl), cache }),
    blockchainApi,
    analytics: createAnalytics({ connection: connect(analyticsUrl), clock, alerts, page }),
    destroy() {
      blockchainApi.stopRetries();
      ownTimers?.clearAll();
      cache.clear();
    },
  };
}

export type { Analytics, AnalyticsEvent, PageLocation } from './analytics';
export { ALLOWLIST_WARNING_KEY } from './analytics';
export type { AccountBalances, BalanceHandlers, BalanceNetwork, BalanceRequest } from './balances';
export { totalValueUsd } from './balances';
export type { BlockchainApi } from './blockchainApi';
export type { HistoryRequest, TransactionPage } from './history';
export type { AlertsSink, FetchFunction, ServiceConnection } from './httpClient';
export type { Identity, IdentityRequest } from './identity';
export type {
  ChangeNameRequest,
  NameMessageRequest,
  NameProfile,
  NameSuggestion,
  RegisterNameRequest,
} from './names';
export { evmCoinType } from './names';
export type { NameAction, NameMessageFields } from './nameMessage';
export { createNameMessage, NAME_ACTIONS } from './nameMessage';
export type {
  SessionGrantFields,
  SessionRevokeFields,
  SignSmartSessionTypedData,
  SmartSessionProject,
  SmartSessionTypedData,
} from './sessionTypedData';
export {
  isSmartSessionNonce,
  isSmartSessionPci,
  SMART_SESSION_CLOCK_SKEW_SECONDS,
  SMART_SESSION_DOMAIN_NAME,
  SMART_SESSION_DOMAIN_VERSION,
  SMART_SESSION_MAX_DURATION_SECONDS,
  SMART_SESSION_SIGNATURE_MAX_AGE_SECONDS,
  SMART_SESSION_TYPES,
  randomSessionNonce,
  sessionGrantTypedData,
  sessionRevokeTypedData,
  smartSessionAccount,
  smartSessionServer,
} from './sessionTypedData';
export type { NamespaceRestrictedFeature, SupportedChains } from './networkSupport';
export { FEATURE_NAMESPACES, isSwapNetwork } from './networkSupport';
export type {
  DestinationWallet,
  OnrampAmount,
  OnrampOptions,
  OnrampQuote,
  OnrampQuoteRequest,
  OnrampUrlRequest,
  PaymentCurrency,
  PaymentMethodLimit,
  PurchaseCurrency,
  PurchaseCurrencyNetwork,
} from './onramp';
export { FALLBACK_ONRAMP_OPTIONS } from './onramp';
export type { Clock, QueryCache } from './queryCache';
export { SDK_QUERY, SDK_TYPE } from './sdkProperties';
export {
  BalanceUnavailableError,
  GasPriceNetworkNotSupportedError,
  HttpStatusError,
  InvalidPathSegmentError,
  NameServiceError,
  ServiceResponseError,
  SwapNetworkNotSupportedError,
  TransactionsFetchError,
} from '../errors/errors';
export type { RevokeSessionRequest, SmartSession } from './sessions';
export type {
  BuildApproveRequest,
  BuildSwapRequest,
  SwapAllowanceRequest,
  SwapQuoteRequest,
  TokenPriceRequest,
} from './swaps';
export type { BuiltTransaction, FungiblePrice, GasPrice, SwapQuote, SwapToken } from './swapShapes';
export type {
  ImageKind,
  WalletCatalog,
  WalletListRequest,
  WalletSearchRequest,
} from './walletCatalog';
export type { AnalyticsConfig, BadgeType, CatalogWallet, WalletPage } from './walletCatalogShapes';
