/**
 * Starting and stopping one server: open the database and migrate it, seed the catalogue
 * when it is empty, start the history indexer, and listen (127.0.0.1 by default).
 */
import { serve } from '@hono/node-server';
import type { SiwxStore } from '@portico/siwx-server';
import type { AddressInfo } from 'node:net';
import { createApp, type ServerLog } from './app';
import { createCatalogStore } from './catalog/catalogStore';
import { seedCatalog } from './catalog/seedCatalog';
import { createChainRegistry } from './chains/chainRegistry';
import { createSolanaChainRegistry } from './chains/solanaChainReader';
import { createHistoryIndexer, type HistoryIndexer } from './chains/historyIndexer';
import { resolveServerConfig, type ServerConfig, type ServerConfigInput } from './config';
import type { ServerContext } from './context';
import { createDefaultProviders, type Providers } from './providers/providers';
import { migrate } from './storage/migrations';
import { openDatabase } from './storage/openDatabase';
import { createSqlRepository } from './storage/sqlRepository';

export interface StartServerOptions {
  /** A resolved configuration, or the parts that differ from the defaults. */
  readonly config?: ServerConfig | ServerConfigInput;
  /** Replace the default (spec fallback) providers: on-ramp, swaps, prices. */
  readonly providers?: Partial<Providers>;
  readonly now?: () => number;
  readonly log?: ServerLog;
  /** Where sign-in nonces and sessions are kept (default: in this server's memory). */
  readonly siwxStore?: SiwxStore;
}

export interface RunningServer {
  /** 'http://127.0.0.1:<port>' */
  readonly url: string;
  readonly context: ServerContext;
  readonly indexer: HistoryIndexer;
  /** Stops the indexer, the listener and the database, in that order. */
  close(): Promise<void>;
}

const defaultLog: ServerLog = (message, error) => {
  console.error(`[portico-server] ${message}`, error ?? '');
};

/** Opens everything the app needs, without listening: for tests that call app.request(). */
export async function createServerContext(
  options: StartServerOptions = {},
): Promise<{ context: ServerContext; indexer: HistoryIndexer; close(): Promise<void> }> {
  const config = resolveServerConfig(options.config as ServerConfigInput | undefined);
  const log = options.log ?? defaultLog;
  const driver = await openDatabase(config.database);
  try {
    await migrate(driver);
    const repository = createSqlRepository(driver);
    await seedCatalog(repository, config.catalog.file);
    const catalog = createCatalogStore(repository);
    await catalog.reload();
    const chains = createChainRegistry(config.chains);
    const context: ServerContext = {
      config,
      repository,
      catalog,
      chains,
      solanaChains: createSolanaChainRegistry(config.solanaChains),
      providers: { ...createDefaultProviders(config, chains), ...options.providers },
      now: options.now ?? Date.now,
      ...(options.siwxStore && { siwxStore: options.siwxStore }),
    };
    const indexer = createHistoryIndexer({
      chains,
      repository,
      pollIntervalMs: config.indexer.pollIntervalMs,
      log,
    });
    return {
      context,
      indexer,
      async close() {
        await indexer.stop();
        await repository.close();
      },
    };
  } catch (error) {
    await driver.close();
    throw error;
  }
}

export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const log = options.log ?? defaultLog;
  const opened = await createServerContext({ ...options, log });
  const { context, indexer } = opened;
  const app = createApp(context, log);
  let httpServer: ReturnType<typeof serve>;
  try {
    httpServer = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
      const server = serve(
        { fetch: app.fetch, hostname: context.config.host, port: context.config.port },
        () => resolve(server),
      );
      server.once('error', reject);
    });
  } catch (error) {
    await opened.close();
    throw error;
  }
  if (context.config.indexer.enabled) indexer.start();
  const { port } = httpServer.address() as AddressInfo;
  const host = context.config.host.includes(':') ? `[${context.config.host}]` : context.config.host;
  return {
    url: `http://${host}:${port}`,
    context,
    indexer,
    async close() {
      await indexer.stop();
      await new Promise<void>((resolve) => {
        httpServer.close(() => resolve());
        if ('closeAllConnections' in httpServer) httpServer.closeAllConnections();
      });
      await context.repository.close();
    },
  };
}
