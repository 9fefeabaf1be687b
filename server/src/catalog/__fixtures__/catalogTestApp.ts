/**
 * A ServerContext for the catalogue's route tests, from real parts: the test repository
 * (PGlite), the catalogue store over it, no chains (the catalogue routes read none) and the
 * default providers. `testApp` mounts one route group behind the server's own error and
 * not-found handlers, as app.ts does, without the origin checks of http/projectAccess.ts.
 */
import { Hono } from 'hono';
import { createChainRegistry } from '../../chains/chainRegistry';
import { createSolanaChainRegistry } from '../../chains/solanaChainReader';
import { resolveServerConfig, type ServerConfigInput } from '../../config';
import type { ServerContext } from '../../context';
import { handleError, handleNotFound } from '../../http/errorHandler';
import { createDefaultProviders } from '../../providers/providers';
import type { Repository } from '../../storage/repository';
import { createCatalogStore } from '../catalogStore';

export function catalogTestContext(
  repository: Repository,
  config: ServerConfigInput = {},
): ServerContext {
  const resolved = resolveServerConfig(config);
  return {
    config: resolved,
    repository,
    catalog: createCatalogStore(repository),
    chains: createChainRegistry([]),
    solanaChains: createSolanaChainRegistry([]),
    providers: createDefaultProviders(resolved),
    now: () => Date.UTC(2025, 0, 1),
  };
}

export function testApp(
  context: ServerContext,
  routes: (context: ServerContext) => Hono,
  log: (message: string, error?: unknown) => void = () => undefined,
): Hono {
  const app = new Hono();
  app.onError((error, c) => handleError(error, c, log));
  app.notFound(handleNotFound);
  app.route('/', routes(context));
  return app;
}
