export { createApp, type ServerLog } from './app';
export {
  DEFAULT_SERVER_CONFIG,
  databaseFromUrl,
  loadServerConfig,
  resolveServerConfig,
  type ChainConfig,
  type DatabaseConfig,
  type ProjectConfig,
  type ServerConfig,
  type ServerConfigInput,
  type SolanaChainConfig,
  type SplTokenConfig,
  type TokenConfig,
  type UniswapV2Config,
} from './config';
export type {
  CatalogQuery,
  CatalogStore,
  ChainReader,
  ChainRegistry,
  PriceProvider,
  Registry,
  SolanaChainReader,
  SolanaChainRegistry,
  ServerContext,
} from './context';
export {
  CatalogFileError,
  ConfigError,
  ConflictError,
  HttpError,
  InvalidRequestError,
  NotFoundError,
  OriginNotAllowedError,
  PayloadTooLargeError,
  ServerError,
  SignatureError,
  StorageError,
  UpstreamError,
  type HttpErrorStatus,
} from './errors';
export type { Providers } from './providers/providers';
export type * from './providers/onrampProvider';
export type * from './providers/swapProvider';
export { createDefaultProviders } from './providers/providers';
export {
  createServerContext,
  startServer,
  type RunningServer,
  type StartServerOptions,
} from './server';
export type * from './storage/repository';
export { ensurePgliteTemplate } from './storage/pgliteTemplate';
export { generateCatalog } from './catalog/generateCatalog';
