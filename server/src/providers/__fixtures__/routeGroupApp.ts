/**
 * Test fixture: one route group served the way app.ts serves every group (CORS and the
 * project allowlist first, errors answered by the shared error handler), on a context whose
 * parts the group does not use refuse to be used. The group's tests then exercise exactly
 * the server's answers, status codes included, without the other groups.
 */
import { Hono } from 'hono';
import { resolveServerConfig, type ServerConfigInput } from '../../config';
import type { ServerContext } from '../../context';
import { createChainRegistry } from '../../chains/chainRegistry';
import { createSolanaChainRegistry } from '../../chains/solanaChainReader';
import { handleError, handleNotFound } from '../../http/errorHandler';
import { projectAccess } from '../../http/projectAccess';
import type { Repository } from '../../storage/repository';
import { createDefaultProviders, type Providers } from '../providers';

/** A part of the context this group's tests do not use: any use fails the test. */
function unused<T extends object>(part: string): T {
  return new Proxy({} as T, {
    get(_target, member) {
      throw new Error(`this test does not use context.${part}.${String(member)}`);
    },
  });
}

export interface RouteGroupOptions {
  readonly config?: ServerConfigInput;
  readonly repository?: Repository;
  readonly providers?: Partial<Providers>;
  readonly now?: () => number;
}

export function routeGroupContext(options: RouteGroupOptions = {}): ServerContext {
  const config = resolveServerConfig(options.config);
  const chains = createChainRegistry(config.chains);
  return {
    config,
    repository: options.repository ?? unused<Repository>('repository'),
    catalog: unused('catalog'),
    chains,
    solanaChains: createSolanaChainRegistry(config.solanaChains),
    providers: { ...createDefaultProviders(config, chains), ...options.providers },
    now: options.now ?? Date.now,
  };
}

/** The group on an app built like createApp's; errors thrown by the server's code are kept. */
export function routeGroupApp(
  routes: (context: ServerContext) => Hono,
  context: ServerContext,
): { app: Hono; errors: unknown[] } {
  const errors: unknown[] = [];
  const app = new Hono();
  app.onError((error, c) => handleError(error, c, (_message, cause) => errors.push(cause)));
  app.notFound(handleNotFound);
  app.use('*', projectAccess(context.config));
  app.route('/', routes(context));
  return { app, errors };
}

/** A JSON POST request init. */
export function postJson(body: unknown, headers: Record<string, string> = {}): RequestInit {
  return {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  };
}
