/**
 * The wallet catalogue service (spec 7), read-only:
 *
 *   GET /getWallets                     { data, count } (catalogQuery.ts, catalogIndex.ts)
 *   GET /getWalletImage/{id}            a wallet's generated image; 404 for an unknown id
 *   GET /public/getAssetImage/{id}      a network's generated image
 *   GET /public/getCurrencyImage/{id}   a currency's generated image
 *   GET /public/getTokenImage/{id}      a token's generated image
 *
 * Image ids are 1 to 128 letters, digits, dots, underscores or hyphens, else 400. Images are
 * SVG with a long cache lifetime and a Content-Security-Policy that lets them run nothing,
 * even when opened as a page.
 */
import { Hono, type Context } from 'hono';
import type { ServerContext } from '../context';
import { InvalidRequestError, NotFoundError } from '../errors';
import { SERVER_MESSAGES } from '../messages';
import { IMAGE_CACHE_MAX_AGE_SECONDS } from './catalogLimits';
import { readCatalogQuery } from './catalogQuery';
import { isWalletId } from './catalogText';
import {
  nameInitials,
  renderGeneratedImage,
  symbolInitials,
  type GeneratedImage,
} from './generatedImage';

/** An SVG with its own style attributes only: no script, no fetch, no external anything. */
export const IMAGE_CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'";

/** The routes of images drawn from their id alone (no catalogue look-up). */
const SYMBOL_IMAGE_PATHS = [
  '/public/getAssetImage/:id',
  '/public/getCurrencyImage/:id',
  '/public/getTokenImage/:id',
] as const;

export function catalogRoutes(context: ServerContext): Hono {
  const routes = new Hono();

  routes.get('/getWallets', (c) => c.json(context.catalog.search(readCatalogQuery(c))));

  routes.get('/getWalletImage/:id', (c) => {
    const id = readImageId(c);
    const wallet = context.catalog.get(id);
    if (!wallet) throw new NotFoundError(SERVER_MESSAGES.walletNotFound(id));
    return imageResponse(c, {
      seed: wallet.id,
      title: wallet.name,
      initials: nameInitials(wallet.name),
    });
  });

  for (const path of SYMBOL_IMAGE_PATHS) {
    routes.get(path, (c) => {
      const id = readImageId(c);
      return imageResponse(c, { seed: id, title: id, initials: symbolInitials(id) });
    });
  }

  return routes;
}

function readImageId(c: Context): string {
  const id = c.req.param('id');
  if (id === undefined || !isWalletId(id)) {
    throw new InvalidRequestError(SERVER_MESSAGES.invalidImageId);
  }
  return id;
}

function imageResponse(c: Context, image: GeneratedImage): Response {
  return c.body(renderGeneratedImage(image), 200, {
    'content-type': 'image/svg+xml',
    'cache-control': `public, max-age=${IMAGE_CACHE_MAX_AGE_SECONDS}`,
    'content-security-policy': IMAGE_CONTENT_SECURITY_POLICY,
    'x-content-type-options': 'nosniff',
  });
}
