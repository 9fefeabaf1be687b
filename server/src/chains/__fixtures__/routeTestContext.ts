/**
 * Test fixture: a ServerContext over a real repository and real chain readers, and a Hono
 * app that serves route groups with the server's error handling (as app.ts composes them).
 */
import { Hono } from 'hono';
import { createCatalogStore } from '../../catalog/catalogStore';
import { resolveServerConfig, type ServerConfigInput } from '../../config';
import type { ServerContext } from '../../context';
import { handleError, handleNotFound } from '../../http/errorHandler';
import { createDefaultProviders } from '../../providers/providers';
import type { Repository } from '../../storage/repository';
import { createChainRegistry } from '../chainRegistry';
import { createSolanaChainRegistry } from '../solanaChainReader';

export function createRouteTestContext(
  repository: Repository,
  config: ServerConfigInput = {},
  now: () => number = Date.now,
): ServerContext {
  const resolved = resolveServerConfig(config);
  return {
    config: resolved,
    repository,
    catalog: createCatalogStore(repository),
    chains: createChainRegistry(resolved.chains),
    solanaChains: createSolanaChainRegistry(resolved.solanaChains),
    providers: createDefaultProviders(resolved),
    now,
  };
}

/** The route groups on one app, errors answered as the server answers them. */
export function serveRoutes(
  context: ServerContext,
  ...groups: ((context: ServerContext) => Hono)[]
): Hono {
  const app = new Hono();
  app.onError((error, c) =>
    handleError(error, c, (message, cause) => {
      throw new Error(`unexpected 500 in a route test: ${message}`, { cause });
    }),
  );
  app.notFound(handleNotFound);
  for (const group of groups) app.route('/', group(context));
  return app;
}
