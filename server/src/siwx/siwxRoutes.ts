/**
 * Sign in with the wallet on this server: @portico/siwx-server's API, mounted on the app.
 *
 * - POST   /v1/siwx/nonce      -> 200 { nonce, expiresAt }
 * - POST   /v1/siwx/sessions   { message, signature } -> 201 { session } and the portico_siwx cookie
 * - GET    /v1/siwx/sessions   ?chainId=&address= (Bearer token or cookie) -> 200 { sessions }
 * - DELETE /v1/siwx/sessions   ?chainId=&address= -> 204
 *
 * The chains are the server's own (`chains` with their nodes for contract accounts,
 * `solanaChains`); the allow-list is config.siwx.allowedOrigins, or by default the origins the
 * server already lets in (siwxAllowedOrigins). Bodies are read like every route's (bounded,
 * application/json, clean text); the cookie is Secure when this server's public URL is https.
 * Nonces and sessions are kept in this server instance's memory, or in the store passed to
 * startServer({ siwxStore }).
 */
import {
  allowOrigins,
  createSiwxHttpHandler,
  createSiwxServer,
  SIWX_ROUTES,
  type SiwxChainOption,
  type SiwxServerOptions,
} from '@portico/siwx-server';
import { Hono, type Context } from 'hono';
import type { ServerConfig } from '../config';
import type { ServerContext } from '../context';
import { handleNotFound } from '../http/errorHandler';
import { normalizeOrigin } from '../http/projectAccess';
import { publicBaseUrl } from '../http/publicBaseUrl';
import { readJsonObject } from '../http/requestInput';

/** This server's own origin: publicUrl's, else http://<host>:<port> of the configuration. */
function ownOrigin(config: ServerConfig): string {
  if (config.publicUrl !== undefined) return new URL(config.publicUrl).origin;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  return new URL(`http://${host}:${config.port}`).origin;
}

/** The origins whose pages may sign in (see config.siwx.allowedOrigins). */
export function siwxAllowedOrigins(config: ServerConfig): string[] {
  if (config.siwx.allowedOrigins !== undefined) {
    return [...new Set(config.siwx.allowedOrigins.map(normalizeOrigin))];
  }
  const origins = [
    ...(config.cors.origins === '*' ? [] : config.cors.origins),
    ...Object.values(config.projects).flatMap((project) => project.allowedOrigins),
    ownOrigin(config),
  ];
  return [...new Set(origins.map(normalizeOrigin))];
}

export function siwxOptionsFor(config: ServerConfig, now: () => number): SiwxServerOptions {
  const chains: SiwxChainOption[] = [
    ...config.chains.map((chain) => ({
      chainId: chain.caipNetworkId as `eip155:${string}`,
      rpcUrl: chain.rpcUrl,
    })),
    ...config.solanaChains.map((chain) => ({ chainId: chain.caipNetworkId as `solana:${string}` })),
  ];
  return {
    ...allowOrigins(siwxAllowedOrigins(config)),
    chains,
    sessionLifetimeSeconds: config.siwx.sessionLifetimeSeconds,
    now,
  };
}

/** No body (a bare POST), or the JSON object every route reads. */
async function readOptionalJson(c: Context): Promise<unknown> {
  const bare =
    c.req.header('content-type') === undefined &&
    (c.req.raw.body === null || c.req.header('content-length') === '0');
  return bare ? undefined : readJsonObject(c);
}

export function siwxRoutes(context: ServerContext): Hono {
  const { config } = context;
  const handle = createSiwxHttpHandler(
    createSiwxServer({
      ...siwxOptionsFor(config, context.now),
      ...(context.siwxStore && { store: context.siwxStore }),
    }),
  );
  const app = new Hono();
  for (const [method, path] of SIWX_ROUTES) {
    app.on(method, path, async (c) => {
      const answer = await handle({
        method: c.req.method,
        path: c.req.path,
        query: new URL(c.req.url).searchParams,
        header: (name) => c.req.header(name),
        readBody: () => readOptionalJson(c),
        secure: publicBaseUrl(c, config).startsWith('https:'),
      });
      if (!answer) return handleNotFound(c);
      return answer.body === undefined
        ? c.body(null, answer.status as 204, answer.headers)
        : c.json(answer.body, answer.status as 200, answer.headers);
    });
  }
  return app;
}
